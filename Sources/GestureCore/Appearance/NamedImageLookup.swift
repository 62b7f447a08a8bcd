import Foundation

/// Where `UIImage(named:)` finds the app's images, standing in for the main bundle iOS reads.
///
/// ## Why a task-local
/// UIKit's `UIImage(named:)` reads the process's main bundle, global state. Swift 6 forbids
/// global mutable state, and the simulation's bundle is the scenario's folder, which differs per
/// run; so the current lookup is a `@TaskLocal` value (as ``AnimationTransaction/current``)
/// that the scenario runner binds with `NamedImageLookup.$current.withValue(…)` for the whole
/// run: building the views and every frame. Code outside such a binding sees an empty lookup,
/// and `UIImage(named:)` gives `nil`.
public struct NamedImageLookup: Sendable, Equatable {
  /// The folders searched, in order; the first that holds a match wins.
  public var directories: [URL]
  /// The screen's pixels per point (2 or 3 on iPhones), whose variant is preferred.
  public var displayScale: CGFloat
  /// The app's asset catalogs: the `*.xcassets` folders directly inside the folders of
  /// `catalogFolders` (``AssetCatalogs``), read on first use and kept for as long as this
  /// lookup (a run) lasts.
  package let catalogs: AssetCatalogs

  /// A lookup in `directories` for a screen of `displayScale` pixels per point, whose asset
  /// catalogs are the `*.xcassets` folders inside `catalogFolders` (`directories` when `nil`;
  /// a scenario adds the folders of its Swift files).
  public init(directories: [URL] = [], displayScale: CGFloat = 2, catalogFolders: [URL]? = nil) {
    self.directories = directories
    self.displayScale = displayScale
    catalogs = AssetCatalogs(folders: catalogFolders ?? directories)
  }

  /// The lookup in force: empty unless a runner bound one.
  @TaskLocal public static var current = NamedImageLookup()

  /// The file `UIImage(named: name)` loads, or `nil`.
  ///
  /// In each directory, in order: for a name without a scale suffix (`card` or `card.png`),
  /// the variant for the screen's scale first, then the larger scales, then the smaller
  /// (`card@2x.png`, `card@3x.png`, `card.png` on a 2× screen), as UIKit picks the variant
  /// matching the display; a name with a suffix (`card@3x`) only that file; then the name
  /// exactly as given (a file with another extension, or none). The `.png` extension may be
  /// omitted, as Apple documents ("For PNG images, you may omit the filename extension").
  public func path(forImageNamed name: String) -> String? {
    guard !name.isEmpty else { return nil }
    let stem = name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
    var candidates: [String]
    if UIImage.scaleSuffix(of: stem) > 1 {
      candidates = [stem + ".png"]
    } else {
      let preferred = min(3, max(1, Int(Double(displayScale).rounded())))
      let order =
        [preferred] + Array(stride(from: preferred + 1, through: 3, by: 1))
        + Array(stride(from: preferred - 1, through: 1, by: -1))
      candidates = order.map { $0 == 1 ? stem + ".png" : stem + "@\($0)x.png" }
    }
    if !candidates.contains(name) { candidates.append(name) }
    for directory in directories {
      for candidate in candidates {
        let path = directory.appendingPathComponent(candidate).path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
          !isDirectory.boolValue
        {
          return path
        }
      }
    }
    return nil
  }
}
