import Foundation

/// A view of spinning wheels, one per component, each a column of rows of which the one at
/// rest under the selection band is selected, UIKit's `UIPickerView`, drawn as iOS 14 and
/// later draw it.
///
/// - Size: the intrinsic height is 216 pt (UIKit's default, which it also pins a height of 0
///   to: "invalid height value 0.0 pinned to 216.0"); the width is the frame's (no intrinsic
///   width). Rows are 32 pt tall unless the delegate says otherwise.
/// - Components: with no widths from the delegate, the components share the width left
///   inside 8 pt margins each side, with 5 pt between them; with widths, the components are
///   laid side by side with 5 pt between them, centred (the margins and gap are working
///   values, measured by eye on iOS 17 screenshots).
/// - Drawing: a rounded grey band (``UIColor/tertiarySystemFill``, 8 pt corners, one row
///   tall, inside the margins) behind the centre row of every component (iOS 14's selection
///   indicator); each wheel is a cylinder of radius half the picker's height seen from the
///   front: a row whose centre lies an arc `d` from the middle sits at
///   `y = midY + R·sin(d/R)`, is scaled vertically by `cos(d/R)` and drawn at alpha
///   `cos(d/R)`; rows past a quarter turn are not drawn (docs/pickers.md: the projection, and
///   why the radius is a working value).
/// - Touches: a vertical drag spins the wheel under it; after the lift it decelerates as a
///   scroll view does (``UIScrollView/DecelerationRate/normal``) and snaps to the nearest row
///   (the resting offset moved to a row's); a tap on a row above or below the band turns the
///   wheel to it (0.3 s). Once the wheel rests on a different row, ``selectedRow(inComponent:)``
///   is that row and the delegate's `pickerView(_:didSelectRow:inComponent:)` is sent once.
///   Each wheel is an internal scroll view, as UIKit's are internal table views, so its
///   drag and deceleration events appear in the timeline under the picker's parts.
/// - Code: ``selectRow(_:inComponent:animated:)`` sends nothing.
open class UIPickerView: UIView {
  /// The default height of a row, points (iOS 14 and later; a working value, see
  /// docs/pickers.md).
  static let defaultRowHeight: CGFloat = 32
  /// The intrinsic height, points.
  static let intrinsicHeight: CGFloat = 216
  /// The margin each side of the components and the gap between two, points (working values).
  static let sideMargin: CGFloat = 8
  static let componentGap: CGFloat = 5
  /// The selection band's corner radius, points (working value).
  static let bandCornerRadius: CGFloat = 8
  /// The size of a row title's font, points (working value).
  static let titleFontSize: CGFloat = 23

  /// The object that gives the number of components and rows (`dataSource`, weak).
  open weak var dataSource: (any UIPickerViewDataSource)? { didSet { setNeedsReload() } }
  /// The object that gives the rows' content and sizes and hears about selections
  /// (`delegate`, weak).
  open weak var delegate: (any UIPickerViewDelegate)? { didSet { setNeedsReload() } }

  /// Whether the selection indicator shows (`showsSelectionIndicator`): deprecated in iOS 13;
  /// the iOS 14 band always shows, as on iOS.
  open var showsSelectionIndicator = true

  /// The band behind the centre row.
  let band = ControlPartView(
    "selectionBand", color: .tertiarySystemFill, cornerRadius: UIPickerView.bandCornerRadius)
  /// One wheel per component.
  var wheels: [PickerWheelView] = []
  /// The selected row of each component, kept when the data source is read again.
  var selectedRows: [Int] = []
  /// Whether the data source must be asked again before the next use.
  var needsReload = true
  /// The view ``UIPickerViewDelegate``'s default `viewForRow` returns: "no view".
  package lazy var noRowView = UIView(frame: .zero)

