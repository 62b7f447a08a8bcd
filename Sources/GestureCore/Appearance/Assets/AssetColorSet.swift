import Foundation

/// A colour set's variants, read from its `Contents.json`, and the dynamic colour they make.
///
/// ## Components
/// Xcode writes each component as a string in the notation of its colour panel's input method
/// (Apple, "Asset Catalog Format Reference", Named Color Type; what Xcode 15 writes):
/// floating point `"0.500"` (a decimal point or an exponent: taken as is, extended ranges
/// kept), 8-bit `"128"` (an integer: divided by 255) and hexadecimal `"0x80"` (divided by
/// 255). A JSON number (older catalogs, hand-written files) is taken as floating point, the
/// 0…1 range Apple's reference documents.
///
/// ## Colour spaces
/// `srgb` and `extended-srgb` are taken as is; `extended-linear-srgb` is encoded with sRGB's
/// curve (sign kept); `display-p3` is converted to extended sRGB exactly (sRGB's curve decoded,
/// the linear Display P3 → linear sRGB matrix of the two spaces' primaries and D65 white,
/// encoded again), so a P3 red beyond sRGB has a red above 1, which drawing clamps;
/// `gray-gamma-22` as Interface Builder's gamma 2.2 grey (``IBValues/gamma22ToSRGB(_:)``), and
/// `extended-gray` as ``UIColor/init(white:alpha:)``. A system colour (`"platform": "ios",
/// "reference": "systemBlueColor"`) is UIKit's dynamic colour of that name.
struct AssetColorSet {
  /// One variant: the traits it is for and its colour.
  var variants: [(slot: AssetContents.Slot, color: UIColor)]

  /// The set in `data`, a `.colorset`'s `Contents.json`.
  ///
  /// - Throws: ``AssetContents/Problem`` naming the JSON path of the first thing not
  ///   understood (malformed JSON, an unknown colour space, a component that is not a number).
  init(contentsOf data: Data) throws(AssetContents.Problem) {
    let contents = try AssetContents.decode(AssetContents.ColorSet.self, from: data)
    var variants: [(slot: AssetContents.Slot, color: UIColor)] = []
    for (index, entry) in (contents.colors ?? []).enumerated() {
      guard let color = entry.color else {
        throw AssetContents.Problem(path: "colors[\(index)]", message: "has no \"color\"")
      }
      variants.append(
        (entry.slot, try AssetColorSet.color(color, path: "colors[\(index)].color")))
    }
    guard !variants.isEmpty else {
      throw AssetContents.Problem(path: "colors", message: "the set has no colour")
    }
    self.variants = variants
  }

  /// The dynamic colour of the set: resolved against a trait collection, the variant
  /// ``AssetVariants/best(of:for:)`` picks.
  var color: UIColor {
    let variants = self.variants
    if variants.count == 1 { return variants[0].color }
    return UIColor { traits in
      AssetVariants.best(of: variants.map(\.slot), for: traits).map { variants[$0].color }
        ?? variants[0].color
    }
  }

