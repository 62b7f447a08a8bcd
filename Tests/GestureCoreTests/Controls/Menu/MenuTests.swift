import Foundation
import Testing

@testable import GestureCore

@Suite("UIMenu: rows, a menu shown from a button or a bar button item, choosing, closing")
@MainActor
struct MenuTests {
  @Test("Rows: inline groups set apart, hidden actions left out, child menus as rows")
  func rows() {
    func action(_ title: String, _ attributes: UIMenuElement.Attributes = []) -> UIAction {
      UIAction(title: title, attributes: attributes) { _ in }
    }
    let menu = UIMenu(children: [
      action("New"),
      UIMenu(options: .displayInline, children: [action("Copy"), action("Paste")]),
      action("Secret", .hidden),
      UIMenu(title: "Sort", children: [action("Date")]),
    ])
    let rows = MenuLayout.rows(of: menu)
    #expect(rows.map(\.element.title) == ["New", "Copy", "Paste", "Sort"])
    #expect(rows.map(\.gapBefore) == [false, true, false, true])
    let sorted = UIMenu(children: [
      UIAction(title: "A", state: .on) { _ in }, UIAction(title: "B") { _ in },
    ])
    #expect(sorted.selectedElements.map(\.title) == ["A"])
    #expect(sorted.replacingChildren([]).children.isEmpty)
  }

  /// A window with a button at (20, 100, 120, 44) whose menu has New, Copy and Delete
  /// (destructive); taps at `points` (0.1 s apart from 0.1 s). Returns the window, the
  /// handlers' calls (with their sender) and the events.
  private func run(
    primary: Bool, press: Bool = false, taps points: [CGPoint]
  ) -> (UIWindow, [String], [TimelineEvent]) {
    let harness = GestureHarness()
    var calls: [String] = []
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
    button.setTitle("More", for: .normal)
    func action(_ title: String, _ attributes: UIMenuElement.Attributes = []) -> UIAction {
      UIAction(title: title, attributes: attributes) { action in
        calls.append("\(title) from \(action.sender is UIButton ? "button" : "?")")
      }
    }
    button.menu = UIMenu(children: [action("New"), action("Copy"), action("Delete", .destructive)])
    button.showsMenuAsPrimaryAction = primary
    harness.root.addSubview(button)
    var time = 0.1
    if press {
      harness.down(80, 122, at: time)
      harness.up(80, 122, at: time + 0.7)
      time += 0.9
    }
    for point in points {
      harness.down(point.x, point.y, at: time)
      harness.up(point.x, point.y, at: time + 0.05)
      time += 0.4
    }
    let frames = harness.run(for: time + 0.5)
    return (harness.window, calls, frames.flatMap(\.events))
  }

  @Test("showsMenuAsPrimaryAction: a tap shows the panel 8 pt below; Copy runs once it has gone")
  func tapShowsAndChooses() throws {
    // The button's centre (80, 122) opens it; the panel at (20, 152), 250 × 132; Copy's row
    // centre (145, 152 + 44 + 22).
    let (window, calls, events) = run(
      primary: true, taps: [CGPoint(x: 80, y: 122), CGPoint(x: 145, y: 218)])
    #expect(calls == ["Copy from button"])
    #expect(events.filter { $0.kind == "menu.show" }.map(\.detail) == ["menu: 3 rows"])
    #expect(events.filter { $0.kind == "menu.action" }.map(\.detail) == ["\"Copy\""])
    #expect(!window.subviews.contains { $0 is MenuOverlayView })
  }

  @Test("The panel's frame: 250 pt wide, three 44 pt rows, hanging 8 pt below the button")
  func panelFrame() throws {
    let (window, _, _) = run(primary: true, taps: [CGPoint(x: 80, y: 122)])
    let overlay = try #require(window.subviews.compactMap { $0 as? MenuOverlayView }.first)
    #expect(overlay.panel.frame == CGRect(x: 20, y: 152, width: 250, height: 132))
  }

  @Test("A tap outside closes the menu without an action and touches nothing under it")
  func tapOutsideCloses() {
    let (window, calls, events) = run(
      primary: true, taps: [CGPoint(x: 80, y: 122), CGPoint(x: 300, y: 600)])
    #expect(calls.isEmpty)
    #expect(events.filter { $0.kind == "menu.dismiss" }.map(\.detail) == ["tap outside"])
    #expect(!window.subviews.contains { $0 is MenuOverlayView })
  }

  @Test("Without showsMenuAsPrimaryAction a long press shows the menu; a tap does not")
  func longPressShows() {
    let (_, _, tapped) = run(primary: false, taps: [CGPoint(x: 80, y: 122)])
    #expect(tapped.allSatisfy { $0.kind != "menu.show" })
    let (_, calls, pressed) = run(
      primary: false, press: true, taps: [CGPoint(x: 145, y: 262)])
    #expect(pressed.filter { $0.kind == "menu.show" }.count == 1)
    #expect(calls == ["Delete from button"])
  }

  @Test("A bar button item with a menu and no action shows the menu on a tap")
  func barButtonItemMenu() throws {
    let harness = GestureHarness()
    var chosen: [String] = []
    let item = UIBarButtonItem(
      systemItem: .add,
      menu: UIMenu(
        title: "New",
        children: [
          UIAction(title: "Folder") { action in
            chosen.append(action.sender is UIBarButtonItem ? "item" : "?")
          }
        ]))
    let button = try #require(NavigationBarContent.view(for: item) as? UIButton)
    button.frame = CGRect(x: 300, y: 20, width: 44, height: 44)
    harness.root.addSubview(button)
    // The button is in the right half: the panel's trailing edge on the button's (344), so
    // x = 94; with the 36 pt header the Folder row's centre is at y 72 + 36 + 22 = 130.
    harness.down(322, 42, at: 0.1)
    harness.up(322, 42, at: 0.15)
    harness.down(219, 130, at: 0.5)
    harness.up(219, 130, at: 0.55)
    let events = harness.run(for: 1.2).flatMap(\.events)
    #expect(events.filter { $0.kind == "menu.show" }.map(\.detail) == ["\"New\": 1 row"])
    #expect(chosen == ["item"])
  }
}
