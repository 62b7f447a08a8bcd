import Foundation
import Testing

@testable import GestureCore

@Suite("Auto Layout: activation, constants in place, hierarchy changes, safe area")
@MainActor
struct AutoLayoutActivationTests {
  /// The sticky-header example without the scroll view: a 200 pt image, a 50 pt bar and a
  /// 300 pt bottom image stacked in `content`; `hidden` (image.bottom == bottomImage.top)
  /// starts inactive.
  @MainActor
  final class StickyBar {
    let harness = LayoutHarness()
    let content: UIView
    let image: UIView
    let bar: UIView
    let bottomImage: UIView
    let barTop: NSLayoutConstraint
    let barBottom: NSLayoutConstraint
    let hidden: NSLayoutConstraint
    var barSides: [NSLayoutConstraint]

    init() {
      let root = harness.root
      content = harness.view("content")
      image = harness.view("image", in: content)
      bar = harness.view("bar", in: content)
      bottomImage = harness.view("bottomImage", in: content)
      barTop = bar.topAnchor.constraint(equalTo: image.bottomAnchor)
      barTop.identifier = "barTop"
      barBottom = bar.bottomAnchor.constraint(equalTo: bottomImage.topAnchor)
      barBottom.identifier = "barBottom"
      hidden = image.bottomAnchor.constraint(equalTo: bottomImage.topAnchor)
      hidden.identifier = "hidden"
      barSides = [
        bar.leftAnchor.constraint(equalTo: content.leftAnchor),
        bar.widthAnchor.constraint(equalTo: root.widthAnchor),
      ]
      var constraints = [
        content.topAnchor.constraint(equalTo: root.topAnchor),
        content.leftAnchor.constraint(equalTo: root.leftAnchor),
        content.widthAnchor.constraint(equalTo: root.widthAnchor),
        content.heightAnchor.constraint(equalTo: root.heightAnchor),
        image.topAnchor.constraint(equalTo: content.topAnchor),
        image.heightAnchor.constraint(equalToConstant: 200),
        bar.heightAnchor.constraint(equalToConstant: 50),
        bottomImage.heightAnchor.constraint(equalToConstant: 300),
        barTop, barBottom,
      ]
      for view in [image, bottomImage] {
        constraints.append(view.leftAnchor.constraint(equalTo: content.leftAnchor))
        constraints.append(view.rightAnchor.constraint(equalTo: content.rightAnchor))
      }
      NSLayoutConstraint.activate(constraints + barSides)
    }
  }

  @Test("The stacked layout, then the hidden constraint switched on and off")
  func hiddenConstraintRoundTrip() {
    let scene = StickyBar()
    let harness = scene.harness
    #expect(harness.frame(of: scene.bar) == CGRect(x: 0, y: 200, width: 375, height: 50))
    #expect(scene.bottomImage.frame.minY == 250)
    // Switch: bar constraints off first, then the hidden one on (the example's order).
    scene.barBottom.isActive = false
    scene.barTop.isActive = false
    scene.hidden.isActive = true
    #expect(harness.frame(of: scene.bottomImage).minY == 200)
    #expect(scene.content.constraints.contains { $0 === scene.hidden })
    #expect(!scene.content.constraints.contains { $0 === scene.barTop })
    #expect(harness.engine.isInSolver(scene.hidden))
    #expect(!harness.engine.isInSolver(scene.barTop))
    // And back.
    scene.hidden.isActive = false
    NSLayoutConstraint.activate([scene.barTop, scene.barBottom])
    #expect(harness.frame(of: scene.bar) == CGRect(x: 0, y: 200, width: 375, height: 50))
    #expect(scene.bottomImage.frame.minY == 250)
    #expect(harness.events("layout.unsatisfiable").isEmpty)
  }

  @Test(
    "Moving the bar to the root view deactivates its outside constraints; re-added, they come back")
  func movingBetweenSuperviews() {
    let scene = StickyBar()
    let harness = scene.harness
    let root = harness.root
    harness.window.layoutIfNeeded()
    scene.barBottom.isActive = false
    scene.barTop.isActive = false
    scene.hidden.isActive = true
    root.addSubview(scene.bar)
    // Constraints between the bar and views outside it are gone; its own height stays.
    #expect(!scene.barSides.contains { $0.isActive })
    #expect(scene.bar.constraints.count == 1)
    let stuck = [
      scene.bar.topAnchor.constraint(equalTo: root.topAnchor),
      scene.bar.leftAnchor.constraint(equalTo: root.leftAnchor),
      scene.bar.widthAnchor.constraint(equalTo: root.widthAnchor),
    ]
    NSLayoutConstraint.activate(stuck)
    #expect(harness.frame(of: scene.bar) == CGRect(x: 0, y: 0, width: 375, height: 50))
    #expect(scene.bottomImage.frame.minY == 200)
    // Back into the content: re-add first, then activate (as the example's comment says).
    scene.content.addSubview(scene.bar)
    #expect(!stuck.contains { $0.isActive })
    scene.hidden.isActive = false
    NSLayoutConstraint.activate([scene.barTop, scene.barBottom] + scene.barSides)
    #expect(harness.frame(of: scene.bar) == CGRect(x: 0, y: 200, width: 375, height: 50))
    #expect(scene.bottomImage.frame.minY == 250)
    #expect(harness.events("layout.unsatisfiable").isEmpty)
  }

  @Test("Re-adding a view to its own superview (to the front) keeps its constraints")
  func bringToFrontKeepsConstraints() {
    let scene = StickyBar()
    scene.content.addSubview(scene.image)
    #expect(scene.barTop.isActive)
    #expect(scene.harness.frame(of: scene.bar).minY == 200)
  }

