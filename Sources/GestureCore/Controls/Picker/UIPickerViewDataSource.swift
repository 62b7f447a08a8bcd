import Foundation

/// What a picker view asks for its shape, UIKit's `UIPickerViewDataSource`: the number of
/// components (wheels) and the number of rows of each. Both are required, as in UIKit.
///
/// The picker holds its data source weakly and asks at its first layout and after
/// ``UIPickerView/reloadAllComponents()`` or ``UIPickerView/reloadComponent(_:)``.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: _ObjCProtocol {
  /// The number of components, the wheels side by side (`numberOfComponents(in:)`).
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// The number of rows of `component` (`pickerView(_:numberOfRowsInComponent:)`).
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view asks for its rows' content and sizes, and what it tells about the
/// user's choices, UIKit's `UIPickerViewDelegate`. Every method is optional, as in UIKit.
///
/// A row shows, in UIKit's order of preference, the view of
/// ``pickerView(_:viewForRow:forComponent:reusing:)``, else the attributed title of
/// ``pickerView(_:attributedTitleForRow:forComponent:)``, else the title of
/// ``pickerView(_:titleForRow:forComponent:)`` (23 pt, centred), else "?" (what UIKit draws for
/// a row with no title). Each default returns what an unimplemented method means, so the
/// first one the delegate answers with a value wins.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: _ObjCProtocol {
  /// The width of `component`, points (`pickerView(_:widthForComponent:)`); by default the
  /// components share the picker's width equally (``UIPickerView`` says how).
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  /// The height of every row of `component`, points (`pickerView(_:rowHeightForComponent:)`);
  /// 32 pt by default.
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  /// The title of `row` in `component` (`pickerView(_:titleForRow:forComponent:)`), or `nil`.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  /// The styled title of `row` in `component`
  /// (`pickerView(_:attributedTitleForRow:forComponent:)`, iOS 6), or `nil`; preferred to the
  /// plain title. `.font` and `.foregroundColor` are drawn.
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  /// The view that shows `row` in `component`
  /// (`pickerView(_:viewForRow:forComponent:reusing:)`): `view` is one the picker made for a
  /// row that has left the wheel, to reuse. The picker centres the view in the row's
  /// rectangle. Preferred to both titles.
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView
  /// The user brought `row` of `component` to rest under the selection band
  /// (`pickerView(_:didSelectRow:inComponent:)`): sent once when a spin or a tap settles on
  /// a different row, never for ``UIPickerView/selectRow(_:inComponent:animated:)``.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  // Each default sends the message to a method of the delegate's class that the protocol's
  // witness does not reach (one declared in a subclass of the adopting class), as Objective-C
  // messaging does on iOS; without one it returns what UIKit does when the method is absent.

  /// The picker's automatic width for `component` (``UIPickerView``'s notes).
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    forwardToSubclass(
      "pickerView:widthForComponent:", [pickerView, component],
      default: pickerView.automaticWidth(forComponent: component))
  }
  /// 32 pt (docs/pickers.md).
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
    -> CGFloat
  {
    forwardToSubclass(
      "pickerView:rowHeightForComponent:", [pickerView, component],
      default: UIPickerView.defaultRowHeight)
  }
  /// No title.
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? {
    forwardToSubclass(
      "pickerView:titleForRow:forComponent:", [pickerView, row, component], default: nil)
  }
  /// No attributed title.
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? {
    forwardToSubclass(
      "pickerView:attributedTitleForRow:forComponent:", [pickerView, row, component],
      default: nil)
  }
  /// No view: the picker shows a title. (On iOS the method is absent; here the picker knows
  /// the default by the view it returns, ``UIPickerView/noRowView``.)
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView {
    forwardToSubclass(
      "pickerView:viewForRow:forComponent:reusing:", [pickerView, row, component, view],
      default: pickerView.noRowView)
  }
  /// Does nothing.
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {
    forwardToSubclass(
      "pickerView:didSelectRow:inComponent:", [pickerView, row, component], default: ())
  }
}
