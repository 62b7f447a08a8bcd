import Foundation

extension UIScrollView {
  /// The look of the scroll indicators (`UIScrollView.IndicatorStyle`), with UIKit's raw
  /// values. On iOS 13+ every style is the same 3-pt rounded bar; only its colour differs
  /// (``ScrollIndicatorGeometry/color(style:appearance:)``).
  public enum IndicatorStyle: Int, Sendable, CaseIterable {
    /// Dark in the light appearance, light in the dark one (`default`, 0): Apple's "good
    /// against any content background".
    case `default` = 0
    /// Dark in both appearances (`black`, 1).
    case black = 1
    /// Light in both appearances (`white`, 2).
    case white = 2
  }

  /// The insets the indicators' tracks keep from the edges, beyond their own 3 pt, points:
  /// the axis's `…ScrollIndicatorInsets` plus, with
  /// ``automaticallyAdjustsScrollIndicatorInsets``, the scroll view's safe area (so the bar
  /// stays clear of the status bar and the home indicator whatever
  /// `contentInsetAdjustmentBehavior` says; the content inset itself does not move them,
  /// as on iOS 13+).
  func indicatorInsets(_ set: UIEdgeInsets) -> UIEdgeInsets {
    automaticallyAdjustsScrollIndicatorInsets ? set + safeAreaInsets : set
  }

  /// Scrolling began (a drag, a deceleration, an animated offset change): the indicators
  /// show at once.
  func indicatorsBeginScrolling() {
    guard !indicatorVisibility.isScrolling else { return }
    indicatorVisibility.begin()
    displayDidChange()
  }

  /// Scrolling ended: the indicators fade out from now.
  func indicatorsEndScrolling() {
    guard indicatorVisibility.isScrolling else { return }
    indicatorVisibility.end(at: window?.scheduler.now ?? 0)
    displayDidChange()
  }

  /// The indicators' rectangles in bounds coordinates for the presentation `bounds`: the
  /// vertical one (when ``showsVerticalScrollIndicator``, the content scrolls vertically and
  /// no table section index takes the edge) and the horizontal one likewise (``ScrollIndicatorGeometry``).
  func indicatorRects(bounds: CGRect) -> (vertical: CGRect?, horizontal: CGRect?) {
    let adjusted = adjustedContentInset
    let vertical =
      showsVerticalScrollIndicator && !showsTableSectionIndex
      ? ScrollIndicatorGeometry.vertical(
        bounds: bounds, contentSize: contentSize, adjustedInset: adjusted,
        insets: indicatorInsets(verticalScrollIndicatorInsets),
        rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft) : nil
    let horizontal =
      showsHorizontalScrollIndicator
      ? ScrollIndicatorGeometry.horizontal(
        bounds: bounds, contentSize: contentSize, adjustedInset: adjusted,
        insets: indicatorInsets(horizontalScrollIndicatorInsets)) : nil
    return (vertical, horizontal)
  }

  /// Whether this is a table view showing its section index, which takes the trailing edge:
  /// UIKit then shows no vertical indicator, and neither does the tool.
  private var showsTableSectionIndex: Bool {
    ((self as? UITableView)?.sectionIndexWidth ?? 0) > 0
  }

  /// The display items of the indicators at `now` (seconds): a rounded fill per shown bar,
  /// its colour's alpha multiplied by the fade's opacity, ids `ID/verticalScrollIndicator`
  /// and `ID/horizontalScrollIndicator`; none while they are faded out. `transform` maps the
  /// scroll view's bounds space to window points; `appearance` is its resolved style.
  func indicatorItems(
    id: String, transform: CGAffineTransform, bounds: CGRect,
    appearance: UIUserInterfaceStyle, now: Double
  ) -> [DisplayItem] {
    let opacity = indicatorVisibility.opacity(at: now)
    guard opacity > 0, showsVerticalScrollIndicator || showsHorizontalScrollIndicator else {
      return []
    }
    let tone = ScrollIndicatorGeometry.color(style: indicatorStyle, appearance: appearance)
    let color = CGColor(
      red: tone.white, green: tone.white, blue: tone.white, alpha: tone.alpha * opacity)
    let rects = indicatorRects(bounds: bounds)
    var items: [DisplayItem] = []
    for (rect, name) in [(rects.horizontal, "horizontal"), (rects.vertical, "vertical")] {
      guard let rect else { continue }
      items.append(
        .fill(
          DisplayShape(
            id: "\(id)/\(name)ScrollIndicator", transform: transform, rect: rect,
            cornerRadius: Double(ScrollIndicatorGeometry.thickness / 2)),
          color))
    }
    return items
  }
}
