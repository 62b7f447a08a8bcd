import CPangoCairo
import Foundation
import GestureCore

/// The pinned fonts of one renderer: a private fontconfig configuration built only from
/// ``FontConfiguration/directories`` (`FcConfigCreate` + `FcConfigAppFontAddDir`, no system
/// `fonts.conf`), attached to a Pango font map of its own (`pango_fc_font_map_set_config`).
///
/// Not thread-safe: Pango font maps must stay on one thread, so each ``FrameRenderer`` owns one.
final class FontSet {
  /// What this set was built from.
  let configuration: FontConfiguration
  /// The Pango font map (a `PangoCairoFcFontMap`), owned: unreferenced in `deinit`.
  let fontMap: UnsafeMutablePointer<PangoFontMap>
  /// Lower-cased family name → the family's own spelling, for every family in the set.
  private let families: [String: String]
  /// Lower-cased family name → the faces of that family: OpenType weight class and whether the
  /// face is italic or oblique.
  private let faces: [String: [Face]]

  /// One face of a family: its weight class (100…900, DejaVu Sans Book is 400) and slant.
  struct Face: Equatable {
    var weight: Int
    var isSlanted: Bool
  }

  /// Loads the fonts.
  ///
  /// - Throws: ``RenderError/fontsMissing(directory:package:)`` when a directory does not exist
  ///   or holds no font (a file: is not a font), ``RenderError/fontFamilyMissing(family:directories:)`` when the system
  ///   family is not among the fonts, ``RenderError/fontSetupFailed(reason:)`` when fontconfig or
  ///   Pango refuse.
  init(_ configuration: FontConfiguration) throws {
    self.configuration = configuration
    guard let config = FcConfigCreate() else {
      throw RenderError.fontSetupFailed(reason: "FcConfigCreate returned NULL")
    }
    defer { FcConfigDestroy(config) }
    // Only cache locations, no fonts and no rules: without a cache directory fontconfig scans
    // every font file on each start and prints "No writable cache directories" to stderr.
    // Caches are keyed by the directory's path and modification time, so they never change
    // which fonts are found.
    let loaded = FontSet.cacheConfiguration.withCString { xml in
      FcConfigParseAndLoadFromMemory(
        config, UnsafeRawPointer(xml).assumingMemoryBound(to: FcChar8.self), 1)
    }
    guard loaded != 0 else {
      throw RenderError.fontSetupFailed(reason: "fontconfig rejected the cache configuration")
    }
    for directory in configuration.directories {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory)
      else {
        throw RenderError.fontsMissing(directory: directory.path, package: directory.package)
      }
      let before = FontSet.fontCount(config)
      let added = directory.path.withCString { path in
        let name = UnsafeRawPointer(path).assumingMemoryBound(to: FcChar8.self)
        return isDirectory.boolValue
          ? FcConfigAppFontAddDir(config, name) : FcConfigAppFontAddFile(config, name)
      }
      guard added != 0, FontSet.fontCount(config) > before else {
        throw RenderError.fontsMissing(directory: directory.path, package: directory.package)
      }
    }
    let (families, faces) = FontSet.familyNames(config)
    guard families[configuration.systemFamily.lowercased()] != nil else {
      throw RenderError.fontFamilyMissing(
        family: configuration.systemFamily, directories: configuration.directories.map(\.path))
    }
    self.families = families
    self.faces = faces

    guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
      throw RenderError.fontSetupFailed(
        reason: "pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) returned NULL")
    }
    // A PangoCairoFcFontMap is a PangoFcFontMap: the C cast macro is a pointer reinterpretation.
    pango_fc_font_map_set_config(OpaquePointer(map), config)
    self.fontMap = map
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(fontMap))
  }

  /// The family to ask Pango for: the system family for ``DisplayFont/systemFamily`` and for
  /// families the set does not have (so a request for "Helvetica" never reaches the machine's
  /// fonts), the configured serif or monospaced family for ``DisplayFont/serifFamily`` and
  /// ``DisplayFont/monospacedFamily`` (the system family when the set lacks it), the set's own
  /// spelling otherwise (matching ignores case).
  func family(for descriptor: DisplayFont) -> String {
    let requested: String
    switch descriptor.family {
    case DisplayFont.systemFamily: return configuration.systemFamily
    case DisplayFont.serifFamily: requested = configuration.serifFamily
    case DisplayFont.monospacedFamily: requested = configuration.monospacedFamily
    default: requested = descriptor.family
    }
    return families[requested.lowercased()] ?? configuration.systemFamily
  }

  /// The weight class to ask Pango for, so that fontconfig picks exactly the face CSS would:
  /// among `family`'s faces of the requested slant (all faces when it has none), the one the
  /// CSS Fonts Level 4 weight matching rule chooses for ``DisplayFont/cssWeight``
  /// (``DisplayFont`` documents the rule and what it gives for DejaVu).
  func weight(for descriptor: DisplayFont, family: String) -> Int {
    let desired = descriptor.cssWeight
    let all = faces[family.lowercased()] ?? []
    let styled = all.filter { $0.isSlanted == descriptor.isItalic }
    let available = Set((styled.isEmpty ? all : styled).map(\.weight))
    return FontSet.matchWeight(desired, in: available) ?? desired
  }

  /// CSS Fonts Level 4 font-weight matching: the exact weight; for a desired weight of
  /// 400…500 the heavier weights up to 500 ascending, then the lighter descending, then those
  /// above 500 ascending; below 400 the lighter weights descending, then the heavier ascending;
  /// above 500 the heavier ascending, then the lighter descending. `nil` when `available` is
  /// empty.
  static func matchWeight(_ desired: Int, in available: Set<Int>) -> Int? {
    if available.contains(desired) { return desired }
    let lighter = available.filter { $0 < desired }.sorted(by: >)
    let heavier = available.filter { $0 > desired }.sorted()
    if (400...500).contains(desired) {
      let upTo500 = heavier.filter { $0 <= 500 }
      return upTo500.first ?? lighter.first ?? heavier.first
    }
    if desired < 400 { return lighter.first ?? heavier.first }
    return heavier.first ?? lighter.first
  }

  /// The private configuration's only content: the system cache (Debian's `fc-cache` fills
  /// it) and the user's (`$XDG_CACHE_HOME/fontconfig`, written when the system one is stale).
  private static let cacheConfiguration = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <cachedir>/var/cache/fontconfig</cachedir>
      <cachedir prefix="xdg">fontconfig</cachedir>
    </fontconfig>
    """

  private static func fontCount(_ config: OpaquePointer) -> Int32 {
    FcConfigGetFonts(config, FcSetApplication)?.pointee.nfont ?? 0
  }

  private static func familyNames(_ config: OpaquePointer) -> (
    names: [String: String], faces: [String: [Face]]
  ) {
    var result: [String: String] = [:]
    var faces: [String: [Face]] = [:]
    guard let set = FcConfigGetFonts(config, FcSetApplication)?.pointee, let fonts = set.fonts
    else { return (result, faces) }
    for i in 0..<Int(set.nfont) {
      guard let pattern = fonts[i] else { continue }
      let face = Face(weight: weightClass(of: pattern), isSlanted: isSlanted(pattern))
      var n: Int32 = 0
      var value: UnsafeMutablePointer<FcChar8>?
      while FcPatternGetString(pattern, FC_FAMILY, n, &value) == FcResultMatch, let value {
        let name = String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
        if result[name.lowercased()] == nil { result[name.lowercased()] = name }
        faces[name.lowercased(), default: []].append(face)
        n += 1
      }
    }
    return (result, faces)
  }

  /// The OpenType weight class (400 regular, 700 bold) of a font pattern, from fontconfig's
  /// own weight scale.
  private static func weightClass(of pattern: OpaquePointer) -> Int {
    var integer: Int32 = 0
    if FcPatternGetInteger(pattern, FC_WEIGHT, 0, &integer) == FcResultMatch {
      return Int(FcWeightToOpenType(integer))
    }
    var double = 0.0
    if FcPatternGetDouble(pattern, FC_WEIGHT, 0, &double) == FcResultMatch {
      return Int(FcWeightToOpenTypeDouble(double).rounded())
    }
    return 400
  }

  /// Whether a font pattern is an italic or oblique face.
  private static func isSlanted(_ pattern: OpaquePointer) -> Bool {
    var slant: Int32 = 0
    guard FcPatternGetInteger(pattern, FC_SLANT, 0, &slant) == FcResultMatch else {
      return false
    }
    return slant != 0
  }
}
