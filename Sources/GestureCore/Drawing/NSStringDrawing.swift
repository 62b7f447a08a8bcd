import Foundation

/// How ``Swift/String/boundingRect(with:options:attributes:context:)`` lays text out
/// (`NSStringDrawingOptions`, UIKit's raw values).
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lines wrap at the given width and the rectangle's origin is the first line's top left
  /// (`usesLineFragmentOrigin`); without it the text is one line and the origin its baseline.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Line spacing includes the font's leading (`usesFontLeading`); the pinned fonts' line
  /// height already does.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
}

/// What a bounding-rect measurement reports back (`NSStringDrawingContext`).
open class NSStringDrawingContext {
  /// The scale the text was drawn at (`actualScaleFactor`): 1, as text is never shrunk here
  /// (`minimumScaleFactor` is not offered).
  open private(set) var actualScaleFactor: CGFloat = 1
  /// The rectangle the last measurement gave (`totalBounds`).
  open internal(set) var totalBounds: CGRect = .zero
  /// A context with the defaults (`init()`).
  public init() {}
}

/// The font, colour and alignment of text drawn with UIKit's string drawing, from its
/// attributes: ``NSAttributedString/Key/font`` (a `UIFont`, 12-point system font when absent,
/// as UIKit draws), ``NSAttributedString/Key/foregroundColor`` (a `UIColor`, black), and the
/// ``NSParagraphStyle``'s alignment. Other attributes are not drawn.
struct StringDrawingStyle {
  var font: UIFont
  var color: UIColor
  var alignment: NSTextAlignment
  /// The runs of an attributed string (`NSAttributedString.draw(at:)` and its kin), or `nil`.
  var rich: DisplayRichText?

  init(_ attributes: [NSAttributedString.Key: Any]?) {
    font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
    color = attributes?[.foregroundColor] as? UIColor ?? .black
    alignment = (attributes?[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
  }
}

/// UIKit's string drawing (`NSStringDrawing`) on the scene's text measurer, which lays text out
/// as `UILabel` draws it (Pango with the pinned fonts). Outside a scene there is no measurer:
/// sizes are zero and nothing is drawn, and a scene without one records `graphics.unsupported`.
@preconcurrency @MainActor
enum StringDrawing {
  /// Whether a UTF-16 unit breaks a line (line feed, vertical tab, form feed, carriage return,
  /// next line, line and paragraph separators).
  static func breaksLine(_ unit: UInt16) -> Bool {
    (0x0A...0x0D).contains(unit) || unit == 0x85 || unit == 0x2028 || unit == 0x2029
  }

  /// `string` on one line: each line-breaking unit a space, so every length stays.
  static func oneLine(_ string: String) -> String {
    String(decoding: string.utf16.map { breaksLine($0) ? 0x20 : $0 }, as: UTF16.self)
  }

  /// The scene's measurer, or `nil` after recording why text cannot be measured or drawn.
  private static func measurer(for call: String) -> (any TextMeasuring)? {
    if let measurer = SimulationContext.textMeasurer?.measurer { return measurer }
    SimulationContext.eventLog?.record(
      "graphics.unsupported", view: nil,
      detail: "\(call): no fonts to lay the text out with (the scene has no text measurer); "
        + "nothing is measured or drawn")
    return nil
  }

  /// The size of `string` laid out as `style` says, wrapped at `width` when given; zero
  /// without a measurer.
  static func size(of string: String, _ style: StringDrawingStyle, width: CGFloat?, call: String)
    -> CGSize
  {
    guard !string.isEmpty, let measurer = measurer(for: call) else { return .zero }
    return measurer.measure(
      string, rich: style.rich, font: style.font.displayFont, numberOfLines: 0, maxWidth: width)
  }

  /// The rectangle `boundingRect(with:options:attributes:context:)` gives.
  static func boundingRect(
    of string: String, size: CGSize, options: NSStringDrawingOptions, _ style: StringDrawingStyle,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let call = "boundingRect(with:options:attributes:context:)"
    let rect: CGRect
    if options.contains(.usesLineFragmentOrigin) {
      let width = size.width.isFinite && size.width > 0 ? size.width : nil
      rect = CGRect(origin: .zero, size: Self.size(of: string, style, width: width, call: call))
    } else {
      // One line: line breaks are laid out as spaces, and the origin is the baseline.
      // Attributed runs are byte ranges: only one-byte breaks become spaces then.
      let line =
        style.rich == nil
        ? string.map { $0.isNewline ? " " : String($0) }.joined()
        : String(decoding: string.utf8.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }, as: UTF8.self)
      let measured = Self.size(of: line, style, width: nil, call: call)
      let ascent =
        (SimulationContext.textMeasurer?.measurer as? TextDrawing)?.ascent(
          of: style.font.displayFont) ?? 0
      rect = CGRect(x: 0, y: -ascent, width: measured.width, height: measured.height)
    }
    context?.totalBounds = rect
    return rect
  }

  /// Draws `string` into the current context, its first line's top left at `origin`, wrapped
  /// to `rect`'s width and clipped to it when given.
  static func draw(
    _ string: String, _ style: StringDrawingStyle, at origin: CGPoint, in rect: CGRect?,
    call: String
  ) {
    guard !string.isEmpty, let context = UIGraphicsGetCurrentContext(),
      let measurer = measurer(for: call)
    else { return }
    guard let drawer = measurer as? TextDrawing else {
      SimulationContext.eventLog?.record(
        "graphics.unsupported", view: nil,
        detail: "\(call): the scene's text measurer cannot draw; nothing is drawn")
      return
    }
    let standardized = rect?.standardized
    drawer.draw(
      string, font: style.font.displayFont,
      color: style.color.resolvedColor(with: .current).cgColor,
      alignment: rect == nil ? .left : style.alignment, at: standardized?.origin ?? origin,
      width: standardized?.width, clip: standardized, rich: style.rich, in: context)
  }
}

extension String {
  /// Draws the string in the current context with its first line's top left at `point`, one
  /// line per paragraph, in the attributes' font and colour (`draw(at:withAttributes:)`);
  /// nothing without a current context.
  @preconcurrency @MainActor
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(
      self, StringDrawingStyle(attrs), at: point, in: nil, call: "draw(at:withAttributes:)")
  }