  /// A picker with the given frame, points (`init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// A picker (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    band.isUserInteractionEnabled = false
    addSubview(band)
  }

  /// No intrinsic width; 216 pt tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.intrinsicHeight)
  }

  /// `size`'s width (the current width when it is 0) × 216 pt.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.intrinsicHeight)
  }

  // MARK: Reading the data source

  /// The number of components (`numberOfComponents`), as the data source last said.
  open var numberOfComponents: Int {
    reloadIfNeeded()
    return wheels.count
  }

  /// The number of rows of `component` (`numberOfRows(inComponent:)`), 0 for a component
  /// that does not exist.
  open func numberOfRows(inComponent component: Int) -> Int {
    reloadIfNeeded()
    return wheels.indices.contains(component) ? wheels[component].rowCount : 0
  }

  /// The size of a row of `component`, points (`rowSize(forComponent:)`): the component's
  /// width and its row height; zero for a component that does not exist.
  open func rowSize(forComponent component: Int) -> CGSize {
    reloadIfNeeded()
    guard wheels.indices.contains(component) else { return .zero }
    return CGSize(width: componentWidth(component), height: wheels[component].rowHeight)
  }

  /// The view showing `row` of `component` (`view(forRow:forComponent:)`): the delegate's
  /// view or the picker's title label, `nil` while the row is not on the wheel.
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    reloadIfNeeded()
    guard wheels.indices.contains(component) else { return nil }
    layoutIfNeeded()
    return wheels[component].shownRows[row]
  }

  /// Asks the data source and delegate again for every component (`reloadAllComponents()`);
  /// selections are kept, clamped to the new row counts.
  open func reloadAllComponents() {
    needsReload = true
    reloadIfNeeded()
  }

  /// Asks again for `component`'s rows (`reloadComponent(_:)`).
  open func reloadComponent(_ component: Int) {
    reloadIfNeeded()
    guard wheels.indices.contains(component) else { return }
    wheels[component].reload(
      rowCount: dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0,
      rowHeight: rowHeight(component))
    clampSelection(component)
    setNeedsLayout()
  }

  /// Turns `component` so `row` rests under the band (`selectRow(_:inComponent:animated:)`);
  /// animated, over 0.3 s. Sends nothing (Apple: the delegate hears only the user's
  /// choices). A row outside the component is clamped to it.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    reloadIfNeeded()
    guard wheels.indices.contains(component) else { return }
    let count = wheels[component].rowCount
    guard count > 0 else { return }
    selectedRows[component] = min(max(row, 0), count - 1)
    wheels[component].show(row: selectedRows[component], animated: animated && window != nil)
  }

  /// The row of `component` at rest under the band (`selectedRow(inComponent:)`), −1 for a
  /// component that does not exist or has no rows. While a wheel spins it is the row it last
  /// rested on.
  open func selectedRow(inComponent component: Int) -> Int {
    reloadIfNeeded()
    guard selectedRows.indices.contains(component), wheels[component].rowCount > 0 else {
      return -1
    }
    return selectedRows[component]
  }

  /// Places the band, the wheels and their rows.
  open override func layoutSubviews() {
    super.layoutSubviews()
    reloadIfNeeded()
    placeWheels()
  }

  // MARK: Internal

  func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  /// Reads the data source once after it or the delegate changed, or after a reload.
  func reloadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
    while wheels.count > count { wheels.removeLast().removeFromSuperview() }
    while wheels.count < count {
      let wheel = PickerWheelView(picker: self, component: wheels.count)
      wheels.append(wheel)
      addSubview(wheel)
    }
    selectedRows = (0..<count).map { selectedRows.indices.contains($0) ? selectedRows[$0] : 0 }
    for component in 0..<count {
      wheels[component].reload(
        rowCount: max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0),
        rowHeight: rowHeight(component))
      clampSelection(component)
    }
    setNeedsLayout()
  }

  private func clampSelection(_ component: Int) {
    let count = wheels[component].rowCount
    selectedRows[component] = count == 0 ? 0 : min(max(selectedRows[component], 0), count - 1)
  }

  /// The row height of `component`: the delegate's, else 32 pt.
  func rowHeight(_ component: Int) -> CGFloat {
    let height =
      delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
    return height > 0 && height.isFinite ? height : Self.defaultRowHeight
  }

  /// The width of `component`: the delegate's, else the automatic one.
  func componentWidth(_ component: Int) -> CGFloat {
    let width =
      delegate?.pickerView(self, widthForComponent: component)
      ?? automaticWidth(forComponent: component)
    return max(0, width.isFinite ? width : 0)
  }

  /// The automatic width of a component: the width inside the margins, less the gaps, shared
  /// equally.
  package func automaticWidth(forComponent component: Int) -> CGFloat {
    let count = CGFloat(max(wheels.count, 1))
    let inner = bounds.width - 2 * Self.sideMargin - (count - 1) * Self.componentGap
    return max(0, inner / count)
  }

  /// The wheels side by side, centred, the band across them at the middle.
  func placeWheels() {
    let widths = wheels.indices.map { componentWidth($0) }
    let total = widths.reduce(0, +) + CGFloat(max(widths.count - 1, 0)) * Self.componentGap
    var x = (bounds.width - total) / 2
    for (index, wheel) in wheels.enumerated() {
      wheel.frame = CGRect(x: x, y: 0, width: widths[index], height: bounds.height)
      wheel.place(selectedRow: selectedRows[index])
      x += widths[index] + Self.componentGap
    }
    let bandHeight = wheels.map(\.rowHeight).max() ?? Self.defaultRowHeight
    band.frame = CGRect(
      x: Self.sideMargin, y: bounds.midY - bandHeight / 2,
      width: max(0, bounds.width - 2 * Self.sideMargin), height: bandHeight)
  }

  /// Makes the rows on every wheel again, asking the delegate anew (the date picker's greyed
  /// rows after its value changed).
  func remakeShownRows() {
    for wheel in wheels { wheel.reload(rowCount: wheel.rowCount, rowHeight: wheel.rowHeight) }
  }

  /// A wheel came to rest on `row` after the user moved it: selects it and tells the
  /// delegate once when the row changed.
  func wheelSettled(_ component: Int, on row: Int) {
    guard selectedRows.indices.contains(component), selectedRows[component] != row else { return }
    selectedRows[component] = row
    window?.eventLog.record(
      "pickerView.didSelectRow", view: self,
      detail: "\(identifier) component \(component) row \(row)")
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
  }
}
