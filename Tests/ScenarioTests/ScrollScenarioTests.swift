import Foundation
import GestureCore
import Testing

@testable import Scenario

@Suite("Scroll views in scenarios: the stretchy header, flicks, programmatic offsets")
@MainActor
struct ScrollScenarioTests {
  /// A full-screen scroll view with a 200 pt header image and the stretchy-header behaviour.
  private func stretchy(
    adjustment: String, script: String, fps: Int = 60, contentHeight: Int = 1200
  ) -> String {
    """
    {"version": 1, "fps": \(fps), "device": "iphone-se",
     "views": [{"id": "scroll", "type": "scrollView", "frame": [0, 0, 375, 667],
                "contentSize": [375, \(contentHeight)], "contentInsetAdjustmentBehavior": "\(adjustment)",
                "subviews": [{"id": "header", "type": "imageView", "frame": [0, 0, 375, 200]}]}],
     "behaviors": [{"type": "stretchy-header", "view": "scroll", "header": "header"}],
     "script": \(script)}
    """
  }

  private func values(_ frame: Frame) -> (offsetY: Double, scale: Double) {
    let views = Dictionary(uniqueKeysWithValues: frame.views.map { ($0.id, $0) })
    return (Double(views["scroll"]!.bounds.minY), Double(views["header"]!.transform.a))
  }

  @Test("scale = 1 − offsetY/60, never below 1: −6 → 1.1, −30 → 1.5, −60 → 2, 1 for offsetY ≥ 0")
  func scaleFormula() {
    #expect(abs(HeaderScrollController.headerScale(forOffsetY: -6) - 1.1) < 1e-12)
    #expect(HeaderScrollController.headerScale(forOffsetY: -30) == 1.5)
    #expect(HeaderScrollController.headerScale(forOffsetY: -60) == 2)
    #expect(HeaderScrollController.headerScale(forOffsetY: 0) == 1)
    #expect(HeaderScrollController.headerScale(forOffsetY: 150) == 1)
  }

  @Test("Pulled down and released, every frame shows scale = max(1, 1 − offsetY/60), ending at 1")
  func pullAndBounce() throws {
    let frames = try runScenario(
      stretchy(
        adjustment: "never",
        script: """
          [{"drag": {"from": [187, 260], "to": [187, 480], "duration": 0.6, "hold": 0.2}},
           {"wait": 1.5}]
          """))
    for frame in frames {
      let (offset, scale) = values(frame)
      #expect(abs(scale - max(1, 1 - offset / 60)) < 1e-9, "frame \(frame.index)")
    }
    let deepest = frames.map { values($0).offsetY }.min()!
    // 210 pt pulled past the top on a 667 pt scroll view shows b(210, 667) = 98.45 pt.
    #expect(abs(deepest + 210 * 667 * 0.55 / (667 + 0.55 * 210)) < 1e-9)
    #expect(values(frames.last!) == (0, 1))
  }

  @Test("Under the 20 pt status bar the content rests at −20 and the header is scaled 4/3")
  func insetQuirk() throws {
    let frames = try runScenario(stretchy(adjustment: "automatic", script: "[{\"wait\": 0.1}]"))
    let (offset, scale) = values(frames.last!)
    #expect(offset == -20)
    #expect(abs(scale - 4.0 / 3.0) < 1e-12)
  }

  @Test("On iphone-x, content sized by constraints rests at −44 below the sensor housing")
  func autoLayoutContentOnIPhoneX() throws {
    let frames = try runScenario(
      """
      {"version": 1, "fps": 60, "device": "iphone-x",
       "views": [{"id": "scroll", "type": "scrollView",
                  "constraints": ["scroll.top == root.top", "scroll.bottom == root.bottom",
                                  "scroll.leading == root.leading", "scroll.trailing == root.trailing"],
                  "subviews": [{"id": "content", "backgroundColor": "#3478F6",
                                "constraints": ["content.top == scroll.top", "content.bottom == scroll.bottom",
                                                "content.leading == scroll.leading",
                                                "content.trailing == scroll.trailing",
                                                "content.width == scroll.width", "content.height == 1500"]}]}],
       "script": [{"wait": 0.1}]}
      """)
    for frame in frames {
      let scroll = frame.views.first { $0.id == "scroll" }!
      #expect(scroll.bounds.minY == -44, "frame \(frame.index)")
    }
  }

