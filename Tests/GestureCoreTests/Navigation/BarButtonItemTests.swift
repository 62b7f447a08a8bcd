import Foundation
import Testing

@testable import GestureCore

@Suite("UIBarButtonItem: system items as symbols, primary actions, spaces")
@MainActor
struct BarButtonItemTests {
  @Test("Glyph items draw their symbol, no title, and say their name; text items their title")
  func systemItems() throws {
    let compose = NavigationBarContent.view(
      for: UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil))
    let button = try #require(compose as? UIButton)
    #expect(button.currentTitle == nil)
    #expect(button.currentImage != nil)
    #expect(button.accessibilityLabel == "Compose")
    let share = try #require(
      NavigationBarContent.view(for: UIBarButtonItem(systemItem: .action)) as? UIButton)
    #expect(share.accessibilityLabel == "Share")
    let close = try #require(
      NavigationBarContent.view(for: UIBarButtonItem(systemItem: .close)) as? UIButton)
    #expect(close.tintColor == .systemGray)
    let done = try #require(
      NavigationBarContent.view(
        for: UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)) as? UIButton)
    #expect(done.currentTitle == "Done")
    #expect(done.currentImage == nil)
  }

  @Test("A primary action runs on a tap with the item as its sender, and titles the item")
  func primaryAction() throws {
    var senders: [String] = []
    let item = UIBarButtonItem(
      primaryAction: UIAction(title: "Sort") { action in
        senders.append(action.sender is UIBarButtonItem ? "item" : "other")
      })
    let button = try #require(NavigationBarContent.view(for: item) as? UIButton)
    #expect(button.currentTitle == "Sort")
    button.sendActions(for: .touchUpInside)
    #expect(senders == ["item"])
  }

  @Test("flexibleSpace() and fixedSpace(_:) make the space items, the fixed one 24 pt wide")
  func spaces() {
    #expect(UIBarButtonItem.flexibleSpace().systemItem == .flexibleSpace)
    let fixed = UIBarButtonItem.fixedSpace(24)
    #expect(fixed.systemItem == .fixedSpace)
    #expect(fixed.width == 24)
  }
}
