import CoreGraphics
import Foundation
import Testing

@Suite("Core Graphics equality as its Swift overlay spells it")
struct GeometryEqualityTests {
  @Test("equalTo compares points and sizes by value, rectangles once standardized")
  func equalTo() {
    #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
    #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
    #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
    #expect(!CGSize(width: 3, height: 4).equalTo(.zero))
    // A negative width spans the same points as its standardized rectangle.
    #expect(
      CGRect(x: 10, y: 10, width: -5, height: 5).equalTo(CGRect(x: 5, y: 10, width: 5, height: 5)))
    #expect(
      !CGRect(x: 10, y: 10, width: 5, height: 5).equalTo(CGRect(x: 5, y: 10, width: 5, height: 5)))
  }
}