  @Test("A 1000 pt/s flick rests where the deceleration formula says, within 0.5 pt")
  func flickRestingOffset() throws {
    let frames = try runScenario(
      stretchy(
        adjustment: "never",
        script: """
          [{"flick": {"from": [187, 600], "velocity": [0, -1000], "duration": 0.2}},
           {"wait": 4}]
          """, contentHeight: 3000))
    // 200 pt of finger travel, 10 of them taken by the hysteresis: released at 190, 1000 pt/s.
    let expected = 190 + 1000 / -(1000 * log(0.998))
    #expect(abs(values(frames.last!).offsetY - expected) < 0.5)
    let kinds = frames.flatMap(\.events).map(\.kind)
    #expect(kinds.contains("scrollViewWillBeginDecelerating"))
    #expect(kinds.last { $0.hasPrefix("scrollView") } == "scrollViewDidEndDecelerating")
  }

  @Test("setContentOffset steps move the content at their time, animated or not")
  func programmaticOffset() throws {
    let frames = try runScenario(
      stretchy(
        adjustment: "never",
        script: """
          [{"wait": 0.5}, {"setContentOffset": {"view": "scroll", "offset": [0, 300]}},
           {"wait": 0.5}, {"setContentOffset": {"view": "scroll", "offset": [0, 0], "animated": true}},
           {"wait": 0.5}]
          """, fps: 10))
    #expect(values(frames[4]).offsetY == 0)
    #expect(values(frames[5]).offsetY == 300)
    // Animated from 300 to 0 over 0.3 s from 1.0 s: half way (ease-in-out 0.5) at 1.15 s is
    // not a frame at 10 fps; at 1.3 s it is done.
    #expect(values(frames[13]).offsetY == 0)
    #expect(values(frames[11]).offsetY < 300 && values(frames[11]).offsetY > 0)
  }

  @Test("Scroll errors name the place: a step on a non-scroll view, a missing image")
  func errors() {
    let cases: [(String, String)] = [
      (
        """
        {"version": 1, "views": [{"id": "box", "frame": [0, 0, 10, 10]}],
         "script": [{"setContentOffset": {"view": "box", "offset": [0, 1]}}]}
        """,
        "s.json:2:43: error: script[0].setContentOffset.view: 'box' is a view, not a scrollView"
      ),
      (
        """
        {"version": 1, "views": [{"id": "box", "frame": [0, 0, 10, 10]}],
         "script": [{"setContentOffset": {"view": "bx", "offset": [0, 1]}}]}
        """,
        "s.json:2:43: error: script[0].setContentOffset.view: no view has id 'bx'; did you mean "
          + "'box'?"
      ),
      (
        """
        {"version": 1, "views": [{"id": "pic", "type": "imageView", "frame": [0, 0, 10, 10],
          "image": "missing@2x.png"}]}
        """,
        "s.json:2:12: error: views[0].image: cannot read image 'missing@2x.png': no readable "
          + "file at that path inside the scenario's folder (symbolic links out of it count as "
          + "outside; --allow-outside-images allows images elsewhere)"
      ),
      (
        """
        {"version": 1, "views": [{"id": "s", "type": "scrollView", "frame": [0, 0, 10, 10],
          "contentSize": [-1, 10]}]}
        """,
        "s.json:2:18: error: views[0].contentSize: contentSize must be [width, height] with both ≥ 0 (got [-1, 10])"
      ),
    ]
    for (json, expected) in cases {
      do {
        _ = try Scenario.decode(
          Data(json.utf8), file: "s.json", baseDirectory: URL(fileURLWithPath: "/nonexistent"))
        Issue.record("expected an error for \(expected)")
      } catch {
        #expect(error.description == expected)
      }
    }
  }
}
