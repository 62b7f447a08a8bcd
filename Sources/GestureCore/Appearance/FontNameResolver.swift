import Foundation

/// How `UIFont(name:size:)` reads a font name: which design of the pinned font set draws it,
/// its family name, weight and style.
///
/// A name is matched without case, spaces, hyphens or underscores against the families iOS
/// ships (PostScript names such as `HelveticaNeue-Bold`, `TimesNewRomanPS-BoldItalicMT`,
/// `Menlo-Regular`, and family names such as `Helvetica Neue`), the longest family first; what
/// follows the family is the style: `UltraLight`/`ExtraLight`, `Thin`/`Hairline`,
/// `SemiBold`/`DemiBold`, `ExtraBold`/`UltraBold`/`Heavy`, `Black`, `Bold`, `Light`, `Medium`
/// (checked in that order), else regular; `Italic` or `Oblique` make it italic.
///
/// Any other non-empty name is taken as a font the app bundles (registered through
/// `UIAppFonts` on a device): its family is the part before the first hyphen, its style is
/// read from the part after it, and it is drawn with the system stand-in, so a custom font
/// never makes a run fail. Working assumption: iOS returns `nil` for fonts it does not have;
/// here only the app's own fonts could be missing, and drawing them with a stand-in keeps code
/// that force-unwraps `UIFont(name:size:)!` running.
enum FontNameResolver {
  /// What a font name resolves to.
  struct Resolved: Equatable {
    var familyName: String
    var design: FontDesign
    var weight: UIFont.Weight
    var isItalic: Bool
  }

  /// The face a name asks for, or `nil` for an empty name.
  static func resolve(_ name: String) -> Resolved? {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return nil }
    let key = normalized(trimmed)
    if let family = knownFamilies.filter({ key.hasPrefix($0.key) }).max(by: {
      $0.key.count < $1.key.count
    }) {
      let style = String(key.dropFirst(family.key.count))
      return Resolved(
        familyName: family.name, design: family.design, weight: weight(in: style),
        isItalic: isItalic(style))
    }
    let parts = trimmed.split(separator: "-", maxSplits: 1).map(String.init)
    let style = parts.count > 1 ? normalized(parts[1]) : ""
    return Resolved(
      familyName: parts[0], design: .system, weight: weight(in: style), isItalic: isItalic(style))
  }

  /// Lower case, without spaces, hyphens and underscores.
  static func normalized(_ name: String) -> String {
    String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
  }

  /// The weight a style string names (normalized), regular when it names none.
  static func weight(in style: String) -> UIFont.Weight {
    let table: [([String], UIFont.Weight)] = [
      (["ultralight", "extralight"], .ultraLight), (["thin", "hairline"], .thin),
      (["semibold", "demibold", "demi"], .semibold),
      (["extrabold", "ultrabold", "heavy"], .heavy), (["black"], .black), (["bold"], .bold),
      (["light"], .light), (["medium"], .medium),
    ]
    for (words, weight) in table where words.contains(where: style.contains) { return weight }
    return .regular
  }

  /// Whether a style string (normalized) names an italic or oblique face.
  static func isItalic(_ style: String) -> Bool {
    style.contains("italic") || style.contains("oblique")
  }

  /// The font families of iOS, and the pinned set's own, by normalized name: what a name must
  /// start with to be recognised, the family's name and the design that draws it.
  static let knownFamilies: [(key: String, name: String, design: FontDesign)] = [
    ("helveticaneue", "Helvetica Neue", .system), ("helvetica", "Helvetica", .system),
    ("arial", "Arial", .system), ("avenirnextcondensed", "Avenir Next Condensed", .system),
    ("avenirnext", "Avenir Next", .system), ("avenir", "Avenir", .system),
    ("futura", "Futura", .system), ("gillsans", "Gill Sans", .system),
    ("optima", "Optima", .system), ("verdana", "Verdana", .system),
    ("trebuchetms", "Trebuchet MS", .system), ("dejavusans", "DejaVu Sans", .system),
    ("menlo", "Menlo", .monospaced), ("couriernew", "Courier New", .monospaced),
    ("courier", "Courier", .monospaced), ("sfmono", "SF Mono", .monospaced),
    ("dejavusansmono", "DejaVu Sans Mono", .monospaced),
    ("timesnewroman", "Times New Roman", .serif), ("georgia", "Georgia", .serif),
    ("baskerville", "Baskerville", .serif), ("palatino", "Palatino", .serif),
    ("didot", "Didot", .serif), ("hoeflertext", "Hoefler Text", .serif),
    ("charter", "Charter", .serif), ("cochin", "Cochin", .serif),
    ("iowanoldstyle", "Iowan Old Style", .serif),
    ("americantypewriter", "American Typewriter", .serif),
    ("bodonisvtytwo", "Bodoni 72", .serif), ("bodoni72", "Bodoni 72", .serif),
    ("newyork", "New York", .serif), ("dejavuserif", "DejaVu Serif", .serif),
  ]
}
