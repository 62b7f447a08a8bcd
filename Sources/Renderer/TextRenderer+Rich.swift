import CPangoCairo
import Foundation
import GestureCore

// Attributed text (`DisplayRichText`) on a Pango layout: one attribute list for the runs, the
// layout's spacing, indent and width for the paragraph.
extension TextRenderer {
  /// A new Pango font description of `font` (the caller frees it).
  func fontDescription(of font: DisplayFont) -> OpaquePointer? {
    guard let description = pango_font_description_new() else { return nil }
    let family = fonts.family(for: font)
    pango_font_description_set_family(description, family)
    pango_font_description_set_absolute_size(
      description, min(max(font.size, 0), DisplayFont.maximumDrawnSize) * Double(PANGO_SCALE))
    pango_font_description_set_weight(
      description, PangoWeight(UInt32(fonts.weight(for: font, family: family))))
    pango_font_description_set_style(
      description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_font_description_set_stretch(description, PANGO_STRETCH_NORMAL)
    return description
  }

  /// Where the lines of a paragraph go within a rectangle `width` points wide: the layout's
  /// left edge from the rectangle's (the lesser of the two head indents), its width, and
  /// Pango's indent of each paragraph's first line (negative: the other lines are indented,
  /// a hanging indent).
  static func paragraphFrame(_ paragraph: DisplayRichText.Paragraph, width: Double)
    -> (left: Double, width: Double, indent: Double)
  {
    let left = max(0, min(paragraph.firstLineHeadIndent, paragraph.headIndent))
    let end = paragraph.tailIndent > 0 ? paragraph.tailIndent : width + paragraph.tailIndent
    return (left, max(1, end - left), paragraph.firstLineHeadIndent - paragraph.headIndent)
  }

  /// Gives `layout` (whose text is `string`) the runs of `rich` as Pango attributes and its
  /// paragraph's line spacing and line height. Line heights: the first line's natural height
  /// (its tallest run) times `lineHeightMultiple` when set, clamped to
  /// `minimumLineHeight`…`maximumLineHeight` when set, for every line; Pango shares the extra
  /// space above and below the text (UIKit puts it above).
  func applyRich(_ rich: DisplayRichText, to layout: OpaquePointer, byteCount: Int) {
    guard let list = pango_attr_list_new() else { return }
    defer { pango_attr_list_unref(list) }
    func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>) {
      guard let attribute else { return }
      attribute.pointee.start_index = guint(min(range.lowerBound, byteCount))
      attribute.pointee.end_index = guint(min(range.upperBound, byteCount))
      pango_attr_list_insert(list, attribute)
    }
    func channel(_ value: Double) -> UInt16 { UInt16(max(0, min(1, value)) * 65535) }
    func alpha(_ color: CGColor) -> UInt16 { max(1, channel(Double(color.alpha))) }
    for run in rich.runs where !run.range.isEmpty {
      if let description = fontDescription(of: run.font) {
        insert(pango_attr_font_desc_new(description), run.range)
        pango_font_description_free(description)
      }
      let color = run.color
      insert(
        pango_attr_foreground_new(
          channel(Double(color.red)), channel(Double(color.green)), channel(Double(color.blue))),
        run.range)
      if color.alpha < 1 { insert(pango_attr_foreground_alpha_new(alpha(color)), run.range) }
      if let background = run.background, background.alpha > 0 {
        insert(
          pango_attr_background_new(
            channel(Double(background.red)), channel(Double(background.green)),
            channel(Double(background.blue))), run.range)
        if background.alpha < 1 {
          insert(pango_attr_background_alpha_new(alpha(background)), run.range)
        }
      }
      if let underline = run.underline {
        let style: PangoUnderline =
          underline.style == .double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE
        insert(pango_attr_underline_new(style), run.range)
        if let line = underline.color {
          insert(
            pango_attr_underline_color_new(
              channel(Double(line.red)), channel(Double(line.green)), channel(Double(line.blue))),
            run.range)
        }
      }
      if let strikethrough = run.strikethrough {
        insert(pango_attr_strikethrough_new(1), run.range)
        if let line = strikethrough.color {
          insert(
            pango_attr_strikethrough_color_new(
              channel(Double(line.red)), channel(Double(line.green)), channel(Double(line.blue))),
            run.range)
        }
      }
      if run.kern != 0, run.kern.isFinite {
        insert(pango_attr_letter_spacing_new(TextRenderer.pangoUnits(run.kern)), run.range)
      }
      if run.baselineOffset != 0, run.baselineOffset.isFinite {
        insert(pango_attr_rise_new(TextRenderer.pangoUnits(run.baselineOffset)), run.range)
      }
      if let attachment = run.attachment {
        // The line holds the run's font too, as TextKit's line of an attachment does.
        var ascent = 0.0
        var descent = 0.0
        if let description = fontDescription(of: run.font) {
          if let metrics = pango_context_get_metrics(context, description, nil) {
            ascent = Double(pango_font_metrics_get_ascent(metrics)) / Double(PANGO_SCALE)
            descent = Double(pango_font_metrics_get_descent(metrics)) / Double(PANGO_SCALE)
            pango_font_metrics_unref(metrics)
          }
          pango_font_description_free(description)
        }
        insert(
          TextRenderer.shapeAttribute(of: attachment, ascent: ascent, descent: descent),
          run.range)
      }
    }
    pango_layout_set_attributes(layout, list)
    let paragraph = rich.paragraph
    if paragraph.lineSpacing > 0, paragraph.lineSpacing.isFinite {
      pango_layout_set_spacing(layout, TextRenderer.pangoUnits(paragraph.lineSpacing))
    }
    let multiple = paragraph.lineHeightMultiple
    let minimum = paragraph.minimumLineHeight
    let maximum = paragraph.maximumLineHeight
    guard multiple > 0 || minimum > 0 || maximum > 0,
      let first = pango_layout_get_line_readonly(layout, 0)
    else { return }
    var logical = PangoRectangle()
    pango_layout_line_get_extents(first, nil, &logical)
    let natural = Double(logical.height) / Double(PANGO_SCALE)
    var height = multiple > 0 ? natural * multiple : natural
    if minimum > 0 { height = max(height, minimum) }
    if maximum > 0 { height = min(height, maximum) }
    guard height != natural, height.isFinite, height > 0 else { return }
    insert(
      pango_attr_line_height_new_absolute(TextRenderer.pangoUnits(height)), 0..<byteCount)
    pango_layout_set_attributes(layout, list)
  }
}

