import Foundation
import Testing

@testable import GestureCore

/// A view that fills a 10 × 10 pt square at `x`, drawn again for each change.
@MainActor
private final class SquareView: UIView {
  var x: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }
  override func draw(_ rect: CGRect) {
    UIColor.black.setFill()
    UIBezierPath(rect: CGRect(x: x, y: 5, width: 10, height: 10)).fill()
  }
}

/// A window at @2x holding a 60 × 20 pt square view.
@MainActor
private func squareInWindow() -> (UIWindow, SquareView) {
  let view = SquareView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
  view.isOpaque = false
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  window.screenScale = 2
  window.addSubview(view)
  window.displayIfNeeded()
  return (window, view)
}

/// The pixel columns of row 20 (inside the square's rows) that hold ink.
private func inkedColumns(_ image: CGImage?) -> [Int] {
  guard let image else { return [] }
  return (0..<image.width).filter { (image.pixel(x: $0, y: 20)?.alpha ?? 0) > 0 }
}

@Suite("A redrawn view's backing store is drawn into again once nothing else holds it")
@MainActor
struct BackingStoreReuseTests {
  @Test("The replaced drawings are kept as spares, and a free one is drawn into")
  func sparesKept() throws {
    let (window, view) = squareInWindow()
    let first = try #require(view.layer.contents as? CGImage)
    let firstID = ObjectIdentifier(first)
    view.x = 20
    window.displayIfNeeded()
    #expect(view.layer.displayState.spareBackingStores.map(ObjectIdentifier.init) == [firstID])
    let secondID = ObjectIdentifier(try #require(view.layer.contents as? CGImage))
    view.x = 40
    window.displayIfNeeded()
    // The first drawing was held here: it was not free, so it stays a spare beside the second.
    #expect(
      view.layer.displayState.spareBackingStores.map(ObjectIdentifier.init) == [
        firstID, secondID,
      ])
    // Untouched: still the square at 0…10 pt, pixels 0…19.
    #expect(inkedColumns(first) == Array(0..<20))
    #expect(inkedColumns(view.layer.contents as? CGImage) == Array(80..<100))
  }

  @Test("A free spare is taken for the next drawing, which shows only the new square")
  func freeSpareReused() throws {
    let (window, view) = squareInWindow()
    view.x = 20
    window.displayIfNeeded()
    #expect(view.layer.displayState.spareBackingStores.count == 1)
    view.x = 40
    window.displayIfNeeded()
    // The first drawing, free, was drawn into: only the second is kept now.
    #expect(view.layer.displayState.spareBackingStores.count == 1)
    #expect(inkedColumns(view.layer.contents as? CGImage) == Array(80..<100))
    #expect(inkedColumns(view.layer.displayState.spareBackingStores.first) == Array(40..<60))
    view.x = 5
    window.displayIfNeeded()
    #expect(inkedColumns(view.layer.contents as? CGImage) == Array(10..<30))
  }

  @Test("Six replaced drawings are kept while all are held (frames waiting for the renderer)")
  func sparesBound() throws {
    #expect(LayerDisplayState.sparesKept == 6)
    let (window, view) = squareInWindow()
    var held = [try #require(view.layer.contents as? CGImage)]
    for step in 1...8 {
      view.x = CGFloat(5 * step)
      window.displayIfNeeded()
      held.append(try #require(view.layer.contents as? CGImage))
    }
    // Nine drawings, each held here, so none was drawn into: nine bitmaps. Of the eight
    // replaced, the newest six are spares; the two oldest went.
    let ids = held.map(ObjectIdentifier.init)
    #expect(Set(ids).count == 9)
    #expect(view.layer.displayState.spareBackingStores.map(ObjectIdentifier.init) == Array(ids[2..<8]))
    // The oldest spare let go of (its frame drawn): the next drawing takes it, and the drawing
    // it replaces joins the spares.
    let freed = ids[2]
    held.remove(at: 2)
    view.x = 1
    window.displayIfNeeded()
    let spares = view.layer.displayState.spareBackingStores.map(ObjectIdentifier.init)
    #expect(spares == Array(ids[3..<9]))
    #expect(!spares.contains(freed))
    #expect(inkedColumns(view.layer.contents as? CGImage) == Array(2..<22))
  }

  @Test("A bitmap set as contents by the app is never drawn into")
  func appContentsKept() throws {
    let (window, view) = squareInWindow()
    let drawn = try #require(view.layer.contents as? CGImage)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30), format: format)
    let own = try #require(
      renderer.image { _ in
        UIColor.black.setFill()
        UIBezierPath(rect: CGRect(x: 50, y: 0, width: 10, height: 30)).fill()
      }.cgImage)
    view.layer.contents = own
    view.x = 30
    window.displayIfNeeded()
    view.x = 10
    window.displayIfNeeded()
    #expect(inkedColumns(own) == Array(50..<60))
    #expect(!view.layer.displayState.spareBackingStores.contains { $0 === own })
    #expect(inkedColumns(drawn) == Array(0..<20))
  }
}
