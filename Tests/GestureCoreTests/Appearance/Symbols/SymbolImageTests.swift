import Foundation
import Testing

@testable import GestureCore

@Suite("Symbol images: SF Symbols names drawn from the icon set, their sizes and warnings")
@MainActor
struct SymbolImageTests {
  @Test("SVG path data: absolute and relative commands, numbers run together, closepath")
  func pathData() {
    #expect(
      SVGPathData.elements(of: "M1 2h3v4z")
        == [
          .moveTo(CGPoint(x: 1, y: 2)), .lineTo(CGPoint(x: 4, y: 2)),
          .lineTo(CGPoint(x: 4, y: 6)), .closeSubpath,
        ])
    // "-.717-.737" is two numbers; coordinates after a moveto are linetos.
    let elements = SVGPathData.elements(of: "m8 2.748-.717-.737L1.5.5")
    #expect(elements.count == 3)
    guard case .lineTo(let p) = elements[1], case .lineTo(let q) = elements[2] else {
      Issue.record("expected two linetos, got \(elements)")
      return
    }
    #expect(abs(p.x - 7.283) < 1e-9 && abs(p.y - 2.011) < 1e-9)
    #expect(q == CGPoint(x: 1.5, y: 0.5))
  }

  @Test("An arc of half a circle is two quarter Béziers through the circle's top")
  func arc() {
    // From (0, 0) to (2, 0) on the circle of radius 1 about (1, 0), sweep flag 1: the angle
    // grows from 180° through 270°, (1, −1) in y-down coordinates.
    let elements = SVGPathData.elements(of: "M0 0A1 1 0 0 1 2 0")
    #expect(elements.count == 3)
    guard case .curveTo(let middle, let c1, _) = elements[1],
      case .curveTo(let end, _, _) =
        elements[2]
    else {
      Issue.record("expected two curves, got \(elements)")
      return
    }
    #expect(abs(middle.x - 1) < 1e-9 && abs(middle.y + 1) < 1e-9)
    #expect(end == CGPoint(x: 2, y: 0))
    // The first control lies on the tangent at (0, 0), 4/3 · tan(22.5°) = 0.5523 up.
    #expect(abs(c1.x) < 1e-9 && abs(c1.y + 4.0 / 3.0 * tan(Double.pi / 8)) < 1e-9)
  }

  @Test("The icon set's heart.fill is one filled path inside the 16-unit box")
  func glyph() throws {
    let glyph = try #require(SymbolIconSet.glyph(named: "heart-fill"))
    #expect(glyph.shapes.count == 1)
    let box = CGPath(elements: glyph.shapes[0].elements).boundingBoxOfPath
    // The curves reach the box's edges (x 0 and 16, y 0 within 0.0001).
    #expect(box.minX >= -0.001 && box.maxX <= 16.001 && box.minY >= -0.001 && box.maxY <= 16.001)
    #expect(box.width > 14 && box.height > 13)
    #expect(SymbolIconSet.glyph(named: "no-such-icon") == nil)
    #expect(SymbolIconSet.glyph(named: "../svg/heart") == nil)
  }

  @Test("Every listed name has a glyph in the installed set; the table has the common names")
  func table() {
    #expect(SymbolNames.icons.count >= 150)
    let missing = SymbolNames.icons.filter { SymbolIconSet.glyph(named: $0.value) == nil }
    #expect(missing.isEmpty, "no glyph for \(missing.keys.sorted())")
    for name in [
      "heart", "heart.fill", "star", "star.fill", "chevron.left", "chevron.right", "xmark",
      "plus", "minus", "trash", "gear", "person", "magnifyingglass", "square.and.arrow.up",
      "bell", "checkmark", "arrow.left", "play.fill", "pause.fill",
    ] {
      #expect(SymbolNames.icons[name] != nil, "\(name)")
    }
  }

  @Test("Badged, nature and gesture names map to installed files, each read as a glyph")
  func addedNames() {
    let expected: [String: String] = [
      "bell.badge": "bell", "bell.badge.fill": "bell-fill", "app.badge": "app-indicator",
      "hand.raised": "hand-index", "hand.raised.fill": "hand-index-fill", "flame": "fire",
      "flame.fill": "fire", "leaf": "tree", "leaf.fill": "tree-fill",
      "photo.fill.on.rectangle.fill": "images", "ellipsis.circle": "three-dots",
      "arrowshape.turn.up.backward": "reply", "arrow.uturn.backward": "arrow-90deg-left",
      "qrcode.viewfinder": "qr-code-scan", "lock.shield": "shield-lock",
      "square.stack.3d.up": "stack", "stopwatch": "stopwatch", "hourglass": "hourglass",
      "dollarsign.circle": "coin", "building.columns": "bank", "rectangle.stack": "collection",
    ]
    for (name, file) in expected {
      #expect(SymbolNames.icons[name] == file, "\(name)")
      let path = "\(SymbolIconSet.directory)/\(file).svg"
      #expect(FileManager.default.fileExists(atPath: path), "\(path)")
      #expect(SymbolIconSet.glyph(named: file) != nil, "\(file)")
      #expect(UIImage(systemName: name)?.symbol?.hasGlyph == true, "\(name)")
    }
  }

  @Test("Sizes: 17 pt by default, the point size times 0.8, 1 or 1.3 by scale")
  func sizes() throws {
    let heart = try #require(UIImage(systemName: "heart.fill"))
    #expect(heart.isSymbolImage && heart.renderingMode == .automatic)
    #expect(heart.size == CGSize(width: 17, height: 17))
    // 17/2 − 17 · 1443/2048/2 = 2.510986…
    #expect(abs(try #require(heart.baselineOffsetFromBottom) - 2.510986) < 1e-5)
    let large = try #require(
      UIImage(
        systemName: "star",
        withConfiguration: UIImage.SymbolConfiguration(
          pointSize: 30, weight: .bold, scale: .large)))
    // 30 · 1.3 = 39 points, 39 pixels at scale 1.
    #expect(large.size == CGSize(width: 39, height: 39))
    let small = try #require(
      large.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .small)))
    #expect(small.size == CGSize(width: 24, height: 24))
    #expect(small.symbolConfiguration?.weight == .bold)
    #expect(
      UIImage().applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .small)) == nil)
    #expect(!UIImage().isSymbolImage && UIImage().baselineOffsetFromBottom == nil)
  }

  @Test("The same name and configuration give the same pixels; bold has more ink than light")
  func determinismAndWeight() throws {
    let a = try #require(UIImage(systemName: "gear")?.pngData())
    let b = try #require(UIImage(systemName: "gear")?.pngData())
    #expect(a == b)
    func ink(_ weight: UIImage.SymbolWeight) throws -> Int {
      let image = try #require(
        UIImage(
          systemName: "circle",
          withConfiguration: UIImage.SymbolConfiguration(pointSize: 64, weight: weight))?.cgImage
      )
      var count = 0
      for y in 0..<image.height {
        for x in 0..<image.width where (image.pixel(x: x, y: y)?.alpha ?? 0) > 127 { count += 1 }
      }
      return count
    }
    let light = try ink(.light)
    let regular = try ink(.regular)
    let bold = try ink(.bold)
    #expect(light < regular && regular < bold)
  }

  @Test("Ten cells asking for the same missing symbol at one line warn once, on the first")
  func placeholderWarningOnce() {
    let harness = GestureHarness()
    let icons = (0..<10).map { index in
      let icon = UIImageView(frame: CGRect(x: 0, y: CGFloat(index) * 20, width: 17, height: 17))
      icon.accessibilityIdentifier = "icon\(index)"
      harness.root.addSubview(icon)
      return icon
    }
    harness.window.scheduler.schedule(after: 0.1) {
      for icon in icons { icon.image = UIImage(systemName: "apple.logo") }
      // Another name is another warning.
      icons[0].image = UIImage(systemName: "apple.terminal")
    }
    let events = harness.run(for: 0.2).flatMap { $0.events("symbol.unsupported") }
    #expect(events.map(\.view) == ["icon0", "icon0"])
    #expect(events.last?.detail.hasPrefix("UIImage(systemName: \"apple.terminal\")") == true)
  }

  @Test("A name the set lacks draws a placeholder and records where it was asked for")
  func placeholderWarning() throws {
    let harness = GestureHarness()
    let icon = UIImageView(frame: CGRect(x: 0, y: 0, width: 17, height: 17))
    icon.accessibilityIdentifier = "icon"
    harness.root.addSubview(icon)
    var line: UInt = 0
    harness.window.scheduler.schedule(after: 0.1) {
      line = #line + 1
      icon.image = UIImage(systemName: "apple.logo")
    }
    let events = harness.run(for: 0.2).flatMap { $0.events("symbol.unsupported") }
    #expect(events.count == 1)
    #expect(events.first?.view == "icon")
    #expect(
      events.first?.detail
        == "UIImage(systemName: \"apple.logo\") at SymbolImageTests.swift:\(line): the icon set "
        + "has no glyph for this name; drawn as a placeholder box with \"A\"")
    let placeholder = try #require(icon.image)
    #expect(placeholder.isSymbolImage && placeholder.size == CGSize(width: 17, height: 17))
    // The box's top edge, 1.5 of 16 units down, in the middle: ink; the middle of the box
    // beside the letter: none.
    let bitmap = try #require(placeholder.cgImage)
    let edge = Int(1.5 / 16 * Double(bitmap.height))
    #expect((bitmap.pixel(x: bitmap.width / 2, y: edge)?.alpha ?? 0) > 127)
    #expect(
      (bitmap.pixel(x: Int(3.5 / 16 * Double(bitmap.width)), y: bitmap.height / 2)?.alpha ?? 0) == 0
    )
  }
}