  /// Draws the string wrapped at words to `rect`'s width from its top, aligned by the paragraph
  /// style, cut off at `rect`'s edges (`draw(in:withAttributes:)`).
  @preconcurrency @MainActor
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(
      self, StringDrawingStyle(attrs), at: rect.origin, in: rect, call: "draw(in:withAttributes:)")
  }

  /// Draws the string in `rect` as ``boundingRect(with:options:attributes:context:)`` lays it
  /// out (`draw(with:options:attributes:context:)`): with `.usesLineFragmentOrigin`, wrapped
  /// at words to the rectangle's width from its top left and cut off at its edges, as
  /// ``draw(in:withAttributes:)``; without it, on one line (line breaks drawn as spaces) whose
  /// baseline is at the rectangle's origin, its height ignored (Apple: "the operation is
  /// considered single-line rendering").
  @preconcurrency @MainActor
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
  ) {
    if options.contains(.usesLineFragmentOrigin) {
      StringDrawing.draw(
        self, StringDrawingStyle(attributes), at: rect.origin, in: rect,
        call: "draw(with:options:attributes:context:)")
      return
    }
    let line = StringDrawing.oneLine(self)
    let bounds = line.boundingRect(
      with: rect.size, options: [], attributes: attributes, context: nil)
    StringDrawing.draw(
      line, StringDrawingStyle(attributes), at: CGPoint(x: rect.minX, y: rect.minY + bounds.minY),
      in: nil, call: "draw(with:options:attributes:context:)")
  }

  /// The size the string takes drawn at a point (`size(withAttributes:)`): the widest line's
  /// advance by the lines' height, points, not rounded (as UIKit; round up to place views).
  @preconcurrency @MainActor
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringDrawing.size(
      of: self, StringDrawingStyle(attrs), width: nil, call: "size(withAttributes:)")
  }

  /// The rectangle the string takes laid out in `size` (`boundingRect(with:options:attributes:
  /// context:)`): with `.usesLineFragmentOrigin`, wrapped at words to `size.width`, origin the
  /// first line's top left and height all the lines' (not limited by `size.height`); without
  /// it, one line whose origin is the baseline (y is minus the ascent). Not rounded.
  @preconcurrency @MainActor
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
  ) -> CGRect {
    StringDrawing.boundingRect(
      of: self, size: size, options: options, StringDrawingStyle(attributes), context: context)
  }
}

