import Foundation
import Testing

@testable import GestureCore

/// `isDirectionalLockEnabled` on a scroll view that scrolls both ways (docs/scrolling.md,
/// "Directional lock"). The pan begins once the finger has moved 10 pt along an axis and
/// reports the movement past that point per axis, so a drag by (−100, −30) whose first sample
/// is (−10, −3) translates (−90, −27).
@Suite("UIScrollView: directional lock")
@MainActor
struct DirectionalLockTests {
  /// A full-screen scroll view of 2000 × 2000 pt content at offset (500, 500).
  func scrollView(_ harness: GestureHarness, locked: Bool) -> UIScrollView {
    let scrollView = UIScrollView(frame: harness.root.bounds)
    scrollView.contentSize = CGSize(width: 2000, height: 2000)
    scrollView.contentOffset = CGPoint(x: 500, y: 500)
    scrollView.isDirectionalLockEnabled = locked
    harness.root.addSubview(scrollView)
    return scrollView
  }

  /// Finger 0 down at (200, 400), then ten equal steps to (200 + dx, 400 + dy) over 0.2 s,
  /// held (not lifted).
  func drag(_ harness: GestureHarness, dx: CGFloat, dy: CGFloat) {
    harness.down(200, 400, at: 0)
    for step in 1...10 {
      let t = CGFloat(step) / 10
      harness.move(200 + dx * t, 400 + dy * t, at: 0.02 * Double(step))
    }
  }

  @Test(
    "A drag 16.7° off the horizontal, locked: only x moves, (590, 500); unlocked (590, 527)",
    arguments: [true, false])
  func nearlyHorizontal(locked: Bool) {
    let harness = GestureHarness()
    let scrollView = scrollView(harness, locked: locked)
    drag(harness, dx: -100, dy: -30)
    harness.run(for: 0.5)
    #expect(scrollView.isDragging)
    #expect(scrollView.contentOffset == CGPoint(x: 590, y: locked ? 500 : 527))
  }

  @Test("A drag 16.7° off the vertical, locked: only y moves, (500, 590)")
  func nearlyVertical() {
    let harness = GestureHarness()
    let scrollView = scrollView(harness, locked: true)
    drag(harness, dx: -30, dy: -100)
    harness.run(for: 0.5)
    #expect(scrollView.contentOffset == CGPoint(x: 500, y: 590))
  }

  @Test("A diagonal drag (45°) is not locked: both axes move, (590, 590)")
  func diagonal() {
    let harness = GestureHarness()
    let scrollView = scrollView(harness, locked: true)
    drag(harness, dx: -100, dy: -100)
    harness.run(for: 0.5)
    #expect(scrollView.contentOffset == CGPoint(x: 590, y: 590))
  }

  @Test("Locked horizontally, the release carries no vertical velocity: y rests at 500")
  func releaseKeepsLock() {
    let harness = GestureHarness()
    let scrollView = scrollView(harness, locked: true)
    drag(harness, dx: -100, dy: -30)
    harness.up(100, 370, at: 0.2)
    harness.run(for: 3)
    #expect(scrollView.contentOffset.y == 500)
    #expect(scrollView.contentOffset.x > 590)
  }

  @Test("The rule: within 30° of an axis locks to it, 30°–60° is free")
  func rule() {
    #expect(DirectionalLock.deciding(.zero) == .undecided)
    #expect(DirectionalLock.deciding(CGPoint(x: 10, y: 5.7)) == .horizontal)
    #expect(DirectionalLock.deciding(CGPoint(x: 10, y: 5.8)) == .free)
    #expect(DirectionalLock.deciding(CGPoint(x: -5.7, y: 10)) == .vertical)
    #expect(DirectionalLock.deciding(CGPoint(x: -5.8, y: -10)) == .free)
  }
}
