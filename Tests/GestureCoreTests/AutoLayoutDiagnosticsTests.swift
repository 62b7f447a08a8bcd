import Foundation
import Testing

@testable import GestureCore

@Suite("Auto Layout: unsatisfiable constraints and ambiguous layouts")
@MainActor
struct AutoLayoutDiagnosticsTests {
  private let tail = """

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the \
    debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in \
    <UIKitCore/UIView.h> may also be helpful.
    """

  private let head = """
    [LayoutConstraints] Unable to simultaneously satisfy constraints.
        Probably at least one of the constraints in the following list is one you don't want.
        Try this:
            (1) look at each constraint and try to figure out which you don't expect;
            (2) find the code that added the unwanted constraint or constraints and fix it.

    """

  @Test("Two required widths: UIKit's report, the second one broken, layout goes on")
  func unsatisfiableReport() {
    let harness = LayoutHarness()
    let box = harness.view("box")
    let w100 = box.widthAnchor.constraint(equalToConstant: 100)
    w100.identifier = "w100"
    let w200 = box.widthAnchor.constraint(equalToConstant: 200)
    w200.identifier = "w200"
    NSLayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: harness.root.leftAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: harness.root.topAnchor, constant: 20),
      box.heightAnchor.constraint(equalToConstant: 50), w100, w200,
    ])
    #expect(harness.frame(of: box) == CGRect(x: 10, y: 20, width: 100, height: 50))
    let reports = harness.events("layout.unsatisfiable")
    #expect(reports.count == 1)
    #expect(reports.first?.view == "box")
    let expected =
      head + """
        (
            "<NSLayoutConstraint 'w100' UIView:box.width == 100   (active)>",
            "<NSLayoutConstraint 'w200' UIView:box.width == 200   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint 'w200' UIView:box.width == 200   (active)>

        """ + tail
    #expect(reports.first?.detail == expected)
    // The broken constraint stays active but out of the solver.
    #expect(w200.isActive)
    #expect(harness.engine.isBroken(w200))
    #expect(box.constraints.contains { $0 === w200 })
    // Layout goes on: other changes still apply.
    box.constraints.first { $0.firstAttribute == .height }?.constant = 60
    #expect(harness.frame(of: box) == CGRect(x: 10, y: 20, width: 100, height: 60))
    // Removing what it conflicted with does not revive it; changing it does.
    w100.isActive = false
    #expect(harness.frame(of: box).width == 0)
    #expect(harness.engine.isBroken(w200))
    w200.constant = 150
    #expect(harness.frame(of: box).width == 150)
    #expect(!harness.engine.isBroken(w200))
    #expect(harness.events("layout.unsatisfiable").count == 1)
  }

  @Test("Activating before deactivating what it replaces is a conflict, as in UIKit")
  func wrongOrderConflicts() {
    let harness = LayoutHarness()
    let box = harness.view("box")
    let top = box.topAnchor.constraint(equalTo: harness.root.topAnchor, constant: 10)
    let lower = box.topAnchor.constraint(equalTo: harness.root.topAnchor, constant: 90)
    NSLayoutConstraint.activate([
      top, box.leftAnchor.constraint(equalTo: harness.root.leftAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    harness.window.layoutIfNeeded()
    lower.isActive = true
    top.isActive = false
    // `lower` was broken when it came in; it stays broken although `top` left after it.
    #expect(harness.frame(of: box).minY == 0)
    #expect(harness.events("layout.unsatisfiable").count == 1)
    #expect(harness.engine.isBroken(lower))
  }

  @Test("A constraint against a view that translates its frame: the report shows the mask")
  func autoresizingConflict() {
    let harness = LayoutHarness()
    let badge = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 20))
    badge.accessibilityIdentifier = "badge"
    harness.root.addSubview(badge)
    let wide = badge.widthAnchor.constraint(equalToConstant: 200)
    wide.isActive = true
    harness.window.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 20, y: 30, width: 100, height: 20))
    let expected =
      head + """
            (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't \
        understand, refer to the documentation for the UIView property \
        translatesAutoresizingMaskIntoConstraints)
        (
            "<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:badge.width == 100   (active)>",
            "<NSLayoutConstraint UIView:badge.width == 200   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint UIView:badge.width == 200   (active)>

        """ + tail
    #expect(harness.events("layout.unsatisfiable").first?.detail == expected)
  }

  @Test("A view with a size and no position is ambiguous, reported once, until it is placed")
  func ambiguousPosition() {
    let harness = LayoutHarness()
    let box = harness.view("floating")
    NSLayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 80),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    harness.window.layoutIfNeeded()
    #expect(box.hasAmbiguousLayout)
    let warnings = harness.events("layout.ambiguous")
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.detail
        == "UIView:floating has an ambiguous layout: its minX, minY can change without "
        + "violating any constraint, so the engine picked one of many solutions "
        + "(hasAmbiguousLayout)")
    #expect(box.frame.size == CGSize(width: 80, height: 40))
    harness.window.layoutIfNeeded()
    #expect(harness.events("layout.ambiguous").count == 1)
    NSLayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: harness.root.leftAnchor, constant: 5),
      box.topAnchor.constraint(equalTo: harness.root.topAnchor, constant: 6),
    ])
    #expect(harness.frame(of: box) == CGRect(x: 5, y: 6, width: 80, height: 40))
    #expect(!box.hasAmbiguousLayout)
  }

  @Test("Two optional widths of equal priority that disagree leave the width ambiguous")
  func equalPriorityConflict() {
    let harness = LayoutHarness()
    let box = harness.view("box")
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = 500
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    wide.priority = 500
    NSLayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: harness.root.leftAnchor),
      box.topAnchor.constraint(equalTo: harness.root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
    ])
    harness.window.layoutIfNeeded()
    #expect(harness.window.layoutEngine.ambiguousAttributes(of: box) == ["width"])
    let width = box.frame.width
    #expect(width >= 100 && width <= 200)
    wide.priority = 501
    #expect(harness.frame(of: box).width == 200)
    #expect(!box.hasAmbiguousLayout)
  }
}
