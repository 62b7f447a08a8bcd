import Foundation
import Testing

@testable import GestureCore

@Suite("Asset catalog images: scales, dark variants, template intent, warnings")
@MainActor
struct AssetImageTests {
  /// An image set `name` of `entries` (`images[]` objects), with `properties` when given.
  private func imageSet(
    _ folder: CatalogFolder, _ name: String, _ entries: [String], properties: String? = nil
  ) throws {
    let extra = properties.map { #","properties":\#($0)"# } ?? ""
    try folder.write(
      "Assets.xcassets/\(name).imageset/Contents.json",
      #"{"images":["# + entries.joined(separator: ",")
        + #"],"info":{"author":"xcode","version":1}\#(extra)}"#)
  }

  private func entry(_ file: String?, scale: String?, dark: Bool = false) -> String {
    var keys = [#""idiom":"universal""#]
    if let file { keys.append(#""filename":"\#(file)""#) }
    if let scale { keys.append(#""scale":"\#(scale)""#) }
    if dark { keys.append(#""appearances":[{"appearance":"luminosity","value":"dark"}]"#) }
    return "{" + keys.joined(separator: ",") + "}"
  }

  @Test("The screen's scale first, then larger, then smaller; the size in points is the set's")
  func scales() throws {
    let folder = try CatalogFolder()
    defer { folder.remove() }
    try imageSet(
      folder, "Card",
      [entry("card.png", scale: "1x"), entry("card@2x.png", scale: "2x"),
        entry("card-big.png", scale: "3x")])
    try folder.png("Assets.xcassets/Card.imageset/card.png", width: 30, height: 10)
    try folder.png("Assets.xcassets/Card.imageset/card@2x.png", width: 60, height: 20)
    // A file without a suffix in its name at 3x: the set's scale counts, not the name.
    try folder.png("Assets.xcassets/Card.imageset/card-big.png", width: 90, height: 30)
    try imageSet(
      folder, "Badge", [entry("b1.png", scale: "1x"), entry(nil, scale: "2x"), entry("b3.png", scale: "3x")])
    try folder.png("Assets.xcassets/Badge.imageset/b1.png", width: 8, height: 8)
    try folder.png("Assets.xcassets/Badge.imageset/b3.png", width: 24, height: 24)
    try imageSet(folder, "Single", [entry("single.png", scale: nil)])
    try folder.png("Assets.xcassets/Single.imageset/single.png", width: 40, height: 20)
    for (scale, expected) in [(CGFloat(1), CGFloat(1)), (2, 2), (3, 3)] {
      let image = NamedImageLookup.$current.withValue(folder.lookup(scale: scale)) {
        UIImage(named: "Card")
      }
      #expect(image?.scale == expected)
      #expect(image?.size == CGSize(width: 30, height: 10))
    }
    // No 2x file: a 2x screen takes the larger 3x (24 px / 3 = 8 pt).
    let badge = NamedImageLookup.$current.withValue(folder.lookup(scale: 2)) {
      UIImage(named: "Badge")
    }
    #expect(badge?.scale == 3)
    #expect(badge?.size == CGSize(width: 8, height: 8))
    let single = NamedImageLookup.$current.withValue(folder.lookup(scale: 3)) {
      UIImage(named: "Single")
    }
    #expect(single?.scale == 1)
    #expect(single?.size == CGSize(width: 40, height: 20))
  }

  @Test("Dark variants follow the traits; template intent draws in the tint; catalog before files")
  func variantsAndIntent() throws {
    let folder = try CatalogFolder()
    defer { folder.remove() }
    try imageSet(
      folder, "Logo",
      [entry("logo@2x.png", scale: "2x"), entry("logo-dark@2x.png", scale: "2x", dark: true)],
      properties: #"{"template-rendering-intent":"original"}"#)
    try folder.png("Assets.xcassets/Logo.imageset/logo@2x.png", width: 100, height: 40)
    try folder.png("Assets.xcassets/Logo.imageset/logo-dark@2x.png", width: 120, height: 40)
    try imageSet(
      folder, "Icons/Star", [entry("star.png", scale: "1x")],
      properties: #"{"template-rendering-intent":"template"}"#)
    try folder.png("Assets.xcassets/Icons/Star.imageset/star.png", width: 16, height: 16)
    // A loose file of the same name as a set: the catalog's image wins; other files are found.
    try folder.png("Logo.png", width: 10, height: 10)
    try folder.png("loose@2x.png", width: 20, height: 20)
    NamedImageLookup.$current.withValue(folder.lookup(scale: 2)) {
      let light = UIImage(named: "Logo")
      #expect(light?.size == CGSize(width: 50, height: 20))
      #expect(light?.renderingMode == .alwaysOriginal)
      let dark = UIImage(
        named: "Logo", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
      #expect(dark?.size == CGSize(width: 60, height: 20))
      let star = UIImage(named: "Star")
      #expect(star?.renderingMode == .alwaysTemplate)
      #expect(star?.size == CGSize(width: 16, height: 16))
      #expect(UIImage(named: "loose")?.size == CGSize(width: 10, height: 10))
      #expect(UIImage(named: "Logo", in: nil, with: nil)?.size == CGSize(width: 50, height: 20))
    }
  }

  @Test("A missing file named by a set and a name found nowhere are warnings; the image is nil")
  func warnings() throws {
    let folder = try CatalogFolder()
    defer { folder.remove() }
    try imageSet(folder, "Ghost", [entry("ghost@2x.png", scale: "2x")])
    try imageSet(folder, "Odd", [entry("odd.png", scale: "4x")])
    let lookup = folder.lookup(scale: 2)
    NamedImageLookup.$current.withValue(lookup) {
      #expect(UIImage(named: "Ghost") == nil)
      #expect(UIImage(named: "Odd") == nil)
      #expect(UIImage(named: "Ghost") == nil)
      #expect(UIImage(named: "Nowhere") == nil)
    }
    let line = #line - 2
    #expect(
      lookup.catalogs.warnings == [
        "Assets.xcassets/Ghost.imageset/Contents.json: the file 'ghost@2x.png' it names is "
          + "missing; the image is nil",
        "Assets.xcassets/Odd.imageset/Contents.json: images[0].scale: '4x' is not 1x, 2x or 3x; "
          + "the set is skipped",
        "UIImage(named: \"Nowhere\") at AssetImageTests.swift:\(line): no image set or image "
          + "file of this name (not in Assets.xcassets nor beside the scenario); the result is nil",
      ])
  }
}
