import Foundation

/// The section index of a table: the column of titles down its trailing edge that jumps to a
/// section when touched (UIKit's private `UITableViewIndex`, a subview of the table that stays
/// in place while the rows scroll).
///
/// Looks (UIKit publishes no metrics; these are estimates from iOS 17 screenshots of Contacts):
/// ``width`` 16 pt, titles in the system font at 11 pt semibold, one every ``titlePitch``
/// (14 pt), the column centred on the visible height of the table (iOS 7 and later cluster the
/// titles at the middle instead of spreading them over the height). When the titles do not fit
/// the visible height less 8 pt above and below, the column alternates titles and "•" as iOS
/// does: as many titles as fit with a bullet between each two, the first and last kept and the
/// others evenly spread between them. `UITableView.indexSearch` (`"{search}"`) shows the magnifying glass.
///
/// Touches: a finger down or moving on the column selects the title under it (clamped to the
/// first and last) and the table jumps to its section (see
/// `UITableView.jumpToSection(forIndexTitleAt:)`); while the finger is down the column shows
/// `sectionIndexTrackingBackgroundColor`. The table's pan does not receive touches on the
/// column, so dragging along it never scrolls the rows.
@preconcurrency @MainActor
final class TableSectionIndexView: UIView {
  /// The column's width, points.
  static let width: CGFloat = 16
  /// The distance between the centres of two titles, points.
  static let titlePitch: CGFloat = 14
  /// The space kept free above and below the titles, points.
  static let verticalPadding: CGFloat = 8
  /// The titles' font.
  static let font = UIFont.systemFont(ofSize: 11, weight: .semibold)

  /// The table the index jumps in.
  weak var tableView: UITableView?
  /// The data source's titles, in order.
  private(set) var titles: [String] = []
  /// What is drawn, top to bottom: the index of the title each entry stands for, or `nil` for a
  /// "•" standing for folded titles.
  private(set) var shown: [Int?] = []
  /// Whether a finger is on the column.
  private(set) var isTracking = false
  /// The title touched last, so a finger resting on one title jumps once.
  private var lastTouched: Int?
  private var entryViews: [UIView] = []

  /// Sets the titles and their colours; rebuilds the entries when the titles change.
  func configure(titles: [String], color: UIColor, background: UIColor?, tracking: UIColor?) {
    if titles != self.titles {
      self.titles = titles
      fold(toFit: bounds.height)
    }
    backgroundColor = isTracking ? tracking : background
    for view in entryViews {
      (view as? UILabel)?.textColor = color
      (view as? UIImageView)?.tintColor = color
    }
    idleBackground = background
    trackingBackground = tracking
  }
  private var idleBackground: UIColor?
  private var trackingBackground: UIColor?

  override func layoutSubviews() {
    super.layoutSubviews()
    fold(toFit: bounds.height)
  }

  /// Chooses the entries for a column `height` points tall and makes their views.
  private func fold(toFit height: CGFloat) {
    var entries: [Int?] = titles.indices.map { $0 }
    let capacity = Int((max(0, height - 2 * Self.verticalPadding) / Self.titlePitch).rounded(.down))
    if entries.count > capacity, entries.count > 3 {
      // An odd number of slots, titles and bullets alternating, first and last titles kept and
      // the others evenly spread between them.
      let slots = max(3, capacity % 2 == 1 ? capacity : capacity - 1)
      let kept = (slots + 1) / 2
      let last = Double(titles.count - 1)
      entries = []
      for position in 0..<kept {
        if position > 0 { entries.append(nil) }
        entries.append(Int((Double(position) * last / Double(kept - 1)).rounded()))
      }
    }
    guard entries != shown || entryViews.count != entries.count else {
      placeEntries()
      return
    }
    shown = entries
    entryViews.forEach { $0.removeFromSuperview() }
    entryViews = entries.map { entry in
      let title = entry.map { titles[$0] }
      if title == UITableView.indexSearch {
        let image = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        image.contentMode = .scaleAspectFit
        return image
      }
      let label = UILabel()
      label.text = title ?? "•"
      label.font = Self.font
      label.textAlignment = .center
      return label
    }
    entryViews.forEach { addSubview($0) }
    placeEntries()
  }

  /// The y of the first entry's top: the column of entries centred on the view.
  private var entriesTop: CGFloat {
    ((bounds.height - CGFloat(shown.count) * Self.titlePitch) / 2).rounded()
  }

  private func placeEntries() {
    for (position, view) in entryViews.enumerated() {
      let top = entriesTop + CGFloat(position) * Self.titlePitch
      view.frame =
        view is UIImageView
        ? CGRect(x: (Self.width - 10) / 2, y: top + 2, width: 10, height: 10)
        : CGRect(x: 0, y: top, width: Self.width, height: Self.titlePitch)
    }
  }

  /// The title under `y` (view coordinates): a folded entry stands for the titles between its
  /// neighbours, in proportion to where the finger is within it.
  func titleIndex(at y: CGFloat) -> Int? {
    guard !shown.isEmpty else { return nil }
    let offset = (y - entriesTop) / Self.titlePitch
    let position = min(max(Int(offset.rounded(.down)), 0), shown.count - 1)
    if let title = shown[position] { return title }
    let before = position > 0 ? (shown[position - 1] ?? 0) : 0
    let after = position + 1 < shown.count ? (shown[position + 1] ?? titles.count - 1) : titles.count - 1
    let within = min(max(offset - CGFloat(position), 0), 1)
    let span = after - before - 1
    guard span > 0 else { return before }
    return before + 1 + min(span - 1, Int((within * CGFloat(span)).rounded(.down)))
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    isTracking = true
    backgroundColor = trackingBackground
    lastTouched = nil
    touched(touches)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    touched(touches)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    endTracking()
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    endTracking()
  }

  private func touched(_ touches: Set<UITouch>) {
    guard let touch = touches.first, let index = titleIndex(at: touch.location(in: self).y),
      index != lastTouched
    else { return }
    lastTouched = index
    tableView?.jumpToSection(forIndexTitleAt: index)
  }

  private func endTracking() {
    isTracking = false
    lastTouched = nil
    backgroundColor = idleBackground
  }
}
