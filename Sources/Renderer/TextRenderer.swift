import CCairo
import CPangoCairo
import Foundation
import GestureCore
import StandardStreams

/// Draws ``GestureCore/DisplayText`` items with Pango, the way `UILabel` lays text out: in the
/// item's rectangle, horizontally aligned, wrapped at words (characters inside over-long words;
/// between any characters for `NSLineBreakMode.byCharWrapping`) unless `numberOfLines` is 1,
/// truncated with "…" at the end of the last line that fits (`byTruncatingTail`, UILabel's
/// default; at its start or middle for `byTruncatingHead`/`byTruncatingMiddle`), or cut after
/// the last line allowed without a mark (`byWordWrapping`, `byCharWrapping`, `byClipping`),
/// vertically centred, clipped to the rectangle. Paragraphs are drawn apart by their
/// paragraph spacing (``paragraphGap(_:)``); attachments are drawn by
/// ``drawAttachments(of:on:images:)`` after the text.
///
/// The face is the family's face that CSS weight matching picks for the font's weight, italic
/// (oblique) when asked (``FontSet/weight(for:family:)``).
///
/// Output is pinned: fonts come only from the owned ``FontSet``; glyphs are antialiased in gray
/// with no hinting and no hinted metrics, and glyph positions are not rounded, so layout scales
/// linearly with the device scale. Not thread-safe (Pango).
final class TextRenderer {
  /// The fonts.
  let fonts: FontSet
  /// A Pango context of ``fonts``' font map with the pinned font options and language; owned.
  let context: OpaquePointer
  /// Layouts kept across frames (``TextLayoutCache``).
  let layouts: TextLayoutCache
  /// Whether lines that cannot show all their text are cut before layout
  /// (``shownText(of:lineWidth:capsLines:)``); off only to check that the cut changes nothing.
  var capsLongLines = true

