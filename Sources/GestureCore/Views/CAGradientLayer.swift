import Foundation

/// A layer that fills its bounds with a colour gradient, Core Animation's `CAGradientLayer`:
/// a view's layer (`override class var layerClass: AnyClass { CAGradientLayer.self }`) or a
/// layer of its own added to another (`view.layer.insertSublayer(gradient, at: 0)`). The
/// gradient is drawn above the layer's background colour, within its rounded corners, and
/// below the content and sublayers (subviews). Only the axial type is drawn.
@MainActor
open class CAGradientLayer: CALayer {
  /// The kind of gradient (`CAGradientLayerType`).
  public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation's constants have it ("axial").
    public let rawValue: String
    /// A type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours change along the line from ``startPoint`` to ``endPoint`` (`axial`, the
    /// default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours change with the distance from ``startPoint`` (`radial`; drawn as axial here).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours change with the angle around ``startPoint`` (`conic`; drawn as axial here).
    public static let conic = CAGradientLayerType(rawValue: "conic")
  }

  /// The colours of the gradient stops, `CGColor` values (`colors`, default `nil`: nothing
  /// drawn). Elements of other types are skipped.
  public var colors: [Any]?
  /// Where each colour is, 0…1 along the gradient, increasing (`locations`, default `nil`:
  /// evenly spaced from 0 to 1). Ignored unless it has as many elements as ``colors``.
  public var locations: [NSNumber]?
  /// Where the gradient starts, in unit coordinates of the bounds (`startPoint`, default
  /// (0.5, 0): the top middle, as UIKit's coordinates have y down).
  public var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in unit coordinates of the bounds (`endPoint`, default
  /// (0.5, 1): the bottom middle).
  public var endPoint = CGPoint(x: 0.5, y: 1)
  /// The kind of gradient (`type`, default ``CAGradientLayerType/axial``).
  public var type: CAGradientLayerType = .axial

  /// A gradient layer with no colours (`init()`).
  public required init() {
    super.init()
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
