import Foundation

/// The constraints a stack view makes for its arranged subviews, after UIKit's (the names are
/// the identifiers UIKit gives them). "Canvas" is the stack view, or its layout margins guide
/// with `isLayoutMarginsRelativeArrangement`; "start"/"end" are the leading/trailing edges
/// along a horizontal axis and top/bottom along a vertical one; the views in the chain are the
/// arranged subviews that are not hidden.
///
/// Along the axis (all required, 1000):
/// - `UISV-canvas-connection`: the first view's start at the canvas's start, the last view's
///   end at the canvas's end;
/// - `UISV-spacing`: each view's start at the previous view's end plus the gap after it
///   (``UIStackView/customSpacing(after:)`` or ``UIStackView/spacing``); for `equalSpacing`
///   and `equalCentering` the gap is a minimum (`>=`);
/// - `UISV-hiding`: a hidden view's size is 0, its start at the end of the view before it (or
///   the canvas's start);
/// - `fillEqually` — `UISV-fill-equally`: every view's size equals the first's;
/// - `fillProportionally` — `UISV-fill-proportionally`: every view's size is the first's times
///   the ratio of their intrinsic sizes (priority 999, read when the arrangement is rebuilt;
///   views without an intrinsic size count as 0 and are left to the other constraints);
/// - `equalSpacing` — `UISV-distributing`: a spacer guide spans each gap, every guide as long
///   as the first;
/// - `equalCentering` — `UISV-distributing`: a spacer guide spans each pair of centers, every
///   guide as long as the first (priority 999, so the minimum gaps win when the views do not
///   fit, as in UIKit).
/// `fill` adds nothing: the views' hugging (`<= intrinsic`, default 250) and compression
/// resistance (`>= intrinsic`, default 750) decide which one grows or shrinks; views of equal
/// priorities leave the choice to the solver (UIKit picks by index), reported as ambiguous.
///
/// Across the axis (required unless stated):
/// - `fill` — `UISV-alignment`: each view's start and end at the canvas's;
/// - `leading`/`top`/`firstBaseline`: start at the canvas's start, end `<=` the canvas's end;
/// - `trailing`/`bottom`/`lastBaseline`: end at the canvas's end, start `>=` its start;
/// - `center`: centers equal, start `>=` the canvas's start, end `<=` its end;
/// - for every alignment but `fill`, `UISV-ambiguity-suppression`: each view's size 0 at
///   priority 25 (a view without an intrinsic size stays as small as it can), and
///   `UISV-canvas-fit`: the canvas's size 0 at priority 1 (an unconstrained stack hugs its
///   widest view).
/// Baselines are not modelled: `firstBaseline` is `top` and `lastBaseline` is `bottom` (exact
/// for views of one font size and line count).
extension UIStackView {
  /// Rebuilds the arrangement: deactivates the constraints the stack made before, removes its
  /// spacer guides, and activates the constraints of the current arrangement (the engine sees
  /// them at the next layout pass).
  func arrangementChanged() {
    NSLayoutConstraint.deactivate(arrangementConstraints)
    for guide in spacerGuides { removeLayoutGuide(guide) }
    spacerGuides.removeAll()
    arrangementConstraints = makeArrangement()
    NSLayoutConstraint.activate(arrangementConstraints)
    setNeedsLayout()
  }

  private var startAttribute: NSLayoutConstraint.Attribute {
    axis == .horizontal ? .leading : .top
  }
  private var endAttribute: NSLayoutConstraint.Attribute {
    axis == .horizontal ? .trailing : .bottom
  }
  private var centerAttribute: NSLayoutConstraint.Attribute {
    axis == .horizontal ? .centerX : .centerY
  }
  private var sizeAttribute: NSLayoutConstraint.Attribute {
    axis == .horizontal ? .width : .height
  }
  private var crossStart: NSLayoutConstraint.Attribute { axis == .horizontal ? .top : .leading }
  private var crossEnd: NSLayoutConstraint.Attribute { axis == .horizontal ? .bottom : .trailing }
  private var crossCenter: NSLayoutConstraint.Attribute {
    axis == .horizontal ? .centerY : .centerX
  }
  private var crossSize: NSLayoutConstraint.Attribute { axis == .horizontal ? .height : .width }

