import Foundation
import Testing

/// A card controller whose `pan(_:)` runs `panBody` first and whose `deinit` runs `deinitBody`.
private func controller(pan panBody: String = "", deinit deinitBody: String = "", load: String = "")
  -> String
{
  """
  import Foundation
  import UIKit

  final class CardViewController: UIViewController {
    private let card = UIView(frame: CGRect(x: 40, y: 80, width: 120, height: 120))

    override func viewDidLoad() {
      super.viewDidLoad()
      card.accessibilityIdentifier = "card"
      view.addSubview(card)
      card.addGestureRecognizer(
        UIPanGestureRecognizer(target: self, action: CardViewController.pan))
  \(load)
    }

    func pan(_ recognizer: UIPanGestureRecognizer) {
  \(panBody)
      card.center.y += recognizer.translation(in: view).y
      recognizer.setTranslation(.zero, in: view)
    }

    deinit {
  \(deinitBody)
    }
  }

  """
}

private let cardScenario = """
  {
    "version": 1,
    "name": "card",
    "code": ["Card.swift"],
    "rootViewController": "CardViewController",
    "script": [{"drag": {"from": "card", "by": [0, 100], "duration": 0.5}}]
  }
  """

/// A loop that never ends and calls nothing, so the stack is always caught in the loop's line
/// (a loop that calls a getter may be caught in the getter's first instruction, before its
/// frame exists, and the frame-pointer unwinder then skips the loop's function).
private let spin = "    while true {}"

/// Whether process `pid` runs (exists and is not a zombie).
private func isRunning(_ pid: Int32) -> Bool {
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
    let close = stat.lastIndex(of: ")")
  else { return false }
  return !stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
}

@Suite("The supervisor of the scenario's code: every stage timed, its own child's exit seen")
struct CodeSupervisionEndToEndTests {
  @Test("A deinit that does not return after the last frame is stopped after --code-timeout")
  func hangInDeinit() throws {
    let project = try CodeProject(files: [
      // Line 23: the loop.
      "Card.swift": controller(deinit: spin),
      "card.json": cardScenario,
    ])
    defer { project.remove() }
    let run = try project.run(["card.json", "-o", "out", "--fps", "10", "--code-timeout", "5"])
    #expect(run.exitCode == 1)
    let prefix =
      "card.json: error: the scenario's Swift code did not finish while tearing down the scene "
      + "of card within 5 s (--code-timeout), running CardViewController.deinit at Card.swift:23:"
    #expect(run.standardError.hasPrefix(prefix), "\(run.standardError)")
    #expect(run.standardError.hasSuffix("; the run was stopped\n"), "\(run.standardError)")
    // Every output was written before the scene was torn down.
    #expect(project.exists("out/timeline.json"))
  }

