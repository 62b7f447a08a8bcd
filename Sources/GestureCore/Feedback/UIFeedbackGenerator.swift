import Foundation

/// The abstract superclass of UIKit's haptic feedback generators (`UIFeedbackGenerator`).
///
/// A simulation has no Taptic Engine: each feedback the code asks for becomes a `haptic` event of
/// the timeline at the simulated time it was asked for (`impact medium`, `selection`,
/// `notification success`), so the review page, the contact sheet and `expect` entries see when
/// a drag handler "clicks". ``prepare()`` records nothing, as it only wakes the engine on iOS.
/// Source: Apple's documentation of `UIFeedbackGenerator` and its three subclasses.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
  /// The view the feedback is for (`init(view:)`, iOS 17.5), named in its events.
  public private(set) weak var view: UIView?

  /// A generator not attached to a view.
  public init() {}

  /// A generator for feedback in `view` (iOS 17.5).
  public init(view: UIView) {
    self.view = view
  }

  /// Readies the engine to reduce the latency of the next feedback (`prepare()`); nothing to do
  /// here.
  open func prepare() {}

  /// Records the `haptic` event `detail` in the running simulation, if any.
  func record(_ detail: String) {
    SimulationContext.eventLog?.record("haptic", view: view, detail: detail)
  }
}

/// Feedback for a collision of interface elements (`UIImpactFeedbackGenerator`): each
/// ``impactOccurred()`` is a `haptic` event `impact STYLE` (with `intensity` when given).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The mass of the colliding objects (`UIImpactFeedbackGenerator.FeedbackStyle`).
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  /// The style given at creation.
  public let style: FeedbackStyle

  /// A generator of `style` impacts (`init(style:)`).
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A generator of `style` impacts for `view` (`init(style:view:)`, iOS 17.5).
  public init(style: FeedbackStyle, view: UIView) {
    self.style = style
    super.init(view: view)
  }

  /// A generator of medium impacts, UIKit's default style (`init()`).
  public override convenience init() {
    self.init(style: .medium)
  }

  /// An impact at full intensity (`impactOccurred()`).
  open func impactOccurred() {
    record("impact \(style)")
  }

  /// An impact at `intensity`, 0 to 1 (`impactOccurred(intensity:)`); values outside are
  /// clamped as UIKit clamps them.
  open func impactOccurred(intensity: CGFloat) {
    let clamped = min(1, max(0, intensity.isNaN ? 0 : intensity))
    record("impact \(style) \(clamped)")
  }
}

/// Feedback that a selection changed (`UISelectionFeedbackGenerator`): each
/// ``selectionChanged()`` is a `haptic` event `selection`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// A selection tick (`selectionChanged()`).
  open func selectionChanged() {
    record("selection")
  }
}

/// Feedback that a task succeeded, failed or warns (`UINotificationFeedbackGenerator`): each
/// ``notificationOccurred(_:)`` is a `haptic` event `notification TYPE`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The kind of notification (`UINotificationFeedbackGenerator.FeedbackType`).
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  /// A notification of `notificationType` (`notificationOccurred(_:)`).
  open func notificationOccurred(_ notificationType: FeedbackType) {
    record("notification \(notificationType)")
  }
}
