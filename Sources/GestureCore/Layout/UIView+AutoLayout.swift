import Foundation

/// Auto Layout on views: anchors, constraints, intrinsic size priorities, layout guides.
extension UIView {
  /// "No intrinsic size in this dimension" in ``intrinsicContentSize`` (`UIView.noIntrinsicMetric`,
  /// -1).
  public static let noIntrinsicMetric: CGFloat = -1

  /// The left edge of the frame.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  /// The right edge of the frame.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  /// The leading edge (left: text is laid out left to right).
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  /// The trailing edge (right).
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  /// The horizontal center of the frame.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  /// The top edge of the frame.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  /// The bottom edge of the frame.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  /// The vertical center of the frame.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  /// The width of the frame.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  /// The height of the frame.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

  /// Whether the engine pins the view to its current frame
  /// (`translatesAutoresizingMaskIntoConstraints`, default true for views made in code).
  ///
  /// True: the frame you set is the layout — the engine adds required constraints for its
  /// origin (relative to the superview) and size, updated whenever the frame changes
  /// (`NSAutoresizingMaskLayoutConstraint`, with a fixed mask `h=--& v=--&`; flexible masks are
  /// not modelled), and never moves the view. False: the view is placed by its constraints — each
  /// layout pass gives it the frame the engine solved, and its ``intrinsicContentSize`` takes
  /// part with its content hugging and compression resistance priorities. Turn it off for every
  /// view you position with constraints, or its frame constraints will conflict with yours.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutState.translatesAutoresizingMaskIntoConstraints }
    set {
      guard newValue != layoutState.translatesAutoresizingMaskIntoConstraints else { return }
      layoutState.translatesAutoresizingMaskIntoConstraints = newValue
      window?.layoutEngine.enqueue(.item(self))
      superview?.setNeedsLayout()
    }
  }

  /// The active constraints installed on this view — those whose items' closest common ancestor
  /// it is — in activation order (`UIView.constraints`). The view owns them.
  public var constraints: [NSLayoutConstraint] { layoutState.constraints }

  /// How strongly the view resists growing beyond its intrinsic size along `axis`
  /// (`contentHuggingPriority(for:)`, default 250).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutState.contentHugging[axis.rawValue]
  }

  /// Sets the content hugging priority along `axis` (`setContentHuggingPriority(_:for:)`),
  /// clamped to 1…1000.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    layoutState.contentHugging[axis.rawValue] = priority.clamped
    window?.layoutEngine.enqueue(.item(self))
  }

  /// How strongly the view resists shrinking below its intrinsic size along `axis`
  /// (`contentCompressionResistancePriority(for:)`, default 750).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    layoutState.compressionResistance[axis.rawValue]
  }

  /// Sets the compression resistance priority along `axis`
  /// (`setContentCompressionResistancePriority(_:for:)`), clamped to 1…1000.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    layoutState.compressionResistance[axis.rawValue] = priority.clamped
    window?.layoutEngine.enqueue(.item(self))
  }

  /// Tells the engine that ``intrinsicContentSize`` changed (`invalidateIntrinsicContentSize()`);
  /// it is read again at the next layout pass. Labels and image views call it when their text,
  /// font or image changes.
  public func invalidateIntrinsicContentSize() {
    window?.layoutEngine.enqueue(.item(self))
  }

  /// The view's safe area as a layout guide (`safeAreaLayoutGuide`): the bounds inset by
  /// ``safeAreaInsets``, kept up to date by the engine at every layout pass.
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = layoutState.safeAreaLayoutGuide { return guide }
    let guide = UILayoutGuide(safeAreaOf: self)
    layoutState.safeAreaLayoutGuide = guide
    return guide
  }

  /// The guides added to the view (`layoutGuides`), owned by it.
  public var layoutGuides: [UILayoutGuide] { layoutState.layoutGuides }

  /// Adds `guide` to the view (`addLayoutGuide(_:)`), taking it from its previous view (whose
  /// constraints on it are deactivated). Its frame is then in this view's coordinates.
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guard !guide.isSystem, guide.owningView !== self else { return }
    guide.owningView?.removeLayoutGuide(guide)
    layoutState.layoutGuides.append(guide)
    guide.owningView = self
  }

  /// Removes `guide` from the view (`removeLayoutGuide(_:)`), deactivating the constraints that
  /// name it.
  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView === self, !guide.isSystem else { return }
    var view: UIView? = self
    while let current = view {
      for constraint in current.layoutState.constraints
      where constraint.relatedItems.contains(where: { $0 === guide }) {
        constraint.isActive = false
      }
      view = current.superview
    }
    layoutState.layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// Whether the engine found more than one frame that satisfies the view's constraints equally
  /// well (`hasAmbiguousLayout`): some of its x, y, width or height can move without violating
  /// anything. Always false for a view outside a window or one that translates its frame into
  /// constraints. See ``LayoutEngine`` for how it is detected.
  public var hasAmbiguousLayout: Bool {
    guard let window, !translatesAutoresizingMaskIntoConstraints else { return false }
    return !window.layoutEngine.ambiguousAttributes(of: self).isEmpty
  }
}
