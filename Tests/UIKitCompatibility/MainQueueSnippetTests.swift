import Testing
import UIKit

// This file imports only UIKit (which re-exports Foundation), so `DispatchQueue`, `DispatchTime`,
// `DispatchWorkItem` and `Timer` are UIKit's, as in a user's file.

/// Main-queue work and timers on the simulated clock: `DispatchQueue.main.async`,
/// `asyncAfter`, `DispatchWorkItem` and `Timer.scheduledTimer`. At 60 fps frame `k` is at
/// `k / 60` s, so work due at `t` shows first in frame `⌈60 t⌉`.
@Suite("Corpus: main-queue work and timers")
@MainActor
struct MainQueueSnippetTests {
  /// Whether the view `id` is hidden in frame `index`.
  private func hidden(_ id: String, inFrame index: Int, of harness: SnippetHarness) -> Bool? {
    harness.frames[index].views.first { $0.id == id }?.isHidden
  }

  @Test("asyncAfter(.now() + 0.5) hides a toast in frame 30 (0.5 s), not 29")
  func asyncAfterHidesToast() throws {
    let harness = SnippetHarness()
    var firedAt: UInt64?
    harness.launch { root in
      let toast = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
      toast.accessibilityIdentifier = "toast"
      root.addSubview(toast)
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        toast.isHidden = true
        firedAt = DispatchTime.now().uptimeNanoseconds
      }
    }
    harness.run(until: 1)
    // Frame 0 is the launch screen; the controller's view loads at 0 s, after it is drawn.
    #expect(hidden("toast", inFrame: 1, of: harness) == false)
    #expect(hidden("toast", inFrame: 29, of: harness) == false)
    #expect(hidden("toast", inFrame: 30, of: harness) == true)
    #expect(firedAt == 500_000_000)
  }

  @Test("A deadline between frames runs at its own time: 0.51 s shows in frame 31 (0.5167 s)")
  func asyncAfterBetweenFrames() {
    let harness = SnippetHarness()
    var firedAt: UInt64?
    harness.launch { root in
      let toast = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
      toast.accessibilityIdentifier = "toast"
      root.addSubview(toast)
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(510)) {
        toast.isHidden = true
        firedAt = DispatchTime.now().uptimeNanoseconds
      }
    }
    harness.run(until: 1)
    #expect(hidden("toast", inFrame: 30, of: harness) == false)
    #expect(hidden("toast", inFrame: 31, of: harness) == true)
    #expect(firedAt == 510_000_000)
  }

  @Test(
    "main.async runs after the pass that queued it, first in first out; a block queued while draining waits a pass"
  )
  func asyncFIFO() {
    let harness = SnippetHarness()
    harness.launch { root in
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      box.accessibilityIdentifier = "box"
      root.addSubview(box)
      DispatchQueue.main.async {
        print("a")
        // A deferred layout fix-up.
        box.frame = CGRect(x: 50, y: 60, width: 70, height: 80)
      }
      DispatchQueue.main.async {
        print("b")
        DispatchQueue.main.async { print("c") }
      }
      print("viewDidLoad")
    }
    harness.run(until: 0.1)
    #expect(harness.prints == ["viewDidLoad", "a", "b", "c"])
    // viewDidLoad runs at 0 s after the launch screen's frame 0 is drawn (its print is in frame
    // 1's events); the blocks it queued run at frame 1's drain (after its display links,
    // 1/60 s) and are drawn there; the one they queued runs at the next drain, frame 2's.
    let prints = harness.frames.flatMap { frame in
      frame.events.filter { $0.kind == "print" }.map { (frame.index, $0.detail, $0.time) }
    }
    #expect(prints.map(\.0) == [1, 1, 1, 2])
    let frameTime: Double = 1.0 / 60
    let times: [Double] = [0, frameTime, frameTime, 2 * frameTime]
    #expect(prints.map(\.2) == times)
    let box = harness.frames[1].views.first { $0.id == "box" }
    #expect(box?.center == CGPoint(x: 85, y: 100))
    #expect(box?.bounds.size == CGSize(width: 70, height: 80))
  }

  @Test("A repeating 0.25 s timer counts in frames 15, 30, 45 and stops when invalidated")
  func repeatingTimer() {
    let harness = SnippetHarness()
    var ticks: [UInt64] = []
    var timer: Timer?
    harness.launch { root in
      timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
        ticks.append(DispatchTime.now().uptimeNanoseconds)
        print("tick \(ticks.count)")
        if ticks.count == 3 { timer.invalidate() }
      }
    }
    harness.run(until: 0.24)
    #expect(timer?.isValid == true)
    #expect(timer?.timeInterval == 0.25)
    harness.run(until: 2)
    #expect(ticks == [250_000_000, 500_000_000, 750_000_000])
    let tickFrames = harness.frames.filter { $0.events.contains { $0.kind == "print" } }
    #expect(tickFrames.map(\.index) == [15, 30, 45])
    #expect(timer?.isValid == false)
  }

  @Test("A one-shot timer fires once; fire() runs it at once and invalidates it")
  func oneShotTimerAndFire() {
    let harness = SnippetHarness()
    var once = 0
    var fired = 0
    var fireTimer: Timer?
    harness.launch { root in
      let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in once += 1 }
      #expect(timer.timeInterval == 0)
      fireTimer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in fired += 1 }
      fireTimer?.fire()
    }
    harness.run(until: 0)
    #expect(fired == 1)
    #expect(fireTimer?.isValid == false)
    harness.run(until: 1)
    #expect(once == 1)
    #expect(fired == 1)
  }

  @Test("A cancelled DispatchWorkItem never runs; an uncancelled one runs at its deadline")
  func workItemCancel() {
    let harness = SnippetHarness()
    let ran = RunLog()
    harness.launch { root in
      // As Dispatch's, the item's block is `@Sendable`: it records into a Sendable log.
      let debounced = DispatchWorkItem { ran.append("cancelled") }
      let kept = DispatchWorkItem { ran.append("kept") }
      DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: debounced)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: kept)
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { debounced.cancel() }
    }
    harness.run(until: 0.99)
    #expect(ran.entries.isEmpty)
    harness.run(until: 1)
    #expect(ran.entries == ["kept"])
  }

  @Test("Work not due before the run ends does not run; distantFuture never does")
  func notDue() {
    let harness = SnippetHarness()
    var ran = 0
    harness.launch { root in
      DispatchQueue.main.asyncAfter(deadline: .now() + 40) { ran += 1 }
      DispatchQueue.main.asyncAfter(deadline: .distantFuture) { ran += 1 }
    }
    // The harness runs 30 s.
    harness.run(until: 31)
    #expect(harness.frames.count == 1801)
    #expect(ran == 0)
  }

  @Test("Outside a simulation DispatchTime.now() is the uptime clock and main.async is Dispatch's")
  func outsideSimulation() {
    let before = DispatchTime.now().uptimeNanoseconds
    #expect(before > 0)
    #expect(DispatchQueue.main.label == "com.apple.main-thread")
    #expect((DispatchTime(uptimeNanoseconds: 1_000) + 0.5).uptimeNanoseconds == 500_001_000)
    #expect((DispatchTime(uptimeNanoseconds: 1_000) - 1).uptimeNanoseconds == 0)
    #expect((DispatchTime.distantFuture + 1) == .distantFuture)
  }

  @Test("advanced(by:) adds as + does; distance(to:) is signed nanoseconds")
  func strideArithmetic() {
    let start = DispatchTime(uptimeNanoseconds: 2_000_000_000)
    #expect(start.advanced(by: .milliseconds(250)).uptimeNanoseconds == 2_250_000_000)
    #expect(
      start.distance(to: DispatchTime(uptimeNanoseconds: 2_500_000_000))
        == .nanoseconds(500_000_000))
    #expect(
      start.distance(to: DispatchTime(uptimeNanoseconds: 1_000_000_000))
        == .nanoseconds(-1_000_000_000))
  }
}

/// What `@Sendable` blocks ran, in order.
private final class RunLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []
  func append(_ entry: String) { lock.withLock { recorded.append(entry) } }
  var entries: [String] { lock.withLock { recorded } }
}
