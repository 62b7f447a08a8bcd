import CCairo
import Foundation
import GestureCore

/// Draws display items onto a Cairo context, as frames are drawn and as code draws layers into
/// its own contexts (`CALayer.render(in:)`, `UIView.drawHierarchy`): groups of opacity, clips
/// and masks nested as ``FrameRenderer/validate(_:)`` checks, and the leaf items (shadows,
/// fills, gradients, borders, text, images, paths) through their renderers.
struct DisplayItemPainter {
  /// Lays out and draws text items.
  let text: TextRenderer
  /// Draws image items (and keeps their decoded surfaces).
  let images: ImageRenderer
  /// Device pixels per point.
  var scale: Double
  /// The shadow masks kept from the last frame, when frames are drawn one after another.
  var shadows: ShadowMasks? = nil

  /// Draws `items` in order: groups, clips and masks nested as ``validate(_:)`` checks, leaf
  /// items whose boxes miss `region` skipped.
  ///
  /// - Throws: the errors of ``ImageRenderer/draw(_:on:)``.
  func draw(
    _ items: [DisplayItem], on cairo: CairoContext, within region: DeviceBox?
  ) throws {
    // nil: a group of opacity 1, drawn directly (source-over is associative, so the result is
    // the same as compositing it first).
    var groups: [Double?] = []
    var masks: [[DisplayItem]] = []
    for item in items {
      switch item {
      case .beginGroup(_, let opacity):
        let opacity = opacity.isNaN ? 0 : min(1, max(0, opacity))
        if opacity < 1 {
          cairo.beginGroup()
          groups.append(opacity)
        } else {
          groups.append(nil)
        }
      case .endGroup:
        if let opacity = groups.removeLast() { cairo.endGroup(opacity: opacity) }
      case .pushClip(let shape):
        cairo.pushClip(shape)
      case .popClip:
        cairo.popClip()
      case .pushMask(_, let mask):
        cairo.beginMaskedGroup()
        masks.append(mask)
      case .popMask:
        let mask = masks.removeLast()
        try cairo.endMaskedGroup { try draw(mask, on: cairo, within: region) }
      case .projected(let projection):
        if let region, let box = DisplayItemBounds.box(of: item, scale: scale),
          !box.intersects(region)
        {
          continue
        }
        try ProjectionRenderer.draw(projection, on: cairo, painter: self)
      default:
        if let region, let box = DisplayItemBounds.box(of: item, scale: scale),
          !box.intersects(region)
        {
          continue
        }
        try drawLeaf(item, on: cairo)
      }
    }
  }

  /// Draws one item that paints (not a group or clip marker).
  private func drawLeaf(_ item: DisplayItem, on cairo: CairoContext) throws {
    switch item {
    case .shadow(let shadow):
      if let content = shadow.content {
        try ContentShadowRenderer.draw(shadow, content: content, on: cairo, painter: self)
      } else {
        ShadowRenderer.draw(shadow, on: cairo, masks: shadows)
      }
    case .fill(let shape, let color):
      cairo.fill(shape, color: color)
    case .gradient(let gradient):
      cairo.fill(gradient)
    case .border(let shape, let width, let color):
      cairo.border(shape, width: width, color: color)
    case .text(let item):
      text.draw(item, on: cairo)
      try text.drawAttachments(of: item, on: cairo, images: images)
    case .image(let item):
      try images.draw(item, on: cairo)
    case .path(let item):
      cairo.draw(item)
    case .backdrop(let backdrop):
      BackdropRenderer.draw(backdrop, on: cairo)
    case .beginGroup, .endGroup, .pushClip, .popClip, .pushMask, .popMask, .projected:
      break
    }
  }
}