  /// Creates a text renderer over `fonts` that keeps at most `layoutCapacity` layouts and
  /// `layoutByteCapacity` bytes of their text across frames (``TextLayoutCache``).
  ///
  /// - Throws: ``RenderError/fontSetupFailed(reason:)`` when Pango cannot create a context.
  init(fonts: FontSet, layoutCapacity: Int = 8192, layoutByteCapacity: Int = 4 << 20) throws {
    self.fonts = fonts
    layouts = TextLayoutCache(capacity: layoutCapacity, byteCapacity: layoutByteCapacity)
    guard let context = pango_font_map_create_context(fonts.fontMap) else {
      throw RenderError.fontSetupFailed(reason: "pango_font_map_create_context returned NULL")
    }
    self.context = context
    TextRenderer.routeLibraryWarnings()
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
    pango_context_set_language(context, pango_language_from_string(fonts.configuration.language))
    pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(context))
  }

  /// Draws `text` on `cairo`. Nothing is drawn for empty strings, clear colours, empty
  /// rectangles, fonts of size ≤ 0 or non-invertible transforms. The context's state (CTM,
  /// clip, source) is restored afterwards.
  func draw(_ text: DisplayText, on cairo: CairoContext) {
    guard text.color.alpha > 0 else { return }
    let cr = cairo.cr
    cairo_save(cr)
    defer { cairo_restore(cr) }
    guard cairo.setTransform(text.transform) else { return }
    // The Pango context keeps the identity matrix on purpose (no pango_cairo_update_context):
    // with unhinted metrics the layout in points does not depend on the CTM, and Pango's
    // line-height estimate for `set_height` goes wrong under rotation. Cairo still rasterizes
    // the glyphs for the real CTM (its scaled font is chosen from the font matrix and the CTM).
    guard let laidOut = layout(for: text) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    let rect = laidOut.rect
    cairo_new_path(cr)
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(cr)
    let gap = laidOut.paragraphGap
    if let shadow = text.rich?.shadow, shadow.color.alpha > 0 {
      if shadow.blurRadius > 0, shadow.blurRadius.isFinite {
        drawBlurredShadow(shadow, of: laidOut, gap: gap, on: cairo)
      } else {
        // The text's shape moved by the offset, painted in the shadow's colour (sharp).
        cairo_push_group(cr)
        TextRenderer.show(
          laidOut.layout, on: cr, x: laidOut.left + shadow.offset.width,
          y: laidOut.top + shadow.offset.height, gap: gap)
        let shape = cairo_pop_group(cr)
        cairo.setSource(shadow.color)
        cairo_mask(cr, shape)
        cairo_pattern_destroy(shape)
      }
    }
    cairo.setSource(text.color)
    TextRenderer.show(laidOut.layout, on: cr, x: laidOut.left, y: laidOut.top, gap: gap)
  }

  /// A Pango layout of `text` ready to draw, with where it goes.
  struct LaidOut {
    /// The `PangoLayout`, owned by the caller (`g_object_unref`).
    var layout: OpaquePointer
    /// The text rectangle, standardized, in points.
    var rect: CGRect
    /// The y coordinate, in the text's points, at which the layout's top goes so that its lines
    /// are vertically centred in `rect` (or start at its top: ``GestureCore/DisplayText/alignsTop``).
    var top: Double
    /// The x coordinate, in the text's points, at which the layout's left edge goes.
    var left: Double
    /// How many lines are shown.
    var lineCount: Int
    /// Whether "…" replaced part of the text.
    var isTruncated: Bool
    /// The space between paragraphs, points (``paragraphGap(_:)``), 0 for plain text.
    var paragraphGap: Double = 0
  }

  /// Lays `text` out in its own points (the context's matrix stays the identity), or returns
  /// `nil` when there is nothing to draw. The layout comes from ``layouts`` when the same
  /// string, font, rectangle size, alignment and line limit were laid out before (only the
  /// rectangle's origin may differ); the returned layout carries a reference for the caller.
  func layout(for text: DisplayText) -> LaidOut? {
    let rect = text.rect.standardized
    let size = text.font.size
    guard !text.string.isEmpty, rect.width > 0, rect.height > 0, size > 0, size.isFinite,
      [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
    else { return nil }
    let key = TextLayoutCache.Key(
      string: text.string, font: text.font, width: Double(rect.width),
      height: Double(rect.height), alignment: text.alignment, numberOfLines: text.numberOfLines,
      wraps: text.wraps, truncation: text.truncation, justifies: text.justifies,
      breaksAtCharacters: text.breaksAtCharacters, rich: text.rich)
    guard let entry = layouts.entry(for: key, make: { makeLayout(for: text, in: rect) }) else {
      return nil
    }
    let free = text.alignsTop ? 0 : entry.centring
    return LaidOut(
      layout: entry.layout, rect: rect, top: Double(rect.minY) + free - entry.logicalY,
      left: Double(rect.minX) + entry.offsetX,
      lineCount: entry.lineCount, isTruncated: entry.isTruncated,
      paragraphGap: text.rich.map { TextRenderer.paragraphGap($0.paragraph) } ?? 0)
  }

  /// Lays `text` out in `rect` (standardized, finite, not empty) with a new `PangoLayout`.
  /// `nil` when nothing is left to draw.
  private func makeLayout(for text: DisplayText, in rect: CGRect) -> TextLayoutCache.Entry? {
    var lineWidth = Double(rect.width)
    var paragraphLeft = 0.0
    var indent = 0.0
    if let rich = text.rich {
      let frame = TextRenderer.paragraphFrame(rich.paragraph, width: lineWidth)
      (paragraphLeft, lineWidth, indent) = (frame.left, frame.width, frame.indent)
    }
    let (utf8, shownRich) = TextRenderer.shownText(
      of: text, lineWidth: lineWidth, capsLines: capsLongLines)
    guard !utf8.isEmpty, let layout = pango_layout_new(context) else { return nil }

    if let description = fontDescription(of: text.font) {
      pango_layout_set_font_description(layout, description)
      pango_font_description_free(description)
    }

    TextRenderer.setText(utf8, on: layout)
    if let rich = shownRich {
      applyRich(rich, to: layout, byteCount: utf8.count)
      if indent != 0 {
        pango_layout_set_indent(layout, TextRenderer.pangoUnits(indent))
      }
    }
    // Unwrapped text without truncation is laid out unbounded (Pango wraps any layout given
    // a width) and placed by its alignment afterwards; truncated unwrapped text keeps the
    // width, and Pango ellipsizes each paragraph to one line.
    let unbounded = !text.wraps && text.truncation == .none
    if !unbounded { pango_layout_set_width(layout, TextRenderer.pangoUnits(lineWidth)) }
    pango_layout_set_wrap(layout, text.breaksAtCharacters ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
    TextRenderer.withoutHyphens(layout, byteCount: utf8.count)
    pango_layout_set_alignment(layout, TextRenderer.pangoAlignment(text.alignment))
    if text.justifies { pango_layout_set_justify(layout, 1) }
    if !text.wraps, text.truncation != .none {
      pango_layout_set_ellipsize(layout, TextRenderer.pangoEllipsize(text.truncation))
    }

    // First pass without truncation: how many lines the text needs and how tall one is.
    let lineCount = Int(pango_layout_get_line_count(layout))
    var lineLogical = PangoRectangle()
    pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, 0), nil, &lineLogical)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let heightLimit = TextRenderer.pangoUnits(Double(rect.height))
    let maxLines = text.numberOfLines
    let tooManyLines = maxLines > 0 && lineCount > maxLines
    var markedByHand = false
    if text.wraps, text.truncation != .none, tooManyLines || logical.height > heightLimit {
      // Pango ends the layout on the line after which two more line heights no longer fit
      // into the height, so a limit of (n + ½) line heights keeps exactly n lines.
      var limit = heightLimit
      if maxLines > 0 {
        let lineHeight = Double(lineLogical.height)
        limit = min(limit, Int32(min(Double(Int32.max), (Double(maxLines) + 0.5) * lineHeight)))
      }
      pango_layout_set_ellipsize(layout, TextRenderer.pangoEllipsize(text.truncation))
      pango_layout_set_height(layout, max(0, limit))
      // Pango ellipsizes within a paragraph only: when the cut falls at a line break, the
      // paragraphs after it vanish without a mark. UILabel shows "…" there too.
      let count = pango_layout_get_line_count(layout)
      if pango_layout_is_ellipsized(layout) == 0, count > 0,
        let last = pango_layout_get_line_readonly(layout, count - 1)
      {
        let shownEnd = Int(last.pointee.start_index + last.pointee.length)
        if shownEnd < utf8.count {
          var shown = Array(utf8[..<shownEnd])
          while let byte = shown.last, byte == 0x0A || byte == 0x0D { shown.removeLast() }
          shown.append(contentsOf: "…".utf8)
          TextRenderer.setText(shown, on: layout)
          markedByHand = true
        }
      }
      pango_layout_get_extents(layout, nil, &logical)
    }
    if text.truncation == .none, tooManyLines,
      let last = pango_layout_get_line_readonly(layout, Int32(maxLines - 1))
    {
      // No mark (`byWordWrapping`, `byCharWrapping`, `byClipping`): the lines past the limit
      // are left out, and the shown ones are centred as a whole.
      var shown = Array(utf8[..<Int(last.pointee.start_index + last.pointee.length)])
      while let byte = shown.last, byte == 0x0A || byte == 0x0D { shown.removeLast() }
      TextRenderer.setText(shown, on: layout)
      pango_layout_get_extents(layout, nil, &logical)
    }
    let gap = text.rich.map { TextRenderer.paragraphGap($0.paragraph) } ?? 0
    let height =
      Double(logical.height) / Double(PANGO_SCALE)
      + TextRenderer.addedHeight(of: layout, gap: gap)
    var offsetX = paragraphLeft
    if unbounded {
      let free = lineWidth - Double(logical.width) / Double(PANGO_SCALE)
      switch text.alignment {
      case .center: offsetX += free / 2
      case .right: offsetX += free
      case .left, .natural: break
      }
    }
    return TextLayoutCache.Entry(
      layout: layout, centring: (Double(rect.height) - height) / 2, offsetX: offsetX,
      logicalY: Double(logical.y) / Double(PANGO_SCALE),
      lineCount: Int(pango_layout_get_line_count(layout)),
      isTruncated: markedByHand || pango_layout_is_ellipsized(layout) != 0)
  }

  /// How `text` is broken into lines, without drawing: the number of lines shown and whether
  /// "…" replaced part of it. `nil` when there is nothing to draw.
  func lineSummary(for text: DisplayText) -> (lineCount: Int, isTruncated: Bool)? {
    guard let laidOut = layout(for: text) else { return nil }
    g_object_unref(UnsafeMutableRawPointer(laidOut.layout))
    return (laidOut.lineCount, laidOut.isTruncated)
  }

  /// Sets the layout's text from UTF-8 bytes.
  private static func setText(_ utf8: [UInt8], on layout: OpaquePointer) {
    utf8.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        pango_layout_set_text(layout, $0.baseAddress, Int32($0.count))
      }
    }
  }

  /// Where Pango puts "…" for `truncation` (``DisplayText/Truncation/none`` never asks).
  static func pangoEllipsize(_ truncation: DisplayText.Truncation) -> PangoEllipsizeMode {
    switch truncation {
    case .head: return PANGO_ELLIPSIZE_START
    case .middle: return PANGO_ELLIPSIZE_MIDDLE
    case .tail, .none: return PANGO_ELLIPSIZE_END
    }
  }

  /// UIKit's `NSTextAlignment` as Pango's alignment; natural is left (the base direction is
  /// left-to-right; Pango mirrors it for right-to-left paragraphs).
  static func pangoAlignment(_ alignment: NSTextAlignment) -> PangoAlignment {
    switch alignment {
    case .left, .natural: return PANGO_ALIGN_LEFT
    case .center: return PANGO_ALIGN_CENTER
    case .right: return PANGO_ALIGN_RIGHT
    }
  }
}

extension TextRenderer {
  /// Sends the warnings of Pango and the GLib libraries under it to standard error as the
  /// tool's own lines (`warning: Pango: …`, control characters escaped), instead of GLib's
  /// default `(process:20483): Pango-WARNING **: 20:39:50.345: …`, which names the process and
  /// the wall-clock time: the same input then writes the same bytes. Debug and info messages
  /// are dropped, as GLib's default handler drops them.
  static func routeLibraryWarnings() {
    g_log_set_default_handler(
      { domain, level, message, _ in
        let shown =
          G_LOG_LEVEL_ERROR.rawValue | G_LOG_LEVEL_CRITICAL.rawValue
          | G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_MESSAGE.rawValue
        guard level.rawValue & shown != 0 else { return }
        let library = domain.map { String(cString: $0) } ?? "GLib"
        let text = message.map { String(cString: $0) } ?? ""
        StandardStreams.writeError("warning: \(library): \(VisibleText.escape(text))\n")
      }, nil)
  }
}
