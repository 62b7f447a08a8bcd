import Foundation

/// An object that can handle touch events, UIKit's `UIResponder`.
///
/// The default implementation of each touch method forwards the call to `next`, so a touch that
/// a view does not handle travels up the responder chain: view → superview (or the view's
/// controller) → … → window. Subclasses override the methods they handle; overrides that want the
/// chain to see the touch too call `super` (Apple, "Using responders and the responder chain").
@preconcurrency @MainActor
open class UIResponder: _ObjCProtocol, AssociatedObjectHost, KeyValueObservingHost {
  /// The key-value observers of the responder's properties, `nil` until one is added.
  var keyValueObservers: KeyValueObservers?
  /// The trait-change registrations of a view or view controller, in order
  /// (``UITraitChangeObservable``).
  final var traitChangeRegistrations: [TraitChangeRegistration] = []

  /// The hardware-keyboard shortcuts the responder handles (`keyCommands`, default `nil`).
  /// Kept and read back: the simulated device has no hardware keyboard (``UIKeyCommand``).
  open var keyCommands: [UIKeyCommand]? { nil }

  /// Receives a change of a key path this object observes
  /// (`observeValue(forKeyPath:of:change:context:)`); without an override it stops the run, as
  /// NSObject's raises an exception ("message was received but not handled").
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    KeyValueObservers.unhandledChange(of: keyPath, by: self)
  }

  /// Values attached with ``objc_setAssociatedObject(_:_:_:_:)`` (owned by the responder).
  nonisolated let associatedObjectStore = AssociatedObjectStore()

  /// Creates a responder.
  public init() {}

  /// A textual description of the object (`description`, NSObject's): `<ClassName>` here, a
  /// view's with its frame (``UIView``'s); overrides replace it, as `print` and string
  /// interpolation use it. UIKit's also names the object's address, which would make a run's
  /// output differ between runs, so it is left out.
  open var description: String { "<\(String(describing: type(of: self)))>" }

  /// The description the debugger shows (`debugDescription`): ``description`` unless
  /// overridden.
  open var debugDescription: String { description }

  /// Records the deallocation of a user class's responder in the timeline (`DeallocationLog`).
  /// Not an `isolated deinit`: those do not see task-local values, where the log is.
  deinit {
    guard MainQueue.isCurrent else { return }
    MainActor.assumeIsolated {
      DeallocationLog.record(self, identifier: (self as? UIView)?.accessibilityIdentifier)
    }
  }

  // MARK: Accessibility (stored here, as UIKit's informal `UIAccessibility` protocol on
  // NSObject stores it; defaults and types in Views/UIResponder+Accessibility.swift)

  /// What the app set of the accessibility properties, `nil` until it sets one.
  var accessibilityStorage: AccessibilityStorage?

  /// Whether assistive apps see the object as an element (`isAccessibilityElement`): false by
  /// default, except for labels, buttons, text fields and the standard controls, and image
  /// views given a label (Apple: "false unless the receiver is a standard UIKit control";
  /// Accessibility/UIResponder+AccessibilityDefaults.swift).
  open var isAccessibilityElement: Bool {
    get { accessibilityStorage?.isElement ?? defaultIsAccessibilityElement }
    set { accessibilityStoring().isElement = newValue }
  }

  /// A short name of the element (`accessibilityLabel`): a label's text, a button's title (else
  /// its image's name) or a text field's placeholder unless set.
  open var accessibilityLabel: String? {
    get { accessibilityStorage?.label ?? defaultAccessibilityLabel }
    set { accessibilityStoring().label = newValue }
  }

  /// What performing the element's action does (`accessibilityHint`, default `nil`).
  open var accessibilityHint: String? {
    get { accessibilityStorage?.hint }
    set { accessibilityStoring().hint = newValue }
  }

  /// The element's value, as a string (`accessibilityValue`): a slider's or a progress view's
  /// percentage, a switch's "1"/"0", a stepper's value, a page control's "page 2 of 4", a text
  /// field's text, unless set.
  open var accessibilityValue: String? {
    get { accessibilityStorage?.value ?? defaultAccessibilityValue }
    set { accessibilityStoring().value = newValue }
  }

  /// What kind of element it is (`accessibilityTraits`): `.button` for buttons and switches,
  /// `.staticText` for labels, `.image` for image views, `.adjustable` for sliders, steppers and
  /// page controls, `.updatesFrequently` for progress views, else none, with `.selected` and
  /// `.notEnabled` for a selected or disabled control, unless set.
  open var accessibilityTraits: UIAccessibilityTraits {
    get { accessibilityStorage?.traits ?? defaultAccessibilityTraits }
    set { accessibilityStoring().traits = newValue }
  }

  /// The element's frame in screen coordinates, points (`accessibilityFrame`): a view's bounds
  /// converted to its window unless set (the window fills the screen); `.zero` otherwise.
  open var accessibilityFrame: CGRect {
    get { accessibilityStorage?.frame ?? defaultAccessibilityFrame }
    set { accessibilityStoring().frame = newValue }
  }

  /// The elements a container presents, in order (`accessibilityElements`, default `nil`).
  open var accessibilityElements: [Any]? {
    get { accessibilityStorage?.elements }
    set { accessibilityStoring().elements = newValue }
  }

  /// Whether the element and its children are hidden from assistive apps
  /// (`accessibilityElementsHidden`, default false).
  open var accessibilityElementsHidden: Bool {
    get { accessibilityStorage?.elementsHidden ?? false }
    set { accessibilityStoring().elementsHidden = newValue }
  }

  /// Whether VoiceOver ignores the element's siblings (`accessibilityViewIsModal`, default
  /// false).
  open var accessibilityViewIsModal: Bool {
    get { accessibilityStorage?.viewIsModal ?? false }
    set { accessibilityStoring().viewIsModal = newValue }
  }

  /// Whether VoiceOver reads the children as a group (`shouldGroupAccessibilityChildren`,
  /// default false).
  open var shouldGroupAccessibilityChildren: Bool {
    get { accessibilityStorage?.groupsChildren ?? false }
    set { accessibilityStoring().groupsChildren = newValue }
  }

  /// The element's own actions in the actions rotor (`accessibilityCustomActions`, default
  /// `nil`).
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { accessibilityStorage?.customActions }
    set { accessibilityStoring().customActions = newValue }
  }

  /// Called when the user swipes up on an adjustable element with VoiceOver
  /// (`accessibilityIncrement()`); the default does nothing. `UISlider`, `UIStepper` and
  /// `UIPageControl` step up. The simulation runs no assistive app: code and tests call it.
  open func accessibilityIncrement() {}

  /// Called when the user swipes down on an adjustable element with VoiceOver
  /// (`accessibilityDecrement()`); the default does nothing; the standard adjustable controls
  /// step down.
  open func accessibilityDecrement() {}

  /// Called when the user double-taps the element with VoiceOver (`accessibilityActivate()`);
  /// the default returns false (the system then taps its activation point). Nothing here
  /// calls it.
  open func accessibilityActivate() -> Bool { false }

  /// Called when the user makes VoiceOver's escape gesture, a two-finger Z, to dismiss a
  /// modal view or go back (`accessibilityPerformEscape()`); the default returns false, and
  /// the system then looks further up the responder chain. Nothing here calls it (the
  /// simulation runs no assistive app): code and tests call it.
  open func accessibilityPerformEscape() -> Bool { false }

  /// Called when the user makes VoiceOver's magic tap, a two-finger double tap, for the
  /// screen's most important action (`accessibilityPerformMagicTap()`); the default returns
  /// false. Nothing here calls it.
  open func accessibilityPerformMagicTap() -> Bool { false }

  /// The number of elements a container presents (`accessibilityElementCount()`): the count
  /// of ``accessibilityElements``, else 0.
  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

  /// The element at `index` of ``accessibilityElements`` (`accessibilityElement(at:)`), or
  /// `nil` when there is none there.
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index) else {
      return nil
    }
    return elements[index]
  }

  /// The index of `element` (compared by identity) in ``accessibilityElements``
  /// (`index(ofAccessibilityElement:)`), or `NSNotFound`.
  open func index(ofAccessibilityElement element: Any) -> Int {
    accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) }
      ?? NSNotFound
  }

  // MARK: Nib loading and Interface Builder

  /// Called on each object a nib or storyboard made, once all are connected
  /// (`awakeFromNib()`); overrides call `super`. An object made in code does not get it, as on
  /// iOS.
  open func awakeFromNib() {}

  /// Called when Interface Builder renders an `@IBDesignable` view on its canvas
  /// (`prepareForInterfaceBuilder()`); never called at run time, on iOS or here.
  open func prepareForInterfaceBuilder() {}

  // MARK: The first responder (state in the window: Views/UIResponder+FirstResponder.swift)

  /// Whether the responder can take keyboard focus (`canBecomeFirstResponder`): false, except
  /// for an enabled ``UITextField``, as in UIKit. Override it to return true for a responder of
  /// your own.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder gives up keyboard focus when asked (`canResignFirstResponder`,
  /// default true).
  open var canResignFirstResponder: Bool { true }

  /// Makes the responder its window's first responder (`becomeFirstResponder()`): the one that
  /// typed keys reach. Returns false, changing nothing, when ``canBecomeFirstResponder`` is
  /// false, when it is in no window (a view outside a window, a controller whose view is not
  /// in one), or when the current first responder refuses to resign; true when it already is
  /// the first responder. The current one resigns first (Apple, `becomeFirstResponder()`).
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = responderWindow else { return false }
    return window.changingFirstResponder { window.makeFirstResponder(self) }
  }

  /// Gives up first-responder status (`resignFirstResponder()`). Returns false when
  /// ``canResignFirstResponder`` is false and the responder is the first responder; true
  /// otherwise (also when it was not the first responder).
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard let window = responderWindow, window.firstResponder === self else { return true }
    guard canResignFirstResponder else { return false }
    return window.changingFirstResponder {
      window.firstResponder = nil
      return true
    }
  }

  /// Whether the responder is its window's first responder (`isFirstResponder`).
  open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

  /// The next responder in the chain, or `nil` at its end. A view answers its view controller
  /// when it is a controller's root view, else its superview.
  open var next: UIResponder? { nil }

  /// One or more fingers touched down in the view (`touchesBegan(_:with:)`).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// One or more fingers moved (`touchesMoved(_:with:)`).
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// One or more fingers lifted (`touchesEnded(_:with:)`).
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// The system cancelled the touches: an interruption such as an incoming call, or a gesture
  /// recognizer that took them (`touchesCancelled(_:with:)`).
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }
}

/// Responders (views, windows, controls, view controllers) are equal only to themselves:
/// UIKit's `UIResponder` inherits `NSObject`, whose `==` is `isEqual(_:)`, identity unless a
/// class overrides it. So `hitView == self` in a `hitTest(_:with:)` override,
/// `subviews.firstIndex(of: view)` and `Set<UIView>` work as on iOS.
extension UIResponder: Hashable {
  /// Whether `lhs` and `rhs` are the same object.
  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// `print(view)` and `"\(controller)"` use the responder's ``UIResponder/description``, as
/// they use NSObject's on iOS.
extension UIResponder: @preconcurrency CustomStringConvertible,
  @preconcurrency CustomDebugStringConvertible
{}
