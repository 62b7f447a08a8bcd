import Foundation
import Testing

@testable import GestureCore

@Suite("Colour literals, as Xcode's colour picker writes them")
@MainActor
struct LiteralTests {
  @Test("#colorLiteral makes a UIColor of its components, typed or not")
  func colorLiteral() {
    let typed: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.8)
    let untyped = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(typed.getRed(&r, green: &g, blue: &b, alpha: &a))
    #expect([r, g, b, a] == [1, 0.5, 0.25, CGFloat(Float(0.8))])
    #expect(untyped == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
  }
}
