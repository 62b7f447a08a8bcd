import Foundation
import Testing

@testable import GestureCore

/// The part of `view` called `name`.
@MainActor
private func part(_ name: String, of view: UIView) -> UIView {
  view.subviews.first { ($0 as? ControlPartView)?.partName == name }!
}

@Suite("UIProgressView: heights, the fill's width, colours and the animated update")
@MainActor
struct ProgressViewTests {
  @Test("4 pt tall (.default, rounded) or 2.5 pt (.bar, square); the fill is progress × width")
  func geometry() {
    let progress = UIProgressView(progressViewStyle: .default)
    #expect(progress.intrinsicContentSize.height == 4)
    #expect(progress.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    progress.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
    progress.progress = 0.25
    #expect(part("progress", of: progress).frame == CGRect(x: 0, y: 0, width: 50, height: 4))
    #expect(part("progress", of: progress).layer.cornerRadius == 2)
    progress.progress = 1.5
    #expect(progress.progress == 1)
    #expect(part("progress", of: progress).frame.width == 200)
    let bar = UIProgressView(progressViewStyle: .bar)
    #expect(bar.intrinsicContentSize.height == 2.5)
    #expect(part("track", of: bar).backgroundColor?.cgColor == UIColor.clear.cgColor)
    #expect(part("track", of: bar).layer.cornerRadius == 0)
  }

  @Test("A NaN progress shows none; infinities clamp to the ends")
  func nonFiniteProgress() {
    let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
    progress.progress = .nan
    #expect(progress.progress == 0)
    progress.progress = .infinity
    #expect(progress.progress == 1)
    progress.progress = -.infinity
    #expect(progress.progress == 0)
  }

  @Test("Accessibility: an element whose value is the rounded percentage, updating frequently")
  func accessibility() {
    let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
    progress.progress = 0.304
    #expect(progress.isAccessibilityElement)
    #expect(progress.accessibilityValue == "30%")
    #expect(progress.accessibilityTraits == .updatesFrequently)
  }

  @Test("Colours: the tint colour and systemFill unless set")
  func colours() {
    let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
    #expect(part("progress", of: progress).backgroundColor?.cgColor == UIColor.systemBlue.cgColor)
    #expect(part("track", of: progress).backgroundColor === UIColor.systemFill)
    progress.progressTintColor = .red
    progress.trackTintColor = .green
    #expect(part("progress", of: progress).backgroundColor?.cgColor == UIColor.red.cgColor)
    #expect(part("track", of: progress).backgroundColor?.cgColor == UIColor.green.cgColor)
  }

  @Test("setProgress(_:animated:) grows the fill over 0.25 s of simulated time")
  func animated() {
    let harness = GestureHarness()
    let progress = UIProgressView(frame: CGRect(x: 0, y: 100, width: 200, height: 4))
    harness.root.addSubview(progress)
    progress.setProgress(0.5, animated: true)
    let frames = harness.run(for: 0.5)
    let width = { (frame: Frame) in
      frame.views.first { $0.id == "\(progress.identifier).progress" }!.bounds.width
    }
    #expect(width(frames[0]) < 100)
    #expect(width(frames[6]) > 0 && width(frames[6]) < 100)
    #expect(width(frames[20]) == 100)
  }
}
