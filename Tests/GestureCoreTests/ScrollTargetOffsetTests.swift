import Foundation
import Testing

@testable import GestureCore

/// Records `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` and, when `snap`
/// is set, rewrites the target to the nearest multiple of `snap` in y.
@MainActor
private final class TargetLog: UIScrollViewDelegate {
  var calls: [String] = []
  var velocities: [CGPoint] = []
  var proposed: [CGPoint] = []
  var offsets: [CGFloat] = []
  var snap: CGFloat?
  var written: CGPoint?

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    offsets.append(scrollView.contentOffset.y)
  }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    calls.append("willEndDragging")
    velocities.append(velocity)
    proposed.append(targetContentOffset.pointee)
    if let snap {
      targetContentOffset.pointee.y = (targetContentOffset.pointee.y / snap).rounded() * snap
    }
    if let written { targetContentOffset.pointee = written }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging(\(decelerate))")
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    calls.append("didEndDecelerating")
  }
}

@Suite("scrollViewWillEndDragging: the velocity in pt/ms, the proposed and the written target")
@MainActor
struct ScrollTargetOffsetTests {
  /// A full-screen vertical scroll view with `contentHeight` of content, its delegate `log`.
  private func scene(contentHeight: CGFloat = 5000, log: TargetLog) -> (
    GestureHarness, UIScrollView
  ) {
    let harness = GestureHarness()
    let scrollView = UIScrollView(frame: harness.root.bounds)
    scrollView.accessibilityIdentifier = "scroll"
    scrollView.contentSize = CGSize(width: 375, height: contentHeight)
    harness.root.addSubview(scrollView)
    scrollView.delegate = log
    return (harness, scrollView)
  }

  /// Finger 0 down at (200, 600) at 0, up 200 pt at 1000 pt/s (one sample a frame), lifted
  /// after `hold` seconds still.
  private func flick(_ harness: GestureHarness, hold: Double = 0) {
    harness.down(200, 600, at: 0)
    for step in 1...12 {
      harness.move(200, 600 - 200 * CGFloat(step) / 12, at: Double(step) / 60)
    }
    harness.up(200, 400, at: 0.2 + hold)
  }

  @Test("A 1000 pt/s flick reports 1 pt/ms and proposes the deceleration's resting offset")
  func proposedTargetIsRestingOffset() {
    let log = TargetLog()
    let (harness, scrollView) = scene(log: log)
    flick(harness)
    harness.run(for: 5)
    // Released at 190 (200 less the 10 pt hysteresis) at 1000 pt/s: the resting offset is
    // x0 − v0/(1000·ln 0.998) = 190 + 1/0.0020020026706730793 = 190 + 499.49983 = 689.49983.
    #expect(log.calls == ["willEndDragging", "didEndDragging(true)", "didEndDecelerating"])
    #expect(abs(log.velocities[0].y - 1) < 1e-9)
    #expect(log.velocities[0].x == 0)
    #expect(log.proposed[0].x == 0)
    #expect(abs(log.proposed[0].y - 689.49983) < 1e-5)
    // The content comes to rest exactly there.
    #expect(scrollView.contentOffset.y == log.proposed[0].y)
  }

  @Test("The fast rate proposes 190 + 1/(−ln 0.99) = 289.49916")
  func proposedTargetAtFastRate() {
    let log = TargetLog()
    let (harness, scrollView) = scene(log: log)
    scrollView.decelerationRate = .fast
    flick(harness)
    harness.run(for: 3)
    #expect(abs(log.proposed[0].y - 289.49916) < 1e-5)
    #expect(scrollView.contentOffset.y == log.proposed[0].y)
  }

  @Test("A flick into the bottom edge proposes the edge, 1000 − 667 = 333")
  func proposedTargetClampedToEdge() {
    let log = TargetLog()
    let (harness, scrollView) = scene(contentHeight: 1000, log: log)
    flick(harness)
    harness.run(for: 4)
    // The formula's 689.5 is past the last offset, 333: the target is 333, and the content
    // overshoots it on the bounce and rests there.
    #expect(log.proposed[0].y == 333)
    #expect(log.offsets.max()! > 333)
    #expect(scrollView.contentOffset.y == 333)
  }

  @Test("A target snapped to 100 pt multiples (700) is where the content rests, never passed")
  func writtenTargetIsReached() {
    let log = TargetLog()
    log.snap = 100
    let (harness, scrollView) = scene(log: log)
    flick(harness)
    harness.run(for: 5)
    #expect(scrollView.contentOffset.y == 700)
    let after = log.offsets.drop { $0 <= 190 }
    #expect(after.allSatisfy { $0 <= 700 })
    // The motion is a deceleration: each frame moves less than the one before (but the last,
    // which snaps the remaining quarter point onto the target).
    let steps = zip(after.dropFirst(), after).map { $0 - $1 }.dropLast()
    #expect(zip(steps.dropFirst(), steps).allSatisfy { $0 <= $1 + 1e-9 })
    #expect(log.calls == ["willEndDragging", "didEndDragging(true)", "didEndDecelerating"])
  }

  @Test("A target behind the release point (0) brings the content back to 0")
  func writtenTargetAgainstTheFlick() {
    let log = TargetLog()
    log.written = .zero
    let (harness, scrollView) = scene(log: log)
    flick(harness)
    harness.run(for: 5)
    #expect(scrollView.contentOffset.y == 0)
    #expect(log.offsets.min()! >= 0)
  }

  @Test("A finger held still reports velocity 0 and proposes the offset itself; 300 is reached")
  func stillReleaseWithWrittenTarget() {
    let log = TargetLog()
    let (harness, scrollView) = scene(log: log)
    flick(harness, hold: 0.2)
    log.written = CGPoint(x: 0, y: 300)
    harness.run(for: 4)
    #expect(log.velocities[0] == .zero)
    #expect(log.proposed[0] == CGPoint(x: 0, y: 190))
    #expect(log.calls.prefix(2) == ["willEndDragging", "didEndDragging(true)"])
    #expect(scrollView.contentOffset.y == 300)
  }

  @Test("Without a written target a still release does not decelerate")
  func stillReleaseRests() {
    let log = TargetLog()
    let (harness, scrollView) = scene(log: log)
    flick(harness, hold: 0.2)
    harness.run(for: 1)
    #expect(log.calls == ["willEndDragging", "didEndDragging(false)"])
    #expect(scrollView.contentOffset.y == 190)
  }

  @Test("With paging, the proposed target is the next page, 667")
  func pagingTarget() {
    let log = TargetLog()
    let (harness, scrollView) = scene(log: log)
    scrollView.isPagingEnabled = true
    flick(harness)
    harness.run(for: 3)
    #expect(log.proposed[0].y == 667)
    #expect(scrollView.contentOffset.y == 667)
  }

  @Test("decelerationRate is UIKit's type: normal 0.998, fast 0.99, any raw value")
  func decelerationRateType() {
    let scrollView = UIScrollView(frame: .zero)
    #expect(scrollView.decelerationRate == .normal)
    #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
    #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)
    #expect(scrollView.decelerationRate.rawValue == 0.995)
  }
}