  @Test("A constant change updates the installed constraint in place")
  func constantInPlace() {
    let harness = LayoutHarness()
    let box = harness.view("box")
    let top = box.topAnchor.constraint(equalTo: harness.root.topAnchor, constant: 20)
    NSLayoutConstraint.activate([
      top, box.leftAnchor.constraint(equalTo: harness.root.leftAnchor),
      box.widthAnchor.constraint(equalToConstant: 80),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    #expect(harness.frame(of: box) == CGRect(x: 0, y: 20, width: 80, height: 40))
    let installed = harness.engine.records[ObjectIdentifier(top)]?.solverConstraint
    top.constant = 70
    #expect(harness.frame(of: box) == CGRect(x: 0, y: 70, width: 80, height: 40))
    let after = harness.engine.records[ObjectIdentifier(top)]?.solverConstraint
    #expect(installed != nil && after === installed)
    #expect(harness.engine.solver.constant(of: after!) == -70)
  }

  @Test("Required ↔ optional on an active constraint is refused; optional ↔ optional is not")
  func priorityChanges() {
    let harness = LayoutHarness()
    let box = harness.view("box")
    let width = box.widthAnchor.constraint(equalToConstant: 80)
    width.isActive = true
    width.priority = .defaultHigh
    #expect(width.priority == .required)
    let exception = harness.events("layout.exception").first?.detail ?? ""
    #expect(
      exception.hasPrefix(
        "Mutating a priority from required to not on an installed constraint (or vice-versa) "
          + "is not supported.  You passed priority 750 and the existing priority was 1000."))
    width.isActive = false
    width.priority = .defaultHigh
    width.isActive = true
    width.priority = .defaultLow
    #expect(width.priority == .defaultLow)
    width.priority = .required
    #expect(width.priority == .defaultLow)
    #expect(harness.events("layout.exception").count == 2)
  }

  @Test("Activating a constraint between views of different trees is refused")
  func noCommonAncestor() {
    let harness = LayoutHarness()
    let box = harness.view("box")
    let stray = UIView()
    let constraint = box.leftAnchor.constraint(equalTo: stray.leftAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(harness.events("layout.exception").first?.detail.contains("no common ancestor") == true)
  }

  @Test("The safe area guide is inset by the screen's safe area (iPhone X: 44 / 34)")
  func safeAreaGuide() {
    let harness = LayoutHarness(safeArea: UIEdgeInsets(top: 44, bottom: 34))
    let guide = harness.root.safeAreaLayoutGuide
    let box = harness.view("box")
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
      box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    // 667 − 34 − 52 = 581.
    #expect(harness.frame(of: box) == CGRect(x: 0, y: 52, width: 375, height: 581))
    #expect(guide.layoutFrame == CGRect(x: 0, y: 44, width: 375, height: 589))
  }

  @Test("A view pinned to the root from inside a scrolled container stays put on screen")
  func boundsOriginFollowed() {
    let harness = LayoutHarness()
    let container = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
    container.bounds.origin.y = 50
    harness.root.addSubview(container)
    let pinned = harness.view("pinned", in: container)
    NSLayoutConstraint.activate([
      pinned.topAnchor.constraint(equalTo: harness.root.topAnchor, constant: 10),
      pinned.leftAnchor.constraint(equalTo: harness.root.leftAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 375),
      pinned.heightAnchor.constraint(equalToConstant: 30),
    ])
    // 100 + (minY − 50) = 10.
    #expect(harness.frame(of: pinned).minY == -40)
    container.bounds.origin.y = 80
    #expect(harness.frame(of: pinned).minY == -10)
    #expect(pinned.convert(CGPoint.zero, to: nil).y == 10)
  }

  /// Records the order of `updateConstraints` and `layoutSubviews` calls.
  @MainActor
  final class OrderView: UIView {
    var log: ((String) -> Void)?
    override func updateConstraints() {
      log?("update \(identifier)")
      super.updateConstraints()
    }
    override func layoutSubviews() {
      log?("layout \(identifier)")
      super.layoutSubviews()
    }
  }

  @Test("Constraints update leaves first; layout runs superviews first")
  func passOrder() {
    let harness = LayoutHarness()
    var calls: [String] = []
    let outer = OrderView()
    outer.accessibilityIdentifier = "outer"
    let inner = OrderView()
    inner.accessibilityIdentifier = "inner"
    for view in [outer, inner] { view.log = { calls.append($0) } }
    harness.root.addSubview(outer)
    outer.addSubview(inner)
    harness.window.layoutIfNeeded()
    calls.removeAll()
    outer.setNeedsUpdateConstraints()
    inner.setNeedsUpdateConstraints()
    outer.setNeedsLayout()
    inner.setNeedsLayout()
    harness.window.layoutIfNeeded()
    #expect(calls == ["update inner", "update outer", "layout outer", "layout inner"])
    harness.window.layoutIfNeeded()
    #expect(calls.count == 4)
  }

  @Test("A simulation lays out before its first frame")
  func simulationLaysOut() {
    let harness = LayoutHarness()
    let box = harness.view("box")
    NSLayoutConstraint.activate([
      box.centerXAnchor.constraint(equalTo: harness.root.centerXAnchor),
      box.centerYAnchor.constraint(equalTo: harness.root.centerYAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 60),
    ])
    let simulation = Simulation(
      window: harness.window, framesPerSecond: 60, duration: 0, input: [])
    let frame = simulation.nextFrame()
    let snapshot = frame?.views.first { $0.id == "box" }
    #expect(snapshot?.center == CGPoint(x: 187.5, y: 333.5))
    #expect(snapshot?.bounds.size == CGSize(width: 100, height: 60))
  }
}