extension NSString {
  /// Draws the string at `point` (`draw(at:withAttributes:)`); see `String`'s.
  @preconcurrency @MainActor
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    String(self).draw(at: point, withAttributes: attrs)
  }

  /// Draws the string wrapped in `rect` (`draw(in:withAttributes:)`); see `String`'s.
  @preconcurrency @MainActor
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    String(self).draw(in: rect, withAttributes: attrs)
  }

  /// Draws the string in `rect` as its bounding rectangle lays it out
  /// (`draw(with:options:attributes:context:)`); see `String`'s.
  @preconcurrency @MainActor
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
  ) {
    String(self).draw(with: rect, options: options, attributes: attributes, context: context)
  }

  /// The size the string takes drawn at a point (`size(withAttributes:)`).
  @preconcurrency @MainActor
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    String(self).size(withAttributes: attrs)
  }

  /// The rectangle the string takes in `size`
  /// (`boundingRect(with:options:attributes:context:)`); see `String`'s.
  @preconcurrency @MainActor
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
  ) -> CGRect {
    String(self).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }
}

extension NSAttributedString {
  /// The string and how it is drawn: its runs (``DisplayRichText``; a run without a font is
  /// drawn in the 12-point system font, without a colour in black, as UIKit's string drawing),
  /// aligned by the first character's paragraph style. One-line layout (no
  /// `.usesLineFragmentOrigin`) lays line breaks out as spaces, which keeps every run's length.
  @preconcurrency @MainActor
  private func drawingStyle(call: String) -> (String, StringDrawingStyle) {
    guard length > 0 else { return ("", StringDrawingStyle(nil)) }
    var style = StringDrawingStyle(attributes(at: 0, effectiveRange: nil))
    style.rich = DisplayRichText(
      self,
      defaults: TextDefaults(font: .systemFont(ofSize: 12), color: .black, paragraphStyle: nil),
      traits: .current)
    return (string, style)
  }

  /// Draws the string with its first line's top left at `point` (`draw(at:)`).
  @preconcurrency @MainActor
  public func draw(at point: CGPoint) {
    let (text, style) = drawingStyle(call: "draw(at:)")
    StringDrawing.draw(text, style, at: point, in: nil, call: "NSAttributedString.draw(at:)")
  }

  /// Draws the string wrapped to `rect`'s width, cut off at its edges (`draw(in:)`).
  @preconcurrency @MainActor
  public func draw(in rect: CGRect) {
    let (text, style) = drawingStyle(call: "draw(in:)")
    StringDrawing.draw(text, style, at: rect.origin, in: rect, call: "NSAttributedString.draw(in:)")
  }

  /// Draws the string in `rect` as ``boundingRect(with:options:context:)`` lays it out
  /// (`draw(with:options:context:)`): with `.usesLineFragmentOrigin` wrapped in the
  /// rectangle as ``draw(in:)``; without it on one line whose baseline is at the rectangle's
  /// origin (see `String`'s `draw(with:options:attributes:context:)`).
  @preconcurrency @MainActor
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) {
    if options.contains(.usesLineFragmentOrigin) {
      let (text, style) = drawingStyle(call: "draw(with:options:context:)")
      StringDrawing.draw(
        text, style, at: rect.origin, in: rect,
        call: "NSAttributedString.draw(with:options:context:)")
      return
    }
    let line = NSMutableAttributedString(attributedString: self)
    for (offset, unit) in string.utf16.enumerated() where StringDrawing.breaksLine(unit) {
      line.replaceCharacters(in: NSRange(location: offset, length: 1), with: " ")
    }
    let bounds = line.boundingRect(with: rect.size, options: [], context: nil)
    let (text, style) = line.drawingStyle(call: "draw(with:options:context:)")
    StringDrawing.draw(
      text, style, at: CGPoint(x: rect.minX, y: rect.minY + bounds.minY), in: nil,
      call: "NSAttributedString.draw(with:options:context:)")
  }

  /// The size the string takes drawn at a point (`size()`).
  @preconcurrency @MainActor
  public func size() -> CGSize {
    let (text, style) = drawingStyle(call: "size()")
    return StringDrawing.size(of: text, style, width: nil, call: "NSAttributedString.size()")
  }

  /// The rectangle the string takes in `size` (`boundingRect(with:options:context:)`); see
  /// `String`'s `boundingRect(with:options:attributes:context:)`.
  @preconcurrency @MainActor
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let (text, style) = drawingStyle(call: "boundingRect(with:options:context:)")
    return StringDrawing.boundingRect(
      of: text, size: size, options: options, style, context: context)
  }
}
