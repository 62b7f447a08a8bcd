import Foundation
import Testing

@testable import GestureCore

/// An object a handler captures, to observe how long the handler lives.
private final class Token {}

@Suite("UIAction: controls own a copy, identifiers unique them, buttons' primary action")
@MainActor
struct UIActionTests {
  /// A button at (50, 50, 90, 90) in a harness window, tapped at (95, 95) from 0 to 0.1 s.
  private func tap(_ button: UIButton) -> [Frame] {
    let harness = GestureHarness()
    harness.root.addSubview(button)
    harness.down(95, 95, at: 0)
    harness.up(95, 95, at: 0.1)
    return harness.run(for: 0.2)
  }

  @Test("The control keeps its action (a copy) alive and lets it go with itself")
  func controlOwnsItsAction() {
    let harness = GestureHarness()
    weak var weakButton: UIButton?
    weak var weakOriginal: UIAction?
    weak var weakToken: Token?
    weak var weakRunning: UIAction?
    var runs = 0
    do {
      let button = UIButton(frame: CGRect(x: 50, y: 50, width: 90, height: 90))
      let token = Token()
      let action = UIAction(title: "Buy") { action in
        withExtendedLifetime(token) { runs += 1 }
        weakRunning = action
      }
      button.addAction(action, for: .touchUpInside)
      harness.root.addSubview(button)
      weakButton = button
      weakOriginal = action
      weakToken = token
    }
    // The control holds a copy: the caller's action is gone, its handler (and what it
    // captures) is not.
    #expect(weakOriginal == nil)
    #expect(weakToken != nil)
    harness.down(95, 95, at: 0)
    harness.up(95, 95, at: 0.1)
    let frames = harness.run(for: 0.2)
    #expect(runs == 1)
    #expect(weakRunning != nil)
    #expect(weakRunning?.title == "Buy")
    #expect(
      frames[6].events("control.action").map(\.detail) == ["touchUpInside → UIAction \"Buy\""])

    weakButton?.removeFromSuperview()
    #expect(weakButton == nil)
    #expect(weakRunning == nil)
    #expect(weakToken == nil)
  }

  @Test("removeAction(identifiedBy:for:) removes one action, for the events given")
  func removeByIdentifier() {
    let button = UIButton(frame: CGRect(x: 50, y: 50, width: 90, height: 90))
    var calls: [String] = []
    button.addAction(
      UIAction(identifier: UIAction.Identifier("a")) { _ in calls.append("a") },
      for: .touchUpInside)
    button.addAction(
      UIAction(identifier: UIAction.Identifier("b")) { _ in calls.append("b") },
      for: .touchUpInside)
    let c = UIAction(identifier: UIAction.Identifier(rawValue: "c")) { _ in calls.append("c") }
    button.addAction(c, for: [.touchDown, .touchUpInside])
    button.removeAction(identifiedBy: UIAction.Identifier("a"), for: .touchUpInside)
    button.removeAction(c, for: .touchUpInside)
    _ = tap(button)
    #expect(calls == ["c", "b"])  // c on touchDown only, b on touchUpInside
    #expect(button.allControlEvents == [.touchDown, .touchUpInside])
    button.removeAction(c, for: .touchDown)
    #expect(button.allControlEvents == [.touchUpInside])
  }

  @Test("An action with an identifier already added replaces it, keeping both sets of events")
  func sameIdentifierReplaces() {
    let button = UIButton(frame: CGRect(x: 50, y: 50, width: 90, height: 90))
    var calls: [String] = []
    let id = UIAction.Identifier("save")
    button.addAction(UIAction(identifier: id) { _ in calls.append("first") }, for: .touchDown)
    button.addAction(UIAction { _ in calls.append("other") }, for: .touchDown)
    button.addAction(
      UIAction(identifier: id) { _ in calls.append("second") }, for: .touchUpInside)
    _ = tap(button)
    // The replacement keeps the first one's place: it runs before "other" on touchDown.
    #expect(calls == ["second", "other", "second"])
  }

  @Test("sender is the control while the handler runs; sendAction(_:) runs any action")
  func sender() {
    let button = UIButton(frame: CGRect(x: 50, y: 50, width: 90, height: 90))
    var senders: [AnyObject?] = []
    let action = UIAction { action in senders.append(action.sender as AnyObject?) }
    button.sendAction(action)
    #expect(senders.count == 1 && senders[0] === button)
    #expect(action.sender == nil)
  }

  @Test("UIButton(frame:primaryAction:) takes the title and runs after touchUpInside")
  func primaryAction() {
    var calls: [String] = []
    let button = UIButton(
      frame: CGRect(x: 50, y: 50, width: 90, height: 90),
      primaryAction: UIAction(title: "Buy") { _ in calls.append("primary") })
    button.addAction(for: .touchUpInside) { _ in calls.append("touchUpInside") }
    #expect(button.currentTitle == "Buy")
    #expect(button.allControlEvents == [.primaryActionTriggered, .touchUpInside])
    let frames = tap(button)
    #expect(calls == ["touchUpInside", "primary"])
    #expect(
      frames[6].events.map(\.kind) == [
        "touchesEnded", "control.touchUpInside", "control.action", "control.primaryActionTriggered",
        "control.action",
      ])
    #expect(
      frames[6].events("control.action").map(\.detail) == [
        "touchUpInside → closure", "primaryActionTriggered → UIAction \"Buy\"",
      ])

    let untitled = UIButton(primaryAction: nil)
    #expect(untitled.frame == .zero)
    #expect(untitled.allControlEvents == [])
    #expect(untitled.currentTitle == nil)
  }

  @Test("An action keeps what it was made with; an identifier is made when none is given")
  func properties() {
    let action = UIAction(
      title: "Delete", identifier: UIAction.Identifier("delete"),
      discoverabilityTitle: "Delete the photo", attributes: [.destructive], state: .on
    ) { _ in }
    #expect(action.title == "Delete")
    #expect(action.identifier.rawValue == "delete")
    #expect(action.discoverabilityTitle == "Delete the photo")
    #expect(action.attributes == .destructive)
    #expect(action.state == .on)
    #expect(action.image == nil)
    let a = UIAction { _ in }
    let b = UIAction { _ in }
    #expect(a.identifier != b.identifier)
    #expect(a.title == "")
    #expect(a.attributes == [])
    #expect(a.state == .off)
  }
}
