import Foundation

/// An object that turns a sequence of touches into a gesture, UIKit's `UIGestureRecognizer`.
///
/// Attach it to a view (``UIView/addGestureRecognizer(_:)``, which owns it); the window then
/// sends it the touches that begin in that view or its subviews *before* the view gets them
/// (Apple, `UIGestureRecognizer.touchesBegan(_:with:)`). Subclasses (``UITapGestureRecognizer``,
/// ``UIPanGestureRecognizer``, ``UILongPressGestureRecognizer``) read the touches and set
/// ``state``; the window's gesture runtime arbitrates (``require(toFail:)``, the delegate,
/// simultaneity), cancels the view's own touches when ``cancelsTouchesInView``, sends the
/// actions after the touch batch, and resets the recognizer to ``State-swift.enum/possible``
/// once it is done (docs/gestures-and-animations.md).
///
/// Ownership follows UIKit: ``view`` and the ``delegate`` are weak; a target added with
/// `init(target:action:)` or `addTarget(_:action:)` is weak and its action is skipped once the
/// target is gone (the timeline says so). The action is an unapplied method reference, Swift's
/// stand-in for a selector on Linux:
///
/// ```swift
/// let pan = UIPanGestureRecognizer(target: self, action: CardViewController.pan)
/// func pan(_ sender: UIPanGestureRecognizer) { … }   // or (_: UIGestureRecognizer), (_: Any), ()
/// ```
@preconcurrency @MainActor
open class UIGestureRecognizer: _ObjCProtocol, AssociatedObjectHost {
  /// The view the recognizer is attached to (weak: the view owns the recognizer).
  public internal(set) weak var view: UIView?
  /// The delegate (weak).
  public weak var delegate: (any UIGestureRecognizerDelegate)?
  /// A name for timelines and captions (`name`); the default is the kind, e.g. "long press".
  public var name: String?
  /// Whether touches that are recognized as this gesture are taken from the view: when the
  /// recognizer begins (or recognizes), the view gets `touchesCancelled` for them and nothing
  /// more (`cancelsTouchesInView`, default true).
  public var cancelsTouchesInView = true
  /// Whether the view gets no `touchesBegan`/`touchesMoved` while the recognizer is still
  /// deciding (`delaysTouchesBegan`, default false).
  public var delaysTouchesBegan = false
  /// Whether the view's `touchesEnded` waits until the recognizer has decided: delivered when
  /// it fails, replaced by `touchesCancelled` when it recognizes (`delaysTouchesEnded`, default
  /// true).
  public var delaysTouchesEnded = true

  /// Whether the recognizer takes part in touch handling (`isEnabled`, default true).
  /// Disabling it cancels a gesture in progress and fails one still possible.
  public var isEnabled = true {
    didSet {
      guard oldValue, !isEnabled else { return }
      if state.isActive {
        state = .cancelled
      } else if state == .possible, hasReceivedTouches {
        state = .failed
      }
    }
  }

  /// The recognizer's state. Subclasses set it; the runtime may refuse or delay a transition
  /// (the delegate, failure requirements, another recognizer that already won), so read it
  /// back after setting it.
  open var state: State {
    get { storedState }
    set { GestureRuntime.requestTransition(self, to: newValue) }
  }

  // MARK: Runtime bookkeeping

  /// The state as the runtime last applied it.
  var storedState: State = .possible
  /// A transition the recognizer asked for and that waits for a failure requirement.
  var pendingState: State?
  /// The touches the recognizer is tracking, in the order they began.
  var trackedTouches: [UITouch] = []
  /// Whether the recognizer has seen touches since it was last reset (it takes part in the
  /// current gesture, for failure requirements).
  var hasReceivedTouches = false
  private var failureRequirements: [WeakRecognizer] = []
  private var actions: [TargetAction<UIGestureRecognizer>] = []
  /// Values attached with ``objc_setAssociatedObject(_:_:_:_:)`` (owned by the recognizer).
  nonisolated let associatedObjectStore = AssociatedObjectStore()

  /// A recognizer with no actions yet (`init()`); add them with `addTarget(_:action:)`.
  public convenience init() {
    self.init(target: nil, action: nil)
  }

  /// Records the deallocation of a user class's recognizer in the timeline (`DeallocationLog`).
  /// Not an `isolated deinit`: those do not see task-local values, where the log is.
  deinit {
    guard MainQueue.isCurrent else { return }
    MainActor.assumeIsolated { DeallocationLog.record(self, identifier: name) }
  }