  /// The colour of one `color` object.
  static func color(_ color: AssetContents.ColorSet.Color, path: String)
    throws(AssetContents.Problem) -> UIColor
  {
    if let reference = color.reference {
      guard let system = IBValues.systemColor(reference) else {
        throw AssetContents.Problem(
          path: path + ".reference", message: "'\(reference)' is not a UIKit system colour")
      }
      return system
    }
    let space = color.colorSpace ?? "srgb"
    let components = color.components ?? [:]
    func value(_ key: String) throws(AssetContents.Problem) -> Double {
      guard let component = components[key] else {
        throw AssetContents.Problem(
          path: path + ".components", message: "the component \"\(key)\" is missing")
      }
      guard let number = AssetColorSet.number(component) else {
        throw AssetContents.Problem(
          path: path + ".components." + key,
          message: "'\(component.text)' is not a component (\"0.500\", \"128\" or \"0x80\")")
      }
      return number
    }
    let alpha = components["alpha"] == nil ? 1 : try value("alpha")
    switch space {
    case "gray-gamma-22", "extended-gray":
      let white = try value("white")
      return UIColor(
        white: space == "gray-gamma-22" ? IBValues.gamma22ToSRGB(white) : white, alpha: alpha)
    case "srgb", "extended-srgb", "extended-linear-srgb", "display-p3":
      var rgb = (try value("red"), try value("green"), try value("blue"))
      if space == "extended-linear-srgb" {
        rgb = (encode(rgb.0), encode(rgb.1), encode(rgb.2))
      } else if space == "display-p3" {
        rgb = displayP3ToSRGB(rgb)
      }
      return UIColor(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    default:
      throw AssetContents.Problem(
        path: path + ".color-space",
        message: "the colour space '\(space)' is not read (srgb, extended-srgb, "
          + "extended-linear-srgb, display-p3, gray-gamma-22, extended-gray are)")
    }
  }

  /// A component's value in 0…1 (beyond it for extended spaces), or `nil`.
  static func number(_ component: AssetContents.Component) -> Double? {
    let text = component.text.trimmingCharacters(in: .whitespaces)
    if component.isNumber { return Double(text) }
    if text.lowercased().hasPrefix("0x") {
      return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
    }
    if text.contains(".") || text.lowercased().contains("e") {
      return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }
    return Int(text).map { Double($0) / 255 }
  }

  /// Display P3 components (sRGB's curve) as extended sRGB components.
  static func displayP3ToSRGB(_ p3: (Double, Double, Double)) -> (Double, Double, Double) {
    let (r, g, b) = (decode(p3.0), decode(p3.1), decode(p3.2))
    return (
      encode(1.224_940_176_3 * r - 0.224_940_176_3 * g),
      encode(-0.042_056_954_7 * r + 1.042_056_954_7 * g),
      encode(-0.019_637_554_6 * r - 0.078_636_045_6 * g + 1.098_273_600_1 * b)
    )
  }

  /// sRGB's curve decoded (IEC 61966-2-1), extended to negative values by symmetry.
  static func decode(_ value: Double) -> Double {
    let v = abs(value)
    let linear = v <= 0.040_45 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    return value < 0 ? -linear : linear
  }

  /// sRGB's curve encoded, extended to negative values by symmetry.
  static func encode(_ value: Double) -> Double {
    let v = abs(value)
    let encoded = v <= 0.003_130_8 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
    return value < 0 ? -encoded : encoded
  }
}

/// Which variant of a set iOS shows for a trait collection.
///
/// A variant is eligible when each of its slots fits: its `idiom` is `universal` (or absent)
/// or `iphone` (the simulated devices are iPhones); its `luminosity` appearance is absent or
/// matches the style, `dark` for ``UIUserInterfaceStyle/dark`` and `light` otherwise (an
/// unspecified style resolves light, as the system colours do); it has no `contrast: high`
/// appearance (the increased-contrast setting is not modelled: its variants are never
/// chosen); its `display-gamut` is absent or `display-P3` (iPhones have P3 displays).
/// Among eligible variants the most specific wins (idiom before appearance before gamut), the
/// first in the file among equals, as the asset catalog's "Any" slots are the fallbacks of the
/// specific ones.
enum AssetVariants {
  /// The index in `slots` of the variant for `traits`, or `nil` when none is eligible.
  static func best(of slots: [AssetContents.Slot], for traits: UITraitCollection) -> Int? {
    let dark = traits.userInterfaceStyle == .dark
    var best: (index: Int, score: Int)?
    for (index, slot) in slots.enumerated() {
      var score = 0
      switch slot.idiom ?? "universal" {
      case "universal": break
      case "iphone": score += 4
      default: continue
      }
      var eligible = true
      for appearance in slot.appearances ?? [] {
        switch (appearance.appearance, appearance.value) {
        case ("luminosity", "dark"): if dark { score += 2 } else { eligible = false }
        case ("luminosity", "light"): if dark { eligible = false } else { score += 2 }
        case ("luminosity", "any"): break
        default: eligible = false
        }
      }
      switch slot.displayGamut {
      case nil: break
      case "display-P3": score += 1
      default: eligible = false
      }
      guard eligible else { continue }
      if best == nil || score > best!.score { best = (index, score) }
    }
    return best?.index
  }
}
