import Foundation
import Testing

@testable import GestureCore

@Suite("UIToolbar: items 16 pt from the edges, 8 pt apart, spaces fixed and flexible")
@MainActor
struct ToolbarTests {
  /// A 375 × 44 toolbar with `items`, laid out; the frames of the items' views, spaces left out.
  private func frames(_ items: [UIBarButtonItem]) -> [CGRect] {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    toolbar.items = items
    toolbar.layoutIfNeeded()
    return toolbar.subviews.dropFirst().map(\.frame)
  }

  private func item(_ title: String) -> UIBarButtonItem {
    UIBarButtonItem(title: title, style: .plain, target: nil, action: nil)
  }

  @Test("Adjacent items: the first at 16, the next 8 pt after it; all 44 pt tall")
  func adjacent() throws {
    let laidOut = frames([item("Edit"), item("Share")])
    #expect(laidOut.count == 2)
    #expect(laidOut[0].minX == 16)
    #expect(laidOut[1].minX == laidOut[0].maxX + 8)
    #expect(laidOut.allSatisfy { $0.minY == 0 && $0.height == 44 })
  }

  @Test("A flexible space between two items puts the second 16 pt from the right edge")
  func flexible() {
    let laidOut = frames([item("Edit"), .flexibleSpace(), item("Share")])
    #expect(laidOut[0].minX == 16)
    #expect(abs(laidOut[1].maxX - (375 - 16)) < 1e-9)
    // Two flexible spaces around a middle item centre it between its neighbours' gaps.
    let centred = frames([item("A"), .flexibleSpace(), item("Middle"), .flexibleSpace(), item("B")])
    let left = centred[1].minX - centred[0].maxX
    let right = centred[2].minX - centred[1].maxX
    #expect(abs(left - right) < 1e-9)
  }

  @Test("A 24 pt fixed space separates two items by exactly 24 pt (no 8 pt gap)")
  func fixed() {
    let laidOut = frames([item("Edit"), .fixedSpace(24), item("Share")])
    #expect(laidOut[1].minX == laidOut[0].maxX + 24)
  }

  @Test("44 pt tall by sizeThatFits; barTintColor fills the background of a toolbar of its own")
  func size() {
    let toolbar = UIToolbar(frame: .zero)
    #expect(toolbar.sizeThatFits(CGSize(width: 320, height: 100)) == CGSize(width: 320, height: 44))
    // Untinted: the standard appearance, the chrome material and the hairline.
    #expect(toolbar.resolvedAppearance().backgroundEffect?.style == .systemChromeMaterial)
    toolbar.barTintColor = .systemRed
    toolbar.layoutIfNeeded()
    let appearance = toolbar.resolvedAppearance()
    #expect(appearance.backgroundColor == .systemRed)
    #expect(appearance.backgroundEffect == nil)
    // The background's colour layer (above the effect) shows it.
    #expect(toolbar.background.subviews[1].backgroundColor == .systemRed)
  }

  @Test("Setting the same items again, animated, keeps a custom view on the bar and opaque")
  func sameItemsKeepCustomView() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 623, width: 375, height: 44))
    window.addSubview(toolbar)
    let label = UILabel()
    label.text = "1 Note"
    let items = [
      UIBarButtonItem.flexibleSpace(), UIBarButtonItem(customView: label), .flexibleSpace(),
    ]
    SimulationContext.$scheduler.withValue(window.scheduler) {
      toolbar.setItems(items, animated: false)
      toolbar.setItems(items, animated: true)
    }
    window.scheduler.advance(to: 1)
    #expect(label.superview === toolbar)
    #expect(label.alpha == 1)
  }
}
