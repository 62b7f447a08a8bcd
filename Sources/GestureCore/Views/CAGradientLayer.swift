import Foundation

/// The kind of gradient a ``CAGradientLayer`` draws, Core Animation's `CAGradientLayerType`
/// (a string constant in Objective-C, a struct of the name in Swift).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  /// The name, as Core Animation's constants have it ("axial").
  public let rawValue: String
  /// A type named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Colours change along the line from ``CAGradientLayer/startPoint`` to
  /// ``CAGradientLayer/endPoint`` (`axial`, the default).
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Colours change outward from ``CAGradientLayer/startPoint`` to an ellipse centred there,
  /// "its width and height defined by '(endPoint.x − startPoint.x) · 2' and
  /// '(endPoint.y − startPoint.y) · 2'" (`radial`; QuartzCore, `CAGradientLayer.h`). The last
  /// colour extends beyond the ellipse; an ellipse of zero width or height (undefined on iOS)
  /// fills with the last colour.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Colours change with the angle around ``CAGradientLayer/startPoint``: location 0 points
  /// toward ``CAGradientLayer/endPoint``, and the angle grows "in the direction of rotation of
  /// positive x-axis towards positive y-axis" (`conic`; QuartzCore, `CAGradientLayer.h`),
  /// clockwise on the screen. Coinciding points (undefined on iOS) fill with the last colour.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a colour gradient, Core Animation's `CAGradientLayer`:
/// a view's layer (`override class var layerClass: AnyClass { CAGradientLayer.self }`) or a
/// layer of its own added to another (`view.layer.insertSublayer(gradient, at: 0)`). The
/// gradient is drawn above the layer's background colour, within its rounded corners, and
/// below the content and sublayers (subviews). All three types are drawn
/// (``CAGradientLayerType``, with the definitions of QuartzCore's `CAGradientLayer.h`).
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
  /// The colours of the gradient stops, `CGColor` values (`colors`, default `nil`: nothing
  /// drawn). Elements of other types are skipped.
  public var colors: [Any]? {
    didSet { displayDidChange() }
  }
  /// Where each colour is, 0…1 along the gradient, increasing (`locations`, default `nil`:
  /// evenly spaced from 0 to 1). Ignored unless it has as many elements as ``colors``.
  public var locations: [NSNumber]? {
    didSet { displayDidChange() }
  }
  /// Where the gradient starts, in unit coordinates of the bounds (`startPoint`, default
  /// (0.5, 0): the top middle, as UIKit's coordinates have y down).
  public var startPoint = CGPoint(x: 0.5, y: 0) {
    didSet { displayDidChange() }
  }
  /// Where the gradient ends, in unit coordinates of the bounds (`endPoint`, default
  /// (0.5, 1): the bottom middle).
  public var endPoint = CGPoint(x: 0.5, y: 1) {
    didSet { displayDidChange() }
  }
  /// The kind of gradient (`type`, default ``CAGradientLayerType/axial``). A type of another
  /// name is drawn axial.
  public var type: CAGradientLayerType = .axial {
    didSet { displayDidChange() }
  }

  /// A gradient layer with no colours (`init()`).
  public required init() {
    super.init()
  }

  /// How ``type`` is drawn: radial, conic, or axial for every other name.
  var displayKind: DisplayGradient.Kind {
    switch type {
    case .radial: .radial
    case .conic: .conic
    default: .axial
    }
  }

  /// The stops to draw: the `CGColor`s of ``colors`` with their locations, or `nil` when there
  /// are none.
  var stops: [DisplayGradient.Stop]? {
    let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
    guard !cgColors.isEmpty else { return nil }
    let given = locations.flatMap { $0.count == cgColors.count ? $0.map(\.doubleValue) : nil }
    return cgColors.enumerated().map { index, color in
      let location =
        given?[index]
        ?? (cgColors.count == 1 ? 0 : Double(index) / Double(cgColors.count - 1))
      return DisplayGradient.Stop(location: location, color: color)
    }
  }
}
