import Foundation
import Testing

/// A run stopped by SIGTERM while it writes removes its temporary files before it ends: the
/// supervisor passes the signal on to the process running the scenario's code, waits for it to
/// remove its own, and ends by the signal.
@Suite("A run stopped by a signal leaves no temporary file")
struct StopSignalOutputTests {
  @Test("SIGTERM to the tool while timeline.json is being written: no hidden file is left")
  func terminatedWhileWriting() throws {
    // At 0.3 s the code signals the tool (its supervisor) while the timeline's temporary file
    // is open, then keeps the frame busy so the run cannot finish first.
    let code = """
      import Foundation
      import UIKit

      final class StopViewController: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in
            kill(getppid(), SIGTERM)
            while true { usleep(10_000) }
          }
        }
      }

      """
    let scenario = """
      {
        "version": 1,
        "name": "stop",
        "code": ["Stop.swift"],
        "rootViewController": "StopViewController",
        "script": [{"wait": 1}]
      }
      """
    let project = try CodeProject(files: ["Stop.swift": code, "stop.json": scenario])
    defer { project.remove() }
    let run = try project.run(["stop.json", "-o", "out", "--fps", "10", "-q"])
    #expect(run.exitCode == SIGTERM, "\(run.standardError)")
    let left = try FileManager.default.contentsOfDirectory(
      atPath: project.directory.appendingPathComponent("out").path)
    #expect(left.filter { $0.hasPrefix(".") } == [], "\(left)")
    #expect(!left.contains("timeline.json"))
  }

  @Test("SIGTERM while the code ignores it: the child is killed and its timeline file removed")
  func terminatedWhileCodeIgnoresIt() throws {
    // The code ignores SIGTERM, so the supervisor kills it after 5 s (SIGKILL): the child's
    // `.timeline.json.gesturerender-PID-…` is then removed by the supervisor.
    let code = """
      import Foundation
      import UIKit

      final class StopViewController: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          signal(SIGTERM, SIG_IGN)
          Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in
            kill(getppid(), SIGTERM)
            while true { usleep(10_000) }
          }
        }
      }

      """
    let scenario = """
      {
        "version": 1,
        "name": "stop",
        "code": ["Stop.swift"],
        "rootViewController": "StopViewController",
        "script": [{"wait": 1}]
      }
      """
    let project = try CodeProject(files: ["Stop.swift": code, "stop.json": scenario])
    defer { project.remove() }
    let run = try project.run(["stop.json", "-o", "out", "--fps", "10", "-q"])
    #expect(run.exitCode == SIGTERM, "\(run.standardError)")
    let left = try FileManager.default.contentsOfDirectory(
      atPath: project.directory.appendingPathComponent("out").path)
    #expect(left.filter { $0.hasPrefix(".") } == [], "\(left)")
    #expect(!left.contains("timeline.json"))
  }
}
