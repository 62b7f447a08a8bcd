import Foundation

/// What a symbol image is: its name, its configuration and whether the icon set drew it.
package struct SymbolDescription: Sendable {
  /// The SF Symbols name asked for.
  package var name: String
  /// The configuration it was drawn with.
  package var configuration: UIImage.SymbolConfiguration
  /// Whether the icon set's glyph was drawn (else the placeholder).
  package var hasGlyph: Bool
  /// For a placeholder, the `symbol.unsupported` warning: the name, where the code asked for
  /// it and why there is no glyph; recorded when a view shows the image or code draws it.
  package var warning: String?
}

// Symbol images: SF Symbols names drawn with the glyphs of an openly licensed icon set.
extension UIImage {
  /// The symbol `name` (`init(systemName:)`), drawn with the default configuration (17 pt,
  /// regular, medium scale): a template image of the icon set's glyph for the name
  /// (``SymbolIconSet``, ``SymbolNames``), which a view draws in its tint.
  ///
  /// A name the icon set has no glyph for gives a placeholder, a box with the name's first
  /// letter, which records a `symbol.unsupported` timeline event naming the call's file and
  /// line when an image view shows it (the event names the view too) or code draws it (`file`
  /// and `line` default to the caller's: leave them out); the run's output repeats it.
  /// iOS returns `nil` for a name that is not an SF Symbol; the list of SF Symbols is not
  /// available here, so every name gives an image.
  public convenience init?(
    systemName name: String, file: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(
      systemName: name, withConfiguration: nil, file: file, line: line)
  }

  /// The symbol `name` drawn with `configuration` (`init(systemName:withConfiguration:)`);
  /// see ``init(systemName:file:line:)``.
  public convenience init?(
    systemName name: String, withConfiguration configuration: Configuration?,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    let symbolConfiguration =
      (configuration as? SymbolConfiguration) ?? SymbolConfiguration.unspecified
    let drawn = UIImage.drawSymbol(name, configuration: symbolConfiguration)
    guard let bitmap = drawn.image else { return nil }
    self.init(
      UIImage(cgImage: bitmap, scale: drawn.scale, orientation: .up), renderingMode: .automatic,
      symbolTintColor: symbolConfiguration.colors?.first,
      symbol: SymbolDescription(
        name: name, configuration: symbolConfiguration, hasGlyph: drawn.hasGlyph,
        warning: drawn.hasGlyph
          ? nil
          : UIImage.missingSymbolWarning(name, file: "\(file)", line: line, reason: drawn.reason)
      ))
  }

  /// The symbol `name` (`init(systemName:compatibleWith:)`): symbols have no variants per
  /// trait here, so `traitCollection` changes nothing.
  public convenience init?(
    systemName name: String, compatibleWith traitCollection: UITraitCollection?,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(systemName: name, withConfiguration: nil, file: file, line: line)
  }

  /// Whether the image is a symbol image (`isSymbolImage`).
  public var isSymbolImage: Bool { symbol != nil }

  /// The configuration a symbol image was drawn with (`symbolConfiguration`), `nil` for other
  /// images.
  public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

  /// A symbol image drawn again with `configuration` applied over its own
  /// (`withConfiguration(_:)`), keeping its rendering mode and tint; other images unchanged.
  public func withConfiguration(_ configuration: Configuration) -> UIImage {
    applyingSymbolConfiguration(configuration) ?? self
  }

  /// ``withConfiguration(_:)`` of a symbol configuration; `nil` for an image that is not a
  /// symbol (`applyingSymbolConfiguration(_:)`).
  public func applyingSymbolConfiguration(_ configuration: Configuration) -> UIImage? {
    guard let symbol else { return nil }
    let merged = symbol.configuration.applying(configuration)
    let drawn = UIImage.drawSymbol(symbol.name, configuration: merged)
    guard let bitmap = drawn.image else { return nil }
    return UIImage(
      UIImage(cgImage: bitmap, scale: drawn.scale, orientation: .up),
      renderingMode: renderingMode, symbolTintColor: merged.colors?.first ?? symbolTintColor,
      symbol: SymbolDescription(
        name: symbol.name, configuration: merged, hasGlyph: drawn.hasGlyph,
        warning: symbol.warning))
  }

  /// Whether the image has a baseline (`hasBaseline`): true for symbol images.
  public var hasBaseline: Bool { symbol != nil }

  /// How far the baseline lies above the image's bottom edge, points, for a symbol image
  /// (`baselineOffsetFromBottom`), else `nil`. SF Symbols are centred on the cap height of
  /// text of their point size; the model puts the glyph box's centre half of SF Pro's cap
  /// height (1443/2048 em) above the baseline.
  public var baselineOffsetFromBottom: CGFloat? {
    guard let symbol else { return nil }
    return size.height / 2 - symbol.configuration.resolvedPointSize * UIImage.capHeight / 2
  }

  /// SF Pro's cap height, em (1443 of 2048 units).
  static let capHeight: CGFloat = 1443 / 2048

