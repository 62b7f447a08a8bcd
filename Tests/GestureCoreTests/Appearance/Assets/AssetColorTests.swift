import Foundation
import Testing

@testable import GestureCore

@Suite("Asset catalog colours: notations, colour spaces, appearances, namespaces, warnings")
@MainActor
struct AssetColorTests {
  /// The red, green, blue and alpha of `color` resolved for `style`.
  private func rgba(_ color: UIColor?, _ style: UIUserInterfaceStyle = .light) -> [Double] {
    guard let resolved = color?.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
    else { return [] }
    var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
    resolved.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [Double(r), Double(g), Double(b), Double(a)]
  }

  private func close(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  @Test("Components as Xcode writes them: \"0.500\", 8-bit \"128\", hex \"0x80\", JSON numbers")
  func notations() throws {
    let folder = try CatalogFolder()
    defer { folder.remove() }
    try folder.colorSet("Float", [CatalogFolder.srgb(#""0.500""#, #""0.250""#, #""1.000""#)])
    try folder.colorSet(
      "Eight", [CatalogFolder.srgb(#""128""#, #""0""#, #""255""#, alpha: #""0.500""#)])
    try folder.colorSet("Hex", [CatalogFolder.srgb(#""0x80""#, #""0x00""#, #""0xFF""#)])
    try folder.colorSet("Number", [CatalogFolder.srgb("0.25", "0.5", "1", alpha: "1")])
    NamedImageLookup.$current.withValue(folder.lookup()) {
      #expect(close(rgba(UIColor(named: "Float")), [0.5, 0.25, 1, 1]))
      // 128 / 255 = 0.50196…
      #expect(close(rgba(UIColor(named: "Eight")), [128.0 / 255, 0, 1, 0.5]))
      #expect(close(rgba(UIColor(named: "Hex")), [128.0 / 255, 0, 1, 1]))
      #expect(close(rgba(UIColor(named: "Number")), [0.25, 0.5, 1, 1]))
    }
  }

  @Test("Colour spaces: Display P3 converted to extended sRGB, grays, linear, system references")
  func colorSpaces() throws {
    let folder = try CatalogFolder()
    defer { folder.remove() }
    try folder.colorSet(
      "P3Red", [CatalogFolder.srgb(#""1.000""#, #""0.000""#, #""0.000""#, space: "display-p3")])
    try folder.colorSet(
      "Linear",
      [CatalogFolder.srgb(#""0.250""#, #""0.250""#, #""0.250""#, space: "extended-linear-srgb")])
    try folder.colorSet(
      "Gray22",
      [
        #"{"color":{"color-space":"gray-gamma-22","components":{"alpha":"1.000","white":"0.500"}},"idiom":"universal"}"#
      ])
    try folder.colorSet(
      "ExtendedGray",
      [
        #"{"color":{"color-space":"extended-gray","components":{"alpha":"0.300","white":"0.500"}},"idiom":"universal"}"#
      ])
    try folder.colorSet(
      "Tint",
      [#"{"color":{"platform":"ios","reference":"systemBlueColor"},"idiom":"universal"}"#])
    NamedImageLookup.$current.withValue(folder.lookup()) {
      // Linear P3 red (1, 0, 0) through the P3 → sRGB matrix's first column (1.22494,
      // -0.04206, -0.01964), encoded with sRGB's curve (sign kept).
      let p3 = rgba(UIColor(named: "P3Red"))
      #expect(
        close(p3.map { ($0 * 1e6).rounded() / 1e6 }, [1.093066, -0.226742, -0.150135, 1]),
        "\(p3)")
      // 0.25 linear is 1.055 · 0.25^(1/2.4) − 0.055 = 0.537099 in sRGB.
      let linear = rgba(UIColor(named: "Linear"))
      #expect(abs(linear[0] - 0.537_098_730_483) < 1e-9, "\(linear)")
      // Gamma 2.2 grey 0.5: 0.5^2.2 = 0.217638 linear, 0.503867 in sRGB.
      let gray = rgba(UIColor(named: "Gray22"))
      #expect(abs(gray[0] - 0.503_866_782_27) < 1e-9, "\(gray)")
      #expect(close(rgba(UIColor(named: "ExtendedGray")), [0.5, 0.5, 0.5, 0.3]))
      // systemBlue: (0, 122, 255) light, (10, 132, 255) dark.
      #expect(close(rgba(UIColor(named: "Tint"), .dark), [10.0 / 255, 132.0 / 255, 1, 1]))
      #expect(close(rgba(UIColor(named: "Tint"), .light), [0, 122.0 / 255, 1, 1]))
    }
  }

  @Test("Appearances: dark in the dark style; light, else Any, in the light and unspecified")
  func appearances() throws {
    let folder = try CatalogFolder()
    defer { folder.remove() }
    try folder.colorSet(
      "Card",
      [
        CatalogFolder.srgb(#""0.900""#, #""0.900""#, #""0.900""#),
        CatalogFolder.srgb(#""0.100""#, #""0.200""#, #""0.300""#, appearance: "dark"),
      ])
    try folder.colorSet(
      "Three",
      [
        CatalogFolder.srgb(#""0.500""#, #""0.500""#, #""0.500""#),
        CatalogFolder.srgb(#""1.000""#, #""1.000""#, #""1.000""#, appearance: "light"),
        CatalogFolder.srgb(#""0.000""#, #""0.000""#, #""0.000""#, appearance: "dark"),
      ])
    try folder.colorSet(
      "HighContrast",
      [
        CatalogFolder.srgb(#""0.400""#, #""0.400""#, #""0.400""#),
        #"{"appearances":[{"appearance":"contrast","value":"high"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.000","red":"0.000"}},"idiom":"universal"}"#,
      ])
    NamedImageLookup.$current.withValue(folder.lookup()) {
      let card = UIColor(named: "Card")
      #expect(close(rgba(card, .light), [0.9, 0.9, 0.9, 1]))
      #expect(close(rgba(card, .dark), [0.1, 0.2, 0.3, 1]))
      #expect(close(rgba(card, .unspecified), [0.9, 0.9, 0.9, 1]))
      let three = UIColor(named: "Three")
      #expect(close(rgba(three, .light), [1, 1, 1, 1]))
      #expect(close(rgba(three, .unspecified), [1, 1, 1, 1]))
      #expect(close(rgba(three, .dark), [0, 0, 0, 1]))
      // The increased-contrast setting is not modelled: its variant is never chosen.
      #expect(close(rgba(UIColor(named: "HighContrast"), .dark), [0.4, 0.4, 0.4, 1]))
      // With a trait collection, the colour is that variant's whatever the traits later.
      let resolved = UIColor(
        named: "Card", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
      #expect(close(rgba(resolved, .light), [0.1, 0.2, 0.3, 1]))
      #expect(
        close(
          rgba(UIColor(named: "Card", in: nil, compatibleWith: nil), .dark), [0.1, 0.2, 0.3, 1]))
    }
  }

  @Test("Folders: a namespace names its sets Folder/Name; a plain group does not")
  func namespaces() throws {
    let folder = try CatalogFolder()
    defer { folder.remove() }
    try folder.write(
      "Assets.xcassets/Palette/Contents.json",
      #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#)
    try folder.colorSet(
      "Palette/Brand", [CatalogFolder.srgb(#""1.000""#, #""0.000""#, #""0.000""#)])
    try folder.write(
      "Assets.xcassets/Colors/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
    try folder.colorSet("Colors/Ink", [CatalogFolder.srgb(#""0.000""#, #""0.000""#, #""1.000""#)])
    NamedImageLookup.$current.withValue(folder.lookup()) {
      #expect(close(rgba(UIColor(named: "Palette/Brand")), [1, 0, 0, 1]))
      #expect(UIColor(named: "Brand") == nil)
      #expect(close(rgba(UIColor(named: "Ink")), [0, 0, 1, 1]))
      #expect(UIColor(named: "Colors/Ink") == nil)
    }
  }

  @Test("A malformed Contents.json is a warning at its JSON path; a missing name names the call")
  func warnings() throws {
    let folder = try CatalogFolder()
    defer { folder.remove() }
    try folder.colorSet(
      "Broken",
      [
        CatalogFolder.srgb(#""0.500""#, #""0.500""#, #""0.500""#),
        CatalogFolder.srgb(#""1.2.3""#, #""0.000""#, #""0.000""#, appearance: "dark"),
      ])
    try folder.write("Assets.xcassets/Cut.colorset/Contents.json", #"{"colors":[{"#)
    try folder.colorSet(
      "Cmyk",
      [
        #"{"color":{"color-space":"cmyk","components":{"alpha":"1.000","cyan":"0.5"}},"idiom":"universal"}"#
      ])
    let lookup = folder.lookup()
    NamedImageLookup.$current.withValue(lookup) {
      #expect(UIColor(named: "Broken") == nil)
      #expect(UIColor(named: "Cut") == nil)
      #expect(UIColor(named: "Cmyk") == nil)
      #expect(UIColor(named: "Brnad") == nil)
    }
    let line = #line - 2
    let warnings = lookup.catalogs.warnings
    #expect(warnings.count == 4, "\(warnings)")
    #expect(
      warnings.first
        == #"Assets.xcassets/Broken.colorset/Contents.json: colors[1].color.components.red: '1.2.3' is not a component ("0.500", "128" or "0x80"); the set is skipped"#
    )
    #expect(
      warnings.count > 1
        && warnings[1]
          == "Assets.xcassets/Cut.colorset/Contents.json:1:13: not valid JSON: expected a key in "
          + "double quotes, found the end of the file; the set is skipped"
    )
    #expect(
      warnings.count > 2
        && warnings[2]
          == "Assets.xcassets/Cmyk.colorset/Contents.json: colors[0].color.color-space: the "
          + "colour space 'cmyk' is not read (srgb, extended-srgb, extended-linear-srgb, "
          + "display-p3, gray-gamma-22, extended-gray are); the set is skipped"
    )
    #expect(
      warnings.last
        == "UIColor(named: \"Brnad\") at AssetColorTests.swift:\(line): no colour set of this "
        + "name (not in Assets.xcassets); the result is nil")
  }

  @Test("A catalog larger than the entry limit stops listing, with a warning")
  func entryLimit() throws {
    let folder = try CatalogFolder()
    defer { folder.remove() }
    for index in 0..<12 {
      try folder.colorSet(
        String(format: "C%02d", index), [CatalogFolder.srgb("0.5", "0.5", "0.5", alpha: "1")])
    }
    let lookup = NamedImageLookup(
      directories: [], displayScale: 2, catalogFolders: [folder.url])
    let limited = AssetCatalogs(folders: [folder.url], entryLimit: 5)
    #expect(limited.color(named: "C04") != nil)
    #expect(limited.color(named: "C05") == nil)
    #expect(
      limited.warnings == [
        "Assets.xcassets: the asset catalogs have more than 5 entries; the rest is not read"
      ])
    #expect(lookup.catalogs.color(named: "C11") != nil)
  }

  @Test("AccentColor is the default tint of views; without it, systemBlue")
  func accentColor() throws {
    let folder = try CatalogFolder()
    defer { folder.remove() }
    let view = UIView()
    NamedImageLookup.$current.withValue(folder.lookup()) {
      #expect(close(rgba(view.tintColor), [0, 122.0 / 255, 1, 1]))
    }
    try folder.colorSet("AccentColor", [CatalogFolder.srgb("0.2", "0.6", "0.4", alpha: "1")])
    NamedImageLookup.$current.withValue(folder.lookup()) {
      #expect(close(rgba(view.tintColor), [0.2, 0.6, 0.4, 1]))
      view.tintColor = .red
      #expect(close(rgba(view.tintColor), [1, 0, 0, 1]))
    }
  }
}
