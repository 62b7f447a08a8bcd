import Foundation

/// `NSMutableAttributedString`'s edits with the range checks Foundation makes on iOS.
///
/// On iOS an edit whose range leaves the string raises `NSRangeException` and the app stops
/// with "*** Terminating app due to uncaught exception 'NSRangeException', reason: …"; the
/// attribute edits say `NSMutableRLEArray replaceObjectsInRange:withObject:length:: Out of
/// bounds`, the character edits `-[NSBigMutableString replaceCharactersInRange:withString:]:
/// Range or index out of bounds` (as crash reports quote them). Foundation on Linux does not
/// check, and writes outside the string's storage (a segmentation fault, or worse, later).
///
/// The user's module declares these edits on `NSMutableAttributedString` (its own declarations
/// shadow Foundation's, docs/uikit-code.md), each calling the function here of the same name:
/// an edit in range is Foundation's; one out of range stops the run with iOS's message and the
/// range and length, a trap located at the user's line (file, line, column, function), as
/// every trap of the code is reported.
public enum _AttributedStringEdits {
  /// `addAttribute(_:value:range:)`.
  public static func addAttribute(
    _ string: NSMutableAttributedString, _ name: NSAttributedString.Key, value: Any,
    range: NSRange
  ) {
    checkAttributeRange(range, of: string, "addAttribute(_:value:range:)")
    string.addAttribute(name, value: value, range: range)
  }

  /// `addAttributes(_:range:)`.
  public static func addAttributes(
    _ string: NSMutableAttributedString, _ attributes: [NSAttributedString.Key: Any],
    range: NSRange
  ) {
    checkAttributeRange(range, of: string, "addAttributes(_:range:)")
    string.addAttributes(attributes, range: range)
  }

  /// `setAttributes(_:range:)`.
  public static func setAttributes(
    _ string: NSMutableAttributedString, _ attributes: [NSAttributedString.Key: Any]?,
    range: NSRange
  ) {
    checkAttributeRange(range, of: string, "setAttributes(_:range:)")
    string.setAttributes(attributes, range: range)
  }

  /// `removeAttribute(_:range:)`.
  public static func removeAttribute(
    _ string: NSMutableAttributedString, _ name: NSAttributedString.Key, range: NSRange
  ) {
    checkAttributeRange(range, of: string, "removeAttribute(_:range:)")
    string.removeAttribute(name, range: range)
  }

  /// `replaceCharacters(in:with:)` with a plain string.
  public static func replaceCharacters(
    _ string: NSMutableAttributedString, in range: NSRange, with text: String
  ) {
    checkCharacterRange(range, of: string, "replaceCharacters(in:with:)")
    string.replaceCharacters(in: range, with: text)
  }

  /// `replaceCharacters(in:with:)` with an attributed string.
  public static func replaceCharacters(
    _ string: NSMutableAttributedString, in range: NSRange, with text: NSAttributedString
  ) {
    checkCharacterRange(range, of: string, "replaceCharacters(in:with:)")
    string.replaceCharacters(in: range, with: text)
  }

  /// `deleteCharacters(in:)`.
  public static func deleteCharacters(_ string: NSMutableAttributedString, in range: NSRange) {
    checkCharacterRange(range, of: string, "deleteCharacters(in:)")
    string.deleteCharacters(in: range)
  }

  /// `insert(_:at:)`.
  public static func insert(
    _ string: NSMutableAttributedString, _ text: NSAttributedString, at location: Int
  ) {
    checkCharacterRange(
      NSRange(location: location, length: 0), of: string, "insert(_:at:)")
    string.insert(text, at: location)
  }

  /// Whether `range` lies inside a string of `length` UTF-16 units (overflow-safe).
  static func contains(_ range: NSRange, length: Int) -> Bool {
    range.location >= 0 && range.length >= 0 && range.location <= length
      && range.length <= length - range.location
  }

  /// The message an out-of-range edit stops the run with: iOS's exception and reason, then
  /// the call, its range and the string's length.
  static func message(reason: String, call: String, range: NSRange, length: Int) -> String {
    "*** Terminating app due to uncaught exception 'NSRangeException', reason: '\(reason)' "
      + "(\(call) with the range {\(range.location), \(range.length)} on a string of "
      + "\(length) UTF-16 units)"
  }

  private static func checkAttributeRange(
    _ range: NSRange, of string: NSMutableAttributedString, _ call: String
  ) {
    let length = string.length
    guard !contains(range, length: length) else { return }
    fatalError(
      message(
        reason: "NSMutableRLEArray replaceObjectsInRange:withObject:length:: Out of bounds",
        call: call, range: range, length: length))
  }

  private static func checkCharacterRange(
    _ range: NSRange, of string: NSMutableAttributedString, _ call: String
  ) {
    let length = string.length
    guard !contains(range, length: length) else { return }
    fatalError(
      message(
        reason: "-[NSBigMutableString replaceCharactersInRange:withString:]: Range or index "
          + "out of bounds",
        call: call, range: range, length: length))
  }
}
