import CCairo
import CPangoCairo
import Foundation
import GestureCore

// Inline images (`NSTextAttachment`): each attachment character is a Pango shape (an empty
// glyph with the attachment's box as its extents), so lines advance, wrap and grow around it
// as around a glyph, and measuring agrees with drawing; the images are painted afterwards
// where the shapes were laid out.
extension TextRenderer {
  /// The Pango shape attribute of `attachment`: its box with the bottom
  /// `attachment.baselineOffset` points above the baseline as the ink extents; the logical
  /// extents (what the line holds) are that box joined with the run's font's `ascent` above
  /// and `descent` below the baseline, points. `nil` for a box that is not finite.
  static func shapeAttribute(
    of attachment: DisplayRichText.Attachment, ascent: Double, descent: Double
  ) -> UnsafeMutablePointer<PangoAttribute>? {
    let width = max(0, attachment.width)
    let height = max(0, attachment.height)
    let top = -(attachment.baselineOffset + height)
    guard [width, height, top, ascent, descent].allSatisfy({ $0.isFinite && abs($0) < 100_000 })
    else { return nil }
    var ink = PangoRectangle(
      x: 0, y: TextRenderer.pangoUnits(top), width: TextRenderer.pangoUnits(width),
      height: TextRenderer.pangoUnits(height))
    let logicalTop = min(top, -ascent)
    let logicalBottom = max(top + height, descent)
    var logical = PangoRectangle(
      x: 0, y: TextRenderer.pangoUnits(logicalTop), width: TextRenderer.pangoUnits(width),
      height: TextRenderer.pangoUnits(logicalBottom - logicalTop))
    return pango_attr_shape_new(&ink, &logical)
  }

  /// An attachment of laid-out text placed for drawing.
  struct AttachmentPlacement {
    /// Where the image goes, in the text's points (before its transform).
    var rect: CGRect
    /// The text's rectangle, which clips it.
    var clip: CGRect
    /// The attachment.
    var attachment: DisplayRichText.Attachment
  }

  /// Where the attachments of `text` with an image are drawn: at the shape's x, its bottom
  /// `baselineOffset` above its line's baseline (raised further by the run's baseline offset,
  /// lowered by the paragraph gaps above), in the text's points. Attachments "…" replaced or
  /// lines past the limit cut are left out.
  func attachmentPlacements(of text: DisplayText) -> [AttachmentPlacement] {
    guard let rich = text.rich, rich.runs.contains(where: { $0.attachment?.content != nil }),
      let laidOut = layout(for: text)
    else { return [] }
    let layout = laidOut.layout
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let shown = TextRenderer.shapedIndices(of: layout)
    let baselines = TextRenderer.baselines(of: layout)
    let shifts = TextRenderer.lineShifts(of: layout, gap: laidOut.paragraphGap)
    let scale = Double(PANGO_SCALE)
    var placements: [AttachmentPlacement] = []
    // The runs over the text as laid out: control characters are left out of it (lines holding
    // attachments are not cut, ``shownText(of:lineWidth:capsLines:)``).
    let runs = TextRenderer.shownText(of: text, lineWidth: 0, capsLines: false).rich?.runs ?? []
    for run in runs {
      guard let attachment = run.attachment, attachment.content != nil,
        shown.contains(run.range.lowerBound)
      else { continue }
      var position = PangoRectangle()
      pango_layout_index_to_pos(layout, Int32(run.range.lowerBound), &position)
      let line = TextRenderer.line(of: run.range.lowerBound, in: layout)
      guard line < baselines.count, line < shifts.count else { continue }
      let x = Double(min(position.x, position.x + position.width)) / scale
      let bottom =
        baselines[line] + shifts[line] - attachment.baselineOffset - run.baselineOffset
      placements.append(
        AttachmentPlacement(
          rect: CGRect(
            x: laidOut.left + x, y: laidOut.top + bottom - attachment.height,
            width: attachment.width, height: attachment.height),
          clip: laidOut.rect, attachment: attachment))
    }
    return placements
  }

  /// The UTF-8 byte offsets of the characters `layout` shows as shapes (empty glyphs): an
  /// attachment "…" replaced is not among them.
  static func shapedIndices(of layout: OpaquePointer) -> Set<Int> {
    guard let iter = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iter) }
    // PANGO_GLYPH_EMPTY (a cast macro, not imported): the glyph of a shaped character.
    let emptyGlyph: PangoGlyph = 0x0FFF_FFFF
    var indices = Set<Int>()
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iter), let item = run.pointee.item,
        let glyphs = run.pointee.glyphs
      else { continue }
      let offset = Int(item.pointee.offset)
      for index in 0..<Int(glyphs.pointee.num_glyphs)
      where glyphs.pointee.glyphs[index].glyph == emptyGlyph {
        indices.insert(offset + Int(glyphs.pointee.log_clusters[index]))
      }
    } while pango_layout_iter_next_run(iter) != 0
    return indices
  }

  /// Draws the images of the attachments of `text` (``attachmentPlacements(of:)``) with
  /// `images`, clipped to the text's rectangle; a template image in its tint.
  ///
  /// - Throws: the errors of ``ImageRenderer/draw(_:on:)``.
  func drawAttachments(of text: DisplayText, on cairo: CairoContext, images: ImageRenderer)
    throws
  {
    for placement in attachmentPlacements(of: text) {
      guard let content = placement.attachment.content else { continue }
      let cr = cairo.cr
      cairo_save(cr)
      defer { cairo_restore(cr) }
      guard cairo.setTransform(text.transform) else { return }
      let clip = placement.clip
      cairo_new_path(cr)
      cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
      cairo_clip(cr)
      try images.draw(
        DisplayImage(
          id: text.id, transform: text.transform, rect: placement.rect, content: content,
          tint: placement.attachment.tint), on: cairo)
    }
  }
}
