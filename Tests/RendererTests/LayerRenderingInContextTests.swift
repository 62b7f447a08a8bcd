import Foundation
import Testing

@testable import GestureCore
@testable import Renderer

private func rgba(_ image: CGImage?, _ x: Int, _ y: Int) -> [Int] {
  guard let p = image?.pixel(x: x, y: y) else { return [] }
  return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

/// A 40 × 30 red card at (100, 200) in a window, holding a 10 × 10 blue square at (10, 10),
/// rotated by the card's transform so the window shows it turned.
@MainActor
private func card() -> (UIWindow, UIView) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  window.screenScale = 2
  let card = UIView(frame: CGRect(x: 100, y: 200, width: 40, height: 30))
  card.backgroundColor = .red
  let square = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
  square.backgroundColor = .blue
  card.addSubview(square)
  window.addSubview(card)
  card.transform = CGAffineTransform(rotationAngle: 0.3)
  return (window, card)
}

@MainActor
@Suite("CALayer.render(in:), drawHierarchy and snapshotView through the frame renderer")
struct LayerRenderingInContextTests {
  private func inScene<T>(_ body: () throws -> T) throws -> T {
    let measurer = try PangoTextMeasurer()
    return try SimulationContext.$textMeasurer.withValue(
      SceneTextMeasurer(measurer, screenScale: 2)
    ) {
      try body()
    }
  }

  @Test("render(in:) draws the layer in its own bounds space: position and transform left out")
  func renderInOwnSpace() throws {
    let (window, view) = card()
    let image = try inScene {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 2
      return UIGraphicsImageRenderer(size: CGSize(width: 50, height: 40), format: format).image {
        view.layer.render(in: $0.cgContext)
      }
    }
    _ = window
    let cg = image.cgImage
    #expect(rgba(cg, 2 * 5, 2 * 5) == [255, 0, 0, 255])
    #expect(rgba(cg, 2 * 15, 2 * 15) == [0, 0, 255, 255])
    #expect(rgba(cg, 2 * 38, 2 * 28) == [255, 0, 0, 255])
    #expect(rgba(cg, 2 * 45, 2 * 35) == [0, 0, 0, 0])
  }

  @Test("drawHierarchy(in:) scales the view into the rect; render(in:) follows the matrix")
  func drawHierarchyScales() throws {
    let (window, view) = card()
    let image = try inScene {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 1
      return UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).image {
        _ in
        #expect(
          view.drawHierarchy(
            in: CGRect(x: 10, y: 20, width: 80, height: 60), afterScreenUpdates: true))
      }
    }
    _ = window
    let cg = image.cgImage
    // Scaled 2×: the square covers 30…50 × 40…60, the card 10…90 × 20…80.
    #expect(rgba(cg, 12, 22) == [255, 0, 0, 255])
    #expect(rgba(cg, 40, 50) == [0, 0, 255, 255])
    #expect(rgba(cg, 88, 78) == [255, 0, 0, 255])
    #expect(rgba(cg, 92, 50) == [0, 0, 0, 0])
  }

  @Test("snapshotView is a bounds-sized view whose contents are the view at the screen's scale")
  func snapshotView() throws {
    let (window, view) = card()
    let snapshot = try inScene {
      try SimulationContext.$screen.withValue(window.screen) {
        try #require(view.snapshotView(afterScreenUpdates: false))
      }
    }
    #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    let contents = snapshot.layer.contents as? CGImage
    #expect(contents?.width == 80 && contents?.height == 60)
    #expect(rgba(contents, 30, 30) == [0, 0, 255, 255])
    #expect(rgba(contents, 4, 4) == [255, 0, 0, 255])
    // Later changes to the view leave the snapshot alone.
    view.backgroundColor = .green
    #expect(rgba(snapshot.layer.contents as? CGImage, 4, 4) == [255, 0, 0, 255])
  }

  @Test("A view in no window gives a snapshot of its size with no content")
  func noWindow() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = .red
    let snapshot = try inScene { view.snapshotView(afterScreenUpdates: false) }
    #expect(snapshot?.bounds.size == CGSize(width: 10, height: 10))
    #expect(snapshot?.layer.contents == nil)
  }
}
