import Foundation
import Testing

/// `NSMutableAttributedString` edits out of range stop the run as they stop an iOS app
/// (`NSRangeException`), located at the user's line, not as a crash of the tool.
@Suite("Attributed string edits out of range: iOS's NSRangeException at the user's line")
struct AttributedRangeEndToEndTests {
  /// A label whose text `edit` changes in `viewDidLoad` (line 11 of the file).
  private func project(_ edit: String) throws -> CodeProject {
    let code = """
      import UIKit

      final class TextViewController: UIViewController {
        private let label = UILabel(frame: CGRect(x: 20, y: 80, width: 300, height: 40))

        override func viewDidLoad() {
          super.viewDidLoad()
          let text = NSMutableAttributedString(string: "Hello")
          text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 5))
          label.attributedText = text
      \(edit)
          view.addSubview(label)
        }
      }

      """
    let scenario = """
      {"version": 1, "name": "text", "code": ["Text.swift"],
       "rootViewController": "TextViewController", "duration": 0.1}
      """
    return try CodeProject(files: ["Text.swift": code, "text.json": scenario])
  }

  @Test("addAttribute past the end: exit 1, iOS's reason, the range and the user's line")
  func addAttributeOutOfRange() throws {
    let project = try project(
      "    text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 3, length: 4))"
    )
    defer { project.remove() }
    let run = try project.run(["text.json", "-o", "out", "--format", "png"])
    #expect(run.exitCode == 1, "\(run.standardError)")
    let lines = run.standardError.split(separator: "\n").map(String.init)
    let first = try #require(lines.first { $0.hasPrefix("Text.swift:") })
    #expect(first.hasPrefix("Text.swift:11:"), "\(first)")
    #expect(
      first.hasSuffix(
        "error: Fatal error: *** Terminating app due to uncaught exception 'NSRangeException', "
          + "reason: 'NSMutableRLEArray replaceObjectsInRange:withObject:length:: Out of bounds' "
          + "(addAttribute(_:value:range:) with the range {3, 4} on a string of 5 UTF-16 units) "
          + "(in TextViewController.viewDidLoad())"), "\(first)")
    #expect(lines.contains { $0.hasPrefix("text.json: error: the scenario's Swift code crashed") })
  }

  @Test("replaceCharacters past the end stops; edits in range are Foundation's")
  func replaceOutOfRange() throws {
    let project = try project(
      """
          text.replaceCharacters(in: NSRange(location: 0, length: 1), with: "J")
          text.removeAttribute(.foregroundColor, range: NSRange(location: 0, length: 5))
          text.replaceCharacters(in: NSRange(location: 6, length: 0), with: "!")
      """)
    defer { project.remove() }
    let run = try project.run(["text.json", "-o", "out", "--format", "png"])
    #expect(run.exitCode == 1, "\(run.standardError)")
    let first = try #require(
      run.standardError.split(separator: "\n").first { $0.hasPrefix("Text.swift:") })
    #expect(first.hasPrefix("Text.swift:13:"), "\(first)")
    #expect(
      first.contains(
        "reason: '-[NSBigMutableString replaceCharactersInRange:withString:]: Range or index out "
          + "of bounds' (replaceCharacters(in:with:) with the range {6, 0} on a string of 5 "
          + "UTF-16 units)"), "\(first)")
  }
}
