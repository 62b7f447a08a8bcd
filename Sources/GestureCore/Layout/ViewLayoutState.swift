import Foundation

/// The Auto Layout state each ``UIView`` keeps (`UIView.layoutState`): what UIKit stores on a
/// `UIView` for constraints and the layout cycle.
@preconcurrency @MainActor
final class ViewLayoutState {
  /// `translatesAutoresizingMaskIntoConstraints`: true for views made in code.
  var translatesAutoresizingMaskIntoConstraints = true
  /// `autoresizingMask` (`Layout/UIView+Autoresizing.swift`), none by default.
  var autoresizingMask: UIView.AutoresizingMask = []
  /// `autoresizesSubviews`, true by default.
  var autoresizesSubviews = true
  /// `semanticContentAttribute` (`Views/UIView+LayoutDirection.swift`), unspecified by default.
  var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  /// The active constraints installed on the view (it is their items' closest common ancestor),
  /// in the order they were activated. The view owns them.
  var constraints: [NSLayoutConstraint] = []
  /// Content hugging priority per axis (horizontal, vertical), 250 by default.
  var contentHugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
  /// Compression resistance priority per axis, 750 by default.
  var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
  /// Whether `layoutSubviews()` must run at the next layout pass. New views need layout, as
  /// in UIKit (their first layout happens before they are first shown).
  var needsLayout = true
  /// Whether the last layout pass over the view left nothing in its subtree to do: no view in
  /// it needs layout or a visit of the pass (``UIView/needsLayoutPassVisit``). A pass skips
  /// such a subtree; ``UIView/setNeedsLayout()`` and a change of subviews clear it on the view
  /// and every view above it.
  var subtreeIsLaidOut = false
  /// How many times something in the subtree asked for the next layout pass (counted up the
  /// superview chain, wrapping): a pass marks the subtree laid out only if nothing asked while
  /// it was visiting it (a later sibling's `layoutSubviews` may resize an earlier one).
  var layoutPassRequests: UInt = 0
  /// Whether `updateConstraints()` must run at the next layout pass.
  var needsUpdateConstraints = false
  /// The guides added with `addLayoutGuide(_:)`, owned by the view.
  var layoutGuides: [UILayoutGuide] = []
  /// The safe area guide, made on first use.
  var safeAreaLayoutGuide: UILayoutGuide?
  /// The layout margins guide, made on first use.
  var layoutMarginsGuide: UILayoutGuide?
  /// The view's readable content guide, made on first use.
  var readableContentGuide: UILayoutGuide?
  /// A scroll view's content and frame layout guides, made on first use.
  var contentLayoutGuide: UILayoutGuide?
  var frameLayoutGuide: UILayoutGuide?
  /// The keyboard layout guide (`keyboardLayoutGuide`), made on first use.
  var keyboardLayoutGuide: UIKeyboardLayoutGuide?
  /// The margins the app set, points; `nil` until set: 8 each side, or zero for a view
  /// controller's root view. Left is leading and right trailing when
  /// ``ownLayoutMarginsAreDirectional`` (set through `directionalLayoutMargins`), else they
  /// are the left and right edges (set through `layoutMargins`).
  var ownLayoutMargins: UIEdgeInsets?
  /// Whether ``ownLayoutMargins`` were set as directional margins, which swap their sides when
  /// the view lays out right to left.
  var ownLayoutMarginsAreDirectional = false
  /// `preservesSuperviewLayoutMargins` (default false).
  var preservesSuperviewLayoutMargins = false
  /// `insetsLayoutMarginsFromSafeArea` (default true).
  var insetsLayoutMarginsFromSafeArea = true
  /// Set while `addSubview` re-adds a view to its own superview (a move to the front), so the
  /// removal it goes through keeps the view's constraints.
  var isReinsertedInSameSuperview = false
}
