import Foundation

/// One component of a picker: the rows drawn on a cylinder, and above them a transparent
/// scroll view that takes the finger (its offset is the wheel's turn; it holds no content of
/// its own), as UIKit's picker spins an internal table view per component.
///
/// The scroll view's content is the column of rows, `rows × rowHeight` tall, with insets of
/// `(height − rowHeight) / 2` above and below so that the first and last rows can rest at the
/// middle: row `r` is at rest under the band at `contentOffset.y = r·rowHeight − inset`.
final class PickerWheelView: UIView, UIScrollViewDelegate {
  /// The picker, which owns the wheel.
  private unowned let picker: UIPickerView
  /// The component's index.
  let component: Int
  /// The number of rows and their height, points, as the data source and delegate said.
  private(set) var rowCount = 0
  private(set) var rowHeight = UIPickerView.defaultRowHeight
  /// The drawn rows (no touches).
  let rowsView = UIView(frame: .zero)
  /// The invisible scroll view that the finger turns.
  let scroller = UIScrollView(frame: .zero)
  /// The view of each row on the wheel, by row.
  private(set) var shownRows: [Int: UIView] = [:]
  /// Title labels and the delegate's views off the wheel, to reuse.
  private var spareLabels: [UILabel] = []
  private var spareViews: [UIView] = []
  /// The title labels the wheel made (not the delegate's views, which may be labels too).
  private var ownLabels: Set<ObjectIdentifier> = []
  /// Whether the wheel rests on the picker's selected row (layout keeps it there) rather
  /// than moving under a finger, a deceleration or an animation.
  private var isAtRest = true
  /// Whether the running animated scroll is the user's (a tap on a row), which selects.
  private var animationIsUser = false

  init(picker: UIPickerView, component: Int) {
    self.picker = picker
    self.component = component
    super.init(frame: .zero)
    rowsView.isUserInteractionEnabled = false
    rowsView.clipsToBounds = true
    addSubview(rowsView)
    scroller.showsVerticalScrollIndicator = false
    scroller.showsHorizontalScrollIndicator = false
    scroller.alwaysBounceVertical = true
    scroller.contentInsetAdjustmentBehavior = .never
    scroller.delegate = self
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    tap.addTarget(self, action: PickerWheelView.tapped)
    scroller.addGestureRecognizer(tap)
    addSubview(scroller)
  }

  /// Wheels are made in code only.
  required init?(coder: NSCoder) { nil }

  // MARK: Geometry

  /// The inset above the first row and below the last, points.
  var endInset: CGFloat { max(0, (bounds.height - rowHeight) / 2) }

  /// The offset at which `row` rests under the band.
  func offset(ofRow row: Int) -> CGFloat { CGFloat(row) * rowHeight - endInset }

  /// The row nearest the middle at `offset`, clamped to the rows.
  func nearestRow(toOffset offset: CGFloat) -> Int {
    guard rowCount > 0, rowHeight > 0 else { return 0 }
    let row = Int(((offset + endInset) / rowHeight).rounded())
    return min(max(row, 0), rowCount - 1)
  }

  /// Where a row whose centre lies the arc `arc` (points, positive downwards) from the
  /// middle of a wheel of radius `radius` is drawn: its centre `y` below the middle, its
  /// vertical scale and its alpha (`R·sin θ`, `cos θ`, `cos θ` with `θ = arc / R`); `nil`
  /// past a quarter turn, where the row faces away.
  static func placement(arc: CGFloat, radius: CGFloat) -> (
    y: CGFloat, scale: CGFloat, alpha: CGFloat
  )? {
    guard radius > 0 else { return nil }
    let angle = arc / radius
    guard abs(angle) < .pi / 2 else { return nil }
    return (radius * sin(angle), cos(angle), cos(angle))
  }

  // MARK: Content

  /// Takes the new row count and height; every row is made again.
  func reload(rowCount: Int, rowHeight: CGFloat) {
    self.rowCount = rowCount
    self.rowHeight = rowHeight
    for row in Array(shownRows.keys) { retire(row) }
    picker.setNeedsLayout()
  }

  /// Sizes the scroll view and, at rest, turns it to `selectedRow`; then draws the rows.
  func place(selectedRow: Int) {
    UIView.performWithoutAnimation {
      // Rows are clipped at the wheel's top and bottom, not at its sides, so a title wider
      // than the component overhangs it.
      rowsView.frame = bounds.insetBy(dx: -bounds.width / 2, dy: 0)
      scroller.frame = bounds
      let inset = endInset
      if scroller.contentInset.top != inset || scroller.contentInset.bottom != inset {
        scroller.contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
      }
      let size = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
      if scroller.contentSize != size { scroller.contentSize = size }
      if isAtRest, rowCount > 0 {
        let target = CGPoint(x: 0, y: offset(ofRow: selectedRow))
        if scroller.contentOffset != target { scroller.contentOffset = target }
      }
    }
    drawRows()
  }

  /// Turns the wheel to `row` for code (`selectRow`): at once, or animated over 0.3 s.
  func show(row: Int, animated: Bool) {
    animationIsUser = false
    let target = CGPoint(x: 0, y: offset(ofRow: row))
    if animated, scroller.contentOffset != target {
      isAtRest = false
      scroller.setContentOffset(target, animated: true)
    } else {
      isAtRest = true
      picker.setNeedsLayout()
    }
  }

