import Foundation

/// A layer that draws a string, Core Animation's `CATextLayer`: the text is laid out and drawn
/// by the same path as `UILabel`'s (Pango with the pinned fonts, `DisplayText`), from the top
/// left of the bounds, above the layer's background and below its sublayers, clipped to the
/// bounds (Core Animation draws it into the layer's backing store, the size of the bounds).
///
/// Defaults are Core Animation's (Apple, CATextLayer): `fontSize` 36, Helvetica,
/// `foregroundColor` opaque white, not wrapped, no truncation, natural alignment.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
  /// The text (`string`, default `nil`): a `String` (or `NSString`) or an `NSAttributedString`.
  /// An attributed string's characters are drawn in the layer's ``font``, ``fontSize`` and
  /// ``foregroundColor``: its attributes are not modelled, and setting one that has any records
  /// a `textLayer.attributesIgnored` timeline event. Anything else draws nothing.
  public var string: Any? {
    didSet {
      if let attributed = string as? NSAttributedString, hasAttributes(attributed) {
        SimulationContext.eventLog?.record(
          "textLayer.attributesIgnored", view: nil,
          detail:
            "CATextLayer draws an attributed string's characters in the layer's font, "
            + "fontSize and foregroundColor; its attributes are not drawn")
      }
      displayDidChange()
    }
  }
  /// The font (`font`, a `CFTypeRef` on iOS, default `nil`: Helvetica): a `UIFont`, a
  /// ``CGFont``, or a font name as a `String` (`NSString`, `CFString`), resolved as
  /// `UIFont(name:size:)` resolves it. As Apple documents, the font's own size is ignored:
  /// ``fontSize`` is drawn. `CTFont` is not modelled; anything else draws Helvetica.
  public var font: Any? {
    didSet { displayDidChange() }
  }
  /// The font size, points (`fontSize`, default 36).
  public var fontSize: CGFloat = 36 {
    didSet { displayDidChange() }
  }
  /// The text colour (`foregroundColor`, default opaque white); `nil` draws no text.
  public var foregroundColor: CGColor? = .white {
    didSet { displayDidChange() }
  }
  /// Whether the text wraps at the bounds' width (`isWrapped`, default false: one line per
  /// paragraph, cut by the bounds).
  public var isWrapped = false {
    didSet { displayDidChange() }
  }
  /// Where text that does not fit is cut with "…" (`truncationMode`, default `.none`: cut by
  /// the bounds without a mark).
  public var truncationMode: CATextLayerTruncationMode = .none {
    didSet { displayDidChange() }
  }
  /// The horizontal alignment in the bounds (`alignmentMode`, default `.natural`: left for
  /// left-to-right text).
  public var alignmentMode: CATextLayerAlignmentMode = .natural {
    didSet { displayDidChange() }
  }
  /// Whether glyphs are quantized to whole pixels (`allowsFontSubpixelQuantization`, default
  /// false); kept and read back: glyph positions here are never rounded.
  public var allowsFontSubpixelQuantization = false

  /// A text layer with Core Animation's defaults (`init()`).
  public required init() {
    super.init()
  }

  /// Whether any character of `attributed` has attributes.
  private func hasAttributes(_ attributed: NSAttributedString) -> Bool {
    guard attributed.length > 0 else { return false }
    var found = false
    attributed.enumerateAttributes(
      in: NSRange(location: 0, length: attributed.length), options: []
    ) { attributes, _, stop in
      if !attributes.isEmpty {
        found = true
        stop.pointee = true
      }
    }
    return found
  }

  /// The characters drawn: the string, or an attributed string's characters.
  var drawnString: String? {
    switch string {
    case let text as String: return text
    case let attributed as NSAttributedString: return attributed.string
    case let text as NSString: return text as String
    default: return nil
    }
  }

  /// The font drawn: ``font`` resolved, at ``fontSize``.
  var drawnFont: DisplayFont {
    let size = fontSize
    let base: UIFont?
    switch font {
    case let uiFont as UIFont: base = uiFont.withSize(size)
    case let cgFont as CGFont: base = cgFont.font(ofSize: size)
    case let name as String: base = UIFont(name: name, size: size)
    case let name as NSString: base = UIFont(name: name as String, size: size)
    default: base = nil
    }
    return (base ?? UIFont(name: "Helvetica", size: size) ?? .systemFont(ofSize: size))
      .displayFont
  }
}

/// How a `CATextLayer` aligns its text (`CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Sendable, Hashable {
  /// The mode's name.
  public let rawValue: String
  /// A mode of the given name; other names draw natural.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The script's natural side: left for left-to-right text (`natural`, the default).
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// Left edge (`left`).
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// Right edge (`right`).
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// Centred (`center`).
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// Both edges, the last line of each paragraph natural (`justified`).
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a `CATextLayer` cuts text that does not fit (`CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Sendable, Hashable {
  /// The mode's name.
  public let rawValue: String
  /// A mode of the given name; other names do not truncate.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// No "…": the text is cut by the bounds (`none`, the default).
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  /// "…" at the start of the line (`start`).
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  /// "…" at the end of the line (`end`).
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  /// "…" in the middle of the line (`middle`).
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
