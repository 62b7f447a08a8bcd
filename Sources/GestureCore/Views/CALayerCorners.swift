import Foundation

/// Which corners of a layer ``CALayer/cornerRadius`` rounds, Core Animation's `CACornerMask`
/// (`CALayer.maskedCorners`). Raw values as QuartzCore's `kCALayerMinXMinYCorner = 1U << 0`
/// and so on; with UIKit's y pointing down, min y is the top.
public struct CACornerMask: OptionSet, Sendable, Hashable {
  /// The bits of the set corners.
  public let rawValue: UInt
  /// A set with the given bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top-left corner (min x, min y), 1 << 0.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner (max x, min y), 1 << 1.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner (min x, max y), 1 << 2.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner (max x, max y), 1 << 3.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

  /// All four corners, `CALayer.maskedCorners`' default.
  static let all: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]

  /// The same corners as a `UIRectCorner` set.
  var rectCorners: UIRectCorner {
    var corners: UIRectCorner = []
    if contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
    if contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
    if contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
    if contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
    return corners
  }
}

/// The curve of a layer's rounded corners, Core Animation's `CALayerCornerCurve`
/// (`CALayer.cornerCurve`, iOS 13 and later).
public struct CALayerCornerCurve: RawRepresentable, Sendable, Hashable {
  /// The curve's name.
  public let rawValue: String
  /// A curve of the given name; names other than `circular` and `continuous` draw circular.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A quarter circle of the corner radius (`circular`, the default).
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// The continuous ("squircle") corner of iOS 7's app icons and
  /// `UIBezierPath(roundedRect:cornerRadius:)`, reaching 1.52866483 radii along each edge
  /// (`continuous`; the shape is documented in `ContinuousCorner.swift` and
  /// docs/appearance.md, "Corners").
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CALayer {
  /// How far along each edge a corner of `curve` reaches, in corner radii
  /// (`cornerCurveExpansionFactor(_:)`): 1 for circular corners, 1.52866483 for continuous
  /// ones (the extent of the continuous corner modelled: `ContinuousCorner`).
  public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
    curve == .continuous ? ContinuousCorner.extent : 1
  }
}

extension DisplayShape {
  /// Whether the shape has four circular corners (or none), the case drawn with circle arcs;
  /// otherwise ``outline(of:radius:)`` gives its path.
  public var hasCircularCorners: Bool {
    cornerRadius <= 0 || (maskedCorners == .all && cornerCurve != .continuous)
  }

  /// The closed outline of `rect` with the shape's corners: the corners in ``maskedCorners``
  /// rounded by `radius` points with ``cornerCurve``, the others square. A circular radius is
  /// limited to half the shorter side (as Core Animation draws an oversized radius), a
  /// continuous one to half the shorter side over 1.52866483 (the corners then meet at the
  /// middle of the shorter side). A circular corner is one cubic Bézier with its controls
  /// 0.5523 radii from its ends (the standard approximation of a quarter circle, within
  /// 0.03 % of the radius).
  public func outline(of rect: CGRect, radius: Double) -> [PathElement] {
    let r = rect.standardized
    guard r.width > 0, r.height > 0, radius.isFinite else { return [] }
    let corners = maskedCorners.rectCorners
    if cornerCurve == .continuous {
      return ContinuousCorner.path(
        r, radius: ContinuousCorner.limit(CGFloat(radius), in: r), corners: corners
      ).elements
    }
    let radius = min(max(0, CGFloat(radius)), min(r.width, r.height) / 2)
    let k = 0.5522847498 * radius
    let rounded = { (corner: UIRectCorner) in corners.contains(corner) && radius > 0 }
    var elements: [PathElement] = [
      .moveTo(CGPoint(x: r.minX + (rounded(.topLeft) ? radius : 0), y: r.minY))
    ]
    func corner(
      _ c: UIRectCorner, _ point: CGPoint, back: (CGFloat, CGFloat), out: (CGFloat, CGFloat)
    ) {
      guard rounded(c) else {
        elements.append(.lineTo(point))
        return
      }
      func at(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
        CGPoint(x: point.x + back.0 * u + out.0 * v, y: point.y + back.1 * u + out.1 * v)
      }
      elements.append(.lineTo(at(radius, 0)))
      elements.append(
        .curveTo(at(0, radius), control1: at(radius - k, 0), control2: at(0, radius - k)))
    }
    corner(.topRight, CGPoint(x: r.maxX, y: r.minY), back: (-1, 0), out: (0, 1))
    corner(.bottomRight, CGPoint(x: r.maxX, y: r.maxY), back: (0, -1), out: (-1, 0))
    corner(.bottomLeft, CGPoint(x: r.minX, y: r.maxY), back: (1, 0), out: (0, -1))
    corner(.topLeft, CGPoint(x: r.minX, y: r.minY), back: (0, 1), out: (1, 0))
    elements.append(.closeSubpath)
    return elements
  }
}
