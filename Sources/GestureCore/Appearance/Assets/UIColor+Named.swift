import Foundation

// Colours of the app's asset catalogs.
extension UIColor {
  /// The colour of the asset catalog's colour set `name` (`init(named:)`), or `nil` when there
  /// is none. iOS reads the main bundle's compiled catalog; here the catalogs are the
  /// `*.xcassets` folders beside the scenario and its code (``AssetCatalogs``; `Folder/Name`
  /// inside a folder that provides a namespace). A set with appearance variants gives a
  /// dynamic colour (as ``init(dynamicProvider:)``), resolved per trait collection: its dark
  /// variant in the dark style, its light or "Any" variant otherwise (``AssetVariants``); the
  /// components are read as `AssetColorSet` describes (`"0.500"`, `"128"`, `"0x80"`; sRGB,
  /// Display P3 converted, grey; system colour references).
  ///
  /// A name no set has records an `asset.missing` timeline warning naming it and where the code
  /// asked for it (`file` and `line` default to the caller's: leave them out); a set whose
  /// `Contents.json` cannot be read gives `nil` with an `asset.invalid` warning at its JSON
  /// path.
  public convenience init?(named name: String, file: StaticString = #fileID, line: UInt = #line)
  {
    guard let color = UIColor.catalogColor(name, call: "UIColor(named:", file: file, line: line)
    else { return nil }
    self.init(dynamicProvider: { traits in color.resolvedColor(with: traits) })
  }

  /// The colour set `name` (`init(named:in:compatibleWith:)`): as ``init(named:file:line:)``,
  /// resolved for `traitCollection` when one is given (the variant of those traits, which no
  /// longer changes with the view's), dynamic when `nil`. The app's colours are one set here,
  /// so `bundle` does not change which is found.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    guard
      let color = UIColor.catalogColor(
        name, call: "UIColor(named:in:compatibleWith:", file: file, line: line)
    else { return nil }
    let resolved = traitCollection.map { color.resolvedColor(with: $0) }
    self.init(dynamicProvider: { traits in resolved ?? color.resolvedColor(with: traits) })
  }

  /// The catalog colour `name`, else `nil` after an `asset.missing` warning.
  private static func catalogColor(
    _ name: String, call: String, file: StaticString, line: UInt
  ) -> UIColor? {
    let lookup = NamedImageLookup.current
    if let color = lookup.catalogs.color(named: name) { return color }
    if !lookup.catalogs.hasSet(named: name, color: true) {
      lookup.catalogs.report(
        [
          AssetCatalogs.missingMessage(
            call: call, name: name, kind: "colour set", lookup: lookup, file: "\(file)",
            line: line)
        ], kind: "asset.missing")
    }
    return nil
  }
}
