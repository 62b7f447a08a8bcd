import Foundation
import Testing

/// A toast that hides itself with `asyncAfter` and a counter driven by a repeating `Timer`,
/// in a file that imports Foundation and Dispatch as well as UIKit (the tool's aliases make
/// the simulated main queue the one it sees).
private let toastController = """
  import Foundation
  import UIKit
  import Dispatch

  final class ToastViewController: UIViewController {
    private let toast = UIView(frame: CGRect(x: 40, y: 80, width: 200, height: 60))
    private var count = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      toast.backgroundColor = .systemBlue
      toast.accessibilityIdentifier = "toast"
      view.addSubview(toast)
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
        self?.toast.isHidden = true
      }
      Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [weak self] timer in
        guard let self else { return }
        count += 1
        print("tick", count, DispatchTime.now().uptimeNanoseconds)
        if count == 3 { timer.invalidate() }
      }
      let debounce = DispatchWorkItem { print("never") }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: debounce)
      DispatchQueue.main.async { debounce.cancel() }
      DispatchQueue.global().async {}
    }
  }

  """

@Suite("User code's main-queue work and timers on the simulated clock, through the built CLI")
struct MainQueueEndToEndTests {
  @Test(
    "asyncAfter(0.5) hides the toast in frame 5 at 10 fps; ticks at 0.25, 0.5, 0.75 s; same bytes twice"
  )
  func toastAndTimer() throws {
    let project = try CodeProject(files: [
      "Toast.swift": toastController,
      "toast.json": """
      {
        "version": 1,
        "name": "toast",
        "code": ["Toast.swift"],
        "rootViewController": "ToastViewController",
        "script": [{"wait": 1.2}]
      }
      """,
    ])
    defer { project.remove() }
    let first = try project.run(["toast.json", "-o", "first", "--fps", "10"])
    #expect(first.exitCode == 0, "\(first.standardError)")
    let second = try project.run(["toast.json", "-o", "second", "--fps", "10"])
    #expect(second.exitCode == 0, "\(second.standardError)")
    #expect(try project.contents("first/timeline.json") == project.contents("second/timeline.json"))
    #expect(
      try project.contents("first/frame-0005.png") == project.contents("second/frame-0005.png"))
    let timeline = String(decoding: try project.contents("first/timeline.json"), as: UTF8.self)
    let frames = timeline.split(separator: "\n").filter { $0.hasPrefix("{\"events\"") }
    // Frame k is at k / 10 s: 0.5 s is frame 5.
    #expect(frames.count == 13)
    #expect(frames[4].contains(#""hidden":false,"id":"toast""#))
    #expect(frames[5].contains(#""hidden":true,"id":"toast""#))
    // The ticks print at their own times; the cancelled item never runs.
    #expect(timeline.contains(#"{"detail":"tick 1 250000000","kind":"print","time":0.25}"#))
    #expect(timeline.contains(#"{"detail":"tick 2 500000000","kind":"print","time":0.5}"#))
    #expect(timeline.contains(#"{"detail":"tick 3 750000000","kind":"print","time":0.75}"#))
    #expect(!timeline.contains("tick 4"))
    #expect(!timeline.contains("never"))
  }
}

/// A service class in a file that imports only Foundation, as app code often is: it computes
/// deadlines with `DispatchTime` arithmetic, which that file cannot see on `UIKit`'s type. (Its
/// controller prints: a file without `import UIKit` prints to standard output, not the
/// timeline.)
private let pollerService = """
  import Foundation

  final class Poller {
    private(set) var polls = 0
    var onPoll: ((Int) -> Void)?
    func start() {
      let deadline = DispatchTime.now() + DispatchTimeInterval.milliseconds(200)
      DispatchQueue.main.asyncAfter(deadline: deadline) { self.poll() }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5 - 0.1) { self.poll() }
      let early = DispatchTime.now() + .seconds(1) - .milliseconds(400)
      DispatchQueue.main.asyncAfter(deadline: early) { self.poll() }
    }
    private func poll() {
      polls += 1
      onPoll?(polls)
    }
  }

  """

private let pollerController = """
  import UIKit

  final class PollerViewController: UIViewController {
    let poller = Poller()
    override func viewDidLoad() {
      super.viewDidLoad()
      poller.onPoll = { count in print("poll", count, DispatchTime.now().uptimeNanoseconds) }
      poller.start()
    }
  }

  """

@Suite("Deadline arithmetic in a file that imports only Foundation")
struct FoundationOnlyDeadlineTests {
  @Test("+ and - with intervals and seconds compile there and fire at 0.2, 0.4 and 0.6 s")
  func foundationOnlyFile() throws {
    let project = try CodeProject(files: [
      "Poller.swift": pollerService,
      "PollerViewController.swift": pollerController,
      "poller.json": """
      {
        "version": 1,
        "name": "poller",
        "code": ["Poller.swift", "PollerViewController.swift"],
        "rootViewController": "PollerViewController",
        "script": [{"wait": 0.8}]
      }
      """,
    ])
    defer { project.remove() }
    let run = try project.run(["poller.json", "-o", "out", "--fps", "10"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let timeline = String(decoding: try project.contents("out/timeline.json"), as: UTF8.self)
    #expect(timeline.contains(#"{"detail":"poll 1 200000000","kind":"print","time":0.2}"#))
    #expect(timeline.contains(#"{"detail":"poll 2 400000000","kind":"print","time":0.4}"#))
    #expect(timeline.contains(#"{"detail":"poll 3 600000000","kind":"print","time":0.6}"#))
  }
}
