extension UIMenuElement {
  /// Whether a menu element shows a check mark, UIKit's `UIMenuElement.State`, with UIKit's raw
  /// values.
  public enum State: Int, Sendable {
    /// No check mark (`off`, 0).
    case off = 0
    /// A check mark (`on`, 1).
    case on = 1
    /// A dash, for a mixed selection (`mixed`, 2).
    case mixed = 2
  }
}
