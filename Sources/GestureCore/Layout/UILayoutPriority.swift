import Foundation

/// How important a constraint is to the layout, UIKit's `UILayoutPriority`: a number from 1 to
/// 1000.
///
/// 1000 (``required``) must hold; any lower value is optional. The engine satisfies optional
/// constraints highest priority first and never trades a violation at one priority for any
/// number of violations at lower priorities (the solver's lexicographic levels, `Strength`);
/// inside one priority it minimises the sum of the violations, in points (Apple,
/// `NSLayoutConstraint.priority`: "the system will attempt to minimize abs(a-b)").
/// The named values are Apple's (`UILayoutPriority`; docs/auto-layout.md).
public struct UILayoutPriority: RawRepresentable, Sendable, Hashable, Comparable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The priority, 1…1000.
  public var rawValue: Float

  /// A priority of `rawValue` (UIKit does not clamp; values outside 1…1000 are clamped when the
  /// constraint is given the priority).
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// A priority of `rawValue`.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A priority written as a number literal, `750`.
  public init(floatLiteral value: Float) { self.rawValue = value }

  /// A priority written as a whole number literal, `750`.
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }

  /// 1000: the constraint must hold (`UILayoutPriority.required`).
  public static let required = UILayoutPriority(1000)
  /// 750: the compression resistance of content by default (`defaultHigh`).
  public static let defaultHigh = UILayoutPriority(750)
  /// 510 (`dragThatCanResizeScene`).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// 500 (`sceneSizeStayPut`).
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// 490 (`dragThatCannotResizeScene`).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// 250: the content hugging of content by default (`defaultLow`).
  public static let defaultLow = UILayoutPriority(250)
  /// 50: the priority `systemLayoutSizeFitting(_:)` uses (`fittingSizeLevel`).
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Whether the priority is 1000 or more: a required constraint.
  public var isRequired: Bool { rawValue >= 1000 }

  /// The priority clamped to 1…1000, the range UIKit accepts.
  var clamped: UILayoutPriority {
    guard !rawValue.isNaN else { return .required }
    return UILayoutPriority(Swift.min(1000, Swift.max(1, rawValue)))
  }

  /// Orders by value.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `priority + 1`: a priority just above another (UIKit's `+` on `UILayoutPriority`).
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// `priority - 1`: a priority just below another.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }

  /// `750`, `999.5`.
  public var description: String { format(Double(rawValue)) }
}
