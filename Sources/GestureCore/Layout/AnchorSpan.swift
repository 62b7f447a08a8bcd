import Foundation

/// The distance from one position anchor to another along one axis, what
/// `anchorWithOffset(to:)` makes a dimension of: `to − from`, points (negative when `to` lies
/// before `from`).
///
/// A constraint side that is a span relates two attributes at once; the engine builds its
/// expression as the difference of the two positions in the constraint's container
/// coordinates, so it takes part like any width or height. The items are weak, as a
/// constraint's items are.
@preconcurrency @MainActor
struct AnchorSpan {
  /// The view or guide the distance is measured from.
  weak var fromItem: AnyObject?
  /// Its position attribute.
  let fromAttribute: NSLayoutConstraint.Attribute
  /// The view or guide the distance is measured to.
  weak var toItem: AnyObject?
  /// Its position attribute (same axis as ``fromAttribute``).
  let toAttribute: NSLayoutConstraint.Attribute

  /// Both ends' items while they exist (a gone item leaves `nil` there).
  var items: [AnyObject?] { [fromItem, toItem] }

  /// `(UIView:b.top - UIView:a.bottom)`: how descriptions and reports print the span.
  var reportName: String {
    let from = LayoutItemRef(fromItem)?.reportName ?? "nil"
    let to = LayoutItemRef(toItem)?.reportName ?? "nil"
    return "(\(to).\(toAttribute.rawValue) - \(from).\(fromAttribute.rawValue))"
  }
}
