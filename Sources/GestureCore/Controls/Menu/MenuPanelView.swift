import Foundation

/// The rows a menu shows, in order: its actions and child menus, an inline child's rows in
/// place set apart by a gap, hidden actions left out.
enum MenuLayout {
  /// One row: the element it shows, and whether a gap comes before it.
  struct Row {
    let element: UIMenuElement
    let gapBefore: Bool
  }

  /// The rows of `menu` (see the type's description).
  @MainActor
  static func rows(of menu: UIMenu) -> [Row] {
    var rows: [Row] = []
    var pendingGap = false
    for child in menu.children {
      if let inline = child as? UIMenu, inline.options.contains(.displayInline) {
        let inner = Self.rows(of: inline)
        guard !inner.isEmpty else { continue }
        for (index, row) in inner.enumerated() {
          rows.append(
            Row(element: row.element, gapBefore: !rows.isEmpty && (index == 0 || row.gapBefore)))
        }
        pendingGap = true
        continue
      }
      if let action = child as? UIAction, action.attributes.contains(.hidden) { continue }
      rows.append(Row(element: child, gapBefore: pendingGap && !rows.isEmpty))
      pendingGap = false
    }
    return rows
  }
}

/// The panel of a shown menu (see ``MenuPresentation`` for its look): a header for a titled
/// menu, then a button per row.
@preconcurrency @MainActor
final class MenuPanelView: UIView {
  private var chosen: ((MenuLayout.Row) -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemGroupedBackground
    layer.cornerRadius = 13
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.15
    layer.shadowRadius = 20
    layer.shadowOffset = CGSize(width: 0, height: 8)
  }

  required init?(coder: NSCoder) { fatalError("not archived") }

  /// Replaces the rows with `menu`'s; `chosen` hears a tapped row. Sizes the panel.
  func build(_ menu: UIMenu, chosen: @escaping (MenuLayout.Row) -> Void) {
    for view in subviews { view.removeFromSuperview() }
    self.chosen = chosen
    let width = MenuPresentation.width
    var y: CGFloat = 0
    if !menu.title.isEmpty {
      let header = UILabel(
        frame: CGRect(x: 16, y: 0, width: width - 32, height: MenuPresentation.headerHeight))
      header.text = menu.title
      header.font = .systemFont(ofSize: 13)
      header.textColor = .secondaryLabel
      addSubview(header)
      y = MenuPresentation.headerHeight
    }
    let rows = MenuLayout.rows(of: menu)
    let checks =
      menu.options.contains(.singleSelection)
      || rows.contains { ($0.element as? UIAction)?.state == .on }
    for (index, row) in rows.enumerated() {
      if row.gapBefore {
        let gap = UIView(frame: CGRect(x: 0, y: y, width: width, height: MenuPresentation.groupGap))
        gap.backgroundColor = .separator
        gap.isUserInteractionEnabled = false
        addSubview(gap)
        y += MenuPresentation.groupGap
      } else if index > 0 || !menu.title.isEmpty {
        let line = UIView(frame: CGRect(x: 0, y: y, width: width, height: 0.5))
        line.backgroundColor = .separator
        line.isUserInteractionEnabled = false
        addSubview(line)
      }
      let height =
        row.element.subtitle == nil
        ? MenuPresentation.rowHeight : MenuPresentation.subtitledRowHeight
      let view = MenuRowView(row: row, indentsForCheck: checks)
      view.frame = CGRect(x: 0, y: y, width: width, height: height)
      view.addAction(UIAction { [weak self] _ in self?.chosen?(row) }, for: .touchUpInside)
      addSubview(view)
      y += height
    }
    bounds.size = CGSize(width: width, height: y)
    clipsToBounds = false
  }
}

/// One row of a menu: a check mark when its action is on, the title (and subtitle), and the
/// image, or a chevron for a child menu; red for destructive, grey and inert when disabled.
@preconcurrency @MainActor
final class MenuRowView: UIControl {
  init(row: MenuLayout.Row, indentsForCheck: Bool) {
    super.init(frame: .zero)
    let element = row.element
    let action = element as? UIAction
    let menu = element as? UIMenu
    let destructive =
      action?.attributes.contains(.destructive) == true
      || menu?.options.contains(.destructive) == true
    let disabled = action?.attributes.contains(.disabled) == true
    let color: UIColor = disabled ? .tertiaryLabel : destructive ? .systemRed : .label
    isEnabled = !disabled
    accessibilityLabel = element.title
    let left: CGFloat = indentsForCheck ? 40 : 16
    if action?.state == .on {
      let check = UIImageView(image: UIImage(systemName: "checkmark"))
      check.tintColor = color
      check.frame = CGRect(x: 16, y: 0, width: 16, height: 44)
      check.contentMode = .center
      addSubview(check)
    }
    let title = UILabel()
    title.text = element.title
    title.font = .systemFont(ofSize: 17)
    title.textColor = color
    title.isUserInteractionEnabled = false
    addSubview(title)
    title.frame = CGRect(x: left, y: 11, width: MenuPresentation.width - left - 52, height: 22)
    if let subtitle = element.subtitle {
      let label = UILabel()
      label.text = subtitle
      label.font = .systemFont(ofSize: 13)
      label.textColor = .secondaryLabel
      label.isUserInteractionEnabled = false
      label.frame = CGRect(x: left, y: 35, width: MenuPresentation.width - left - 52, height: 16)
      addSubview(label)
    }
    let trailing = menu != nil ? UIImage(systemName: "chevron.right") : element.image
    if let trailing {
      let image = UIImageView(image: trailing)
      image.tintColor = color
      image.contentMode = .center
      image.frame = CGRect(x: MenuPresentation.width - 16 - 24, y: 0, width: 24, height: 44)
      image.isUserInteractionEnabled = false
      addSubview(image)
    }
  }

  required init?(coder: NSCoder) { fatalError("not archived") }
}
