import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("The shadow of a layer without a background: its composited content's alpha")
@MainActor
struct ContentShadowRenderingTests {
  @Test("A label's hard shadow is its glyphs' coverage moved by the offset, in the shadow colour")
  func labelGlyphs() throws {
    let label = UILabel(frame: CGRect(x: 10, y: 5, width: 80, height: 40))
    label.text = "WM"
    label.font = .boldSystemFont(ofSize: 30)
    label.textColor = .black
    label.layer.masksToBounds = false
    label.layer.shadowColor = UIColor.red.cgColor
    label.layer.shadowOpacity = 1
    label.layer.shadowRadius = 0
    label.layer.shadowOffset = CGSize(width: 0, height: 50)
    let image = try firstFrameImage(of: [label], background: .white)
    // A black glyph of coverage a over white is 255 (1 − a) grey; its red shadow of alpha a is
    // (255, 255 (1 − a), 255 (1 − a)), 50 pixels lower (scale 1).
    var inked = 0
    for y in 5..<45 {
      for x in 10..<90 {
        let glyph = image.rgba(x, y)
        let shadow = image.rgba(x, y + 50)
        #expect(shadow.r == 255, "(\(x), \(y + 50)) \(shadow)")
        #expect(abs(shadow.g - glyph.g) <= 1 && abs(shadow.b - glyph.b) <= 1, "(\(x), \(y))")
        if glyph.g < 128 { inked += 1 }
      }
    }
    #expect(inked > 200, "\(inked) glyph pixels")
    // No shadow where nothing is drawn: beside the label and between glyphs and shadow.
    for y in 0..<100 {
      for x in [0, 5, 95, 99] { #expect(image.rgba(x, y) == RGBA(255, 255, 255), "(\(x), \(y))") }
    }
    for x in 0..<100 { #expect(image.rgba(x, 50) == RGBA(255, 255, 255), "(\(x), 50)") }
  }

  @Test("A view without a background casts its subview's shadow at the shadow's opacity")
  func subviewShadow() throws {
    let group = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    square.backgroundColor = .blue
    group.addSubview(square)
    group.layer.shadowOpacity = 0.5
    group.layer.shadowRadius = 0
    group.layer.shadowOffset = CGSize(width: 40, height: 30)
    let image = try firstFrameImage(of: [group], background: .white)
    #expect(image.rgba(20, 20) == RGBA(0, 0, 255))
    // Black at alpha 0.5 over white: 255 · 0.5 = 127.5, rounded either way.
    for (x, y) in [(50, 40), (50, 59), (69, 40), (69, 59)] {
      let p = image.rgba(x, y)
      #expect(abs(p.r - 128) <= 1 && p.r == p.g && p.g == p.b, "(\(x), \(y)) \(p)")
    }
    for (x, y) in [(49, 45), (70, 45), (60, 39), (60, 60), (80, 80), (5, 5)] {
      #expect(image.rgba(x, y) == RGBA(255, 255, 255), "(\(x), \(y))")
    }
  }

  @Test("A blurred content shadow fades out within 3σ of the moved content")
  func blurredReach() throws {
    let group = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let square = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    square.backgroundColor = .blue
    group.addSubview(square)
    group.layer.shadowOpacity = 1
    group.layer.shadowRadius = 2
    group.layer.shadowOffset = CGSize(width: 45, height: 45)
    let image = try firstFrameImage(of: [group], background: .white)
    // The middle of the moved square (55…85) is more than 3σ = 6 px from its edges: black.
    #expect(image.rgba(70, 70) == RGBA(0, 0, 0))
    // Past 3σ + 1 pixels beyond the edge nothing is drawn.
    #expect(image.rgba(70, 47) == RGBA(255, 255, 255))
    #expect(image.rgba(47, 70) == RGBA(255, 255, 255))
    // On the edge the blur is about half way.
    let edge = image.rgba(55, 70)
    #expect(edge.r > 60 && edge.r < 200 && edge.r == edge.g, "\(edge)")
  }
}
