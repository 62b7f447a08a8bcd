import Foundation
import GestureCore
import Testing

@testable import Scenario

/// A window whose views a test changes frame by frame, fed with hand-made frames to an
/// ``ExpectationRecorder`` at 10 fps: values and events are known exactly. The card has a pan
/// and a tap recognizer; the scroll view has its own (`delaysContentTouches`, `scroll`).
@MainActor
private final class Stage {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
  let list = UIScrollView(frame: CGRect(x: 0, y: 300, width: 375, height: 300))
  let slot = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))

  init() {
    card.accessibilityIdentifier = "card"
    list.accessibilityIdentifier = "list"
    slot.accessibilityIdentifier = "slot"
    window.addSubview(slot)
    window.addSubview(card)
    window.addSubview(list)
    card.addGestureRecognizer(UIPanGestureRecognizer())
    card.addGestureRecognizer(UITapGestureRecognizer())
  }

  /// The results of `expect` (one entry per line, entry i on line i + 2, column 3, of `s.json`)
  /// over `frames` frames; `change(k)` sets the state of frame k and returns its events.
  func results(
    _ expect: [String], frames: Int = 11, settled: Bool = true,
    change: (Int) -> [TimelineEvent] = { _ in [] }
  ) throws -> [String?] {
    let json =
      "{\"version\": 1, \"fps\": 10, \"duration\": \(Double(frames - 1) / 10), \"expect\": [\n  "
      + expect.joined(separator: ",\n  ") + "\n]}"
    let scenario = try Scenario.decode(Data(json.utf8), file: "s.json")
    let recorder = ExpectationRecorder(expectations: scenario.expectations, framesPerSecond: 10)
    for k in 0..<frames {
      let events = change(k)
      recorder.observe(
        Frame(
          index: k, time: Double(k) / 10, canvasSize: window.bounds.size,
          backgroundColor: .white, items: [], events: events), in: window)
    }
    return recorder.results(isSettled: settled).map(\.line)
  }
}

/// A scroll view's delegate that names `photo` as the view for zooming.
@MainActor
private final class PhotoZoom: UIScrollViewDelegate {
  let photo: UIView
  init(photo: UIView) { self.photo = photo }
  func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
}

private func event(_ kind: String, _ view: String?, at time: Double, _ detail: String = "")
  -> TimelineEvent
{
  TimelineEvent(time: time, kind: kind, view: view, detail: detail)
}

