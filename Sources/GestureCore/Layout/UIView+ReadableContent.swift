import Foundation

extension UIView {
  /// The area of the view whose lines of text stay readable (`readableContentGuide`): the
  /// layout margins guide, narrowed to at most ``readableWidth(for:)`` and centred between the
  /// margins; vertically the margins guide. Kept up to date by the engine at every layout
  /// pass, as the margins guide.
  ///
  /// On an iPhone in portrait the margins are narrower than the readable width, so the guide
  /// equals ``layoutMarginsGuide``; on an iPad at the default text size it is 672 pt wide
  /// (docs/auto-layout.md, "Readable content guide").
  public var readableContentGuide: UILayoutGuide {
    if let guide = layoutState.readableContentGuide { return guide }
    let guide = UILayoutGuide(readableContentOf: self)
    layoutState.readableContentGuide = guide
    return guide
  }

  /// The insets of ``readableContentGuide`` from the bounds, points: the layout margins, plus
  /// half of what the margins' width exceeds the readable width by on each side.
  var readableContentInsets: UIEdgeInsets {
    let margins = layoutMargins
    let available = bounds.width - margins.left - margins.right
    let readable = UIView.readableWidth(for: traitCollection.preferredContentSizeCategory)
    let extra = Swift.max(0, available - readable) / 2
    return UIEdgeInsets(
      top: margins.top, left: margins.left + extra, bottom: margins.bottom,
      right: margins.right + extra)
  }

  /// The widest readable content, points, at text size `category`: 672 pt at the default size
  /// (`large`, measured on iPad), scaled with the body text style's size (17 pt at `large`),
  /// so 553 pt at `extraSmall` and 2,095 pt at the largest accessibility size. Apple documents
  /// no table; the 672 pt figure is the one measured on devices, the scaling with the text size
  /// is the model's reading of "the readable width depends on the dynamic type size".
  static func readableWidth(for category: UIContentSizeCategory) -> CGFloat {
    let body = DynamicTypeTable.entry(for: .body, category: category).size
    return (672 * body / 17).rounded()
  }
}
