import Foundation
import GestureCore
import SampleCode

/// The code of a `switch-constraints` behaviour, written as an app writes an Auto Layout change:
///
/// ```swift
/// NSLayoutConstraint.deactivate(off)
/// NSLayoutConstraint.activate(on)
/// height.constant = 300
/// UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
/// ```
///
/// Each call of ``toggle()`` switches between the scene as built and the switched state:
/// the first activates `activate`, deactivates `deactivate` and sets `constants`; the second
/// undoes that, and so on. With a duration of 0 there is no animation block: the change shows
/// at the next layout pass. Deactivations come first, so a constraint and its replacement never
/// meet in the engine.
@MainActor
final class ConstraintSwitch {
  private weak var root: UIView?
  private let activate: [NSLayoutConstraint]
  private let deactivate: [NSLayoutConstraint]
  private let constants: [(constraint: NSLayoutConstraint, value: CGFloat)]
  private let originals: [CGFloat]
  private let duration: Double
  private let options: UIView.AnimationOptions
  /// Whether the switched state is on.
  private(set) var isSwitched = false

  /// A switch over the given constraints; `root` is the view whose `layoutIfNeeded()` runs in
  /// the animation block (weak: the behaviour must not keep the scene alive).
  init(
    root: UIView, activate: [NSLayoutConstraint], deactivate: [NSLayoutConstraint],
    constants: [(constraint: NSLayoutConstraint, value: CGFloat)], duration: Double,
    options: UIView.AnimationOptions
  ) {
    self.root = root
    self.activate = activate
    self.deactivate = deactivate
    self.constants = constants
    self.originals = constants.map { $0.constraint.constant }
    self.duration = duration
    self.options = options
  }

  /// Switches to the other state and lays out, animated when the duration is positive.
  func toggle() {
    guard let root else { return }
    isSwitched.toggle()
    let (on, off) = isSwitched ? (activate, deactivate) : (deactivate, activate)
    NSLayoutConstraint.deactivate(off)
    NSLayoutConstraint.activate(on)
    for (index, change) in constants.enumerated() {
      change.constraint.constant = isSwitched ? change.value : originals[index]
    }
    var parts: [String] = []
    if !on.isEmpty { parts.append("activated " + names(on)) }
    if !off.isEmpty { parts.append("deactivated " + names(off)) }
    if !constants.isEmpty {
      parts.append(
        "constants "
          + constants.map {
            "\($0.constraint.identifier ?? "?") = \(format(Double($0.constraint.constant)))"
          }
          .joined(separator: ", "))
    }
    let how = duration > 0 ? "animated over \(format(duration)) s" : "not animated"
    root.window?.eventLog.record(
      "constraints.switch", view: nil,
      detail: (isSwitched ? "on: " : "off: ") + parts.joined(separator: "; ") + " (\(how))")
    if duration > 0 {
      UIView.animate(withDuration: duration, options: options) { root.layoutIfNeeded() }
    }
  }

  private func names(_ constraints: [NSLayoutConstraint]) -> String {
    constraints.map { $0.identifier ?? "?" }.joined(separator: ", ")
  }

  /// Makes the switch and its triggers: a tap recognizer on `view` whose action closure owns
  /// the switch (`init(actionBlock:)`: the recognizer keeps the closure), and timers at `times`
  /// (seconds from the start) that own it too.
  static func install(
    _ settings: ConstraintSwitchSpec, on view: UIView?, root: UIView, window: UIWindow,
    constraints: [String: NSLayoutConstraint]
  ) {
    let change = ConstraintSwitch(
      root: root, activate: settings.activate.compactMap { constraints[$0] },
      deactivate: settings.deactivate.compactMap { constraints[$0] },
      constants: settings.constants.compactMap { item in
        constraints[item.id].map { ($0, CGFloat(item.value)) }
      }, duration: settings.animationDuration, options: settings.easing)
    if let view {
      view.addGestureRecognizer(UITapGestureRecognizer(actionBlock: { _ in change.toggle() }))
    }
    for time in settings.times {
      window.scheduler.schedule(after: time) { change.toggle() }
    }
  }
}