@Suite("Expectations: each kind holds or fails with its exact message")
@MainActor
struct ExpectationTests {
  @Test("center at a time: the card moves 10 pt a frame, so at 0.5 s it is at x = 150")
  func centerAtTime() throws {
    let stage = Stage()
    let lines = try stage.results(
      [
        #"{"view": "card", "center": [150, 100], "at": 0.5}"#,
        #"{"view": "card", "center": [110, null], "at": 0.5}"#,
        #"{"view": "card", "center": [150, 100.5], "at": 0.5, "tolerance": 0.5}"#,
      ],
      change: { k in
        stage.card.center = CGPoint(x: 100 + 10 * Double(k), y: 100)
        return []
      })
    #expect(lines[0] == nil)
    // Right at frame 1 (x = 110), wrong from frame 2 on.
    #expect(
      lines[1]
        == "s.json:3:3: expect[1]: card center.x at 0.500 s is 150, expected 110 ± 0.01; "
        + "first wrong at frame 2 (0.200 s)")
    #expect(lines[2] == nil)
  }

  @Test("frame at a frame number and at rest, bounds: the frame boxes the rotated bounds")
  func frameAndBounds() throws {
    let stage = Stage()
    let lines = try stage.results(
      [
        #"{"view": "card", "frame": [50, 50, 100, 100], "atFrame": 3}"#,
        // Rotated 90° about its center, a 100×50 view's frame is 50×100 around (100, 100).
        #"{"view": "card", "frame": [75, 50, 50, 100], "bounds": [0, 0, 100, 50], "at": "rest"}"#,
        #"{"view": "card", "frame": [75, 50, 60, 100], "at": "rest"}"#,
        #"{"view": "card", "bounds": [0, 0, 100, 40], "at": "rest"}"#,
      ],
      change: { k in
        if k == 10 {
          stage.card.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
          stage.card.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }
        return []
      })
    #expect(lines[0] == nil)
    #expect(lines[1] == nil)
    #expect(
      lines[2]
        == "s.json:4:3: expect[2]: card frame.size.width at rest (1.000 s) is 50, expected 60 ± "
        + "0.01; wrong in the last frame (10) and since frame 0 (0.000 s)")
    #expect(
      lines[3]
        == "s.json:5:3: expect[3]: card bounds.size.height at rest (1.000 s) is 50, expected 40 ± "
        + "0.01; wrong in the last frame (10) and since frame 0 (0.000 s)")
  }

  @Test("transform: scale 1.2 and rotation 30° read back from the affine matrix")
  func transform() throws {
    let stage = Stage()
    let lines = try stage.results(
      [
        #"{"view": "card", "transform": {"scale": 1.2, "rotation": 30}, "at": 0.2}"#,
        #"{"view": "card", "transform": {"scale": [1.2, 1.1]}, "at": 0.2}"#,
        #"{"view": "card", "transform": {"rotation": -330}, "at": 0.2}"#,
        #"{"view": "card", "transform": {"rotation": 45}, "at": 0.2, "tolerance": 1}"#,
        #"{"view": "card", "transform": {"translation": [0, 0]}, "at": 1}"#,
      ],
      change: { k in
        stage.card.transform =
          k < 5
          ? CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 1.2, y: 1.2)
          : CGAffineTransform(translationX: 0, y: 10)
        return []
      })
    #expect(lines[0] == nil)
    #expect(
      lines[1]
        == "s.json:3:3: expect[1]: card transform.scale.y at 0.200 s is 1.2, expected 1.1 ± 0.01; "
        + "first wrong at frame 0 (0.000 s)")
    // −330° is 30° the other way round.
    #expect(lines[2] == nil)
    #expect(
      lines[3]
        == "s.json:5:3: expect[3]: card transform.rotation at 0.200 s is 30, expected 45 ± 1; "
        + "first wrong at frame 0 (0.000 s)")
    #expect(
      lines[4]
        == "s.json:6:3: expect[4]: card transform.translation.y at 1.000 s is 10, expected 0 ± "
        + "0.01; first wrong at frame 5 (0.500 s)")
  }

  @Test("alpha and isHidden during a span: the first frame in it that breaks is named")
  func alphaHiddenDuring() throws {
    let stage = Stage()
    let lines = try stage.results(
      [
        #"{"view": "card", "alpha": 1, "during": [0, 0.3]}"#,
        #"{"view": "card", "alpha": 1, "during": [0, 0.6]}"#,
        #"{"view": "card", "isHidden": false, "during": [0.2, 1]}"#,
      ],
      change: { k in
        stage.card.alpha = k < 4 ? 1 : 0.25
        stage.card.isHidden = k == 8
        return []
      })
    #expect(lines[0] == nil)
    #expect(
      lines[1]
        == "s.json:3:3: expect[1]: card alpha during 0.000–0.600 s is 0.25 at 0.400 s, expected 1 "
        + "± 0.01; first wrong at frame 4 (0.400 s)")
    #expect(
      lines[2]
        == "s.json:4:3: expect[2]: card isHidden during 0.200–1.000 s is true at 0.800 s, "
        + "expected false; first wrong at frame 8 (0.800 s)")
  }

  @Test("superview: the card moves into the slot at frame 6")
  func superview() throws {
    let stage = Stage()
    let lines = try stage.results(
      [
        #"{"view": "card", "superview": "window", "at": 0.5}"#,
        #"{"view": "card", "superview": "slot", "at": "rest"}"#,
        #"{"view": "card", "superview": "window", "at": "rest"}"#,
      ],
      change: { k in
        if k == 6 { stage.slot.addSubview(stage.card) }
        return []
      })
    #expect(lines[0] == nil)
    #expect(lines[1] == nil)
    #expect(
      lines[2]
        == "s.json:4:3: expect[2]: card superview at rest (1.000 s) is slot, expected window; "
        + "wrong in the last frame (10) and since frame 6 (0.600 s)")
  }

  @Test("contentOffset of a scroll view; of a plain view it is an error of the expectation")
  func contentOffset() throws {
    let stage = Stage()
    let lines = try stage.results(
      [
        #"{"view": "list", "contentOffset": [0, 120], "at": "rest"}"#,
        #"{"view": "list", "contentOffset": [0, 108], "at": "rest"}"#,
        #"{"view": "card", "contentOffset": [0, 0], "at": 0}"#,
      ],
      change: { k in
        stage.list.contentOffset = CGPoint(x: 0, y: 12 * Double(k))
        return []
      })
    #expect(lines[0] == nil)
    #expect(
      lines[1]
        == "s.json:3:3: expect[1]: list contentOffset.y at rest (1.000 s) is 120, expected 108 ± "
        + "0.01; wrong in the last frame (10) only")
    #expect(
      lines[2]
        == "s.json:4:3: expect[2]: card contentOffset at 0.000 s: 'card' is a UIView, not a "
        + "UIScrollView, so it has no contentOffset; first wrong at frame 0 (0.000 s)")
  }

  @Test("zoomScale of a zooming scroll view; of a plain view it is an error of the expectation")
  func zoomScale() throws {
    let stage = Stage()
    let photo = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
    stage.list.addSubview(photo)
    stage.list.contentSize = photo.bounds.size
    let zoom = PhotoZoom(photo: photo)
    stage.list.delegate = zoom
    stage.list.minimumZoomScale = 1
    stage.list.maximumZoomScale = 4
    let lines = try stage.results(
      [
        #"{"view": "list", "zoomScale": 1.5, "at": 0.5}"#,
        #"{"view": "list", "zoomScale": 2, "at": "rest"}"#,
        #"{"view": "list", "zoomScale": 1, "atFrame": 0}"#,
        #"{"view": "card", "zoomScale": 1, "at": 0}"#,
      ],
      change: { k in
        // 1, 1.1, …, 2: a tenth more each frame, not animated.
        stage.list.zoomScale = 1 + 0.1 * Double(k)
        return []
      })
    #expect(photo.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(lines[0] == nil)
    #expect(lines[1] == nil)
    #expect(lines[2] == nil)
    #expect(
      lines[3]
        == "s.json:5:3: expect[3]: card zoomScale at 0.000 s: 'card' is a UIView, not a "
        + "UIScrollView, so it has no zoomScale; first wrong at frame 0 (0.000 s)")
  }

  @Test("zoomScale off by more than the tolerance names the value and the first wrong frame")
  func zoomScaleWrong() throws {
    let stage = Stage()
    let photo = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
    stage.list.addSubview(photo)
    stage.list.contentSize = photo.bounds.size
    let zoom = PhotoZoom(photo: photo)
    stage.list.delegate = zoom
    stage.list.minimumZoomScale = 1
    stage.list.maximumZoomScale = 1.5
    let lines = try stage.results(
      [#"{"view": "list", "zoomScale": 2, "at": "rest", "tolerance": 0.1}"#],
      change: { k in
        // Clamped to the maximum, 1.5, from frame 5 on.
        stage.list.zoomScale = 1 + 0.1 * Double(k)
        return []
      })
    #expect(
      lines[0]
        == "s.json:2:3: expect[0]: list zoomScale at rest (1.000 s) is 1.5, expected 2 ± 0.1; "
        + "wrong in the last frame (10) and since frame 0 (0.000 s)")
  }

  @Test("A view that is not in the window is named with the ones that are")
  func missingView() throws {
    let lines = try Stage().results([#"{"view": "crad", "alpha": 1, "at": 0}"#])
    #expect(
      lines[0]
        == "s.json:2:3: expect[0]: crad alpha at 0.000 s: no view has id 'crad'; did you mean "
        + "'card'?; first wrong at frame 0 (0.000 s)")
  }

  @Test("at rest while something still moves fails, naming the end")
  func restUnsettled() throws {
    let lines = try Stage().results(
      [#"{"view": "card", "alpha": 1, "at": "rest"}"#], settled: false)
    #expect(
      lines[0]
        == "s.json:2:3: expect[0]: card alpha at rest (1.000 s): the run ends while something is "
        + "still moving (an animation or a scrolling view); add a \"wait\" step at the end of the "
        + "script")
  }

  @Test("gesture state: the state the pan entered last, from the timeline's gesture events")
  func gestureState() throws {
    let stage = Stage()
    let lines = try stage.results(
      [
        #"{"gesture": "pan", "view": "card", "state": "changed", "at": 0.5}"#,
        #"{"gesture": "pan", "view": "card", "state": "ended", "at": "rest"}"#,
        #"{"gesture": "pan", "state": "began", "at": 0.5}"#,
        #"{"gesture": "tap", "view": "card", "state": "recognized", "at": "rest"}"#,
      ],
      change: { k in
        switch k {
        case 2: return [event("gesture.began", "card", at: 0.2, "pan: possible → began at (1, 2)")]
        case 3:
          return [event("gesture.changed", "card", at: 0.3, "pan: began → changed at (1, 2)")]
        case 8: return [event("gesture.ended", "card", at: 0.75, "pan: changed → ended at (1, 2)")]
        default: return [event("gesture.action", "card", at: Double(k) / 10, "pan (changed) → x")]
        }
      })
    #expect(lines[0] == nil)
    #expect(lines[1] == nil)
    #expect(
      lines[2]
        == "s.json:4:3: expect[2]: pan state at 0.500 s is changed, expected began; first wrong "
        + "at frame 3 (0.300 s)")
    #expect(
      lines[3]
        == "s.json:5:3: expect[3]: tap on card state at rest (1.000 s) is possible, expected "
        + "recognized; wrong in the last frame (10) and since frame 0 (0.000 s)")
  }

  /// b1 gets touches from 0.1 s, cancelled at 0.4 s, then (wrongly) an ended at 0.6 s.
  private func touchEvents(_ k: Int) -> [TimelineEvent] {
    switch k {
    case 1: return [event("touchesBegan", "b1", at: 0.1)]
    case 2, 3: return [event("touchesMoved", "b1", at: Double(k) / 10)]
    case 4: return [event("touchesCancelled", "b1", at: 0.4)]
    case 6: return [event("touchesEnded", "b1", at: 0.55), event("touchesEnded", "b2", at: 0.6)]
    default: return []
    }
  }

  @Test("events: happens, never, a count, and an order relative to another event")
  func events() throws {
    let lines = try Stage().results(
      [
        #"{"event": "touchesBegan", "view": "b1"}"#,
        #"{"event": "touchesMoved", "view": "b1", "count": 2}"#,
        #"{"event": "touchesEnded", "view": "b1", "after": {"event": "touchesCancelled", "view": "b1"}, "never": true}"#,
        #"{"event": "touchesMoved", "view": "b1", "before": {"event": "touchesCancelled", "view": "b1"}, "count": 2}"#,
        #"{"event": "touchesBegan", "view": "b2"}"#,
        #"{"event": "touchesEnded", "count": 1}"#,
        #"{"event": "touchesMoved", "view": "b1", "during": [0.25, 1]}"#,
        #"{"event": "touchesMoved", "after": {"event": "touchesEnded", "view": "card"}, "never": true}"#,
      ], change: touchEvents)
    #expect(lines[0] == nil)
    #expect(lines[1] == nil)
    #expect(
      lines[2]
        == "s.json:4:3: expect[2]: touchesEnded on b1 after touchesCancelled on b1 happens once "
        + "(at 0.550 s), expected never; first wrong at frame 6 (0.600 s)")
    #expect(lines[3] == nil)
    #expect(
      lines[4]
        == "s.json:6:3: expect[4]: touchesBegan on b2 never happens, expected at least once")
    #expect(
      lines[5]
        == "s.json:7:3: expect[5]: touchesEnded happens 2 times (at 0.550 s, 0.600 s), expected "
        + "once; first wrong at frame 6 (0.600 s)")
    #expect(lines[6] == nil)
    #expect(
      lines[7]
        == "s.json:9:3: expect[7]: touchesEnded on card never happens, so nothing can come after "
        + "it")
  }

  @Test("An event entry on a view the run never had fails with a suggestion, never or not")
  func eventOnMissingView() throws {
    let stage = Stage()
    let late = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    late.accessibilityIdentifier = "late"
    let lines = try stage.results(
      [
        #"{"event": "gesture.cancelled", "view": "crad", "never": true}"#,
        #"{"event": "touchesBegan", "view": "crad"}"#,
        #"{"event": "touchesMoved", "after": {"event": "touchesEnded", "view": "b3"}, "never": true}"#,
        #"{"event": "touchesEnded", "before": {"event": "touchesBegan", "view": "zzz"}, "never": true}"#,
        #"{"event": "touchesCancelled", "view": "late", "never": true}"#,
        #"{"event": "touchesEnded", "view": "b2", "count": 1}"#,
      ],
      change: { k in
        // A view added halfway counts, as does one only the events name (b1, b2).
        if k == 5 { stage.window.addSubview(late) }
        return self.touchEvents(k)
      })
    #expect(
      lines[0]
        == "s.json:2:3: expect[0]: gesture.cancelled on crad: no view of the run has id 'crad'; "
        + "did you mean 'card'?")
    #expect(
      lines[1]
        == "s.json:3:3: expect[1]: touchesBegan on crad: no view of the run has id 'crad'; did "
        + "you mean 'card'?")
    // b1 and b2 are both one edit away; the first in alphabetical order is named.
    #expect(
      lines[2]
        == "s.json:4:3: expect[2]: touchesMoved after touchesEnded on b3: no view of the run has "
        + "id 'b3'; did you mean 'b1'?")
    #expect(
      lines[3]
        == "s.json:5:3: expect[3]: touchesEnded before touchesBegan on zzz: no view of the run "
        + "has id 'zzz'; views: slot, card, list, b1, late, b2")
    #expect(lines[4] == nil)
    #expect(lines[5] == nil)
  }

  @Test("A gesture entry naming no recognizer of the run fails with a suggestion")
  func gestureMissing() throws {
    let lines = try Stage().results([
      #"{"gesture": "pann", "view": "card", "state": "possible", "at": "rest"}"#,
      #"{"gesture": "pinch", "state": "possible", "at": 0}"#,
      #"{"gesture": "pan", "view": "crad", "state": "possible", "at": 0}"#,
      #"{"gesture": "pan", "view": "slot", "state": "possible", "atFrame": 3}"#,
      #"{"gesture": "scrol", "state": "possible", "at": "rest"}"#,
      #"{"gesture": "tap", "view": "list", "state": "possible", "at": "rest"}"#,
      #"{"gesture": "swipe", "view": "card", "state": "possible", "at": 0}"#,
      #"{"gesture": "pan", "view": "card", "state": "possible", "at": "rest"}"#,
    ])
    #expect(
      lines[0]
        == "s.json:2:3: expect[0]: pann on card state at rest (1.000 s): card has no gesture "
        + "recognizer named 'pann'; did you mean 'pan'?")
    #expect(
      lines[1]
        == "s.json:3:3: expect[1]: pinch state at 0.000 s: no gesture recognizer of the run is "
        + "named 'pinch'; recognizers: pan, tap, delaysContentTouches, scroll")
    #expect(
      lines[2]
        == "s.json:4:3: expect[2]: pan on crad state at 0.000 s: no view of the run has id "
        + "'crad'; did you mean 'card'?")
    #expect(
      lines[3]
        == "s.json:5:3: expect[3]: pan on slot state at frame 3 (0.300 s): slot has no gesture "
        + "recognizer named 'pan'; 'pan' is on card")
    #expect(
      lines[4]
        == "s.json:6:3: expect[4]: scrol state at rest (1.000 s): no gesture recognizer of the "
        + "run is named 'scrol'; did you mean 'scroll'?")
    #expect(
      lines[5]
        == "s.json:7:3: expect[5]: tap on list state at rest (1.000 s): list has no gesture "
        + "recognizer named 'tap'; 'tap' is on card")
    #expect(
      lines[6]
        == "s.json:8:3: expect[6]: swipe on card state at 0.000 s: card has no gesture "
        + "recognizer named 'swipe'; its recognizers: pan, tap")
    #expect(lines[7] == nil)
  }

  @Test("dealloc of a class of the code, by the timeline's dealloc events")
  func dealloc() throws {
    let lines = try Stage().results(
      [
        #"{"dealloc": "CardView"}"#,
        #"{"dealloc": "Card", "never": true}"#,
        #"{"dealloc": "Target", "before": {"event": "touchesBegan"}}"#,
        #"{"dealloc": "CardView", "count": 2}"#,
      ],
      change: { k in
        k == 5 ? [event("dealloc", nil, at: 0.5, "CardView 'card'")] : []
      })
    #expect(lines[0] == nil)
    // "Card" is a class of its own: CardView's deallocation does not count.
    #expect(lines[1] == nil)
    #expect(
      lines[2]
        == "s.json:4:3: expect[2]: touchesBegan never happens, so nothing can come before it")
    #expect(
      lines[3]
        == "s.json:5:3: expect[3]: dealloc of CardView happens once (at 0.500 s), expected 2 "
        + "times")
  }
}
