import Foundation

// Properties that change how Core Animation produces a layer's pixels, not which pixels a
// screenshot shows, so the frames drawn here do not change (docs/appearance.md, "Accepted, not
// drawn differently").
extension CALayer {
  /// Whether the layer is composited once into a bitmap that later frames reuse
  /// (`shouldRasterize`, default false). Frames here are drawn whole as vectors at the
  /// device's scale, which is what a rasterized layer shows at a ``rasterizationScale`` equal
  /// to the screen's; a smaller scale shows blurred on a device and is drawn sharp here.
  public var shouldRasterize: Bool {
    get { rasterization.shouldRasterize }
    set { rasterization.shouldRasterize = newValue }
  }

  /// The pixels per point of the bitmap a rasterized layer is kept in
  /// (`rasterizationScale`, default 1); kept and read back, not drawn (``shouldRasterize``).
  public var rasterizationScale: CGFloat {
    get { rasterization.rasterizationScale }
    set { rasterization.rasterizationScale = newValue }
  }

  /// Whether edges of a layer under a non-axis-aligned transform are antialiased
  /// (`allowsEdgeAntialiasing`, default false on iOS, whose `UIViewEdgeAntialiasing`
  /// Info.plist key turns it on). Kept and read back; every edge here is antialiased (Cairo's
  /// gray antialiasing), as with the key on.
  public var allowsEdgeAntialiasing: Bool {
    get { rasterization.allowsEdgeAntialiasing }
    set { rasterization.allowsEdgeAntialiasing = newValue }
  }

  /// Whether the layer's ``draw(in:)`` commands are queued and run on a background thread
  /// (`drawsAsynchronously`, default false). Kept and read back: Apple describes it as a
  /// performance setting, and the drawing here runs in the display pass either way, with the
  /// same pixels.
  public var drawsAsynchronously: Bool {
    get { rasterization.drawsAsynchronously }
    set { rasterization.drawsAsynchronously = newValue }
  }
}

/// The storage of the settings of `CALayer+Rasterization.swift`, with Core Animation's
/// defaults.
struct LayerRasterization {
  var shouldRasterize = false
  var rasterizationScale: CGFloat = 1
  var allowsEdgeAntialiasing = false
  var drawsAsynchronously = false
}
