import Foundation

/// How Interface Builder spells the values of tables, cells, navigation items, bar button
/// items and presentations, read into UIKit's; `nil` for a value not known.
extension IBValues {
  /// A table's `style`: `plain`, `grouped`, `insetGrouped`.
  static func tableStyle(_ text: String?) -> UITableView.Style? {
    switch text {
    case "plain": return .plain
    case "grouped": return .grouped
    case "insetGrouped": return .insetGrouped
    default: return nil
    }
  }

  /// A cell's `style`: Interface Builder's Basic (`IBUITableViewCellStyleDefault`), Subtitle,
  /// Right Detail (`…Value1`) and Left Detail (`…Value2`).
  static func cellStyle(_ text: String?) -> UITableViewCell.CellStyle? {
    switch text {
    case "IBUITableViewCellStyleDefault": return .default
    case "IBUITableViewCellStyleSubtitle": return .subtitle
    case "IBUITableViewCellStyleValue1": return .value1
    case "IBUITableViewCellStyleValue2": return .value2
    default: return nil
    }
  }

  /// A cell's `accessoryType` (and `editingAccessoryType`).
  static func accessoryType(_ text: String) -> UITableViewCell.AccessoryType? {
    [
      "none": .none, "disclosureIndicator": .disclosureIndicator,
      "detailDisclosureButton": .detailDisclosureButton, "checkmark": .checkmark,
      "detailButton": .detailButton,
    ][text]
  }

  /// A cell's `selectionStyle`.
  static func selectionStyle(_ text: String) -> UITableViewCell.SelectionStyle? {
    ["none": .none, "blue": .blue, "gray": .gray, "default": .default][text]
  }

  /// A table's `separatorStyle`.
  static func separatorStyle(_ text: String) -> UITableViewCell.SeparatorStyle? {
    ["none": .none, "default": .singleLine, "singleLine": .singleLine,
     "singleLineEtched": .singleLineEtched][text]
  }

  /// A navigation item's `largeTitleDisplayMode`.
  static func largeTitleDisplayMode(_ text: String) -> UINavigationItem.LargeTitleDisplayMode? {
    ["automatic": .automatic, "always": .always, "never": .never][text]
  }

  /// A bar button item's `style`.
  static func barButtonStyle(_ text: String) -> UIBarButtonItem.Style? {
    ["plain": .plain, "bordered": .bordered, "done": .done][text]
  }

  /// A bar button item's `systemItem`, spelled as the `UIBarButtonItem.SystemItem` case.
  static func systemItem(_ text: String) -> UIBarButtonItem.SystemItem? {
    (0...24).lazy.compactMap { UIBarButtonItem.SystemItem(rawValue: $0) }
      .first { String(describing: $0) == text }
  }

  /// A controller's or segue's `modalPresentationStyle`.
  static func presentationStyle(_ text: String) -> UIModalPresentationStyle? {
    [
      "automatic": .automatic, "none": .none, "fullScreen": .fullScreen, "pageSheet": .pageSheet,
      "formSheet": .formSheet, "currentContext": .currentContext, "custom": .custom,
      "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext,
      "popover": .popover, "blurOverFullScreen": .blurOverFullScreen,
    ][text]
  }

  /// A controller's or segue's `modalTransitionStyle`.
  static func transitionStyle(_ text: String) -> UIModalTransitionStyle? {
    [
      "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal,
      "crossDissolve": .crossDissolve, "partialCurl": .partialCurl,
    ][text]
  }
}
