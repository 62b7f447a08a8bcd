import Foundation
import Testing

/// The notes the command line prints from asset catalog warnings stay one line each, whatever
/// the names in them hold.
@Suite("Asset notes on standard error: control characters in names escaped")
struct AssetNoteEndToEndTests {
  @Test("A line feed and an escape in an image name are shown escaped, the note on one line")
  func escapedName() throws {
    let code = """
      import UIKit

      final class NamesViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          _ = UIImage(named: "Bad\\nName\\u{1B}[2J")
        }
      }

      """
    let scenario = """
      {"version": 1, "name": "names", "code": ["Names.swift"],
       "rootViewController": "NamesViewController", "duration": 0.1}
      """
    let project = try CodeProject(files: ["Names.swift": code, "names.json": scenario])
    defer { project.remove() }
    let run = try project.run(["names.json", "-o", "out", "--format", "png", "-q"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(
      run.standardError
        == #"names.json: note: UIImage(named: "Bad\nName\u{1B}[2J") at Names.swift:6: no image "#
        + "set or image file of this name (no asset catalog (*.xcassets) is beside the scenario "
        + "or its code nor beside the scenario); the result is nil\n")
  }
}
