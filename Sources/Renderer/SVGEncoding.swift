import CCairo
import Foundation

/// SVG output: a Cairo SVG surface streamed into memory, then made independent of the process's
/// history by renumbering ids. Axial and radial gradients become `<linearGradient>` and
/// `<radialGradient>` (an elliptical one through `gradientTransform`); a conic gradient, which
/// SVG has no element for, becomes an embedded PNG of its shape at the frame's pixel size
/// (Cairo's fallback image for its mesh pattern).
enum SVGEncoding {
  /// An SVG document `width`×`height` pixels (`cairo_svg_surface_set_document_unit(…, PX)`: the
  /// header says `width="750px"`, the viewBox is in pixels), drawn by `draw` on a fresh context
  /// whose CTM is the identity (one unit is one pixel), with ids normalised
  /// (``normalizingIDs(_:)``) unless `normalizesIDs` is false (tests look at Cairo's raw ids).
  ///
  /// - Throws: what `draw` throws, or ``RenderError/cairo(operation:status:)``.
  static func document(
    width: Int, height: Int, normalizesIDs: Bool = true, draw: (OpaquePointer) throws -> Void
  ) throws -> Data {
    let buffer = CairoByteBuffer()
    try withExtendedLifetime(buffer) {
      guard
        let surface = cairo_svg_surface_create_for_stream(
          CairoByteBuffer.write, buffer.closure, Double(width), Double(height))
      else { throw RenderError.cairo(operation: "creating the SVG surface", status: "NULL") }
      defer { cairo_surface_destroy(surface) }
      var status = cairo_surface_status(surface)
      guard status == CAIRO_STATUS_SUCCESS else {
        throw RenderError.cairo(
          operation: "creating the SVG surface", status: cairoStatusText(status))
      }
      cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
      // What SVG 1.1 cannot draw (a conic gradient's mesh pattern) Cairo embeds as a PNG
      // image; at 72 ppi one image pixel is one document pixel, the PNG frame's grid.
      cairo_surface_set_fallback_resolution(surface, 72, 72)
      guard let cr = cairo_create(surface) else {
        throw RenderError.cairo(operation: "creating the SVG context", status: "NULL")
      }
      do {
        defer { cairo_destroy(cr) }
        try draw(cr)
      }
      cairo_surface_finish(surface)
      status = cairo_surface_status(surface)
      guard status == CAIRO_STATUS_SUCCESS else {
        throw RenderError.cairo(operation: "writing SVG", status: cairoStatusText(status))
      }
    }
    let svg = Data(buffer.bytes)
    return normalizesIDs ? normalizingIDs(svg) : svg
  }

  /// `svg` with its numbered ids renumbered so that they do not depend on the process's history.
  ///
  /// Cairo names some elements from process-wide counters (`<g id="surface47">` for the 47th
  /// surface created in the process), so the same frame drawn after other frames gets other
  /// ids. An id is *numbered* when it is letters followed by digits, optionally followed by more
  /// (`surface47`, `clip1`, `glyph0-3`): its family is the letters, its number the first run of
  /// digits. Every family's numbers are replaced by 1, 2, 3… in order of first appearance in the
  /// file, counting definitions (`id="…"`) and references (`#…` in `xlink:href="#…"`,
  /// `url(#…)`) alike, and keeping what follows the number (`glyph0-3` → `glyph1-3`). Only
  /// families that are defined somewhere in the file are touched, and only right after `id="`
  /// or `#`.
  static func normalizingIDs(_ svg: Data) -> Data {
    let bytes = [UInt8](svg)
    let idPrefix = Array("id=\"".utf8)

    // Pass 1: which families are defined, with which numbers.
    var defined: [[UInt8]: Set<[UInt8]>] = [:]
    var i = 0
    while let start = find(idPrefix, in: bytes, from: i) {
      let nameStart = start + idPrefix.count
      if let token = numberedToken(in: bytes, at: nameStart) {
        defined[token.family, default: []].insert(token.number)
      }
      i = nameStart
    }
    guard !defined.isEmpty else { return svg }

    // Pass 2: renumber definitions and references in order of appearance.
    var mapping: [[UInt8]: [[UInt8]: [UInt8]]] = [:]
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    i = 0
    while i < bytes.count {
      let isIDValue = i >= idPrefix.count && bytes[(i - idPrefix.count)..<i].elementsEqual(idPrefix)
      let isReference = i > 0 && bytes[i - 1] == UInt8(ascii: "#")
      if isIDValue || isReference, let token = numberedToken(in: bytes, at: i),
        defined[token.family]?.contains(token.number) == true
      {
        var family = mapping[token.family, default: [:]]
        let renumbered: [UInt8]
        if let existing = family[token.number] {
          renumbered = existing
        } else {
          renumbered = Array(String(family.count + 1).utf8)
          family[token.number] = renumbered
          mapping[token.family] = family
        }
        output.append(contentsOf: token.family)
        output.append(contentsOf: renumbered)
        i += token.family.count + token.number.count
        continue
      }
      output.append(bytes[i])
      i += 1
    }
    return Data(output)
  }

  /// The first index at or after `from` where `needle` starts in `haystack`.
  private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
    guard let first = needle.first, haystack.count >= needle.count else { return nil }
    var i = from
    while i + needle.count <= haystack.count {
      if haystack[i] == first && haystack[i..<(i + needle.count)].elementsEqual(needle) {
        return i
      }
      i += 1
    }
    return nil
  }

  /// The letters and the digits that follow them at `index`, when there are both.
  private static func numberedToken(in bytes: [UInt8], at index: Int) -> (
    family: [UInt8], number: [UInt8]
  )? {
    func isLetter(_ b: UInt8) -> Bool {
      (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_")
    }
    func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    var i = index
    while i < bytes.count && isLetter(bytes[i]) { i += 1 }
    let familyEnd = i
    while i < bytes.count && isDigit(bytes[i]) { i += 1 }
    guard familyEnd > index, i > familyEnd else { return nil }
    return (Array(bytes[index..<familyEnd]), Array(bytes[familyEnd..<i]))
  }
}
