import Foundation
import Testing

@testable import GestureCore

/// A view that draws a 4 pt line and counts its drawings.
@MainActor
private final class LineView: UIView {
  var draws: [CGRect] = []
  override func draw(_ rect: CGRect) {
    draws.append(rect)
    let context = UIGraphicsGetCurrentContext()
    context?.setLineWidth(4)
    context?.move(to: CGPoint(x: 20, y: 20))
    context?.addLine(to: CGPoint(x: 120, y: 20))
    context?.strokePath()
  }
}

/// A view that fills its left half with UIKit's conveniences.
@MainActor
private final class HalfView: UIView {
  override func draw(_ rect: CGRect) {
    UIColor.systemRed.setFill()
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)).fill()
  }
}

/// A window at @2x holding `view`.
@MainActor
private func window(with view: UIView) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  window.screenScale = 2
  window.addSubview(view)
  return window
}

@MainActor
private func rgba(_ view: UIView, _ x: Int, _ y: Int) -> [Int] {
  guard let p = (view.layer.contents as? CGImage)?.pixel(x: x, y: y) else { return [] }
  return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

@Suite("draw(_:): a view's backing store, drawn when invalidated")
@MainActor
struct ViewDrawingTests {
  @Test("The 4 pt stroke at @2x covers rows 36–43 from x 40 to 239 and nothing else")
  func strokePixels() throws {
    let view = LineView(frame: CGRect(x: 0, y: 0, width: 140, height: 40))
    view.isOpaque = false
    let window = window(with: view)
    window.displayIfNeeded()
    let image = try #require(view.layer.contents as? CGImage)
    #expect(image.width == 280 && image.height == 80)
    for y in 0..<80 {
      let xs = (0..<280).filter { (image.pixel(x: $0, y: y)?.alpha ?? 0) > 0 }
      if (36...43).contains(y) {
        #expect(xs.first == 40 && xs.last == 239 && xs.count == 200, "row \(y)")
      } else {
        #expect(xs.isEmpty, "row \(y)")
      }
    }
  }

  @Test("draw(_:) runs when the view first appears and after setNeedsDisplay, never else")
  func drawsWhenInvalidated() {
    let view = LineView(frame: CGRect(x: 0, y: 0, width: 140, height: 40))
    let window = window(with: view)
    window.displayIfNeeded()
    window.displayIfNeeded()
    view.frame.origin = CGPoint(x: 10, y: 10)
    window.displayIfNeeded()
    #expect(view.draws == [CGRect(x: 0, y: 0, width: 140, height: 40)])
    view.setNeedsDisplay()
    view.setNeedsDisplay()
    window.displayIfNeeded()
    view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
    view.setNeedsDisplay(CGRect(x: 30, y: 0, width: 10, height: 10))
    window.displayIfNeeded()
    #expect(view.draws.count == 3)
    #expect(view.draws.last == CGRect(x: 0, y: 0, width: 40, height: 10))
  }

  @Test("A change of size redraws only with contentMode .redraw; else the drawing is stretched")
  func redrawMode() {
    let view = LineView(frame: CGRect(x: 0, y: 0, width: 140, height: 40))
    let window = window(with: view)
    window.displayIfNeeded()
    view.frame.size.width = 280
    window.displayIfNeeded()
    #expect(view.draws.count == 1)
    #expect((view.layer.contents as? CGImage)?.width == 280)  // the old drawing, stretched
    view.contentMode = .redraw
    view.frame.size.width = 200
    window.displayIfNeeded()
    #expect(view.draws.count == 2)
    #expect((view.layer.contents as? CGImage)?.width == 400)
  }

  @Test(
    "An opaque view with no background shows black where it draws nothing; a background colour does not"
  )
  func opaqueBlack() {
    let view = HalfView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    let window = window(with: view)
    window.displayIfNeeded()
    // systemRed in light mode is (255, 59, 48).
    #expect(rgba(view, 5, 5) == [255, 59, 48, 255])
    #expect(rgba(view, 30, 5) == [0, 0, 0, 255])
    let clear = HalfView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    clear.backgroundColor = .white
    window.addSubview(clear)
    window.displayIfNeeded()
    #expect(rgba(clear, 30, 5) == [0, 0, 0, 0])
  }

  @Test("A view that does not override draw(_:) keeps no backing store, and keeps set contents")
  func plainView() throws {
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let window = window(with: plain)
    let image = try #require(
      CGContext._uiKitContext(size: CGSize(width: 1, height: 1), scale: 1)?.makeImage())
    plain.layer.contents = image
    window.displayIfNeeded()
    #expect(plain.layer.contents as? CGImage === image)
    plain.setNeedsDisplay()
    window.displayIfNeeded()
    #expect(plain.layer.contents as? CGImage === image)
  }

  @Test("setNeedsDisplay(_:) redraws the marked part and keeps the rest of the last drawing")
  func partialRedraw() {
    final class Toggle: UIView {
      var color = UIColor.red
      override func draw(_ rect: CGRect) {
        color.setFill()
        UIRectFill(bounds)
      }
    }
    let view = Toggle(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let window = window(with: view)
    window.displayIfNeeded()
    view.color = .blue
    view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 10))
    window.displayIfNeeded()
    #expect(rgba(view, 2, 2) == [0, 0, 255, 255])
    #expect(rgba(view, 15, 2) == [255, 0, 0, 255])
  }

  @Test("An image renderer draws in UIKit's space at its scale; an opaque format is black under")
  func imageRenderer() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 4), format: format)
    let image = renderer.image { context in
      UIColor.green.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 2))
      #expect(UIGraphicsGetCurrentContext() === context.cgContext)
    }
    #expect(image.size == CGSize(width: 10, height: 4) && image.scale == 3)
    let pixels = try #require(image.cgImage)
    #expect(pixels.width == 30 && pixels.height == 12)
    #expect(pixels.pixel(x: 0, y: 0)?.green == 255)
    #expect(pixels.pixel(x: 20, y: 10)?.alpha == 0)
    format.opaque = true
    let opaque = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format)
      .image { _ in }
    #expect(opaque.cgImage?.pixel(x: 1, y: 1)?.alpha == 255)
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test("A view of infinite width or scale draws nothing and keeps no backing store")
  func infiniteSizes() {
    let wide = LineView(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 40))
    let scaled = LineView(frame: CGRect(x: 0, y: 0, width: 140, height: 40))
    scaled.contentScaleFactor = .infinity
    let window = window(with: wide)
    window.addSubview(scaled)
    window.displayIfNeeded()
    #expect(wide.draws.isEmpty && wide.layer.contents == nil)
    #expect(scaled.draws.isEmpty && scaled.layer.contents == nil)
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 10))
    #expect(renderer.image { _ in }.size == .zero)
  }

  @Test("UIImage.draw(in:) draws upright; the image context functions pair")
  func imageContextAndUpright() throws {
    let top = UIGraphicsImageRenderer(
      size: CGSize(width: 1, height: 2),
      format: {
        let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
      }()
    ).image { _ in
      UIColor.red.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    try SimulationContext.$graphicsContexts.withValue(GraphicsContextStack()) {
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 2), false, 1)
      top.draw(in: CGRect(x: 0, y: 0, width: 1, height: 2))
      let drawn = try #require(UIGraphicsGetImageFromCurrentImageContext()?.cgImage)
      UIGraphicsEndImageContext()
      #expect(UIGraphicsGetCurrentContext() == nil)
      #expect(drawn.pixel(x: 0, y: 0)?.red == 255)
      #expect(drawn.pixel(x: 0, y: 1)?.alpha == 0)
    }
  }

  @Test("A backing store over 16,384 pixels on a side is not drawn, and the timeline says so")
  func oversizedBackingStore() {
    let view = LineView(frame: CGRect(x: 0, y: 0, width: 100, height: 9000))
    let window = window(with: view)
    SimulationContext.$eventLog.withValue(window.eventLog) { window.displayIfNeeded() }
    #expect(view.draws.isEmpty)
    #expect(view.layer.contents == nil)
    #expect(
      window.eventLog.pending.filter { $0.kind == "graphics.invalidSize" }.map(\.detail) == [
        "the backing store of 100.0×9000.0 points at scale 2.0 is over 16384 pixels on a side; "
          + "the layer's drawing is not shown"
      ])
  }

  @Test("A marked rectangle that is not a number marks the whole view instead of trapping")
  func notANumberRect() {
    let view = LineView(frame: CGRect(x: 0, y: 0, width: 140, height: 40))
    let window = window(with: view)
    window.displayIfNeeded()
    view.setNeedsDisplay(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
    window.displayIfNeeded()
    #expect(view.draws == [view.bounds, view.bounds])
  }
}
