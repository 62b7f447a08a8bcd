import Foundation

/// One attribute of a view or layout guide, used to make constraints with a type-checked
/// partner, UIKit's `NSLayoutAnchor`.
///
/// `AnchorType` is the kind of anchor (``LayoutXAxisAnchor``, ``LayoutYAxisAnchor`` or
/// ``LayoutDimension``), so an x-axis anchor can only be constrained to another x-axis anchor, as
/// in UIKit. The constraints made are inactive; activate them with
/// ``LayoutConstraint/isActive`` or ``LayoutConstraint/activate(_:)``.
///
/// ```swift
/// bar.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8).isActive = true
/// ```
///
/// Apple: https://developer.apple.com/documentation/uikit/nslayoutanchor
public class LayoutAnchor<AnchorType: AnyObject> {
  /// The view or layout guide.
  let item: AnyObject
  /// Which of its attributes.
  let attribute: LayoutConstraint.Attribute

  init(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// `self == anchor + c`, `c` in points.
  ///
  /// - Precondition: `leading`/`trailing` are not paired with `left`/`right` (UIKit throws).
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> LayoutConstraint
  {
    make(.equal, anchor, multiplier: 1, constant: c)
  }

  /// `self >= anchor + c`, `c` in points.
  ///
  /// - Precondition: as ``constraint(equalTo:constant:)``.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// `self <= anchor + c`, `c` in points.
  ///
  /// - Precondition: as ``constraint(equalTo:constant:)``.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  func make(
    _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?,
    multiplier: CGFloat, constant c: CGFloat
  ) -> LayoutConstraint {
    if let problem = LayoutConstraint.pairingProblem(
      item: item, attribute, toItem: anchor?.item, anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier)
    {
      preconditionFailure(problem)
    }
    return LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: c,
      origin: .app)
  }
}

/// A horizontal position: left, right, leading, trailing or centerX, UIKit's
/// `NSLayoutXAxisAnchor`.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical position: top, bottom or centerY, UIKit's `NSLayoutYAxisAnchor`.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A size: width or height, UIKit's `NSLayoutDimension`. Dimensions can also be compared with a
/// constant and with a multiple of another dimension (of either axis: `width == 2 × height`).
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// `self == c`, points.
  public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint {
    make(.equal, nil, multiplier: 1, constant: c)
  }

  /// `self >= c`, points.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// `self <= c`, points.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// `self == m × anchor + c` (`m` unitless, `c` points).
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> LayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  /// `self >= m × anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// `self <= m × anchor + c`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
