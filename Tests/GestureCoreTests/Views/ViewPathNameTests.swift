import Foundation
import Testing

@testable import GestureCore

@Suite("UIView: a view found by the name frames and the timeline give it")
@MainActor
struct ViewPathNameTests {
  @Test("Paths from the window and from the nearest named ancestor find the view they name")
  func paths() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let root = UIView()
    root.accessibilityIdentifier = "root"
    let first = UIView()
    let second = UIView()
    let inner = UIView()
    let loose = UIView()
    window.addSubview(root)
    window.addSubview(loose)
    root.addSubview(first)
    root.addSubview(second)
    second.addSubview(inner)
    #expect(inner.identifier == "root.1.0")
    #expect(loose.identifier == "window.1")
    #expect(window.descendant(atPath: "root.1.0") === inner)
    #expect(window.descendant(atPath: "root.0") === first)
    #expect(window.descendant(atPath: "window.1") === loose)
    #expect(window.descendant(atPath: "root") === root)
    #expect(window.descendant(atPath: "root.2") == nil)
    #expect(window.descendant(atPath: "window.0") == nil)  // named "root", not by its path
  }
}
