import Foundation

/// One attribute of a view or layout guide, used to make constraints with a type-checked
/// partner, UIKit's `NSLayoutAnchor`.
///
/// `AnchorType` is the kind of anchor (``NSLayoutXAxisAnchor``, ``NSLayoutYAxisAnchor`` or
/// ``NSLayoutDimension``), so an x-axis anchor can only be constrained to another x-axis anchor, as
/// in UIKit. The constraints made are inactive; activate them with
/// ``NSLayoutConstraint/isActive`` or ``NSLayoutConstraint/activate(_:)``.
///
/// ```swift
/// bar.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8).isActive = true
/// ```
///
/// Apple: https://developer.apple.com/documentation/uikit/nslayoutanchor
@preconcurrency @MainActor
public class NSLayoutAnchor<AnchorType: AnyObject> {
  /// The view or layout guide.
  let item: AnyObject
  /// Which of its attributes; ``NSLayoutConstraint/Attribute/notAnAttribute`` for a span.
  let attribute: NSLayoutConstraint.Attribute
  /// For a dimension made by `anchorWithOffset(to:)`: the two positions it is the distance
  /// between (``item`` is then the first of them).
  let span: AnchorSpan?

  init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    span = nil
  }

  /// A dimension that is the distance `span` measures.
  init(span: AnchorSpan, item: AnyObject) {
    self.item = item
    attribute = .notAnAttribute
    self.span = span
  }

  /// `self == anchor + c`, `c` in points.
  ///
  /// - Precondition: `leading`/`trailing` are not paired with `left`/`right` (UIKit throws).
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: 1, constant: c)
  }

  /// `self >= anchor + c`, `c` in points.
  ///
  /// - Precondition: as ``constraint(equalTo:constant:)``.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// `self <= anchor + c`, `c` in points.
  ///
  /// - Precondition: as ``constraint(equalTo:constant:)``.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    if span != nil || anchor?.span != nil {
      return NSLayoutConstraint(
        item: span == nil ? item : nil, attribute: attribute, relatedBy: relation,
        toItem: anchor?.span == nil ? anchor?.item : nil,
        attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: c,
        origin: .app, firstSpan: span, secondSpan: anchor?.span)
    }
    if let problem = NSLayoutConstraint.pairingProblem(
      item: item, attribute, toItem: anchor?.item, anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier)
    {
      preconditionFailure(problem)
    }
    return NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: c,
      origin: .app)
  }

  /// The dimension from this position to `other`'s (`anchorWithOffset(to:)`), for both axes.
  func offsetDimension(to other: NSLayoutAnchor<AnchorType>) -> NSLayoutDimension {
    if let problem = NSLayoutConstraint.pairingProblem(
      item: item, attribute, toItem: other.item, other.attribute, multiplier: 1)
    {
      preconditionFailure(problem)
    }
    return NSLayoutDimension(
      span: AnchorSpan(
        fromItem: item, fromAttribute: attribute, toItem: other.item,
        toAttribute: other.attribute),
      item: item)
  }
}

/// A horizontal position: left, right, leading, trailing or centerX, UIKit's
/// `NSLayoutXAxisAnchor`.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A dimension that is the distance from this anchor to `otherAnchor`, points: `other − self`
  /// (`anchorWithOffset(to:)`, iOS 10), negative when `otherAnchor` lies to the left. Use it as
  /// any ``NSLayoutDimension``: equal gaps are
  /// `a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo:
  /// b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor))`. A constraint made from it
  /// reads back `nil` as that side's item and ``NSLayoutConstraint/Attribute/notAnAttribute``
  /// as its attribute (the side relates two attributes).
  ///
  /// - Precondition: `leading`/`trailing` are not paired with `left`/`right` (UIKit throws).
  public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    offsetDimension(to: otherAnchor)
  }

  /// `self == anchor + multiplier × system spacing` (`constraint(equalToSystemSpacingAfter:
  /// multiplier:)`): the system spacing is 8 pt, UIKit's standard space between two views
  /// (``NSLayoutConstraint/systemSpacing``).
  public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: 1, constant: NSLayoutConstraint.systemSpacing * multiplier)
  }

  /// `self >= anchor + multiplier × system spacing` (8 pt).
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(
      .greaterThanOrEqual, anchor, multiplier: 1,
      constant: NSLayoutConstraint.systemSpacing * multiplier)
  }

  /// `self <= anchor + multiplier × system spacing` (8 pt).
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(
      .lessThanOrEqual, anchor, multiplier: 1,
      constant: NSLayoutConstraint.systemSpacing * multiplier)
  }
}

/// A vertical position: top, bottom or centerY, UIKit's `NSLayoutYAxisAnchor`.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// A dimension that is the distance from this anchor to `otherAnchor`, points: `other − self`
  /// (`anchorWithOffset(to:)`, iOS 10), negative when `otherAnchor` lies above. See
  /// ``NSLayoutXAxisAnchor/anchorWithOffset(to:)``.
  public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    offsetDimension(to: otherAnchor)
  }

  /// `self == anchor + multiplier × system spacing` (`constraint(equalToSystemSpacingBelow:
  /// multiplier:)`): 8 pt between views (``NSLayoutConstraint/systemSpacing``). Between text
  /// baselines UIKit derives the space from the fonts; that is not modelled (8 pt there too).
  public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: 1, constant: NSLayoutConstraint.systemSpacing * multiplier)
  }

  /// `self >= anchor + multiplier × system spacing` (8 pt).
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(
      .greaterThanOrEqual, anchor, multiplier: 1,
      constant: NSLayoutConstraint.systemSpacing * multiplier)
  }

  /// `self <= anchor + multiplier × system spacing` (8 pt).
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(
      .lessThanOrEqual, anchor, multiplier: 1,
      constant: NSLayoutConstraint.systemSpacing * multiplier)
  }
}

/// A size: width or height, UIKit's `NSLayoutDimension`. Dimensions can also be compared with a
/// constant and with a multiple of another dimension (of either axis: `width == 2 × height`).
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == c`, points.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, multiplier: 1, constant: c)
  }

  /// `self >= c`, points.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// `self <= c`, points.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// `self == m × anchor + c` (`m` unitless, `c` points).
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  /// `self >= m × anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// `self <= m × anchor + c`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
