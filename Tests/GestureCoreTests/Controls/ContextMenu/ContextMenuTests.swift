import Foundation
import Testing

@testable import GestureCore

/// A delegate that offers New, Copy and Delete, or nothing when `offers` is false.
@MainActor
private final class MenuDelegate: UIContextMenuInteractionDelegate {
  var offers = true
  var preview: UIViewController?
  var calls: [String] = []

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    calls.append("configuration at \(Int(location.x)),\(Int(location.y))")
    guard offers else { return nil }
    let preview = self.preview
    return UIContextMenuConfiguration(
      identifier: "card" as NSString,
      previewProvider: preview.map { p -> @MainActor @Sendable () -> UIViewController? in
        { p }
      },
      actionProvider: { [weak self] suggested in
        self?.calls.append("actions from \(suggested.count) suggested")
        return UIMenu(
          children: ["New", "Copy", "Delete"].map { title in
            UIAction(title: title) { action in
              self?.calls.append(
                "\(title) from \(action.sender is UIContextMenuInteraction ? "interaction" : "?")")
            }
          })
      })
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    calls.append("willDisplay")
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    calls.append("willEnd")
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    calls.append("previewAction")
    animator.addCompletion { [weak self] in self?.calls.append("preview completion") }
  }
}

@Suite("Context menus: a long press lifts the view and shows the menu; choosing, closing")
@MainActor
struct ContextMenuTests {
  /// A card at (40, 100, 200, 120) with the interaction; pressed at its centre from 0.1 s to
  /// 0.8 s, then taps at `taps` 0.4 s apart from 1.0 s. Returns the harness, the delegate and
  /// the events, the overlay (if still shown) and the interaction.
  private func run(
    offers: Bool = true, preview: UIViewController? = nil, taps: [CGPoint] = [],
    until end: Double? = nil
  ) -> (GestureHarness, MenuDelegate, [TimelineEvent], UIContextMenuInteraction) {
    let harness = GestureHarness()
    let card = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 120))
    card.backgroundColor = .systemBlue
    card.accessibilityIdentifier = "card"
    harness.root.addSubview(card)
    let delegate = MenuDelegate()
    delegate.offers = offers
    delegate.preview = preview
    let interaction = UIContextMenuInteraction(delegate: delegate)
    card.addInteraction(interaction)
    harness.down(140, 160, at: 0.1)
    harness.up(140, 160, at: 0.8)
    var time = 1.0
    for point in taps {
      harness.down(point.x, point.y, at: time)
      harness.up(point.x, point.y, at: time + 0.05)
      time += 0.4
    }
    let frames = harness.run(for: end ?? time + 0.4)
    return (harness, delegate, frames.flatMap(\.events), interaction)
  }

  private func overlay(_ harness: GestureHarness) -> ContextMenuOverlayView? {
    harness.window.subviews.compactMap { $0 as? ContextMenuOverlayView }.first
  }

  @Test("After 0.5 s the card lifts in place and the panel hangs 8 pt below it")
  func presents() throws {
    let (harness, delegate, events, _) = run()
    let shown = try #require(overlay(harness))
    #expect(shown.preview.frame == CGRect(x: 40, y: 100, width: 200, height: 120))
    // 100 + 120 + 8 = 228; three 44 pt rows.
    #expect(shown.panel.frame == CGRect(x: 40, y: 228, width: 250, height: 132))
    #expect(shown.backdrop.alpha == 1)
    #expect(
      delegate.calls == ["configuration at 100,60", "actions from 0 suggested", "willDisplay"])
    let present = events.filter { $0.kind == "contextMenu.present" }
    #expect(present.map(\.detail) == ["'card': 3 rows"])
    // It began at 0.6 s: the press's 0.5 s after the touch at 0.1 s.
    #expect(present.first.map { abs($0.time - 0.6) < 1.0 / 60 + 1e-9 } == true)
  }

  @Test("Copy runs with the interaction as sender once the menu has gone")
  func choosesCopy() {
    // Copy's row centre: (40 + 125, 228 + 44 + 22).
    let (harness, delegate, events, _) = run(taps: [CGPoint(x: 165, y: 294)])
    #expect(
      delegate.calls.suffix(2) == ["willEnd", "Copy from interaction"])
    #expect(events.filter { $0.kind == "menu.action" }.map(\.detail) == ["\"Copy\""])
    #expect(
      events.filter { $0.kind == "contextMenu.dismiss" }.map(\.detail) == ["action \"Copy\""])
    #expect(overlay(harness) == nil)
  }

  @Test("A tap outside closes the menu without an action")
  func tapOutside() {
    let (harness, delegate, events, _) = run(taps: [CGPoint(x: 300, y: 600)])
    #expect(!delegate.calls.contains { $0.hasSuffix("interaction") })
    #expect(events.filter { $0.kind == "contextMenu.dismiss" }.map(\.detail) == ["tap outside"])
    #expect(overlay(harness) == nil)
  }

  @Test("A nil configuration shows nothing")
  func noConfiguration() {
    let (harness, delegate, events, _) = run(offers: false)
    #expect(delegate.calls == ["configuration at 100,60"])
    #expect(!events.contains { $0.kind == "contextMenu.present" })
    #expect(overlay(harness) == nil)
  }

  @Test("A preview controller of 300 × 200 is centred on the card, kept 16 pt in; tapping it")
  func previewController() throws {
    let preview = UIViewController()
    preview.preferredContentSize = CGSize(width: 300, height: 200)
    let (shownHarness, _, _, _) = run(preview: preview)
    let shown = try #require(overlay(shownHarness))
    // Centred on x = 140: 140 − 150 = −10, kept 16 pt in; the panel below at 300 + 8.
    #expect(shown.preview.frame == CGRect(x: 16, y: 100, width: 300, height: 200))
    #expect(shown.panel.frame == CGRect(x: 16, y: 308, width: 250, height: 132))
    #expect(preview.view.superview === shown.preview)
    let (harness, delegate, events, _) = run(
      preview: preview, taps: [CGPoint(x: 166, y: 200)])
    #expect(delegate.calls.suffix(3) == ["previewAction", "willEnd", "preview completion"])
    #expect(
      events.filter { $0.kind == "contextMenu.dismiss" }.map(\.detail) == ["preview tapped"])
    #expect(overlay(harness) == nil)
  }

  @Test("Placement: above a low view; a tall view moves up so the panel fits below")
  func placement() {
    let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    let safe = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let panel = CGSize(width: 250, height: 132)
    // Below: 640 + 8 + 132 = 780 > 667 − 8; above: 560 − 8 − 132 = 420.
    let low = CGRect(x: 20, y: 560, width: 200, height: 80)
    let placedLow = ContextMenuPresentation.layout(
      source: low, previewSize: low.size, panelSize: panel, bounds: bounds, safe: safe)
    #expect(placedLow.preview == low)
    #expect(placedLow.panel == CGRect(x: 20, y: 420, width: 250, height: 132))
    // Neither fits: the preview goes to max(28, 659 − 132 − 8 − 500) = 28, the panel 8 below,
    // trailing-aligned (the preview's centre is not in the left half).
    let tall = CGRect(x: 20, y: 100, width: 335, height: 500)
    let placedTall = ContextMenuPresentation.layout(
      source: tall, previewSize: tall.size, panelSize: panel, bounds: bounds, safe: safe)
    #expect(placedTall.preview == CGRect(x: 20, y: 28, width: 335, height: 500))
    #expect(placedTall.panel == CGRect(x: 105, y: 536, width: 250, height: 132))
  }
}
