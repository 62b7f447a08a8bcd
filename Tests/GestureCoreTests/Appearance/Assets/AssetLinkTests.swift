import Foundation
import Testing

@testable import GestureCore

/// Symbolic links and `..` in an asset catalog: what lies inside the catalog is read, what
/// leads out of it (any folder of the machine) is not, with one warning each.
@Suite("Asset catalogs: links inside followed, links and paths out of the catalog refused")
@MainActor
struct AssetLinkTests {
  private let gray = CatalogFolder.srgb("0.5", "0.5", "0.5", alpha: "1")

  @Test("A link to a set inside the catalog is a set; a link to a folder outside is not read")
  func links() throws {
    let folder = try CatalogFolder()
    defer { folder.remove() }
    try folder.colorSet("Inside", [gray])
    // A folder beside the catalog, with a set the catalog must not reach through a link.
    try folder.write(
      "Elsewhere/Leak.colorset/Contents.json",
      #"{"colors":[\#(gray)],"info":{"author":"xcode","version":1}}"#)
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: folder.catalog.appendingPathComponent("Host").path,
      withDestinationPath: folder.url.appendingPathComponent("Elsewhere").path)
    try manager.createSymbolicLink(
      atPath: folder.catalog.appendingPathComponent("Alias.colorset").path,
      withDestinationPath: "Inside.colorset")
    try manager.createSymbolicLink(
      atPath: folder.catalog.appendingPathComponent("Root").path, withDestinationPath: "/")
    let catalogs = AssetCatalogs(folders: [folder.url])
    #expect(catalogs.color(named: "Inside") != nil)
    #expect(catalogs.color(named: "Alias") != nil)
    #expect(catalogs.color(named: "Leak") == nil)
    #expect(
      catalogs.warnings == [
        "Assets.xcassets/Host: a symbolic link out of the asset catalog; not read",
        "Assets.xcassets/Root: a symbolic link out of the asset catalog; not read",
      ])
  }

  @Test("A set's Contents.json linked out of the catalog, and an image named with .., are nil")
  func files() throws {
    let folder = try CatalogFolder()
    defer { folder.remove() }
    try folder.write(
      "outside.json", #"{"colors":[\#(gray)],"info":{"author":"xcode","version":1}}"#)
    try FileManager.default.createDirectory(
      at: folder.catalog.appendingPathComponent("Linked.colorset"),
      withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.catalog.appendingPathComponent("Linked.colorset/Contents.json").path,
      withDestinationPath: folder.url.appendingPathComponent("outside.json").path)
    try folder.png("card.png", width: 4, height: 4)
    try folder.write(
      "Assets.xcassets/Up.imageset/Contents.json",
      #"{"images":[{"filename":"../../card.png","idiom":"universal","scale":"1x"}],"#
        + #""info":{"author":"xcode","version":1}}"#)
    let catalogs = AssetCatalogs(folders: [folder.url])
    #expect(catalogs.color(named: "Linked") == nil)
    #expect(
      catalogs.image(named: "Up", traits: UITraitCollection(), displayScale: 1) == nil)
    #expect(
      catalogs.warnings == [
        "Assets.xcassets/Linked.colorset/Contents.json: a symbolic link out of the asset "
          + "catalog; not read",
        "Assets.xcassets/Up.imageset/Contents.json: the file '../../card.png' it names lies "
          + "outside the asset catalog (through `..` or a symbolic link); the image is nil",
      ])
  }

  @Test("The entry limit is said once, however deep the groups it stops in")
  func limitSaidOnce() throws {
    let folder = try CatalogFolder()
    defer { folder.remove() }
    for group in ["A", "B"] {
      for index in 0..<3 { try folder.colorSet("\(group)/C\(group)\(index)", [gray]) }
    }
    let catalogs = AssetCatalogs(folders: [folder.url], entryLimit: 3)
    #expect(catalogs.color(named: "CA1") != nil)
    #expect(catalogs.color(named: "CA2") == nil)
    #expect(
      catalogs.warnings == [
        "Assets.xcassets/A: the asset catalogs have more than 3 entries; the rest is not read"
      ])
  }
}