  /// A symbol's bitmap at the screen's scale: the glyph's 16-unit box as a square of the point
  /// size times the scale's factor, black where the glyph is (the pixels a template draws
  /// through), or the placeholder; `reason` says why there is no glyph.
  private static func drawSymbol(
    _ name: String, configuration: SymbolConfiguration
  ) -> (image: CGImage?, scale: CGFloat, hasGlyph: Bool, reason: String) {
    let screenScale = SimulationContext.screen?.scale ?? 1
    let side = configuration.resolvedPointSize * CGFloat(configuration.scale.factor)
    // Whole pixels; a product a rounding error above a whole number is that number.
    let pixels = max(1, (side * screenScale - 1e-9).rounded(.up))
    let size = CGSize(width: pixels / screenScale, height: pixels / screenScale)
    // Asked a quarter pixel short, so that the context rounds up to exactly `pixels`.
    let asked = CGSize(width: (pixels - 0.25) / screenScale, height: (pixels - 0.25) / screenScale)
    guard let context = CGContext._uiKitContext(size: asked, scale: screenScale) else {
      return (nil, screenScale, false, "")
    }
    let unit = size.width / 16
    context.scaleBy(x: unit, y: unit)
    context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    context.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    let iconName = SymbolNames.icons[name]
    if let iconName, let glyph = SymbolIconSet.glyph(named: iconName) {
      draw(glyph, weight: configuration.weight, in: context)
      return (context.makeImageTakingBitmap(), screenScale, true, "")
    }
    drawPlaceholder(for: name, in: context)
    let reason =
      iconName == nil
      ? "the icon set has no glyph for this name"
      : "the icon set is not installed (\(SymbolIconSet.directory)/\(iconName!).svg: install "
        + "Debian's bootstrap-icons)"
    return (context.makeImageTakingBitmap(), screenScale, false, reason)
  }

  /// Fills the glyph's shapes, thickened or thinned for `weight` by stroking their outlines
  /// (the icon set's strokes are 1 unit wide at regular); a thickened glyph is scaled to stay
  /// in its box.
  private static func draw(
    _ glyph: SymbolIconSet.Glyph, weight: SymbolWeight, in context: CGContext
  ) {
    let change = weight.strokeFactor - 1
    if change > 0 {
      // A heavier glyph grows by half the stroke on every side: scaled about the box's
      // centre so that it stays inside the box.
      let fit = 16 / (16 + CGFloat(change))
      context.translateBy(x: 8, y: 8)
      context.scaleBy(x: fit, y: fit)
      context.translateBy(x: -8, y: -8)
    }
    context.setLineJoin(.round)
    context.setLineCap(.round)
    for shape in glyph.shapes {
      let path = CGPath(elements: shape.elements)
      context.addPath(path)
      context.fillPath(using: shape.evenOdd ? .evenOdd : .winding)
      guard change != 0 else { continue }
      context.saveGState()
      if change < 0 { context.setBlendMode(.clear) }
      context.setLineWidth(CGFloat(abs(change)))
      context.addPath(path)
      context.strokePath()
      context.restoreGState()
    }
  }

  /// The placeholder: a rounded box with the name's first letter, upper-cased (the letter
  /// only where the scene can lay text out, on the main thread).
  private static func drawPlaceholder(for name: String, in context: CGContext) {
    context.setLineWidth(1)
    let box = CGPath(
      roundedRect: CGRect(x: 1.5, y: 1.5, width: 13, height: 13), cornerWidth: 2.5,
      cornerHeight: 2.5, transform: nil)
    context.addPath(box)
    context.strokePath()
    guard let first = name.first, Thread.isMainThread else { return }
    let letter = String(first).uppercased()
    // `assumeIsolated` runs the block here and now, on this (the main) thread: the context
    // is not shared with anything that runs later.
    nonisolated(unsafe) let context = context
    MainActor.assumeIsolated {
      UIGraphicsPushContext(context)
      defer { UIGraphicsPopContext() }
      let attributes: [NSAttributedString.Key: Any] = [
        .font: UIFont.systemFont(ofSize: 9, weight: .semibold), .foregroundColor: UIColor.black,
      ]
      let size = letter.size(withAttributes: attributes)
      letter.draw(
        at: CGPoint(x: (16 - size.width) / 2, y: (16 - size.height) / 2),
        withAttributes: attributes)
    }
  }

  /// The `symbol.unsupported` warning for a name drawn as a placeholder, located at the call.
  private static func missingSymbolWarning(
    _ name: String, file: String, line: UInt, reason: String
  ) -> String {
    // `#fileID` is `Module/File.swift`: the file's name is what the user knows.
    let fileName = file.split(separator: "/").last.map(String.init) ?? file
    let initial = name.first.map { String($0).uppercased() } ?? ""
    return "UIImage(systemName: \"\(name)\") at \(fileName):\(line): \(reason); "
      + "drawn as a placeholder box with \"\(initial)\""
  }
}
