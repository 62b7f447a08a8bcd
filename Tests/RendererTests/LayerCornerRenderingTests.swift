import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("maskedCorners and cornerCurve in backgrounds, borders, clips and shadows, from PNGs")
@MainActor
struct LayerCornerRenderingTests {
  /// The first frame of a clear 100 × 100 pt window holding `view`, at scale 1, through PNG.
  private func render(_ view: UIView) throws -> RenderedImage {
    try firstFrameImage(of: [view], background: .clear)
  }

  /// A red 80 × 80 pt square at (10, 10) with a corner radius of 20.
  private func square() -> UIView {
    let square = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    square.backgroundColor = .red
    square.layer.cornerRadius = 20
    return square
  }

  private let clear = RGBA(0, 0, 0, 0)
  private let red = RGBA(255, 0, 0)

  @Test("Only the masked corners of the background are rounded")
  func background() throws {
    let view = square()
    view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
    let image = try render(view)
    // Pixel (11, 11) is centred 1.5 pt into the square, 26.2 pt from the corner circle's
    // centre: outside a radius of 20. The unmasked corners stay square.
    #expect(image.rgba(11, 11) == clear)
    #expect(image.rgba(88, 88) == clear)
    #expect(image.rgba(88, 11) == red)
    #expect(image.rgba(11, 88) == red)
  }

  @Test("The border and the clip of the sublayers follow the masked corners")
  func borderAndClip() throws {
    let view = square()
    view.backgroundColor = nil
    view.layer.borderWidth = 4
    view.layer.borderColor = UIColor.blue.cgColor
    view.layer.maskedCorners = [.layerMaxXMinYCorner]
    view.clipsToBounds = true
    let fill = CALayer()
    fill.frame = view.bounds
    fill.backgroundColor = UIColor.green.cgColor
    view.layer.addSublayer(fill)
    let image = try render(view)
    // Top right rounded: its corner pixel is cut from the border and the sublayer alike.
    #expect(image.rgba(88, 11) == clear)
    // The square corners keep the border's corner pixel blue.
    #expect(image.rgba(11, 11) == RGBA(0, 0, 255))
    #expect(image.rgba(88, 88) == RGBA(0, 0, 255))
    // Inside the border the sublayer shows.
    #expect(image.rgba(50, 50) == RGBA(0, 255, 0))
  }

  @Test("The shadow's corners follow the masked corners")
  func shadow() throws {
    func shadowCorner(_ corners: CACornerMask) throws -> RGBA {
      let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
      view.backgroundColor = .red
      view.layer.cornerRadius = 10
      view.layer.maskedCorners = corners
      view.layer.shadowOpacity = 1
      view.layer.shadowRadius = 0
      view.layer.shadowOffset = CGSize(width: 20, height: 20)
      // The shadow covers (30, 30)…(70, 70); its bottom-right corner pixel is (69, 69).
      return try render(view).rgba(69, 69)
    }
    #expect(try shadowCorner([.layerMaxXMaxYCorner]) == clear)
    #expect(try shadowCorner([.layerMinXMinYCorner]) == RGBA(0, 0, 0))
  }

  @Test("A continuous corner is the corner of UIBezierPath(roundedRect:cornerRadius:)")
  func continuous() throws {
    let view = square()
    view.layer.cornerRadius = 25
    view.layer.cornerCurve = .continuous
    let layerImage = try render(view)
    let pathView = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    let shape = CAShapeLayer()
    shape.path = UIBezierPath(roundedRect: pathView.bounds, cornerRadius: 25).cgPath
    shape.fillColor = UIColor.red.cgColor
    pathView.layer.addSublayer(shape)
    let pathImage = try render(pathView)
    view.layer.cornerCurve = .circular
    let circularImage = try render(view)
    var differFromPath = 0
    var differFromCircular = 0
    for y in 0..<100 {
      for x in 0..<100 {
        if layerImage.rgba(x, y) != pathImage.rgba(x, y) { differFromPath += 1 }
        if layerImage.rgba(x, y) != circularImage.rgba(x, y) { differFromCircular += 1 }
      }
    }
    #expect(differFromPath == 0)
    // The continuous corner reaches 1.53 radii along each edge: its antialiased edge pixels
    // differ from the circle's at every corner.
    #expect(differFromCircular > 40, "\(differFromCircular)")
    #expect(CALayer.cornerCurveExpansionFactor(.continuous) == 1.52866483)
    #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
  }

  @Test("An image view that clips to its rounded bounds clips its image to the corners")
  func imageClippedToCorners() throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 80))
    let picture = renderer.image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 80, height: 80))
    }
    let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    view.image = picture
    view.layer.cornerRadius = 20
    view.clipsToBounds = true
    let image = try render(view)
    // Pixel (11, 11), 26.2 pt from the corner circle's centre (30, 30), lies outside its
    // radius of 20: cut; the middle of the edge and the centre are the image's.
    #expect(image.rgba(11, 11) == clear)
    #expect(image.rgba(88, 88) == clear)
    #expect(image.rgba(50, 11) == red)
    #expect(image.rgba(50, 50) == red)
    // Without the clip the image keeps its square corners, as on a device.
    view.clipsToBounds = false
    #expect(try render(view).rgba(11, 11) == red)
  }
}