  /// A recognizer that calls `action` on `target` (held weakly) whenever its state changes to
  /// one that notifies (`init(target:action:)`). `action` is a method of the target taking the
  /// recognizer, typed as this class or any superclass (or `Any`):
  /// `UIPanGestureRecognizer(target: self, action: CardViewController.pan)`.
  public convenience init<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> (Self) -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// A recognizer that calls `action`, a method of `target` taking no argument, on `target`
  /// (held weakly) (`init(target:action:)` with an action method without a sender).
  public convenience init<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> () -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// A recognizer whose action is a closure it owns; the core's tests use it, apps use
  /// target–action (`init(target:action:)`).
  convenience init(action: @escaping (UIGestureRecognizer) -> Void) {
    self.init()
    addAction(action)
  }

  // MARK: Actions

  /// Adds a target–action pair (`addTarget(_:action:)`): `action`, a method of `target` taking
  /// the recognizer (typed as this class, a superclass or `Any`), runs after every state
  /// change that notifies, in the order the pairs were added. The target is held weakly: once
  /// it is deallocated, the action is skipped (the timeline says so). Adding a pair twice
  /// calls it twice: Swift cannot tell two method references apart (UIKit ignores a
  /// duplicate).
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> (Self) -> Void
  ) {
    actions.append(
      .target(target, shape: .sender) { target, sender, _ in
        guard let sender = sender as? Self else { return }
        action(target)(sender)
      })
  }

  /// Adds a target–action pair whose method takes no argument (`addTarget(_:action:)`); see
  /// `addTarget(_:action:)`.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void
  ) {
    actions.append(.target(target, shape: .noArguments) { target, _, _ in action(target)() })
  }

  /// Removes the pairs of `target` (every target when `nil`) whose action is a method of
  /// `Target` with this shape (`removeTarget(_:action:)`). Swift cannot compare functions, so
  /// the method is identified by the class it belongs to and its parameters: two methods of one
  /// class that both take the recognizer are removed together (working assumption).
  public func removeTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping (Target) -> (Self) -> Void
  ) {
    removeActions(
      target: target, signature: .init(targetType: ObjectIdentifier(Target.self), shape: .sender))
  }

  /// Removes the pairs of `target` (every target when `nil`) whose action is a method of
  /// `Target` taking no argument (`removeTarget(_:action:)`).
  public func removeTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping (Target) -> () -> Void
  ) {
    removeActions(
      target: target,
      signature: .init(targetType: ObjectIdentifier(Target.self), shape: .noArguments))
  }

  /// A recognizer that sends `action` to `target` (held weakly) whenever its state changes to
  /// one that notifies (`init(target:action:)` with `#selector(pan(_:))`); the method runs
  /// with the recognizer when it takes an argument. With a `nil` target or action it has no
  /// action yet.
  public init(target: Any?, action: Selector?) {
    if let target, let action { addTarget(target, action: action) }
  }

  /// Adds a target–action pair whose action is a selector (`addTarget(_:action:)` with
  /// `#selector`): the method of that selector on the target's class runs after every state
  /// change that notifies. The target is held weakly; adding the same pair again adds
  /// nothing, as in UIKit.
  public func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    guard
      !actions.contains(where: {
        $0.selector == action && $0.matches(target: object, signature: nil)
      })
    else { return }
    actions.append(.selector(object, action))
  }

  /// Removes `target`'s pairs with `action` (every pair of `target` when `action` is `nil`,
  /// every target's when `target` is `nil`) (`removeTarget(_:action:)`:
  /// `removeTarget(self, action: nil)`, `removeTarget(nil, action: nil)`).
  public func removeTarget(_ target: Any?, action: Selector?) {
    let signature = action.map {
      TargetAction<UIGestureRecognizer>.Signature(
        targetType: ObjectIdentifier(UIGestureRecognizer.self), shape: .selector($0))
    }
    removeActions(target: target.map { $0 as AnyObject }, signature: signature)
  }

  private func removeActions(
    target: AnyObject?, signature: TargetAction<UIGestureRecognizer>.Signature?
  ) {
    actions.removeAll { $0.matches(target: target, signature: signature) }
  }

  /// Adds a closure action, owned by the recognizer (the core's tests; not UIKit API).
  /// Capture the closure's owner weakly (`[weak self]`) or the recognizer keeps it alive.
  func addAction(_ action: @escaping (UIGestureRecognizer) -> Void) {
    actions.append(.closure(action))
  }

  /// Runs every action in the order added, telling `log` what each is about to do first.
  func performActions(log: (String) -> Void) {
    for action in actions {
      log(action.summary)
      action.perform(self, event: nil)
    }
  }

  // MARK: Arbitration

  /// Makes this recognizer wait until `other` fails before it may begin or recognize; if
  /// `other` begins or recognizes, this one fails (`require(toFail:)`). The classic use: a
  /// single tap that requires a double tap to fail. Held weakly.
  public func require(toFail other: UIGestureRecognizer) {
    guard other !== self, !failureRequirements.contains(where: { $0.object === other }) else {
      return
    }
    failureRequirements.append(WeakRecognizer(other))
  }

  /// The recognizers this one requires to fail, still alive.
  var requiredToFail: [UIGestureRecognizer] { failureRequirements.compactMap(\.object) }

  /// Whether this recognizer, having begun or recognized, prevents `preventedGestureRecognizer`
  /// from doing so (`canPrevent(_:)`, default true).
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer`, having begun or recognized, prevents this one
  /// (`canBePrevented(by:)`, default true).
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether this recognizer waits for `otherGestureRecognizer` to fail, for the touches they
  /// share (`shouldRequireFailure(of:)`, a subclass override point; default false).
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  /// Whether `otherGestureRecognizer` waits for this recognizer to fail
  /// (`shouldBeRequiredToFail(by:)`, a subclass override point; default false).
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// Whether the gesture is continuous (began, changed, ended) rather than discrete
  /// (recognized at once). Subclasses override; the base class is continuous.
  open var isContinuous: Bool { true }

  /// The name used when ``name`` is nil: the kind of gesture, e.g. "tap", "long press".
  package var kindName: String { "gesture" }

  /// ``name``, else ``kindName``.
  package var displayName: String { name ?? kindName }

  // MARK: Touches

  /// The number of fingers the recognizer is tracking that are still down (`numberOfTouches`).
  public var numberOfTouches: Int {
    trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }.count
  }

  /// The gesture's location in `view`'s coordinates (the window's when `nil`), points: the
  /// centroid of the fingers down, or of the last ones that lifted (`location(in:)`).
  open func location(in view: UIView?) -> CGPoint {
    let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    let touches = down.isEmpty ? trackedTouches : down
    guard !touches.isEmpty else { return view?.convert(CGPoint.zero, from: nil) ?? .zero }
    let points = touches.map { $0.location(in: view) }
    let n = CGFloat(points.count)
    return CGPoint(
      x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
  }

  /// The location of the `index`th tracked touch in `view`'s coordinates, points
  /// (`location(ofTouch:in:)`).
  public func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
    guard trackedTouches.indices.contains(index) else { return .zero }
    return trackedTouches[index].location(in: view)
  }

  /// Stops tracking `touch` (`ignore(_:for:)`).
  public func ignore(_ touch: UITouch, for event: UIEvent) {
    trackedTouches.removeAll { $0 === touch }
  }

  /// Fingers touched down (`touchesBegan(_:with:)`); subclasses override and call `super`.
  ///
  /// Unlike `UIResponder`'s, a recognizer's touch methods take a non-optional `UIEvent`, as
  /// UIKit declares them (Apple, `UIGestureRecognizer.touchesBegan(_:with:)`:
  /// `func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent)`), so a subclass written
  /// for iOS overrides them unchanged; the runtime always has the event the touches belong to.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Fingers moved (`touchesMoved(_:with:)`); subclasses override.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Fingers lifted (`touchesEnded(_:with:)`); subclasses override.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// The system cancelled touches (`touchesCancelled(_:with:)`); subclasses override.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Called by the runtime after the recognizer finished (ended, cancelled or failed), before
  /// it returns to possible (`reset()`): subclasses clear their gesture state and call
  /// `super`.
  open func reset() {}

  /// The window's clock, for subclass timers (nil when the view is not in a window).
  package var scheduler: Scheduler? { view?.window?.scheduler }

  /// The recognizer's identity string for timelines: `long press on b3`.
  var logDescription: String { displayName }
}

/// A weak reference to a recognizer.
struct WeakRecognizer {
  weak var object: UIGestureRecognizer?
  init(_ object: UIGestureRecognizer) { self.object = object }
}

/// Gesture recognizers are equal only to themselves: UIKit's `UIGestureRecognizer` inherits
/// `NSObject`, whose `==` is `isEqual(_:)`, identity unless a class overrides it. So
/// `gestureRecognizer == pan` in a delegate method and `Set<UIGestureRecognizer>` work as on iOS.
extension UIGestureRecognizer: Hashable {
  /// Whether `lhs` and `rhs` are the same object.
  nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool {
    lhs === rhs
  }

  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
