import Foundation

/// Layout margins: the default spacing between a view's edges and its content, and the guide
/// that stands for them (Apple, "Positioning content within layout margins").
///
/// ## The model
/// A view's effective margins, which ``layoutMargins`` reads and ``layoutMarginsGuide`` is
/// inset by, are computed per edge at each layout pass from:
/// 1. the margins the app set (``directionalLayoutMargins``; 8 pt each side by default, as
///    Apple documents for most views; zero for a view controller's root view, whose default
///    Apple says "reflects the system minimum margins and safe area insets");
/// 2. for a view controller's root view whose controller
///    ``UIViewController/viewRespectsSystemMinimumLayoutMargins``: at least
///    ``UIViewController/systemMinimumLayoutMargins`` on each edge (Apple: "the root view's
///    actual margins are set to either your custom values or the system minimum values,
///    whichever are greater");
/// 3. with ``preservesSuperviewLayoutMargins``: at least the superview's effective margin on
///    that edge less the view's distance from the superview's edge (margins cascade "adjusting
///    for geometry offsets", UIKit's header);
/// 4. with ``insetsLayoutMarginsFromSafeArea`` (default true): plus the view's
///    ``safeAreaInsets`` on that edge, so margins fall inside the safe area (a root view in
///    landscape on a notched phone: 44 + 16 pt on the left, what devices report).
extension UIView {
  /// Whether the superview's margins reach into this view's where they overlap
  /// (`preservesSuperviewLayoutMargins`, default false). See ``layoutMargins``.
  public var preservesSuperviewLayoutMargins: Bool {
    get { layoutState.preservesSuperviewLayoutMargins }
    set {
      guard newValue != layoutState.preservesSuperviewLayoutMargins else { return }
      layoutState.preservesSuperviewLayoutMargins = newValue
      marginsChanged()
    }
  }

  /// Whether the effective margins add the view's ``safeAreaInsets``
  /// (`insetsLayoutMarginsFromSafeArea`, default true). See ``layoutMargins``.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { layoutState.insetsLayoutMarginsFromSafeArea }
    set {
      guard newValue != layoutState.insetsLayoutMarginsFromSafeArea else { return }
      layoutState.insetsLayoutMarginsFromSafeArea = newValue
      marginsChanged()
    }
  }

  /// The view's margins as a layout guide (`layoutMarginsGuide`): the bounds inset by the
  /// effective ``layoutMargins``, kept up to date by the engine at every layout pass.
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = layoutState.layoutMarginsGuide { return guide }
    let guide = UILayoutGuide(layoutMarginsOf: self)
    layoutState.layoutMarginsGuide = guide
    return guide
  }

  /// The margins the app set, left and right, or the default (8 pt each side; zero for a root
  /// view). Margins set as `directionalLayoutMargins` put leading on the right in a view
  /// laid out right to left (Apple: UIKit keeps `layoutMargins` and
  /// `directionalLayoutMargins` in step "accounting for the current layout direction").
  var ownLayoutMargins: UIEdgeInsets {
    if var own = layoutState.ownLayoutMargins {
      if layoutState.ownLayoutMarginsAreDirectional, isRightToLeft {
        swap(&own.left, &own.right)
      }
      return own
    }
    if marginsRootController != nil { return .zero }
    return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  }

  /// The controller whose root view this is, if any.
  var marginsRootController: UIViewController? {
    owningViewController.flatMap { $0.viewIfLoaded === self ? $0 : nil }
  }

  /// The margins the engine insets ``layoutMarginsGuide`` by, points (see ``layoutMargins``).
  var effectiveLayoutMargins: UIEdgeInsets {
    var m = ownLayoutMargins
    if let controller = marginsRootController, controller.viewRespectsSystemMinimumLayoutMargins {
      let minimum = controller.systemMinimumLayoutMargins.edgeInsets
      m = UIEdgeInsets(
        top: max(m.top, minimum.top), left: max(m.left, minimum.left),
        bottom: max(m.bottom, minimum.bottom), right: max(m.right, minimum.right))
    }
    if preservesSuperviewLayoutMargins, let parent = superview {
      let outer = parent.effectiveLayoutMargins
      let frame = layoutFrame
      let space = parent.bounds
      m = UIEdgeInsets(
        top: max(m.top, outer.top - (frame.minY - space.minY)),
        left: max(m.left, outer.left - (frame.minX - space.minX)),
        bottom: max(m.bottom, outer.bottom - (space.maxY - frame.maxY)),
        right: max(m.right, outer.right - (space.maxX - frame.maxX)))
    }
    if insetsLayoutMarginsFromSafeArea { m = m + safeAreaInsets }
    return m
  }

  /// Sets the view's own margins (`directional`: leading and trailing in `margins.left` and
  /// `.right`), telling the view when the margins it shows change.
  func setOwnLayoutMargins(_ margins: UIEdgeInsets, directional: Bool) {
    let before = ownLayoutMargins
    layoutState.ownLayoutMargins = margins
    layoutState.ownLayoutMarginsAreDirectional = directional
    if ownLayoutMargins != before { marginsChanged() }
  }

  func marginsChanged() {
    layoutMarginsDidChange()
    marginsRootController?.viewLayoutMarginsDidChange()
    setNeedsLayout()
    superview?.setNeedsLayout()
  }
}