  @Test("An exit handler that does not return is stopped after --code-timeout, outputs kept")
  func hangInExitHandler() throws {
    let project = try CodeProject(files: [
      "Card.swift": controller(load: "    atexit { while true {} }"),
      "card.json": cardScenario,
    ])
    defer { project.remove() }
    let run = try project.run(["card.json", "-o", "out", "--fps", "10", "--code-timeout", "2"])
    #expect(run.exitCode == 1)
    #expect(
      run.standardError.contains(
        "error: the scenario's Swift code did not finish as the process ended, after the last "
          + "scene was drawn within 2 s (--code-timeout)"), "\(run.standardError)")
    #expect(project.exists("out/timeline.json"))
  }

  @Test("check stops a deinit that does not return too")
  func hangInDeinitWhileChecking() throws {
    let project = try CodeProject(files: [
      "Card.swift": controller(deinit: spin),
      "card.json": cardScenario,
    ])
    defer { project.remove() }
    let run = try project.run(["check", "card.json", "--fps", "10", "--code-timeout", "5"])
    #expect(run.exitCode == 1)
    #expect(
      run.standardError.hasPrefix(
        "card.json: error: the scenario's Swift code did not finish while tearing down the scene "
          + "of card within 5 s (--code-timeout)"), "\(run.standardError)")
    #expect(run.standardError.hasSuffix("; the run was stopped\n"), "\(run.standardError)")
  }

  @Test("A program the code starts and leaves running does not keep the tool waiting")
  func spawnedProgramOutlivesTheRun() throws {
    // The program holds nothing of the tool's: it may run on after the tool is done.
    let spawn = """
          var pid: pid_t = 0
          var argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("120"), nil]
          if posix_spawn(&pid, "/bin/sleep", nil, nil, &argv, environ) == 0 {
            try? "\\(pid)".write(toFile: "spawned.pid", atomically: true, encoding: .utf8)
          }
      """
    let project = try CodeProject(files: [
      "Card.swift": controller(load: spawn), "card.json": cardScenario,
    ])
    defer { project.remove() }
    let run = try project.run(["card.json", "-o", "out", "--fps", "10"])
    let pid = Int32(String(decoding: try project.contents("spawned.pid"), as: UTF8.self)) ?? 0
    defer { if pid > 0 { kill(pid, SIGKILL) } }
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(run.standardError == "")
    #expect(project.exists("out/timeline.json"))
    // The tool ended while the program still ran: it did not wait for it.
    #expect(pid > 0 && isRunning(pid))
    // Nothing of the tool's was open in the program beyond standard input, output and error
    // (the error pipe, which the tool stops reading 2 s after its child ends).
    let descriptors =
      ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? [])
      .filter { (Int($0) ?? 0) > 2 }
    let targets = descriptors.compactMap {
      try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)")
    }
    #expect(targets == [], "\(targets)")
  }

  @Test("Code stopped while it sleeps is stopped for real, and the message names the scenario")
  func stopWhileSleeping() throws {
    let project = try CodeProject(files: [
      "Card.swift": controller(pan: "    usleep(30_000_000)"), "card.json": cardScenario,
    ])
    defer { project.remove() }
    let run = try project.run(["card.json", "-o", "out", "--fps", "10", "--code-timeout", "5"])
    #expect(run.exitCode == 1)
    #expect(
      run.standardError.hasPrefix(
        "card.json: error: the scenario's Swift code did not finish at 0.1 s (frame 1) of card "
          + "within 5 s (--code-timeout)"), "\(run.standardError)")
    #expect(run.standardError.hasSuffix("; the run was stopped\n"), "\(run.standardError)")
    // The backtracer lets a child it reported on run on; this one was killed: the frame that
    // slept and those after it are not written, nor is the timeline.
    #expect(!project.exists("out/frame-0001.png"))
    #expect(!project.exists("out/timeline.json"))
  }

  @Test("abort() in the code is reported at the code's call, though libc keeps no frame pointer")
  func abortAtItsPlace() throws {
    let project = try CodeProject(files: [
      "Card.swift": controller(pan: "    abort()"), "card.json": cardScenario,
    ])
    defer { project.remove() }
    let run = try project.run(["card.json", "-o", "out", "--fps", "10"])
    #expect(run.exitCode == 1)
    // The backtracer alone stops in libc's abort path; the child hands it the code's frame.
    #expect(
      run.standardError
        == "Card.swift:17:5: error: Aborted (in CardViewController.pan(_:))\n"
        + "card.json: error: the scenario's Swift code crashed at 0.1 s (frame 1) of card "
        + "(signal 6, SIGABRT: abort() or a failed allocation); the frames before it are "
        + "written\n", "\(run.standardError)")
  }

  @Test("fork() in the code ends the run at its call: one process draws the scenario")
  func forkRefused() throws {
    let project = try CodeProject(files: [
      "Card.swift": controller(pan: "    _ = fork()"), "card.json": cardScenario,
    ])
    defer { project.remove() }
    let run = try project.run(["card.json", "-o", "out", "--fps", "10"])
    #expect(run.exitCode == 1)
    #expect(
      run.standardError
        == "Card.swift:17:9: error: Fatal error: fork() is refused in an iOS app's sandbox; the "
        + "run stops at the call rather than let two processes draw the scenario (in "
        + "CardViewController.pan(_:))\n"
        + "card.json: error: the scenario's Swift code crashed at 0.1 s (frame 1) of card "
        + "(signal 6, SIGABRT: abort() or a failed allocation); the frames before it are "
        + "written\n", "\(run.standardError)")
    #expect(project.exists("out/frame-0000.png"))
    #expect(!project.exists("out/frame-0001.png"))
  }
}
