import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Sublayers drawn as Core Animation draws them, read back from PNGs")
@MainActor
struct SublayerRenderingTests {
  /// The first frame of a white 100 × 100 pt window holding `views`, at scale 1, through PNG.
  private func render(_ views: [UIView]) throws -> RenderedImage {
    try firstFrameImage(of: views, background: .white)
  }

  /// A layer of its own filling `frame` with `color`.
  private func layer(_ frame: CGRect, _ color: UIColor) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color.cgColor
    return layer
  }

  @Test("A CAGradientLayer inserted at 0 fills the view below its label; the text shows above")
  func gradientBelowLabel() throws {
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let label = UILabel(frame: CGRect(x: 10, y: 30, width: 80, height: 40))
    label.text = "WW"
    label.font = .boldSystemFont(ofSize: 32)
    label.textColor = .black
    header.addSubview(label)
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.frame = header.bounds
    header.layer.insertSublayer(gradient, at: 0)
    let image = try render([header])
    // Rows are sampled at y + 0.5 along the 100 pt line from top to bottom: t = 0.005 at the
    // top (red 255 · 0.995 = 253.7, blue 1.3), t = 0.995 at the bottom.
    let top = image.rgba(50, 0)
    let bottom = image.rgba(50, 99)
    #expect(abs(top.r - 254) <= 1 && abs(top.b - 1) <= 1 && top.g == 0, "\(top)")
    #expect(abs(bottom.r - 1) <= 1 && abs(bottom.b - 254) <= 1 && bottom.g == 0, "\(bottom)")
    // Black glyphs over the red-to-blue fill: pixels dark in every channel.
    var dark = 0
    for y in 30..<70 {
      for x in 10..<90 where max(image.rgba(x, y).r, image.rgba(x, y).b) < 60 { dark += 1 }
    }
    #expect(dark > 50, "\(dark) dark pixels")
    // Outside the label only the gradient: at mid-height (t = 0.505) an even mix.
    let middle = image.rgba(5, 50)
    #expect(abs(middle.r - 126) <= 1 && abs(middle.b - 129) <= 1, "\(middle)")
  }

  @Test("A sublayer added after a subview is drawn above it; one added before, below")
  func orderAgainstSubviews() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.layer.addSublayer(layer(CGRect(x: 0, y: 0, width: 40, height: 40), .blue))
    root.addSubview(UIView.filled(CGRect(x: 20, y: 20, width: 40, height: 40), .green))
    root.layer.addSublayer(layer(CGRect(x: 40, y: 40, width: 40, height: 40), .red))
    let image = try render([root])
    #expect(image.rgba(10, 10) == RGBA(0, 0, 255))
    // The green view covers the blue layer added before it…
    #expect(image.rgba(30, 30) == RGBA(0, 255, 0))
    // …and the red layer added after covers the green view.
    #expect(image.rgba(50, 50) == RGBA(255, 0, 0))
    #expect(image.rgba(70, 70) == RGBA(255, 0, 0))
    #expect(image.rgba(90, 90) == RGBA(255, 255, 255))
  }

  @Test("A hidden sublayer draws nothing; opacity 0.5 blends blue over white to 127.5")
  func hiddenAndOpacity() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let hidden = layer(CGRect(x: 0, y: 0, width: 50, height: 100), .red)
    hidden.isHidden = true
    root.layer.addSublayer(hidden)
    let translucent = layer(CGRect(x: 50, y: 0, width: 50, height: 100), .blue)
    translucent.opacity = 0.5
    root.layer.addSublayer(translucent)
    let image = try render([root])
    #expect(image.rgba(25, 50) == RGBA(255, 255, 255))
    // Blue at 0.5 over white: red and green 255 · (1 − 0.5) = 127.5, blue 255.
    let blended = image.rgba(75, 50)
    #expect((127...128).contains(blended.r) && blended.g == blended.r && blended.b == 255)
  }

  @Test("masksToBounds clips a sublayer to the rounded corners")
  func roundedMask() throws {
    func card(masks: Bool) -> UIView {
      let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
      card.layer.cornerRadius = 20
      card.layer.masksToBounds = masks
      card.layer.addSublayer(layer(card.bounds, .red))
      return card
    }
    let clipped = try render([card(masks: true)])
    // Pixel (11, 11) is centred 1.5 pt into the card, 26.2 pt from the corner circle's
    // centre (20, 20): outside the radius of 20. Pixel (18, 18), 17 pt from it, is inside.
    #expect(clipped.rgba(11, 11) == RGBA(255, 255, 255))
    #expect(clipped.rgba(18, 18) == RGBA(255, 0, 0))
    #expect(clipped.rgba(50, 11) == RGBA(255, 0, 0))
    let unclipped = try render([card(masks: false)])
    #expect(unclipped.rgba(11, 11) == RGBA(255, 0, 0))
  }
}

extension UIView {
  /// A view of `frame` filled with `color`.
  @MainActor
  fileprivate static func filled(_ frame: CGRect, _ color: UIColor) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    return view
  }
}