  private func make(
    _ name: String, _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
    _ other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute,
    relation: NSLayoutConstraint.Relation = .equal, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: UILayoutPriority = .required
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other,
      attribute: other == nil ? .notAnAttribute : otherAttribute, multiplier: multiplier,
      constant: constant, priority: priority, origin: .app)
    constraint.identifier = name
    return constraint
  }

  private func makeArrangement() -> [NSLayoutConstraint] {
    let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    var made: [NSLayoutConstraint] = []
    let visible = arrangedSubviews.filter { !$0.isHidden }
    let sized = distribution != .equalSpacing && distribution != .equalCentering

    // Along the axis: the chain of visible views, hidden views collapsed where they stand.
    var previous: UIView?
    for view in arrangedSubviews {
      if view.isHidden {
        made.append(make("UISV-hiding", view, sizeAttribute, nil, .notAnAttribute))
        if let previous {
          made.append(make("UISV-hiding", view, startAttribute, previous, endAttribute))
        } else {
          made.append(make("UISV-hiding", view, startAttribute, canvas, startAttribute))
        }
        continue
      }
      if let previous {
        made.append(
          make(
            "UISV-spacing", view, startAttribute, previous, endAttribute,
            relation: sized ? .equal : .greaterThanOrEqual, constant: gap(after: previous)))
      } else {
        made.append(make("UISV-canvas-connection", view, startAttribute, canvas, startAttribute))
      }
      previous = view
    }
    if let last = visible.last {
      made.append(make("UISV-canvas-connection", canvas, endAttribute, last, endAttribute))
    }
    made += distributionConstraints(visible, canvas: canvas)

    // Across the axis.
    for view in arrangedSubviews {
      switch alignment {
      case .fill:
        made.append(make("UISV-alignment", view, crossStart, canvas, crossStart))
        made.append(make("UISV-alignment", view, crossEnd, canvas, crossEnd))
      case .leading, .firstBaseline:
        made.append(make("UISV-alignment", view, crossStart, canvas, crossStart))
        made.append(
          make("UISV-spanning-fit", view, crossEnd, canvas, crossEnd, relation: .lessThanOrEqual))
      case .trailing, .lastBaseline:
        made.append(make("UISV-alignment", view, crossEnd, canvas, crossEnd))
        made.append(
          make(
            "UISV-spanning-fit", view, crossStart, canvas, crossStart, relation: .greaterThanOrEqual
          ))
      case .center:
        made.append(make("UISV-alignment", view, crossCenter, canvas, crossCenter))
        made.append(
          make(
            "UISV-spanning-fit", view, crossStart, canvas, crossStart, relation: .greaterThanOrEqual
          ))
        made.append(
          make("UISV-spanning-fit", view, crossEnd, canvas, crossEnd, relation: .lessThanOrEqual))
      }
      if alignment != .fill {
        made.append(
          make(
            "UISV-ambiguity-suppression", view, crossSize, nil, .notAnAttribute,
            priority: UILayoutPriority(25)))
      }
    }
    if alignment != .fill, !arrangedSubviews.isEmpty {
      made.append(
        make(
          "UISV-canvas-fit", canvas, crossSize, nil, .notAnAttribute, priority: UILayoutPriority(1))
      )
    }
    return made
  }

  private func distributionConstraints(_ visible: [UIView], canvas: AnyObject)
    -> [NSLayoutConstraint]
  {
    guard let first = visible.first, visible.count > 1 else { return [] }
    var made: [NSLayoutConstraint] = []
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      for view in visible.dropFirst() {
        made.append(make("UISV-fill-equally", view, sizeAttribute, first, sizeAttribute))
      }
    case .fillProportionally:
      let sizes = visible.map { view -> CGFloat in
        let size = view.intrinsicContentSize
        return max(0, axis == .horizontal ? size.width : size.height)
      }
      guard sizes[0] > 0 else { break }
      for (view, size) in zip(visible, sizes).dropFirst() where size > 0 {
        made.append(
          make(
            "UISV-fill-proportionally", view, sizeAttribute, first, sizeAttribute,
            multiplier: size / sizes[0], priority: UILayoutPriority(999)))
      }
    case .equalSpacing, .equalCentering:
      let centering = distribution == .equalCentering
      let from = centering ? centerAttribute : endAttribute
      let to = centering ? centerAttribute : startAttribute
      var guides: [UILayoutGuide] = []
      for (view, next) in zip(visible, visible.dropFirst()) {
        let guide = UILayoutGuide()
        guide.identifier = "UISV-distributing-edge"
        addLayoutGuide(guide)
        guides.append(guide)
        made.append(make("UISV-distributing-edge", guide, startAttribute, view, from))
        made.append(make("UISV-distributing-edge", guide, endAttribute, next, to))
        made.append(make("UISV-distributing-edge", guide, crossStart, canvas, crossStart))
        made.append(make("UISV-distributing-edge", guide, crossSize, nil, .notAnAttribute))
      }
      spacerGuides = guides
      for guide in guides.dropFirst() {
        made.append(
          make(
            "UISV-distributing", guide, sizeAttribute, guides[0], sizeAttribute,
            priority: centering ? UILayoutPriority(999) : .required))
      }
    }
    return made
  }
}
