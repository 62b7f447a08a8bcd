import Foundation

/// The root of a view hierarchy and the place touches enter it, UIKit's `UIWindow`.
///
/// The window owns the simulation's clock (`scheduler`) and `eventLog`, which views and
/// behaviours reach through `view.window`.
open class Window: View {
  /// The simulated clock and timer queue.
  public let scheduler = Scheduler()
  /// What happened, for the timeline.
  public private(set) lazy var eventLog = EventLog(scheduler: scheduler)

  /// The controller whose view fills the window (owned). Setting it installs its view as the
  /// window's only controller view, sized to the window's bounds.
  public var rootViewController: ViewController? {
    didSet {
      oldValue?.view.removeFromSuperview()
      guard let controller = rootViewController else { return }
      controller.view.frame = bounds
      insertSubview(controller.view, at: 0)
    }
  }

  /// A window covering `frame`, in screen points (usually the device's full screen).
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Delivers a touch event (`sendEvent(_:)`): each touch that begins is hit-tested once and
  /// keeps that view; then every view with changed touches gets one responder call per phase
  /// with its touches, in the order the touches were first seen.
  open func sendEvent(_ event: Event) {
    let touches = event.allTouches.sorted { $0.identifier < $1.identifier }
    for touch in touches where touch.phase == .began {
      touch.view = hitTest(convert(touch.locationInWindow, from: nil), with: event)
    }
    var groups: [(view: View, phase: TouchPhase, touches: Set<Touch>)] = []
    for touch in touches where touch.phase != .stationary {
      guard let view = touch.view else { continue }
      if let index = groups.firstIndex(where: { $0.view === view && $0.phase == touch.phase }) {
        groups[index].touches.insert(touch)
      } else {
        groups.append((view, touch.phase, [touch]))
      }
    }
    for group in groups {
      deliver(group.touches, phase: group.phase, to: group.view, event: event)
    }
  }

  private func deliver(_ touches: Set<Touch>, phase: TouchPhase, to view: View, event: Event) {
    let locations = touches.sorted { $0.identifier < $1.identifier }
      .map { format($0.locationInWindow) }.joined(separator: ", ")
    switch phase {
    case .began:
      eventLog.record("touchesBegan", view: view, detail: "at \(locations)")
      view.touchesBegan(touches, with: event)
    case .moved:
      eventLog.record("touchesMoved", view: view, detail: "to \(locations)")
      view.touchesMoved(touches, with: event)
    case .ended:
      eventLog.record("touchesEnded", view: view, detail: "at \(locations)")
      view.touchesEnded(touches, with: event)
    case .cancelled:
      eventLog.record("touchesCancelled", view: view, detail: "at \(locations)")
      view.touchesCancelled(touches, with: event)
    case .stationary:
      break
    }
  }
}
