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

  /// Loads the fonts.
  ///
  /// - Throws: ``RenderError/fontsMissing(directory:package:)`` when a directory does not exist
  ///   or holds no font, ``RenderError/fontFamilyMissing(family:directories:)`` when the system
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
      guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw RenderError.fontsMissing(directory: directory.path, package: directory.package)
      }
      let before = FontSet.fontCount(config)
      let added = directory.path.withCString { path in
        FcConfigAppFontAddDir(config, UnsafeRawPointer(path).assumingMemoryBound(to: FcChar8.self))
      }
      guard added != 0, FontSet.fontCount(config) > before else {
        throw RenderError.fontsMissing(directory: directory.path, package: directory.package)
      }
    }
    let families = FontSet.familyNames(config)
    guard families[configuration.systemFamily.lowercased()] != nil else {
      throw RenderError.fontFamilyMissing(
        family: configuration.systemFamily, directories: configuration.directories.map(\.path))
    }
    self.families = families

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
  /// fonts), the set's own spelling otherwise (matching ignores case).
  func family(for descriptor: DisplayFont) -> String {
    if descriptor.family == DisplayFont.systemFamily { return configuration.systemFamily }
    return families[descriptor.family.lowercased()] ?? configuration.systemFamily
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

  private static func familyNames(_ config: OpaquePointer) -> [String: String] {
    var result: [String: String] = [:]
    guard let set = FcConfigGetFonts(config, FcSetApplication)?.pointee, let fonts = set.fonts
    else { return result }
    for i in 0..<Int(set.nfont) {
      guard let pattern = fonts[i] else { continue }
      var n: Int32 = 0
      var value: UnsafeMutablePointer<FcChar8>?
      while FcPatternGetString(pattern, FC_FAMILY, n, &value) == FcResultMatch, let value {
        let name = String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
        if result[name.lowercased()] == nil { result[name.lowercased()] = name }
        n += 1
      }
    }
    return result
  }
}