extension PangoTextMeasurer: RichTextMeasuring {
  /// The logical extents of `string` laid out with `rich` in a rectangle `maxWidth` wide (or
  /// unbounded), limited to `numberOfLines`, as ``TextRenderer`` draws it, plus the paragraph's
  /// leading indent and the space between paragraphs: points. Zero for empty text.
  package func size(
    of string: String, rich: DisplayRichText, numberOfLines: Int, maxWidth: CGFloat?
  ) -> CGSize {
    let unbounded = 100_000.0
    let width = maxWidth.map { max(1, Double($0)) } ?? unbounded
    let font = rich.runs.first?.font ?? DisplayFont(size: 17, isBold: false)
    let item = DisplayText(
      id: "", transform: .identity, rect: CGRect(x: 0, y: 0, width: width, height: unbounded),
      string: string, font: font, color: .black, alignment: .left,
      numberOfLines: numberOfLines, rich: rich)
    guard let laidOut = text.layout(for: item) else { return .zero }
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    var logical = PangoRectangle()
    pango_layout_get_extents(laidOut.layout, nil, &logical)
    let scale = Double(PANGO_SCALE)
    let left = TextRenderer.paragraphFrame(rich.paragraph, width: width).left
    return CGSize(
      width: Double(logical.x + logical.width) / scale + left,
      height: Double(logical.height) / scale
        + TextRenderer.addedHeight(of: laidOut.layout, gap: laidOut.paragraphGap))
  }
}

extension PangoTextMeasurer: TextCaretLocating {
  /// The strong cursor of Pango's layout at `byteIndex`, placed as the layout is drawn (with
  /// the paragraph's leading indent); zero for empty text.
  package func caretRect(
    in string: String, rich: DisplayRichText, maxWidth: CGFloat?, byteIndex: Int
  ) -> CGRect {
    let unbounded = 100_000.0
    let width = maxWidth.map { max(1, Double($0)) } ?? unbounded
    let font = rich.runs.first?.font ?? DisplayFont(size: 17, isBold: false)
    let item = DisplayText(
      id: "", transform: .identity, rect: CGRect(x: 0, y: 0, width: width, height: unbounded),
      string: string, font: font, color: .black, alignment: .left, numberOfLines: 0,
      rich: rich)
    guard let laidOut = text.layout(for: item) else { return .zero }
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    var logical = PangoRectangle()
    pango_layout_get_extents(laidOut.layout, nil, &logical)
    var strong = PangoRectangle()
    let index = Int32(
      TextRenderer.shownIndex(of: max(0, min(byteIndex, string.utf8.count)), in: string))
    pango_layout_get_cursor_pos(laidOut.layout, index, &strong, nil)
    let scale = Double(PANGO_SCALE)
    let shifts = TextRenderer.lineShifts(of: laidOut.layout, gap: laidOut.paragraphGap)
    let line = TextRenderer.line(of: Int(index), in: laidOut.layout)
    let shift = line < shifts.count ? shifts[line] : shifts.last ?? 0
    return CGRect(
      x: laidOut.left + Double(strong.x) / scale,
      y: Double(strong.y - logical.y) / scale + shift, width: 0,
      height: Double(strong.height) / scale)
  }
}

extension TextRenderer {
  /// Makes `layout` (of `byteCount` bytes of text) break a word too long for its line between
  /// characters without a hyphen, as UIKit's text does (`NSParagraphStyle.hyphenationFactor`
  /// is 0 unless set): Pango 1.44 and later insert a hyphen at such breaks by default.
  static func withoutHyphens(_ layout: OpaquePointer, byteCount: Int) {
    let list = pango_layout_get_attributes(layout).flatMap { pango_attr_list_copy($0) }
    guard let list = list ?? pango_attr_list_new(),
      let attribute = pango_attr_insert_hyphens_new(0)
    else { return }
    defer { pango_attr_list_unref(list) }
    attribute.pointee.start_index = 0
    attribute.pointee.end_index = guint(byteCount)
    pango_attr_list_insert(list, attribute)
    pango_layout_set_attributes(layout, list)
  }
}
