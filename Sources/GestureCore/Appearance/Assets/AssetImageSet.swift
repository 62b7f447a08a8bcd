import Foundation

/// An image set's variants, read from its `Contents.json`: the files, their scales and
/// traits, and the template rendering intent.
///
/// The variant shown is chosen when the image is made, as ``AssetVariants`` describes for the
/// trait collection given (``UITraitCollection/current`` for `UIImage(named:)`, the scenario's
/// appearance while the scene is built and run), then among the files of those traits the
/// scale: the screen's, else the next larger, else the next smaller, as UIKit picks the
/// variant matching the display. An entry without `scale` (Xcode's "Single Scale") is one
/// file for every screen, taken at scale 1 (working assumption: a vector PDF would be
/// rasterised at the screen's scale, but PDFs are not read here). iOS's images from a set
/// with dark variants follow a later change of appearance in the image view showing them
/// (`UIImageAsset`); here the image keeps the variant it was made with.
struct AssetImageSet {
  /// One file of the set.
  struct File {
    var slot: AssetContents.Slot
    /// The file's name in the set's folder.
    var filename: String
    /// Pixels per point: 1, 2 or 3 (`"2x"`), or `nil` for a single-scale entry.
    var scale: Int?
  }
  var files: [File]
  /// The rendering mode of `properties.template-rendering-intent`: `template` draws in the
  /// tint (``UIImage/RenderingMode-swift.enum/alwaysTemplate``), `original` as is
  /// (``UIImage/RenderingMode-swift.enum/alwaysOriginal``), absent ``UIImage/RenderingMode-swift.enum/automatic``.
  var renderingMode: UIImage.RenderingMode

  /// The set in `data`, an `.imageset`'s `Contents.json`; entries without `filename` (empty
  /// slots Xcode lists) are left out.
  ///
  /// - Throws: ``AssetContents/Problem`` for malformed JSON, a `scale` other than `1x`, `2x`,
  ///   `3x`, or an unknown rendering intent.
  init(contentsOf data: Data) throws(AssetContents.Problem) {
    let contents = try AssetContents.decode(AssetContents.ImageSet.self, from: data)
    var files: [File] = []
    for (index, entry) in (contents.images ?? []).enumerated() {
      guard let filename = entry.filename else { continue }
      var scale: Int?
      if let text = entry.scale {
        guard let value = ["1x": 1, "2x": 2, "3x": 3][text] else {
          throw AssetContents.Problem(
            path: "images[\(index)].scale", message: "'\(text)' is not 1x, 2x or 3x")
        }
        scale = value
      }
      files.append(File(slot: entry.slot, filename: filename, scale: scale))
    }
    switch contents.properties?.templateRenderingIntent {
    case nil: renderingMode = .automatic
    case "template": renderingMode = .alwaysTemplate
    case "original": renderingMode = .alwaysOriginal
    case let other?:
      throw AssetContents.Problem(
        path: "properties.template-rendering-intent",
        message: "'\(other)' is not template or original")
    }
    self.files = files
  }

  /// The file for `traits` on a screen of `displayScale` pixels per point, or `nil` when no
  /// entry is eligible.
  func file(for traits: UITraitCollection, displayScale: CGFloat) -> File? {
    guard let chosen = AssetVariants.best(of: files.map(\.slot), for: traits) else { return nil }
    // The files of the chosen variant's traits, at every scale.
    let slot = files[chosen].slot
    let candidates = files.filter { AssetVariants.sameTraits($0.slot, slot) }
    let preferred = min(3, max(1, Int(Double(displayScale).rounded())))
    let order =
      [preferred] + Array(stride(from: preferred + 1, through: 3, by: 1))
      + Array(stride(from: preferred - 1, through: 1, by: -1))
    for scale in order {
      if let file = candidates.first(where: { ($0.scale ?? 1) == scale }) { return file }
    }
    return files[chosen]
  }
}

extension AssetVariants {
  /// Whether two slots are for the same traits (idiom, appearances, gamut).
  static func sameTraits(_ a: AssetContents.Slot, _ b: AssetContents.Slot) -> Bool {
    (a.idiom ?? "universal") == (b.idiom ?? "universal") && a.displayGamut == b.displayGamut
      && (a.appearances ?? []).map { "\($0.appearance)=\($0.value)" }
        == (b.appearances ?? []).map { "\($0.appearance)=\($0.value)" }
  }
}
