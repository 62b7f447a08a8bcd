import Foundation
import Testing

@testable import GestureCore

@Suite("NSValue's UIKit geometry members")
struct NSValueGeometryTests {
  @Test("Points, sizes and rectangles box and read back unchanged")
  func roundTrip() {
    #expect(NSValue(cgPoint: CGPoint(x: 1.5, y: -2)).cgPointValue == CGPoint(x: 1.5, y: -2))
    #expect(
      NSValue(cgSize: CGSize(width: 20, height: 37)).cgSizeValue == CGSize(width: 20, height: 37))
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(NSValue(cgRect: rect).cgRectValue == rect)
  }
}
