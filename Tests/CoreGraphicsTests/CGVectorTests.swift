import CoreGraphics
import Foundation
import Testing

@Suite("CGVector: Core Graphics' two-component vector")
struct CGVectorTests {
  @Test("Initializers of CGFloat, Double and Int components agree; zero is (0, 0)")
  func initializers() {
    #expect(CGVector(dx: 3, dy: -4) == CGVector(dx: CGFloat(3), dy: CGFloat(-4)))
    #expect(CGVector(dx: 1.5, dy: 2.5).dx == 1.5)
    #expect(CGVector.zero == CGVector() && CGVector.zero.dx == 0 && CGVector.zero.dy == 0)
    #expect(CGVector(dx: 1, dy: 2).description == "(1.0, 2.0)")
  }
}
