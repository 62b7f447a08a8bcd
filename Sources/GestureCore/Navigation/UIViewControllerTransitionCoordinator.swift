import Foundation

/// Keys naming the controllers of a transition (`UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  /// The key's name, as UIKit spells it.
  public let rawValue: String
  /// A key.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller on screen when the transition starts (`from`).
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewControllerKey")
  /// The controller on screen when it ends (`to`).
  public static let to = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys naming the views of a transition (`UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  /// The key's name, as UIKit spells it.
  public let rawValue: String
  /// A key.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view leaving (`from`).
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  /// The view arriving (`to`).
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a transition in progress is (`UIViewControllerTransitionCoordinatorContext`): which
/// controllers and views take part, how long it lasts, whether a finger drives it, and
/// whether it was cancelled.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: _ObjCProtocol {
  /// Whether the transition is animated (`isAnimated`).
  var isAnimated: Bool { get }
  /// The presentation style, for a presentation (`presentationStyle`).
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition began driven by a gesture (`initiallyInteractive`).
  var initiallyInteractive: Bool { get }
  /// Whether it can be interrupted (`isInterruptible`).
  var isInterruptible: Bool { get }
  /// Whether a gesture drives it now (`isInteractive`).
  var isInteractive: Bool { get }
  /// Whether it was cancelled: the controllers stay as they were (`isCancelled`).
  var isCancelled: Bool { get }
  /// Its duration, seconds (`transitionDuration`).
  var transitionDuration: TimeInterval { get }
  /// How far it has got, 0…1 (`percentComplete`).
  var percentComplete: CGFloat { get }
  /// The speed factor of its completion after the gesture ends (`completionVelocity`).
  var completionVelocity: CGFloat { get }
  /// The curve of its completion after the gesture ends (`completionCurve`).
  var completionCurve: UIView.AnimationCurve { get }
  /// A controller of the transition (`viewController(forKey:)`).
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// A view of the transition (`view(forKey:)`).
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The view the transition happens in (`containerView`).
  var containerView: UIView { get }
  /// The rotation a size change applies (`targetTransform`): identity here.
  var targetTransform: CGAffineTransform { get }
}

/// A transition in progress that code can animate along with (`UIViewControllerTransitionCoordinator`),
/// as `transitionCoordinator` gives it during a push, a pop, a presentation or a dismissal.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` in the transition's animation and `completion` after it
  /// (`animate(alongsideTransition:completion:)`); returns whether they were taken.
  @discardableResult
  func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// As ``animate(alongsideTransition:completion:)``, for views outside the transition's
  /// container (`animateAlongsideTransition(in:animation:completion:)`).
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Calls `handler` when the gesture driving the transition ends (`notifyWhenInteractionEnds(_:)`).
  func notifyWhenInteractionEnds(
    _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
  /// Calls `handler` when the gesture driving the transition ends or starts driving it again
  /// (`notifyWhenInteractionChanges(_:)`).
  func notifyWhenInteractionChanges(
    _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// ``animate(alongsideTransition:completion:)`` without a completion, as Swift imports
  /// UIKit's method (its `completion` defaults to `nil`).
  @discardableResult
  public func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }

  /// ``animateAlongsideTransition(in:animation:completion:)`` without a completion.
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animateAlongsideTransition(in: view, animation: animation, completion: nil)
  }
}
