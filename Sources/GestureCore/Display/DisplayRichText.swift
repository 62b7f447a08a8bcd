import Foundation

/// Attributed text as the renderer draws it: runs of UTF-8 bytes of the item's string, each
/// with its font, colours, lines, kerning, baseline offset, and the paragraph settings of the
/// whole text. Built from an `NSAttributedString` by ``init(_:defaults:traits:)``.
public struct DisplayRichText: Sendable, Hashable {
  /// The runs, in order, covering the string without gaps.
  public var runs: [Run]
  /// The paragraph settings (those of the text's first character).
  public var paragraph: Paragraph
  /// The shadow drawn under the whole text (the first shadowed run's), or `nil`.
  public var shadow: Shadow?

  /// A stretch of text with one set of attributes.
  public struct Run: Sendable, Hashable {
    /// The run's UTF-8 byte offsets in the item's string.
    public var range: Range<Int>
    /// The font.
    public var font: DisplayFont
    /// The text colour.
    public var color: CGColor
    /// The colour filled behind the run, or `nil`.
    public var background: CGColor?
    /// The underline, or `nil`.
    public var underline: Line?
    /// The strikethrough, or `nil`.
    public var strikethrough: Line?
    /// Extra space after each character, points.
    public var kern: Double
    /// How far the baseline is raised, points.
    public var baselineOffset: Double
    /// The inline image every character of the run (each an attachment character, U+FFFC)
    /// is laid out and drawn as, or `nil` for text.
    public var attachment: Attachment?

    /// A run; see the properties.
    public init(
      range: Range<Int>, font: DisplayFont, color: CGColor, background: CGColor? = nil,
      underline: Line? = nil, strikethrough: Line? = nil, kern: Double = 0,
      baselineOffset: Double = 0, attachment: Attachment? = nil
    ) {
      self.attachment = attachment
      self.range = range
      self.font = font
      self.color = color
      self.background = background
      self.underline = underline
      self.strikethrough = strikethrough
      self.kern = kern
      self.baselineOffset = baselineOffset
    }
  }

  /// An inline image (``NSTextAttachment``): a box ``width`` by ``height`` points whose bottom
  /// is ``baselineOffset`` points above the baseline (negative: below), the image drawn to
  /// fill it.
  public struct Attachment: Sendable, Hashable {
    /// The box's width, points: the line advances by it.
    public var width: Double
    /// The box's height, points.
    public var height: Double
    /// The box's bottom above the baseline, points (`bounds.origin.y`).
    public var baselineOffset: Double
    /// The pixels, or `nil` for an empty box.
    public var content: ImageContent?
    /// The colour a template image is drawn in (its alpha filled with it), or `nil` for the
    /// image's own colours.
    public var tint: CGColor?
    /// An attachment box; see the properties.
    public init(
      width: Double, height: Double, baselineOffset: Double, content: ImageContent?,
      tint: CGColor? = nil
    ) {
      self.width = width
      self.height = height
      self.baselineOffset = baselineOffset
      self.content = content
      self.tint = tint
    }
  }

  /// An underline or strikethrough.
  public struct Line: Sendable, Hashable {
    /// One line, a thick one, or two.
    public enum Style: Sendable, Hashable { case single, thick, double }
    /// The look.
    public var style: Style
    /// The colour, or `nil` for the run's text colour.
    public var color: CGColor?
    /// A line; see the properties.
    public init(style: Style, color: CGColor?) {
      self.style = style
      self.color = color
    }
  }

  /// The paragraph settings, points (``NSParagraphStyle``'s meanings).
  public struct Paragraph: Sendable, Hashable {
    /// Space added between lines, points.
    public var lineSpacing: Double = 0
    /// The factor on the natural line height, 0 for none.
    public var lineHeightMultiple: Double = 0
    /// The least line height, points, 0 for none.
    public var minimumLineHeight: Double = 0
    /// The greatest line height, points, 0 for none.
    public var maximumLineHeight: Double = 0
    /// Space after each paragraph but the last, points.
    public var paragraphSpacing: Double = 0
    /// Space before each paragraph but the first, points.
    public var paragraphSpacingBefore: Double = 0
    /// The first line's leading indent, points.
    public var firstLineHeadIndent: Double = 0
    /// The other lines' leading indent, points.
    public var headIndent: Double = 0
    /// The line end: positive, from the leading edge; else back from the trailing edge.
    public var tailIndent: Double = 0
    /// The defaults: nothing added, no indents.
    public init() {}
  }

