import Foundation
import Testing

@testable import GestureCore

/// A view that logs its hierarchy callbacks, by its name, into a shared log.
@MainActor
private final class LoggingView: UIView {
  let name: String
  let log: CallLog

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  private func label(_ view: UIView?) -> String {
    guard let view else { return "nil" }
    if view is UIWindow { return "window" }
    return (view as? LoggingView)?.name ?? "?"
  }

  override func willMove(toSuperview newSuperview: UIView?) {
    log.calls.append("\(name) willMove(toSuperview: \(label(newSuperview)))")
  }
  override func didMoveToSuperview() {
    log.calls.append("\(name) didMoveToSuperview \(label(superview))")
  }
  override func willMove(toWindow newWindow: UIWindow?) {
    log.calls.append("\(name) willMove(toWindow: \(label(newWindow)))")
  }
  override func didMoveToWindow() {
    log.calls.append("\(name) didMoveToWindow \(label(window))")
  }
  override func didAddSubview(_ subview: UIView) {
    log.calls.append("\(name) didAddSubview \(label(subview))")
  }
  override func willRemoveSubview(_ subview: UIView) {
    log.calls.append("\(name) willRemoveSubview \(label(subview))")
  }
}

@MainActor
private final class CallLog {
  var calls: [String] = []
}

@Suite("UIView: willMove/didMove to a superview and a window, didAddSubview, willRemoveSubview")
@MainActor
struct HierarchyCallbackTests {
  /// Two containers `a` and `b` in a window's root view, and a view `v` with a child `c`.
  private func scene() -> (GestureHarness, LoggingView, LoggingView, LoggingView, CallLog) {
    let harness = GestureHarness()
    let log = CallLog()
    let a = LoggingView("a", log: log)
    let b = LoggingView("b", log: log)
    harness.root.addSubview(a)
    harness.root.addSubview(b)
    let v = LoggingView("v", log: log)
    v.addSubview(LoggingView("c", log: log))
    log.calls = []
    return (harness, a, b, v, log)
  }

  @Test("Entering a window: superview and window calls once each, the subtree told of the window")
  func addToWindow() {
    let (harness, a, _, v, log) = scene()
    defer { withExtendedLifetime(harness) {} }
    a.addSubview(v)
    #expect(
      log.calls == [
        "v willMove(toSuperview: a)", "v willMove(toWindow: window)",
        "c willMove(toWindow: window)", "v didMoveToWindow window", "c didMoveToWindow window",
        "v didMoveToSuperview a", "a didAddSubview v",
      ])
  }

  @Test("Moving between superviews of one window: no window calls, didMoveToSuperview once")
  func moveWithinWindow() {
    let (harness, a, b, v, log) = scene()
    defer { withExtendedLifetime(harness) {} }
    a.addSubview(v)
    log.calls = []
    b.addSubview(v)
    #expect(
      log.calls == [
        "a willRemoveSubview v", "v willMove(toSuperview: b)", "v didMoveToSuperview b",
        "b didAddSubview v",
      ])
  }

  @Test("removeFromSuperview: the superview first, then the view leaves the window with its child")
  func remove() {
    let (harness, a, _, v, log) = scene()
    defer { withExtendedLifetime(harness) {} }
    a.addSubview(v)
    log.calls = []
    v.removeFromSuperview()
    #expect(
      log.calls == [
        "a willRemoveSubview v", "v willMove(toSuperview: nil)", "v willMove(toWindow: nil)",
        "c willMove(toWindow: nil)", "v didMoveToWindow nil", "c didMoveToWindow nil",
        "v didMoveToSuperview nil",
      ])
  }

  @Test("Outside a window only the superview calls come")
  func outsideWindow() {
    let log = CallLog()
    let parent = LoggingView("p", log: log)
    let v = LoggingView("v", log: log)
    parent.addSubview(v)
    v.removeFromSuperview()
    #expect(
      log.calls == [
        "v willMove(toSuperview: p)", "v didMoveToSuperview p", "p didAddSubview v",
        "p willRemoveSubview v", "v willMove(toSuperview: nil)", "v didMoveToSuperview nil",
      ])
  }
}
