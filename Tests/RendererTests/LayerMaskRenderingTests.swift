import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Layer masks drawn as Core Animation draws them, read back from PNGs")
@MainActor
struct LayerMaskRenderingTests {
  /// The first frame of a clear 100 × 100 pt window holding `view`, at scale 1, through PNG.
  private func render(_ view: UIView) throws -> RenderedImage {
    try firstFrameImage(of: [view], background: .clear)
  }

  /// A red 80 × 80 pt square at (10, 10).
  private func square() -> UIView {
    let square = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    square.backgroundColor = .red
    return square
  }

  @Test("A circle CAShapeLayer mask leaves the square's corners transparent, the centre opaque")
  func circleMask() throws {
    let view = square()
    let circle = CAShapeLayer()
    circle.frame = view.bounds
    circle.path = UIBezierPath(ovalIn: view.bounds).cgPath
    view.layer.mask = circle
    let image = try render(view)
    // Pixel (12, 12) is centred at (2.5, 2.5) in the square, 53.0 pt from the circle's centre
    // (40, 40): outside its radius of 40. So is every corner's.
    for (x, y) in [(12, 12), (87, 12), (12, 87), (87, 87)] {
      #expect(image.rgba(x, y) == RGBA(0, 0, 0, 0), "corner (\(x), \(y))")
    }
    #expect(image.rgba(50, 50) == RGBA(255, 0, 0))
    // On the circle's axes, 1.5 pt inside its edge: opaque red.
    #expect(image.rgba(11, 50) == RGBA(255, 0, 0))
    #expect(image.rgba(50, 88) == RGBA(255, 0, 0))
    // Without the mask the corner is red.
    view.layer.mask = nil
    #expect(try render(view).rgba(12, 12) == RGBA(255, 0, 0))
  }

  @Test("The mask cuts sublayers too, in the masked layer's coordinates, and its alpha scales")
  func maskAlphaAndSublayers() throws {
    let view = square()
    let blue = CALayer()
    blue.frame = CGRect(x: 0, y: 40, width: 80, height: 40)
    blue.backgroundColor = UIColor.blue.cgColor
    view.layer.addSublayer(blue)
    // The right half shows fully, the top-left quarter at half alpha, the bottom left not.
    let mask = CALayer()
    mask.frame = view.bounds
    let right = CALayer()
    right.frame = CGRect(x: 40, y: 0, width: 40, height: 80)
    right.backgroundColor = UIColor.black.cgColor
    mask.addSublayer(right)
    let half = CALayer()
    half.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    half.backgroundColor = UIColor(white: 0, alpha: 0.5).cgColor
    mask.addSublayer(half)
    view.layer.mask = mask
    let image = try render(view)
    #expect(image.rgba(70, 30) == RGBA(255, 0, 0))
    #expect(image.rgba(70, 70) == RGBA(0, 0, 255))
    #expect(image.rgba(30, 70) == RGBA(0, 0, 0, 0))
    // Red at alpha 0.5 (Cairo keeps premultiplied 8-bit values: 128/255 unpremultiplied).
    let blended = image.rgba(30, 30)
    #expect(blended.g == 0 && blended.b == 0 && (127...128).contains(blended.a), "\(blended)")
    #expect(blended.r >= 254, "\(blended)")
  }

  @Test("UIView.mask: a round mask view lets the square show only inside it")
  func maskView() throws {
    let view = square()
    let maskView = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    maskView.backgroundColor = .black
    maskView.layer.cornerRadius = 20
    view.mask = maskView
    let image = try render(view)
    // The mask view covers window points 30…70; its corner at (31, 31) is outside the circle.
    #expect(image.rgba(50, 50) == RGBA(255, 0, 0))
    #expect(image.rgba(31, 31) == RGBA(0, 0, 0, 0))
    #expect(image.rgba(20, 50) == RGBA(0, 0, 0, 0))
    #expect(image.rgba(31, 50) == RGBA(255, 0, 0))
  }
}