  /// Places every row within a quarter turn of the middle on the cylinder and puts away the
  /// others.
  func drawRows() {
    let radius = bounds.height / 2
    var onWheel = Set<Int>()
    if rowCount > 0, rowHeight > 0, radius > 0 {
      let position = (scroller.contentOffset.y + endInset) / rowHeight
      let reach = radius * .pi / 2 / rowHeight
      let first = max(0, Int((position - reach).rounded(.down)))
      let last = min(rowCount - 1, Int((position + reach).rounded(.up)))
      if first <= last {
        UIView.performWithoutAnimation {
          for row in first...last {
            let arc = (CGFloat(row) - position) * rowHeight
            guard let place = Self.placement(arc: arc, radius: radius) else { continue }
            onWheel.insert(row)
            let view = shownRows[row] ?? makeView(row)
            view.center = CGPoint(x: rowsView.bounds.midX, y: bounds.height / 2 + place.y)
            view.transform = CGAffineTransform(scaleX: 1, y: place.scale)
            view.alpha = place.alpha
          }
        }
      }
    }
    for row in Array(shownRows.keys) where !onWheel.contains(row) { retire(row) }
  }

  /// The view for `row`: the delegate's, else a title label.
  private func makeView(_ row: Int) -> UIView {
    let delegate = picker.delegate
    if let delegate {
      let spare = spareViews.last
      let view = delegate.pickerView(
        picker, viewForRow: row, forComponent: component, reusing: spare)
      if view !== picker.noRowView {
        if let spare, view === spare { spareViews.removeLast() }
        rowsView.addSubview(view)
        shownRows[row] = view
        return view
      }
    }
    let label = spareLabels.popLast() ?? UILabel(frame: .zero)
    ownLabels.insert(ObjectIdentifier(label))
    label.text = nil
    label.font = .systemFont(ofSize: UIPickerView.titleFontSize)
    label.textColor = .label
    label.textAlignment = .center
    if let attributed = delegate?.pickerView(
      picker, attributedTitleForRow: row, forComponent: component)
    {
      label.attributedText = attributed
    } else {
      label.text =
        delegate?.pickerView(picker, titleForRow: row, forComponent: component) ?? "?"
    }
    // A title wider than its component is not cut: it overhangs both sides equally.
    let width = max(bounds.width, ceil(label.intrinsicContentSize.width))
    label.bounds = CGRect(x: 0, y: 0, width: width, height: rowHeight)
    rowsView.addSubview(label)
    shownRows[row] = label
    return label
  }

  /// Takes `row`'s view off the wheel and keeps it for reuse.
  private func retire(_ row: Int) {
    guard let view = shownRows.removeValue(forKey: row) else { return }
    view.removeFromSuperview()
    UIView.performWithoutAnimation {
      view.transform = .identity
      view.alpha = 1
    }
    if let label = view as? UILabel, ownLabels.contains(ObjectIdentifier(label)) {
      spareLabels.append(label)
    } else {
      spareViews.append(view)
    }
  }

  // MARK: Touches

  /// A tap on a row above or below the band turns the wheel to it over 0.3 s.
  private func tapped(_ tap: UITapGestureRecognizer) {
    guard tap.state == .ended, rowCount > 0, rowHeight > 0 else { return }
    let radius = bounds.height / 2
    let dy = tap.location(in: self).y - bounds.height / 2
    guard abs(dy) >= rowHeight / 2, radius > 0 else { return }
    let arc = radius * asin(min(max(dy / radius, -1), 1))
    let position = (scroller.contentOffset.y + endInset) / rowHeight
    let row = min(max(Int((position + arc / rowHeight).rounded()), 0), rowCount - 1)
    let target = CGPoint(x: 0, y: offset(ofRow: row))
    guard target != scroller.contentOffset else { return }
    isAtRest = false
    animationIsUser = true
    scroller.setContentOffset(target, animated: true)
  }

  /// The wheel stopped after the user moved it: the row under the band is selected.
  private func settle() {
    isAtRest = true
    let row = nearestRow(toOffset: scroller.contentOffset.y)
    // The motion stops within half a device pixel of the row; the wheel rests exactly on it.
    let exact = CGPoint(x: 0, y: offset(ofRow: row))
    if scroller.contentOffset != exact {
      UIView.performWithoutAnimation { scroller.contentOffset = exact }
    }
    picker.wheelSettled(component, on: row)
    picker.setNeedsLayout()
  }

  // MARK: UIScrollViewDelegate

  func scrollViewDidScroll(_ scrollView: UIScrollView) { drawRows() }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    isAtRest = false
    animationIsUser = false
  }

  /// Moves the resting offset to the nearest row's.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    targetContentOffset.pointee.y = offset(
      ofRow: nearestRow(toOffset: targetContentOffset.pointee.y))
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { settle() }
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    if animationIsUser {
      animationIsUser = false
      settle()
    } else {
      isAtRest = true
      picker.setNeedsLayout()
    }
  }
}
