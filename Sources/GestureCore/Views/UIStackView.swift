import Foundation

/// A view that lays out a row or column of views with Auto Layout, UIKit's `UIStackView`.
///
/// The stack view makes and keeps its own constraints (named `UISV-…` as UIKit names them,
/// installed on the stack view, listed in ``UIView/constraints``) between itself — or its
/// ``UIView/layoutMarginsGuide`` with ``isLayoutMarginsRelativeArrangement`` — and its
/// ``arrangedSubviews``, so they combine with the app's constraints and the views' intrinsic
/// sizes, hugging and compression resistance (`Layout/UIStackView+Constraints.swift` lists
/// them). Arranged subviews are placed by constraints: adding one turns its
/// `translatesAutoresizingMaskIntoConstraints` off, as UIKit does.
///
/// A hidden arranged subview takes no space: its size along the axis is 0 and no spacing
/// follows it. Changing `isHidden` of an arranged subview inside
/// ``UIView/animate(withDuration:delay:options:animations:completion:)`` lays the stack out in
/// the block, so its neighbours move along the animation; the view itself is hidden (or shown)
/// at once, while its frame collapses (or grows).
///
/// Drawing: since iOS 14 a stack view draws its `backgroundColor`, corner radius and border as
/// any view; that is the behaviour here (before iOS 14 it was a non-drawing container).
///
/// Apple: https://developer.apple.com/documentation/uikit/uistackview
open class UIStackView: UIView {
  /// The views the stack lays out, in order (`arrangedSubviews`); each is also a subview.
  public private(set) var arrangedSubviews: [UIView] = []

  /// The axis the views are laid out along (`axis`, default horizontal).
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { arrangementChanged() } }
  }
  /// How the views are sized along the axis (`distribution`, default ``Distribution/fill``).
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangementChanged() } }
  }
  /// How the views are placed across the axis (`alignment`, default ``Alignment/fill``).
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { arrangementChanged() } }
  }
  /// The gap between neighbours, points (`spacing`, default 0); the minimum gap for
  /// ``Distribution/equalSpacing`` and ``Distribution/equalCentering``. Negative values overlap
  /// the views; ``UIStackView/spacingUseSystem`` is 8 pt.
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { arrangementChanged() } }
  }
  /// Whether the views are laid out within the stack view's ``UIView/layoutMarginsGuide``
  /// rather than its edges (`isLayoutMarginsRelativeArrangement`, default false).
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
  }

  /// Custom gaps after views, points, by the view's identity.
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints the stack view made (active while the arrangement holds).
  var arrangementConstraints: [NSLayoutConstraint] = []
  /// The spacer guides the equal-spacing and equal-centering distributions use.
  var spacerGuides: [UILayoutGuide] = []

  /// An empty horizontal stack view with the given frame (`init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// An empty stack view (`init(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init(coder: NSCoder) {
    super.init(coder: coder)!
  }

  /// A horizontal stack view of `views`, in order, each added as a subview
  /// (`init(arrangedSubviews:)`).
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds `view` at the end of ``arrangedSubviews`` and on top of the subviews
  /// (`addArrangedSubview(_:)`); a view already arranged moves to the end.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.filter { $0 !== view }.count)
  }

  /// Inserts `view` into ``arrangedSubviews`` at `stackIndex` (`insertArrangedSubview(_:at:)`),
  /// adding it as a subview (on top) if it is not one.
  /// - Precondition: `0 ≤ stackIndex ≤ arrangedSubviews.count` (UIKit throws
  ///   `NSInternalInconsistencyException` otherwise).
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    precondition(
      stackIndex >= 0 && stackIndex <= arrangedSubviews.count,
      "Insertion index \(stackIndex) out of bounds for \(arrangedSubviews.count) arranged views")
    arrangedSubviews.insert(view, at: stackIndex)
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangementChanged()
  }

  /// Removes `view` from ``arrangedSubviews`` (`removeArrangedSubview(_:)`). It stays a subview,
  /// as in UIKit — call `removeFromSuperview()` to take it off screen; removing it from the
  /// stack view's subviews removes it from the arranged views too.
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementChanged()
  }

  /// Sets the gap after `arrangedSubview`, points (`setCustomSpacing(_:after:)`), in place of
  /// ``spacing``; ``UIStackView/spacingUseDefault`` removes it.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    let key = ObjectIdentifier(arrangedSubview)
    customSpacings[key] = spacing == UIStackView.spacingUseDefault ? nil : spacing
    arrangementChanged()
  }

  /// The custom gap after `arrangedSubview`, points, or ``UIStackView/spacingUseDefault`` when
  /// it has none (`customSpacing(after:)`).
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  /// The gap the stack uses after `view`, points (custom, else ``spacing``; the system value
  /// is 8 pt).
  func gap(after view: UIView) -> CGFloat {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    return value == UIStackView.spacingUseSystem ? 8 : value
  }

  /// An arranged subview left the subviews (`removeFromSuperview()`): it leaves the arranged
  /// views too.
  func subviewDidLeave(_ view: UIView) {
    removeArrangedSubview(view)
  }

  /// An arranged subview's `isHidden` changed: re-arrange, and inside an animations block lay
  /// out now so the change animates.
  func arrangedSubviewVisibilityChanged() {
    arrangementChanged()
    if AnimationTransaction.current != nil { layoutIfNeeded() }
  }
}
