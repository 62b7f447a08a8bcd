import Foundation

extension UIBackgroundConfiguration {
  /// The list presets (docs/tables.md, "Background configurations").
  enum ListPreset: Sendable, Equatable {
    case plainCell, groupedCell
  }

  /// A plain list cell's background (`listPlainCell()`): `systemBackground`, the colour of a
  /// `.plain` table's cells (Apple documents the preset's role, not its colour).
  public static func listPlainCell() -> UIBackgroundConfiguration {
    list(.plainCell, color: .systemBackground)
  }

  /// A grouped list cell's background (`listGroupedCell()`):
  /// `secondarySystemGroupedBackground`, the colour of a grouped table's cells.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    list(.groupedCell, color: .secondarySystemGroupedBackground)
  }

  private static func list(_ kind: ListPreset, color: UIColor) -> UIBackgroundConfiguration {
    var background = UIBackgroundConfiguration()
    background.backgroundColor = color
    background.listPreset = (kind, color)
    return background
  }

  /// This configuration for `state` (`updated(for:)`): a list preset whose colour is still
  /// the preset's is `systemGray4` while the cell is selected or highlighted (the grey of a
  /// table cell's `.default` selection style) and the preset's colour otherwise; every other
  /// configuration, and a colour code set, is kept.
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
    guard let preset = listPreset, let cell = state as? UICellConfigurationState else {
      return self
    }
    guard backgroundColor == preset.color || backgroundColor == UIColor.systemGray4 else {
      return self
    }
    var copy = self
    copy.backgroundColor = cell.isSelected || cell.isHighlighted ? .systemGray4 : preset.color
    return copy
  }
}
