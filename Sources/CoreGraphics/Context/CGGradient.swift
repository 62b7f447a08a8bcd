import Foundation

/// Colours at locations along a gradient (Core Graphics' `CGGradient`), drawn by
/// ``CGContext/drawLinearGradient(_:start:end:options:)`` and
/// ``CGContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``.
public final class CGGradient: Sendable {
  /// The stops: a location 0…1 and its colour, in order of location.
  let stops: [(location: Double, color: CGColor)]

  /// A gradient of `colors` (`CGColor`s) at `locations` (0…1, one per colour), or spread
  /// evenly from 0 to 1 when `locations` is `nil`
  /// (`init(colorsSpace:colors:locations:)`); `nil` without colours or when a location is
  /// missing or an element is not a `CGColor`.
  public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
    let colours = colors.compactMap { $0 as? CGColor }
    guard !colours.isEmpty, colours.count == colors.count,
      locations == nil || locations!.count >= colours.count
    else { return nil }
    let spread = colours.indices.map {
      colours.count == 1 ? 0 : Double($0) / Double(colours.count - 1)
    }
    let places = locations.map { $0.prefix(colours.count).map(Double.init) } ?? spread
    stops = zip(places, colours).map { (location: $0, color: $1) }
      .sorted { $0.location < $1.location }
  }

  /// A gradient of `count` colours given as `colorComponents` (red, green, blue, alpha per
  /// colour, 0…1) at `locations` (`init(colorSpace:colorComponents:locations:count:)`).
  public convenience init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count > 0 else { return nil }
    let colours: [Any] = (0..<count).map {
      CGColor(
        red: components[4 * $0], green: components[4 * $0 + 1], blue: components[4 * $0 + 2],
        alpha: components[4 * $0 + 3])
    }
    self.init(
      colorsSpace: space, colors: colours,
      locations: locations.map { pointer in (0..<count).map { pointer[$0] } })
  }
}

/// Whether a gradient's end colours extend beyond its ends (`CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The first colour fills before the start (`drawsBeforeStartLocation`).
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
  /// The last colour fills after the end (`drawsAfterEndLocation`).
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
