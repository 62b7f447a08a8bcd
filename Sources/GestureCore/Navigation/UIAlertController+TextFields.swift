import Foundation

// Text fields in an alert (`addTextField(configurationHandler:)`, `textFields`).
extension UIAlertController {
  /// The text fields, in the order added (`textFields`); `nil` when there are none.
  public var textFields: [UITextField]? {
    addedTextFields.isEmpty ? nil : addedTextFields
  }

  /// Adds a text field below the message (`addTextField(configurationHandler:)`), and calls
  /// `configurationHandler` with it to set its placeholder, text, secure entry, keyboard and
  /// delegate. The field draws its text in the 13-point system font inside a rounded box
  /// (``AlertLayout``); the first field becomes the first responder as the alert appears, so
  /// the keyboard comes up with it and typed keys reach it.
  ///
  /// Only an `.alert` holds text fields: on an action sheet UIKit raises "Text fields can only
  /// be added to an alert controller of style UIAlertControllerStyleAlert", and so does this,
  /// naming the call's file and line (`file` and `line` default to the caller's: leave them
  /// out).
  public func addTextField(
    configurationHandler: ((UITextField) -> Void)? = nil, file: StaticString = #fileID,
    line: UInt = #line
  ) {
    let fileName = "\(file)".split(separator: "/").last.map(String.init) ?? "\(file)"
    precondition(
      preferredStyle == .alert,
      "Text fields can only be added to an alert controller of style "
        + "UIAlertControllerStyleAlert (addTextField at \(fileName):\(line))", file: file,
      line: line)
    let field = UITextField()
    field.font = .systemFont(ofSize: AlertLayout.textFieldFontSize)
    field.borderStyle = .none
    addedTextFields.append(field)
    configurationHandler?(field)
    alertView?.rebuild()
  }
}
