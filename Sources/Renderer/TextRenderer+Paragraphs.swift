import CCairo
import CPangoCairo
import Foundation
import GestureCore

// Paragraph spacing (`NSParagraphStyle.paragraphSpacing`, `paragraphSpacingBefore`): Pango has
// no space between paragraphs, so the lines of a layout are drawn one by one, each moved down
// by the gaps of the paragraph breaks above it.
extension TextRenderer {
  /// The space between two paragraphs of `paragraph`, points: the spacing after one plus the
  /// spacing before the next (TextKit adds both; neither before the first paragraph nor after
  /// the last). Negative or non-finite values count as 0.
  static func paragraphGap(_ paragraph: DisplayRichText.Paragraph) -> Double {
    func points(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    return points(paragraph.paragraphSpacing) + points(paragraph.paragraphSpacingBefore)
  }

  /// How far down each line of `layout` is moved, points: `gap` for each paragraph that starts
  /// at or above it after the first line.
  static func lineShifts(of layout: OpaquePointer, gap: Double) -> [Double] {
    let count = Int(pango_layout_get_line_count(layout))
    var shifts: [Double] = []
    shifts.reserveCapacity(count)
    var shift = 0.0
    for index in 0..<count {
      if index > 0, gap > 0, let line = pango_layout_get_line_readonly(layout, Int32(index)),
        line.pointee.is_paragraph_start != 0
      {
        shift += gap
      }
      shifts.append(shift)
    }
    return shifts
  }

  /// The height the paragraph gaps add to `layout`, points (the last line's shift).
  static func addedHeight(of layout: OpaquePointer, gap: Double) -> Double {
    gap > 0 ? lineShifts(of: layout, gap: gap).last ?? 0 : 0
  }

  /// Paints `layout` on `cr` with its top left at (`x`, `y`) in the current user space: in one
  /// call without a gap (`pango_cairo_show_layout`), else line by line at each line's
  /// baseline moved down by ``lineShifts(of:gap:)``, as Pango's own layout drawing places
  /// them.
  static func show(_ layout: OpaquePointer, on cr: OpaquePointer, x: Double, y: Double, gap: Double)
  {
    guard gap > 0 else {
      cairo_move_to(cr, x, y)
      pango_cairo_show_layout(cr, layout)
      return
    }
    let shifts = lineShifts(of: layout, gap: gap)
    guard let iter = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iter) }
    let scale = Double(PANGO_SCALE)
    var index = 0
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, nil, &logical)
      let baseline = Double(pango_layout_iter_get_baseline(iter)) / scale
      if let line = pango_layout_iter_get_line_readonly(iter), index < shifts.count {
        cairo_move_to(cr, x + Double(logical.x) / scale, y + baseline + shifts[index])
        pango_cairo_show_layout_line(cr, line)
      }
      index += 1
    } while pango_layout_iter_next_line(iter) != 0
  }

  /// The baseline of each line of `layout`, points from its top (Pango's, before the
  /// paragraph gaps).
  static func baselines(of layout: OpaquePointer) -> [Double] {
    guard let iter = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iter) }
    var result: [Double] = []
    repeat {
      result.append(Double(pango_layout_iter_get_baseline(iter)) / Double(PANGO_SCALE))
    } while pango_layout_iter_next_line(iter) != 0
    return result
  }

  /// The line of `layout` holding the UTF-8 byte `index`.
  static func line(of index: Int, in layout: OpaquePointer) -> Int {
    var line: Int32 = 0
    var x: Int32 = 0
    pango_layout_index_to_line_x(layout, Int32(index), 0, &line, &x)
    return Int(max(0, line))
  }
}
