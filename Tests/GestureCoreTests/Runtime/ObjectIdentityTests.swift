import Foundation
import Testing

@testable import GestureCore

@MainActor
private final class BadgeCell: UICollectionViewCell {}

@Suite("What every Objective-C object answers: its class, and equality by identity")
@MainActor
struct ObjectIdentityTests {
  @Test("isKind(of:) follows the class chain; isMember(of:) names the exact class")
  func classChecks() {
    let cell: UICollectionViewCell = BadgeCell(frame: .zero)
    #expect(cell.isKind(of: BadgeCell.self))
    #expect(cell.isKind(of: UICollectionViewCell.self))
    #expect(cell.isKind(of: UIView.self))
    #expect(!cell.isKind(of: UIButton.self))
    #expect(cell.isMember(of: BadgeCell.self))
    #expect(!cell.isMember(of: UIView.self))
  }

  @Test("Two paths of the same shape are different objects, so not equal")
  func pathEquality() {
    let a = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(a == a)
    #expect(a != b)
    #expect(Set([a, a, b]).count == 2)
  }
}
