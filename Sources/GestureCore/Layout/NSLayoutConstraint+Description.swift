import Foundation

extension NSLayoutConstraint {
  /// The constraint as UIKit prints it in unsatisfiable-constraint reports, with view
  /// identifiers where UIKit prints addresses:
  ///
  /// - `<NSLayoutConstraint 'barTop' UIView:bar.top == UIView:header.bottom + 8 @750   (active)>`
  /// - `<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:card.minX == 20   (active,
  ///   names: '|':UIView:root )>`
  /// - `<NSContentSizeLayoutConstraint UILabel:title.width == 42 Hug:250
  ///   CompressionResistance:750   (active)>`
  public var description: String {
    let state = storedIsActive ? "active" : "inactive"
    let first = LayoutItemRef(firstItem)?.reportName ?? "nil"
    switch origin {
    case .autoresizingMask:
      let name: String
      switch firstAttribute {
      case .left: name = "minX"
      case .top: name = "minY"
      default: name = firstAttribute.rawValue
      }
      let names = LayoutItemRef(secondItem).map { ", names: '|':\($0.reportName) " } ?? ""
      return "<NSAutoresizingMaskLayoutConstraint h=--& v=--& \(first).\(name) == "
        + "\(format(Double(constant)))   (\(state)\(names))>"
    case .contentSize:
      let view = firstItem as? UIView
      let axis = firstAttribute.axis ?? .horizontal
      let hug = view?.contentHuggingPriority(for: axis) ?? .defaultLow
      let resistance = view?.contentCompressionResistancePriority(for: axis) ?? .defaultHigh
      return "<NSContentSizeLayoutConstraint \(first).\(firstAttribute.rawValue) == "
        + "\(format(Double(constant))) Hug:\(hug) CompressionResistance:\(resistance)   "
        + "(\(state))>"
    case .app, .safeArea, .scrollContentGuide:
      let name = identifier.map { " '\($0)'" } ?? ""
      let level = priority.isRequired ? "" : " @\(priority)"
      return "<NSLayoutConstraint\(name) \(equation)\(level)   (\(state))>"
    }
  }

  /// `UIView:bar.top == 0.5*UIView:header.bottom + 8`.
  /// A side that is a span (`anchorWithOffset(to:)`) prints as
  /// `(UIView:b.top - UIView:a.bottom)`.
  var equation: String {
    let first =
      firstSpan?.reportName
      ?? "\(LayoutItemRef(firstItem)?.reportName ?? "nil").\(firstAttribute.rawValue)"
    var text = "\(first) \(relation.symbol) "
    guard hasSecondSide else {
      return text + format(Double(constant))
    }
    let second =
      secondSpan?.reportName
      ?? "\(LayoutItemRef(secondItem)?.reportName ?? "nil").\(secondAttribute.rawValue)"
    if multiplier != 1 { text += "\(format(Double(multiplier)))*" }
    text += second
    if constant > 0 { text += " + \(format(Double(constant)))" }
    if constant < 0 { text += " - \(format(Double(-constant)))" }
    return text
  }
}
