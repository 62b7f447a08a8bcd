import Foundation

/// The openly licensed icon set that stands in for SF Symbols, which cannot be shipped:
/// Bootstrap Icons (MIT licence), as Debian's `bootstrap-icons` package installs it, one SVG
/// file of a 16 × 16 unit view box per icon in ``directory``. ``glyph(named:)`` reads one
/// icon's outline; ``SymbolNames`` says which icon draws which symbol name.
///
/// Why this set: its icons are filled outlines in one 16-unit box (what a template image needs:
/// an alpha to fill with the tint), they come in outline and `-fill` pairs named as SF Symbols'
/// `.fill` variants are (`heart`/`heart-fill`, `star`/`star-fill`, `bell`/`bell-fill`), and they
/// cover the symbols apps use most (chevrons, arrows, xmark, plus, trash, gear, person, share,
/// play, pause…); Debian packages it, so CI installs it like the fonts. Font Awesome 4.7 and
/// Material Design's icon fonts need a font rasterizer and lack most of the outline/fill pairs.
package enum SymbolIconSet {
  /// Where the Debian package puts the icons.
  package static let directory = "/usr/share/bootstrap-icons/svg"

  /// One icon's outline: filled paths in the 16 × 16 unit box, y down.
  package struct Glyph: Sendable, Equatable {
    /// A filled shape of the icon and its fill rule.
    package struct Shape: Sendable, Equatable {
      /// The outline, in icon units (0…16).
      package var elements: [PathElement]
      /// Whether the shape is filled with the even-odd rule (`fill-rule="evenodd"`), else
      /// non-zero winding (SVG's default).
      package var evenOdd: Bool
    }
    /// The shapes, in file order.
    package var shapes: [Shape]
  }

  /// The outline of the icon file `name` (a Bootstrap Icons name such as `heart-fill`), or
  /// `nil` when the set is not installed or has no such icon. Reads the file's `<path d>`,
  /// `<circle>` and `<rect>` elements (the only shapes the set uses).
  package static func glyph(named name: String) -> Glyph? {
    guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."),
      let data = FileManager.default.contents(atPath: "\(directory)/\(name).svg"),
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    var shapes: [Glyph.Shape] = []
    for element in elements(in: text) {
      let attributes = element.attributes
      let evenOdd = attributes["fill-rule"] == "evenodd"
      switch element.name {
      case "path":
        guard let d = attributes["d"] else { continue }
        shapes.append(Glyph.Shape(elements: SVGPathData.elements(of: d), evenOdd: evenOdd))
      case "circle":
        guard let cx = number(attributes["cx"]), let cy = number(attributes["cy"]),
          let r = number(attributes["r"])
        else { continue }
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
        shapes.append(Glyph.Shape(elements: path.elements, evenOdd: evenOdd))
      case "rect":
        guard let width = number(attributes["width"]), let height = number(attributes["height"])
        else { continue }
        let rect = CGRect(
          x: number(attributes["x"]) ?? 0, y: number(attributes["y"]) ?? 0, width: width,
          height: height)
        let radius = number(attributes["rx"]) ?? 0
        let path = CGMutablePath()
        if radius > 0 {
          path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
        } else {
          path.addRect(rect)
        }
        var outline = path.elements
        if let transform = attributes["transform"].flatMap(matrix) {
          outline = outline.map { $0.applying(transform) }
        }
        shapes.append(Glyph.Shape(elements: outline, evenOdd: evenOdd))
      default:
        continue
      }
    }
    return shapes.isEmpty ? nil : Glyph(shapes: shapes)
  }

  private static func number(_ text: String?) -> CGFloat? {
    text.flatMap { Double($0) }.map { CGFloat($0) }
  }

  /// `matrix(a b c d e f)`, the one transform the set uses.
  private static func matrix(_ text: String) -> CGAffineTransform? {
    guard text.hasPrefix("matrix("), text.hasSuffix(")") else { return nil }
    let n = text.dropFirst(7).dropLast().split { $0 == " " || $0 == "," }.compactMap {
      Double($0)
    }
    guard n.count == 6 else { return nil }
    return CGAffineTransform(
      a: CGFloat(n[0]), b: CGFloat(n[1]), c: CGFloat(n[2]), d: CGFloat(n[3]), tx: CGFloat(n[4]),
      ty: CGFloat(n[5]))
  }

  /// The start tags of `text` after the root `<svg>`, with their attributes (what SVG files of
  /// the set hold: no text content, no entities in attributes).
  private static func elements(in text: String) -> [(name: String, attributes: [String: String])] {
    var result: [(String, [String: String])] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<") {
      rest = rest[rest.index(after: open)...]
      guard let close = rest.firstIndex(of: ">") else { break }
      let tag = rest[..<close]
      rest = rest[rest.index(after: close)...]
      guard let first = tag.first, first.isLetter else { continue }
      let name = String(tag.prefix { $0.isLetter })
      guard name != "svg" else { continue }
      var attributes: [String: String] = [:]
      var scan = tag.dropFirst(name.count)
      while let equals = scan.firstIndex(of: "=") {
        let key = scan[..<equals].trimmingCharacters(in: .whitespaces)
        scan = scan[scan.index(after: equals)...]
        guard let quote = scan.first, quote == "\"" || quote == "'" else { break }
        scan = scan.dropFirst()
        guard let end = scan.firstIndex(of: quote) else { break }
        attributes[key] = String(scan[..<end])
        scan = scan[scan.index(after: end)...]
      }
      result.append((name, attributes))
    }
    return result
  }
}
