import Foundation
import Testing

@testable import GestureCore

@MainActor
private final class OffsetWatcher: UIView, UIScrollViewDelegate {
  var calls: [String] = []
  func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("delegate") }
  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    let new = change?[.newKey] as? CGPoint
    let old = change?[.oldKey] as? CGPoint
    calls.append(
      "kvo \(keyPath ?? "") \(old.map { "\($0.y)" } ?? "-") → \(new.map { "\($0.y)" } ?? "-")")
  }
}

@MainActor
private let watcherRuntime = ObjectiveCRuntime([
  ObjCClassMethods(
    OffsetWatcher.self,
    [
      ObjCMethod("observeValueWithForKeyPath:of:change:context:", arity: 4) { object, arguments in
        (object as! OffsetWatcher).observeValue(
          forKeyPath: arguments.at(0), of: arguments.at(1), change: arguments.at(2),
          context: arguments.at(3)) as Any
      }
    ])
])

@Suite("Key-value observing of the core's observable properties")
@MainActor
struct KeyValueObservingTests {
  @Test("contentOffset observers hear each change after the delegate, with old and new values")
  func contentOffsetAfterDelegate() {
    let watcher = OffsetWatcher()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 500)
    scrollView.delegate = watcher
    ObjectiveCRuntime.$current.withValue(watcherRuntime) {
      scrollView.addObserver(
        watcher, forKeyPath: "contentOffset", options: [.new, .old], context: nil)
      scrollView.contentOffset = CGPoint(x: 0, y: 30)
      scrollView.contentOffset = CGPoint(x: 0, y: 30)  // no change: no notification
      scrollView.setContentOffset(CGPoint(x: 0, y: 75), animated: false)
      scrollView.removeObserver(watcher, forKeyPath: "contentOffset", context: nil)
      scrollView.contentOffset = CGPoint(x: 0, y: 10)
    }
    #expect(
      watcher.calls == [
        "delegate", "kvo contentOffset 0.0 → 30.0", "delegate", "kvo contentOffset 30.0 → 75.0",
        "delegate",
      ])
  }

  @Test("An observer of a key the model cannot read hears nothing, not even .initial; it is warned")
  func unsupportedKeyInitial() {
    let watcher = OffsetWatcher()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let log = EventLog(scheduler: Scheduler())
    ObjectiveCRuntime.$current.withValue(watcherRuntime) {
      SimulationContext.$eventLog.withValue(log) {
        scrollView.addObserver(
          watcher, forKeyPath: "zoomScale", options: [.initial, .new], context: nil)
      }
    }
    #expect(watcher.calls == [])
    #expect(
      log.pending.map(\.detail) == [
        "UIScrollView.zoomScale is not observable here: its observers hear nothing"
      ])
  }

  @Test("A block observation gets the initial value, then changes, until it is invalidated")
  func blockObservation() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var seen: [String] = []
    let observation = view.observe(\.alpha, _kvcKeyPath: "alpha", options: [.initial, .new, .old]) {
      _, change in
      seen.append(
        "\(change.oldValue.map { "\($0)" } ?? "nil") → \(change.newValue.map { "\($0)" } ?? "nil")")
    }
    view.alpha = 0.5
    view.center = CGPoint(x: 3, y: 4)  // another key: nothing
    observation.invalidate()
    view.alpha = 0.25
    #expect(seen == ["nil → 1.0", "1.0 → 0.5"])
  }

  @Test("isHidden is observed under Foundation's key 'hidden'; a view's layer tells 'position'")
  func keys() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var hidden: [Bool] = []
    var positions: [CGPoint] = []
    let a = view.observe(\.isHidden, _kvcKeyPath: "isHidden", options: [.new]) { _, change in
      hidden.append(change.newValue ?? false)
    }
    let b = view.layer.observe(\.position, _kvcKeyPath: "position", options: [.new]) { _, change in
      positions.append(change.newValue ?? .zero)
    }
    view.isHidden = true
    view.center = CGPoint(x: 20, y: 30)
    #expect(hidden == [true])
    #expect(positions == [CGPoint(x: 20, y: 30)])
    a.invalidate()
    b.invalidate()
  }
}
