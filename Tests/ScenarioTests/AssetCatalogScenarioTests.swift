import Foundation
import GestureCore
import Testing

@testable import Scenario

@Suite("A scenario's asset catalogs: beside the scenario file and beside its code")
@MainActor
struct AssetCatalogScenarioTests {
  @Test("Samples/asset-catalog.json finds the catalog in its code's folder, and its colours")
  func sampleCatalog() throws {
    let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Samples").standardized
    let scenario = try Scenario.load(
      contentsOf: samples.appendingPathComponent("asset-catalog.json"))
    let lookup = scenario.namedImageLookup
    #expect(lookup.directories == [samples])
    #expect(
      lookup.catalogs.folders == [samples, samples.appendingPathComponent("code/AssetCatalog")])
    #expect(
      lookup.catalogs.catalogs == [
        samples.appendingPathComponent("code/AssetCatalog/Assets.xcassets")
      ])
    // Palette/Background: (244, 241, 234) in 8-bit notation; dark (28, 27, 25).
    let background = try #require(
      NamedImageLookup.$current.withValue(lookup) { UIColor(named: "Palette/Background") })
    var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
    background.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
      .getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect([r * 255, g * 255, b * 255].map { $0.rounded() } == [28, 27, 25])
    // iphone-se is 2×: the logo's 2x file, 96 × 32 pt.
    let logo = NamedImageLookup.$current.withValue(lookup) { UIImage(named: "Logo") }
    #expect(logo?.scale == 2)
    #expect(logo?.size == CGSize(width: 96, height: 32))
    #expect(lookup.catalogs.warnings.isEmpty)
  }
}
