import Foundation
import Testing

@testable import GestureCore

/// The names views have in frames and timelines.
@Suite("View identifiers")
@MainActor
struct ViewIdentifierTests {
  @Test("A button's title label is named after the button, other unnamed views by their path")
  func buttonTitleLabel() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let button = UIButton(type: .custom)
    button.accessibilityIdentifier = "buy"
    root.addSubview(button)
    let plain = UIView()
    root.addSubview(plain)
    let label = try #require(button.titleLabel)
    #expect(label.identifier == "buy.titleLabel")
    #expect(plain.identifier == "window.0.1")
    label.accessibilityIdentifier = "price"
    #expect(label.identifier == "price")
    // An unnamed button's label follows the button's path.
    button.accessibilityIdentifier = nil
    label.accessibilityIdentifier = nil
    #expect(label.identifier == "window.0.0.titleLabel")
  }
}
