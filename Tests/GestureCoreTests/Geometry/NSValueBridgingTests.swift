import Foundation
import Testing

@testable import GestureCore

@Suite("Casting between geometry structs and the NSValue boxing them, as Swift on iOS does")
struct NSValueBridgingTests {
  @Test("A boxed rectangle, point, size or transform casts to its struct from Any")
  func unboxByCast() {
    let rect = CGRect(x: 0, y: 407, width: 375, height: 260)
    let info: [AnyHashable: Any] = [
      "rect": NSValue(cgRect: rect), "point": NSValue(cgPoint: CGPoint(x: 3, y: -4)),
      "size": NSValue(cgSize: CGSize(width: 20, height: 37)),
      "affine": NSValue(cgAffineTransform: CGAffineTransform(translationX: 5, y: 6)),
      "3d": NSValue(caTransform3D: CATransform3DMakeTranslation(1, 2, 3)),
    ]
    #expect(info["rect"] as? CGRect == rect)
    #expect(info["point"] as? CGPoint == CGPoint(x: 3, y: -4))
    #expect(info["size"] as? CGSize == CGSize(width: 20, height: 37))
    #expect(info["affine"] as? CGAffineTransform == CGAffineTransform(translationX: 5, y: 6))
    #expect((info["3d"] as? CATransform3D)?.m43 == 3)
  }

  @Test("A value holding another type does not cast: a point is not a rectangle")
  func wrongTypeFails() {
    let point: Any = NSValue(cgPoint: CGPoint(x: 1, y: 2))
    #expect(point as? CGRect == nil)
    #expect(point as? CGSize == nil)
    let affine: Any = NSValue(cgAffineTransform: .identity)
    #expect(affine as? CATransform3D == nil)
  }

  @Test("A struct cast to NSValue is boxed with its type, and reads back")
  func boxByCast() throws {
    let rect: Any = CGRect(x: 1, y: 2, width: 3, height: 4)
    let value = try #require(rect as? NSValue)
    #expect(value.objCTypeName.hasPrefix("{CGRect="))
    #expect(value.cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
  }
}
