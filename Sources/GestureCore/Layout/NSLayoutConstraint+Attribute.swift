import Foundation

extension NSLayoutConstraint {
  /// A part of an item's layout rectangle that a constraint relates, UIKit's
  /// `NSLayoutConstraint.Attribute`.
  ///
  /// Positions are in the coordinate space of the closest common ancestor of the constraint's
  /// items; sizes are in points. Text is always laid out left to right here, so `leading` is
  /// `left` and `trailing` is `right` (UIKit flips them for right-to-left languages).
  public enum Attribute: String, Sendable, Hashable, CaseIterable {
    /// The left edge (x axis).
    case left
    /// The right edge (x axis).
    case right
    /// The top edge (y axis).
    case top
    /// The bottom edge (y axis).
    case bottom
    /// The leading edge: the left edge for left-to-right text (x axis).
    case leading
    /// The trailing edge: the right edge for left-to-right text (x axis).
    case trailing
    /// The width (a dimension).
    case width
    /// The height (a dimension).
    case height
    /// The horizontal center (x axis).
    case centerX
    /// The vertical center (y axis).
    case centerY
    /// No attribute: the second attribute of a constraint with no second item.
    case notAnAttribute
    /// The left edge of the view's layout margins (x axis).
    case leftMargin
    /// The right edge of the view's layout margins (x axis).
    case rightMargin
    /// The top edge of the view's layout margins (y axis).
    case topMargin
    /// The bottom edge of the view's layout margins (y axis).
    case bottomMargin
    /// The leading edge of the view's layout margins (x axis).
    case leadingMargin
    /// The trailing edge of the view's layout margins (x axis).
    case trailingMargin
    /// The horizontal center between the view's left and right margins (x axis).
    case centerXWithinMargins
    /// The vertical center between the view's top and bottom margins (y axis).
    case centerYWithinMargins

    /// For a margin attribute, the same attribute of the view's `layoutMarginsGuide`, which is
    /// what it relates (UIKit documents `leftMargin` as the view's left edge inset by its
    /// `layoutMargins`); `nil` for the others.
    package var marginBase: Attribute? {
      switch self {
      case .leftMargin: return .left
      case .rightMargin: return .right
      case .topMargin: return .top
      case .bottomMargin: return .bottom
      case .leadingMargin: return .leading
      case .trailingMargin: return .trailing
      case .centerXWithinMargins: return .centerX
      case .centerYWithinMargins: return .centerY
      default: return nil
      }
    }

    /// The axis the attribute measures along; `nil` for ``notAnAttribute``.
    package var axis: Axis? {
      if let marginBase { return marginBase.axis }
      switch self {
      case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
      case .top, .bottom, .height, .centerY: return .vertical
      default: return nil
      }
    }

    /// Whether the attribute is a size (`width`, `height`) rather than a position.
    package var isDimension: Bool { self == .width || self == .height }

    /// Where along the item's extent a position attribute lies: 0 for the minimum edge, 1 for
    /// the maximum edge, 0.5 for the center; `nil` for dimensions.
    var positionFraction: Double? {
      if let marginBase { return marginBase.positionFraction }
      switch self {
      case .left, .leading, .top: return 0
      case .right, .trailing, .bottom: return 1
      case .centerX, .centerY: return 0.5
      default: return nil
      }
    }

    /// Whether the attribute is direction-relative (`leading`, `trailing` and their margins),
    /// which UIKit does not let a constraint mix with `left` or `right`.
    var isDirectional: Bool {
      let base = marginBase ?? self
      return base == .leading || base == .trailing
    }

    /// Whether the attribute is `left` or `right` (or their margins).
    var isAbsoluteHorizontal: Bool {
      let base = marginBase ?? self
      return base == .left || base == .right
    }
  }

  /// How the two sides of a constraint compare, UIKit's `NSLayoutConstraint.Relation`.
  public enum Relation: String, Sendable, Hashable, CaseIterable {
    /// First ≤ second.
    case lessThanOrEqual
    /// First = second.
    case equal
    /// First ≥ second.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    package var symbol: String {
      switch self {
      case .lessThanOrEqual: return "<="
      case .equal: return "=="
      case .greaterThanOrEqual: return ">="
      }
    }
  }

  /// A layout direction, UIKit's `NSLayoutConstraint.Axis`: which content hugging and
  /// compression resistance priority applies.
  public enum Axis: Int, Sendable, Hashable, CaseIterable {
    /// Along x: widths and horizontal positions.
    case horizontal = 0
    /// Along y: heights and vertical positions.
    case vertical = 1
  }
}