  /// A shadow: the text drawn again in ``color``, moved by ``offset``, under itself.
  public struct Shadow: Sendable, Hashable {
    /// The offset, points, y down.
    public var offset: CGSize
    /// The colour.
    public var color: CGColor
    /// The blur radius, points (`NSShadow.shadowBlurRadius`): a Gaussian of standard
    /// deviation `blurRadius` / 2; 0 for a sharp shadow.
    public var blurRadius: Double
    /// A shadow; see the properties.
    public init(offset: CGSize, color: CGColor, blurRadius: Double) {
      self.offset = offset
      self.color = color
      self.blurRadius = blurRadius
    }
  }

  /// Rich text of the given runs and settings.
  public init(runs: [Run], paragraph: Paragraph = Paragraph(), shadow: Shadow? = nil) {
    self.runs = runs
    self.paragraph = paragraph
    self.shadow = shadow
  }
}

/// What a view draws where an attributed string says nothing: its font, text colour and
/// paragraph style (a label's ``UILabel/font``, ``UILabel/textColor``…).
struct TextDefaults {
  var font: UIFont
  var color: UIColor
  var paragraphStyle: NSParagraphStyle?
}

extension DisplayRichText {
  /// The runs of `string` (attributes missing from a run take `defaults`), resolved for
  /// `traits`: ``NSAttributedString/Key/font``, `foregroundColor`, `backgroundColor`,
  /// `underlineStyle`/`underlineColor`, `strikethroughStyle`/`strikethroughColor`, `kern`,
  /// `baselineOffset`, `shadow` (the first shadowed run's, for the whole text), `link` (the
  /// link colour, underlined) and `attachment` (each U+FFFC a run of its own, ``split(_:at:attachment:traits:)``); the paragraph style of the first character (or the defaults').
  ///
  /// Numbers that are not finite are taken at the boundary, so none reaches layout or the
  /// display list: a NaN or infinite `kern`, `baselineOffset` or paragraph value as 0 (as
  /// Core Text sets text without them), a run font of such a size at the size of `defaults`'
  /// font (iOS documents no size for one; Core Text takes sizes it cannot use as its default).
  init(_ string: NSAttributedString, defaults: TextDefaults, traits: UITraitCollection) {
    let text = string.string
    var runs: [Run] = []
    var shadow: Shadow?
    func color(_ value: Any?) -> CGColor? {
      (value as? UIColor)?.resolvedColor(with: traits).cgColor
    }
    let utf16 = text.utf16
    var byteOffset = 0
    var location = 0
    while location < string.length {
      var range = NSRange(location: 0, length: 0)
      let attributes = string.attributes(at: location, effectiveRange: &range)
      let end = min(string.length, range.location + range.length)
      let from = utf16.index(utf16.startIndex, offsetBy: location)
      let to = utf16.index(utf16.startIndex, offsetBy: end)
      let bytes = String(text[from..<to]).utf8.count
      let isLink = attributes[.link] != nil
      let foreground =
        isLink
        ? UIColor.link.resolvedColor(with: traits).cgColor
        : color(attributes[.foregroundColor])
          ?? defaults.color.resolvedColor(with: traits).cgColor
      var underline = Self.line(attributes[.underlineStyle], color: color(attributes[.underlineColor]))
      if isLink, underline == nil { underline = Line(style: .single, color: nil) }
      let font = (attributes[.font] as? UIFont) ?? defaults.font
      var displayFont = font.displayFont
      if !displayFont.size.isFinite { displayFont.size = defaults.font.displayFont.size }
      let run = Run(
        range: byteOffset..<(byteOffset + bytes), font: displayFont, color: foreground,
        background: color(attributes[.backgroundColor]), underline: underline,
        strikethrough: Self.line(
          attributes[.strikethroughStyle], color: color(attributes[.strikethroughColor])),
        kern: Self.finite(attributes[.kern]),
        baselineOffset: Self.finite(attributes[.baselineOffset]))
      if let attachment = attributes[.attachment] as? NSTextAttachment {
        runs += Self.split(
          run, at: text[from..<to], attachment: attachment, traits: traits)
      } else {
        runs.append(run)
      }
      if shadow == nil, let value = attributes[.shadow] as? NSShadow {
        let shade =
          color(value.shadowColor) ?? UIColor(white: 0, alpha: 1.0 / 3).cgColor
        shadow = Shadow(
          offset: value.shadowOffset, color: shade, blurRadius: Double(value.shadowBlurRadius))
      }
      byteOffset += bytes
      location = max(end, location + 1)
    }
    let style =
      (string.length > 0 ? string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) : nil)
      as? NSParagraphStyle ?? defaults.paragraphStyle
    var paragraph = Paragraph()
    if let values = style?.storedValues {
      paragraph.lineSpacing = Self.finite(values.lineSpacing)
      paragraph.lineHeightMultiple = Self.finite(values.lineHeightMultiple)
      paragraph.minimumLineHeight = Self.finite(values.minimumLineHeight)
      paragraph.maximumLineHeight = Self.finite(values.maximumLineHeight)
      paragraph.paragraphSpacing = Self.finite(values.paragraphSpacing)
      paragraph.paragraphSpacingBefore = Self.finite(values.paragraphSpacingBefore)
      paragraph.firstLineHeadIndent = Self.finite(values.firstLineHeadIndent)
      paragraph.headIndent = Self.finite(values.headIndent)
      paragraph.tailIndent = Self.finite(values.tailIndent)
    }
    self.init(runs: runs, paragraph: paragraph, shadow: shadow)
  }

  /// `run` (whose text is `text`) split so that each attachment character U+FFFC is a run of
  /// its own drawn as `attachment`, the other characters staying text.
  static func split(
    _ run: Run, at text: Substring, attachment: NSTextAttachment, traits: UITraitCollection
  ) -> [Run] {
    let bounds = attachment.layoutBounds
    let image = attachment.drawnImage
    let box = Attachment(
      width: Double(bounds.width), height: Double(bounds.height),
      baselineOffset: Double(bounds.minY), content: image?.content,
      tint: image?.templateColor(tint: run.color, templatesAutomatic: false, traits: traits))
    var pieces: [Run] = []
    var offset = run.range.lowerBound
    for scalar in text.unicodeScalars {
      let length = String(scalar).utf8.count
      let isAttachment = scalar.value == UInt32(NSTextAttachment.character)
      if isAttachment || pieces.last?.attachment != nil || pieces.isEmpty {
        var piece = run
        piece.range = offset..<(offset + length)
        piece.attachment = isAttachment ? box : nil
        pieces.append(piece)
      } else {
        let last = pieces.count - 1
        pieces[last].range = pieces[last].range.lowerBound..<(offset + length)
      }
      offset += length
    }
    return pieces
  }

  /// A number attribute's value (`NSNumber`, `CGFloat`, `Double`, `Int`), 0 when absent.
  static func number(_ value: Any?) -> Double {
    switch value {
    case let number as NSNumber: return number.doubleValue
    case let value as CGFloat: return Double(value)
    case let value as Double: return value
    case let value as Int: return Double(value)
    default: return 0
    }
  }

  /// A number attribute's value as ``number(_:)`` gives it, 0 when it is not a finite number:
  /// Core Text ignores a NaN or infinite `kern` or `baselineOffset` (the text is set as without
  /// it), and the renderer's text engine cannot take one (its units are 32-bit integers).
  static func finite(_ value: Any?) -> Double {
    let number = number(value)
    return number.isFinite ? number : 0
  }

  /// The line an underline or strikethrough style value asks for, `nil` for none.
  static func line(_ value: Any?, color: CGColor?) -> Line? {
    let raw: Int
    switch value {
    case let style as NSUnderlineStyle: raw = style.rawValue
    case let number as NSNumber: raw = number.intValue
    case let value as Int: raw = value
    default: return nil
    }
    switch raw & 0xFF {
    case 0: return nil
    case 0x02: return Line(style: .thick, color: color)
    case 0x09: return Line(style: .double, color: color)
    default: return Line(style: .single, color: color)
    }
  }
}
