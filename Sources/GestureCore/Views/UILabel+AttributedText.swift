import Foundation

// `UILabel.attributedText` and how it is coupled to the plain style properties, as UIKit
// documents it (Apple, UILabel: `attributedText`, `text`, `font`, `textColor`,
// `textAlignment`, `lineBreakMode`, `shadowColor`; docs/text.md):
// - setting `attributedText` sets `text` to its string, and `font`, `textColor`,
//   `textAlignment`, `lineBreakMode`, `shadowColor` and `shadowOffset` to the attributes at
//   location 0 (those it has);
// - setting `text` drops the attributes: the string is drawn in the label's properties;
// - setting `font`, `textColor`, `textAlignment`, `lineBreakMode`, `shadowColor` or
//   `shadowOffset` applies the value to the whole attributed string;
// - where the attributed string has no font or colour, the label's are drawn.
extension UILabel {
  /// The attributed text ``attributedText`` reads.
  var attributedTextValue: NSAttributedString? {
    if let storedAttributedText {
      let filled = storedAttributedText.runByRunCopy()
      let all = NSRange(location: 0, length: filled.length)
      for (key, value) in labelAttributes {
        var location = 0
        while location < filled.length {
          var range = NSRange(location: 0, length: 0)
          let present = filled.attribute(
            key, at: location, longestEffectiveRange: &range, in: all)
          if present == nil { filled.addAttribute(key, value: value, range: range) }
          location = max(range.location + range.length, location + 1)
        }
      }
      return filled
    }
    return text.map { NSAttributedString(string: $0, attributes: labelAttributes) }
  }

  /// What setting ``attributedText`` does.
  func setAttributedTextValue(_ newValue: NSAttributedString?) {
    isSyncingAttributedText = true
    defer { isSyncingAttributedText = false }
    storedAttributedText = newValue?.runByRunCopy()
    text = newValue?.string
    if let newValue, newValue.length > 0 {
      let first = newValue.attributes(at: 0, effectiveRange: nil)
      if let font = first[.font] as? UIFont { self.font = font }
      if let color = first[.foregroundColor] as? UIColor { textColor = color }
      if let style = first[.paragraphStyle] as? NSParagraphStyle {
        textAlignment = style.alignment
        lineBreakMode = style.lineBreakMode
      }
      if let shadow = first[.shadow] as? NSShadow {
        shadowColor = shadow.shadowColor as? UIColor
        shadowOffset = shadow.shadowOffset
      }
    }
    warnAboutUndrawnAttributes(newValue)
    displayDidChange()
    textDidChange()
  }

  /// The attributes the label's plain text is drawn with: font, colour, a paragraph style of
  /// its alignment and line break mode, and its shadow when it has a colour.
  private var labelAttributes: [NSAttributedString.Key: Any] {
    let style = NSMutableParagraphStyle()
    style.alignment = textAlignment
    style.lineBreakMode = lineBreakMode
    var attributes: [NSAttributedString.Key: Any] = [
      .font: font as UIFont, .foregroundColor: textColor as UIColor, .paragraphStyle: style,
    ]
    if let shadowColor {
      let shadow = NSShadow()
      shadow.shadowColor = shadowColor
      shadow.shadowOffset = shadowOffset
      attributes[.shadow] = shadow
    }
    return attributes
  }

  /// Applies `change` to the whole attributed string, if one is set and the change comes from
  /// a style property (not from ``attributedText`` itself).
  func restyleAttributedText(_ change: (NSMutableAttributedString, NSRange) -> Void) {
    guard !isSyncingAttributedText, let stored = storedAttributedText, stored.length > 0 else {
      return
    }
    let copy = stored.runByRunCopy()
    change(copy, NSRange(location: 0, length: copy.length))
    storedAttributedText = copy
    textDidChange()
  }

  /// Changes every paragraph style of the attributed string with `change` (a character
  /// without one gets a default style so changed).
  func restyleParagraphs(_ change: @escaping (NSMutableParagraphStyle) -> Void) {
    restyleAttributedText { string, all in
      var location = 0
      while location < all.length {
        var range = NSRange(location: 0, length: 0)
        let current = string.attribute(
          .paragraphStyle, at: location, longestEffectiveRange: &range, in: all)
        let style =
          ((current as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle)
          ?? NSMutableParagraphStyle()
        change(style)
        string.addAttribute(.paragraphStyle, value: style, range: range)
        location = max(range.location + range.length, location + 1)
      }
    }
  }

  /// Gives the whole attributed string the label's shadow, or none without a shadow colour.
  func restyleShadow() {
    let color = shadowColor
    let offset = shadowOffset
    restyleAttributedText { string, all in
      guard let color else {
        string.removeAttribute(.shadow, range: all)
        return
      }
      let shadow = NSShadow()
      shadow.shadowColor = color
      shadow.shadowOffset = offset
      string.addAttribute(.shadow, value: shadow, range: all)
    }
  }

  /// The attributed string as the renderer draws it for `traits`, its fonts scaled by
  /// `fontScale` (``adjustsFontSizeToFitWidth``); `nil` when the label draws plain text.
  func richText(traits: UITraitCollection, fontScale: CGFloat = 1) -> DisplayRichText? {
    guard let storedAttributedText else { return nil }
    var rich = DisplayRichText(
      storedAttributedText,
      defaults: TextDefaults(font: font, color: textColor, paragraphStyle: nil), traits: traits)
    if fontScale != 1 {
      for index in rich.runs.indices { rich.runs[index].font.size *= Double(fontScale) }
    }
    return rich
  }

  /// Records a `graphics.unsupported` warning naming the attributes of `string` that are kept
  /// but not drawn: keys other than those ``DisplayRichText`` draws.
  private func warnAboutUndrawnAttributes(_ string: NSAttributedString?) {
    guard let string, string.length > 0 else { return }
    let drawn: Set<NSAttributedString.Key> = [
      .font, .foregroundColor, .backgroundColor, .paragraphStyle, .kern, .underlineStyle,
      .underlineColor, .strikethroughStyle, .strikethroughColor, .baselineOffset, .shadow, .link,
      .attachment,
    ]
    var undrawn = Set<String>()
    var location = 0
    while location < string.length {
      var range = NSRange(location: 0, length: 0)
      for key in string.attributes(at: location, effectiveRange: &range).keys {
        if !drawn.contains(key) { undrawn.insert(key.rawValue) }
      }
      location = max(range.location + range.length, location + 1)
    }
    guard !undrawn.isEmpty else { return }
    let detail =
      "UILabel.attributedText: not drawn: \(undrawn.sorted().joined(separator: ", "))"
    if let window {
      window.eventLog.record("graphics.unsupported", view: self, detail: detail)
    } else {
      SimulationContext.eventLog?.record("graphics.unsupported", view: self, detail: detail)
    }
  }
}
