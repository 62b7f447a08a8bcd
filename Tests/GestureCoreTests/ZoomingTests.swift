import Foundation
import Testing

@testable import GestureCore

/// A scroll view's delegate that zooms `photo` and records the zoom messages in order.
@MainActor
private final class ZoomLog: UIScrollViewDelegate {
  let photo: UIView
  var calls: [String] = []
  var endScales: [CGFloat] = []
  var endTimes: [Double] = []
  /// The zoom scale and `isZoomBouncing` at each `scrollViewDidZoom`.
  var zooms: [(scale: CGFloat, bouncing: Bool, zooming: Bool)] = []

  init(photo: UIView) { self.photo = photo }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    calls.append("willBeginZooming")
    #expect(view === photo)
  }
  func scrollViewDidZoom(_ scrollView: UIScrollView) {
    calls.append("didZoom")
    zooms.append((scrollView.zoomScale, scrollView.isZoomBouncing, scrollView.isZooming))
  }
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {
    calls.append("didEndZooming")
    endScales.append(scale)
    endTimes.append(scrollView.window?.scheduler.now ?? -1)
  }
}

@Suite("UIScrollView zooming: limits, rubber band, bounce back, animated zooms (reference §8)")
@MainActor
struct ZoomingTests {
  /// A 375 × 375 scroll view at (0, 100) in the window, zooming a 375 × 375 photo, limits
  /// 1…`maximum`.
  private func setUp(maximum: CGFloat = 3) -> (GestureHarness, UIScrollView, UIView, ZoomLog) {
    let harness = GestureHarness()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 375))
    scrollView.accessibilityIdentifier = "scroll"
    let photo = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 375))
    photo.accessibilityIdentifier = "photo"
    scrollView.addSubview(photo)
    scrollView.contentSize = photo.bounds.size
    harness.root.addSubview(scrollView)
    let log = ZoomLog(photo: photo)
    scrollView.delegate = log
    scrollView.minimumZoomScale = 1
    scrollView.maximumZoomScale = maximum
    return (harness, scrollView, photo, log)
  }

  /// Two fingers on y = 287.5 (the scroll view's middle) around x = 187.5, `distances[k]` apart
  /// at frame k (1/60 s each), lifting one frame after the last; returns the lift time.
  @discardableResult
  private func pinch(_ harness: GestureHarness, _ distances: [CGFloat], from start: Double = 0)
    -> Double
  {
    let c: CGFloat = 187.5
    let y: CGFloat = 287.5
    harness.down(c - distances[0] / 2, y, at: start, finger: 0)
    harness.down(c + distances[0] / 2, y, at: start, finger: 1)
    var t = start
    for d in distances.dropFirst() {
      t += 1.0 / 60
      harness.move(c - d / 2, y, at: t, finger: 0)
      harness.move(c + d / 2, y, at: t, finger: 1)
    }
    let last = distances[distances.count - 1]
    t += 1.0 / 60
    harness.up(c - last / 2, y, at: t, finger: 0)
    harness.up(c + last / 2, y, at: t, finger: 1)
    return t
  }

  @Test("The rubber band: max·(2 − max/s) above, min/(2 − s/min) below, and its inverse")
  func rubberBandFormula() {
    #expect(ZoomRubberBand.displayedScale(forRaw: 6, minimum: 1, maximum: 3) == 4.5)
    #expect(ZoomRubberBand.displayedScale(forRaw: 2, minimum: 1, maximum: 3) == 2)
    #expect(
      abs(ZoomRubberBand.displayedScale(forRaw: 0.5, minimum: 1, maximum: 3) - 2.0 / 3) < 1e-15)
    #expect(ZoomRubberBand.rawScale(forDisplayed: 4.5, minimum: 1, maximum: 3) == 6)
    #expect(
      abs(ZoomRubberBand.rawScale(forDisplayed: 2.0 / 3, minimum: 1, maximum: 3) - 0.5) < 1e-15)
  }

  @Test("UIKit's zoom duration: min(0.1 + 0.3·|ln s₁ − ln s₀|, 0.4) s")
  func durationFormula() {
    #expect(abs(ZoomAnimation.duration(from: 1, to: 2) - (0.1 + 0.3 * Foundation.log(2.0))) < 1e-15)
    #expect(
      abs(ZoomAnimation.duration(from: 4.5, to: 3) - (0.1 + 0.3 * Foundation.log(1.5))) < 1e-15)
    #expect(ZoomAnimation.duration(from: 1, to: 4) == 0.4)
    #expect(ZoomAnimation.duration(from: 2, to: 2) == 0.1)
  }

  @Test("Defaults 1/1/1; the pinch recognizer exists only once maximum > minimum")
  func defaultsAndPinch() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(scrollView.minimumZoomScale == 1)
    #expect(scrollView.maximumZoomScale == 1)
    #expect(scrollView.zoomScale == 1)
    #expect(scrollView.bouncesZoom)
    #expect(scrollView.pinchGestureRecognizer == nil)
    scrollView.maximumZoomScale = 2
    let pinch = scrollView.pinchGestureRecognizer
    #expect(pinch != nil)
    #expect(pinch?.view === scrollView)
    #expect(pinch?.isEnabled == true)
    scrollView.maximumZoomScale = 1
    #expect(scrollView.pinchGestureRecognizer === pinch)
    #expect(pinch?.isEnabled == false)
  }

  @Test("setZoomScale(2, animated: false): contentSize doubles, the centre stays, didZoom only")
  func setZoomScaleAtOnce() {
    let (_, scrollView, photo, log) = setUp()
    scrollView.setZoomScale(2, animated: false)
    #expect(scrollView.zoomScale == 2)
    #expect(photo.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(photo.frame == CGRect(x: 0, y: 0, width: 750, height: 750))
    #expect(scrollView.contentSize == CGSize(width: 750, height: 750))
    // The visible centre (187.5, 187.5) of the photo is at (375, 375) at scale 2, in the middle
    // of the 375 pt bounds.
    #expect(scrollView.contentOffset == CGPoint(x: 187.5, y: 187.5))
    #expect(log.calls == ["didScroll", "didZoom"])
    // Past the maximum: clamped to 3.
    scrollView.zoomScale = 5
    #expect(scrollView.zoomScale == 3)
    #expect(scrollView.contentSize == CGSize(width: 1125, height: 1125))
    #expect(scrollView.contentOffset == CGPoint(x: 375, y: 375))
  }

  @Test(
    "setZoomScale(2, animated: true): will, one didZoom at 2, didEnd after 0.1 + 0.3·ln 2 s")
  func setZoomScaleAnimated() throws {
    let (harness, scrollView, _, log) = setUp()
    scrollView.setZoomScale(2, animated: true)
    // The model is the target at once; only the drawing animates.
    #expect(scrollView.zoomScale == 2)
    #expect(scrollView.contentSize == CGSize(width: 750, height: 750))
    #expect(log.calls == ["willBeginZooming", "didScroll", "didZoom"])
    let frames = harness.run(for: 0.5)
    // 0.3079 s: the animation block completes then.
    let duration = 0.1 + 0.3 * Foundation.log(2.0)
    #expect(log.calls.last == "didEndZooming")
    #expect(log.zooms.map(\.scale) == [2])
    #expect(log.endScales == [2])
    #expect(abs(try #require(log.endTimes.first) - duration) < 1e-9)
    #expect(scrollView.zoomScale == 2)
    #expect(scrollView.contentOffset == CGPoint(x: 187.5, y: 187.5))
    // Halfway through the time the ease-in-out curve is halfway: frame 9 is at 0.15 s, just
    // before; the drawn offset there is the curve's value times 187.5.
    let p = TimingFunction.easeInOut.progress(at: 0.15 / duration)
    let drawn = try #require(frames[9].views.first { $0.id == "scroll" }).bounds.minX
    #expect(abs(drawn - 187.5 * p) < 1e-9)
    #expect(!log.zooms.contains { $0.bouncing || $0.zooming })
  }

  @Test("zoom(to:): scale min(w/rw, h/rh), centred on the rect, clamped to the edges")
  func zoomToRect() throws {
    let (harness, scrollView, _, log) = setUp(maximum: 4)
    // 150 × 75 pt: min(375/150, 375/75) = 2.5; the centre (175, 87.5) goes to (437.5, 218.75)
    // and sits in the middle of the bounds: offset (250, 31.25).
    scrollView.zoom(to: CGRect(x: 100, y: 50, width: 150, height: 75), animated: false)
    #expect(scrollView.zoomScale == 2.5)
    #expect(scrollView.contentOffset == CGPoint(x: 250, y: 31.25))
    #expect(scrollView.contentSize == CGSize(width: 937.5, height: 937.5))
    // 75 × 75 pt at the corner: 5 is clamped to 4, and the offset (−37.5, −37.5) to (0, 0).
    scrollView.zoom(to: CGRect(x: 0, y: 0, width: 75, height: 75), animated: false)
    #expect(scrollView.zoomScale == 4)
    #expect(scrollView.contentOffset == .zero)
    // Animated from 4 back to 2.5: 0.1 + 0.3·ln(4/2.5) = 0.241 s, ending at frame 15 (0.25 s).
    log.calls.removeAll()
    scrollView.zoom(to: CGRect(x: 100, y: 50, width: 150, height: 75), animated: true)
    harness.run(for: 0.5)
    #expect(abs(try #require(log.endTimes.first) - (0.1 + 0.3 * Foundation.log(1.6))) < 1e-9)
    #expect(log.endScales == [2.5])
    #expect(scrollView.contentOffset == CGPoint(x: 250, y: 31.25))
  }

  @Test("Pinched from 2 to a raw 6 past max 3: shows 4.5 about the centroid, bounces back to 3")
  func pinchPastMaximumBouncesBack() throws {
    let (harness, scrollView, photo, log) = setUp()
    scrollView.setZoomScale(2, animated: false)
    log.calls.removeAll()
    log.zooms.removeAll()
    // d₀ = 100 + 8 = 108 once began; 324 pt apart is a pinch scale of 3: raw 2·3 = 6.
    let lift = pinch(harness, [100, 110, 200, 324])
    let frames = harness.run(for: 1)
    #expect(log.calls.first == "willBeginZooming")
    let pinched = try #require(log.zooms.last { $0.zooming })
    #expect(pinched.scale == 4.5)
    #expect(!pinched.bouncing)
    // The frame drawn after the last move, before the lift: 4.5, the photo's centre under the
    // fingers' centroid: (187.5·4.5 − 187.5) = 656.25.
    let held = try #require(frames.first { abs($0.time - 3.0 / 60) < 1e-9 })
    let scroll = try #require(held.views.first { $0.id == "scroll" })
    #expect(scroll.bounds.origin == CGPoint(x: 656.25, y: 656.25))
    // Then the bounce back: 4.5 → 3 in 0.1 + 0.3·ln 1.5 = 0.2216 s from the lift at 4/60 s,
    // an animation: the lift's one scrollViewDidZoom already reads 3, as code reading
    // zoomScale after the lift does on iOS…
    let bounce = log.zooms.filter(\.bouncing)
    #expect(bounce.map(\.scale) == [3])
    #expect(log.zooms.filter { !$0.zooming }.map(\.scale) == [3])
    #expect(log.endScales == [3])
    let end = lift + 0.1 + 0.3 * Foundation.log(1.5)
    let endTime = try #require(log.endTimes.first)
    #expect(abs(endTime - end) < 1e-9)
    // …while the drawing walks back from 4.5 to 3 along the ease-in-out curve.
    let drawnScales = try frames.filter { $0.time > lift && $0.time < end }.map {
      try #require($0.views.first { $0.id == "photo" }).transform.a
    }
    #expect(drawnScales.count == 13)
    #expect(drawnScales.allSatisfy { $0 > 3 && $0 < 4.5 })
    #expect(zip(drawnScales, drawnScales.dropFirst()).allSatisfy { $0 > $1 })
    #expect(log.calls.last == "didEndZooming")
    #expect(scrollView.zoomScale == 3)
    #expect(!scrollView.isZoomBouncing)
    #expect(!scrollView.isZooming)
    #expect(photo.transform == CGAffineTransform(scaleX: 3, y: 3))
    #expect(scrollView.contentSize == CGSize(width: 1125, height: 1125))
    // The same point stays under the centroid: 187.5·3 − 187.5.
    #expect(scrollView.contentOffset == CGPoint(x: 375, y: 375))
  }

  @Test("bouncesZoom false: a pinch past the maximum stops at it, with no bounce")
  func noBouncesZoom() {
    let (harness, scrollView, _, log) = setUp()
    scrollView.bouncesZoom = false
    scrollView.setZoomScale(2, animated: false)
    log.zooms.removeAll()
    pinch(harness, [100, 110, 200, 324])
    harness.run(for: 1)
    #expect(log.zooms.map(\.scale).max() == 3)
    #expect(!log.zooms.contains { $0.bouncing })
    #expect(log.endScales == [3])
    #expect(scrollView.contentOffset == CGPoint(x: 375, y: 375))
  }

  @Test("Pinched in below the minimum: shows min/(2 − s/min), returns to 1 and offset 0")
  func pinchBelowMinimum() throws {
    let (harness, scrollView, _, log) = setUp()
    // 200 apart, d₀ = 192 at began; 96 apart is a pinch scale of 0.5: shown 1/1.5.
    pinch(harness, [200, 190, 150, 96])
    harness.run(for: 1)
    let smallest = try #require(log.zooms.map(\.scale).min())
    #expect(abs(smallest - 2.0 / 3) < 1e-12)
    #expect(log.endScales == [1])
    #expect(scrollView.zoomScale == 1)
    #expect(scrollView.contentOffset == .zero)
    #expect(scrollView.contentSize == CGSize(width: 375, height: 375))
  }

  @Test("A scroll view whose delegate names no view does not zoom")
  func noViewForZooming() {
    let harness = GestureHarness()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 375))
    scrollView.maximumZoomScale = 3
    harness.root.addSubview(scrollView)
    pinch(harness, [100, 110, 200, 324])
    harness.run(for: 1)
    #expect(scrollView.zoomScale == 1)
    scrollView.setZoomScale(2, animated: false)
    #expect(scrollView.zoomScale == 1)
  }

  @Test("The double-tap pattern: zoom(to:) a rect of bounds/2 around the tap, then back to 1")
  func doubleTapZooms() throws {
    let (harness, scrollView, photo, log) = setUp()
    let doubleTap = UITapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    doubleTap.addAction { [weak scrollView, weak photo] tap in
      guard let scrollView, let photo, tap.state == .ended else { return }
      if scrollView.zoomScale > scrollView.minimumZoomScale {
        scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
      } else {
        let point = tap.location(in: photo)
        let size = CGSize(width: scrollView.bounds.width / 2, height: scrollView.bounds.height / 2)
        let rect = CGRect(
          x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width,
          height: size.height)
        scrollView.zoom(to: rect, animated: true)
      }
    }
    scrollView.addGestureRecognizer(doubleTap)
    // Tap twice at (100, 200) in the window: (100, 100) in the photo.
    for t in [0.1, 0.25] {
      harness.down(100, 200, at: t)
      harness.up(100, 200, at: t + 0.05)
    }
    // Again later, to zoom back out.
    for t in [1.0, 1.15] {
      harness.down(100, 200, at: t)
      harness.up(100, 200, at: t + 0.05)
    }
    var frames: [Frame] = []
    frames = harness.run(for: 1.8)
    // The rect is 187.5 pt square around (100, 100): scale 2, and its centre (200, 200) in the
    // content sits mid-bounds: offset (12.5, 12.5).
    let zoomedIn = try #require(frames.first { abs($0.time - 0.9) < 1e-9 })
    let scroll = try #require(zoomedIn.views.first { $0.id == "scroll" })
    #expect(scroll.bounds.origin == CGPoint(x: 12.5, y: 12.5))
    #expect(log.endScales == [2, 1])
    #expect(scrollView.zoomScale == 1)
    #expect(scrollView.contentOffset == .zero)
    #expect(photo.frame == CGRect(x: 0, y: 0, width: 375, height: 375))
  }

  @Test("A finger lifting and another landing elsewhere re-anchor the pinch: nothing jumps")
  func fingerChangesDoNotJump() {
    let (harness, scrollView, _, log) = setUp()
    // 100 → 200 apart around (187.5, 287.5): scale 200/108, the photo's (187.5, 187.5) under
    // the centroid: offset 187.5·(200/108 − 1) on both axes.
    harness.down(137.5, 287.5, at: 0, finger: 0)
    harness.down(237.5, 287.5, at: 0, finger: 1)
    harness.move(132.5, 287.5, at: 1.0 / 60, finger: 0)
    harness.move(242.5, 287.5, at: 1.0 / 60, finger: 1)
    harness.move(87.5, 287.5, at: 2.0 / 60, finger: 0)
    harness.move(287.5, 287.5, at: 2.0 / 60, finger: 1)
    // Finger 1 lifts; finger 2 lands 20 pt further right and moves without changing: the
    // centroid moves 10 pt, the scale does not, and the content stays.
    harness.up(287.5, 287.5, at: 4.0 / 60, finger: 1)
    harness.down(307.5, 287.5, at: 5.0 / 60, finger: 2)
    harness.move(307.5, 287.5, at: 6.0 / 60, finger: 2)
    harness.up(87.5, 287.5, at: 7.0 / 60, finger: 0)
    harness.up(307.5, 287.5, at: 8.0 / 60, finger: 2)
    harness.run(for: 0.5)
    let expected = 187.5 * (200.0 / 108 - 1)
    #expect(abs(scrollView.zoomScale - 200.0 / 108) < 1e-12)
    #expect(abs(scrollView.contentOffset.x - expected) < 1e-9)
    #expect(abs(scrollView.contentOffset.y - expected) < 1e-9)
    // Within the limits and the edges: no bounce, the end at the last lift.
    #expect(!log.zooms.contains { $0.bouncing })
    #expect(log.endTimes == [8.0 / 60])
  }
}
