import Foundation
import Testing

@testable import gesturerender

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Control characters the user's code puts in an accessibility identifier or a recognizer's
/// name (an escape sequence, NUL, a right-to-left override, a line feed) never leave the tool
/// raw: not on the terminal, not in review.md or the review page, not in the JUnit XML, which
/// stays well-formed.
@Suite("Control characters from the user's code are escaped in every output")
struct ControlCharacterOutputTests {
  /// An identifier with ESC, a colour sequence, U+202E, a line feed and NUL.
  static let identifier = "c\u{1B}[31m\u{202E}d\ne\u{0}f"
  /// How every output shows it.
  static let shown = #"c\u{1B}[31m\u{202E}d\ne\u{0}f"#

  /// Whether `text` holds a character `VisibleText` escapes (line feeds aside).
  private func hasControl(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      switch $0.value {
      case 0x0A: false
      case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: true
      default: false
      }
    }
  }

  /// The attributes of every element of `xml`, in document order, or `nil` when an XML
  /// parser refuses it.
  private func parse(_ xml: Data) -> [(String, [String: String])]? {
    final class Collector: NSObject, XMLParserDelegate {
      var elements: [(String, [String: String])] = []
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
      ) {
        elements.append((name, attributes))
      }
    }
    let parser = XMLParser(data: xml)
    let collector = Collector()
    parser.delegate = collector
    return parser.parse() ? collector.elements : nil
  }

  @Test("A JUnit report of hostile names and failures is well-formed XML that shows them")
  func junitIsWellFormed() throws {
    let text = "a\u{1B}[2J\u{0}b\u{202E}c\u{7F}d\u{85}e\u{FFFE}&<\"'"
    let report = JUnitReport(suites: [
      JUnitReport.Suite(
        name: text, file: "s\u{1B}.json",
        cases: [
          JUnitReport.Case(name: text, line: 3, failure: text, details: "one\n" + text)
        ])
    ])
    let elements = try #require(parse(Data(report.xml.utf8)))
    #expect(elements.map(\.0) == ["testsuites", "testsuite", "testcase", "failure"])
    let shown = #"a\u{1B}[2J\u{0}b\u{202E}c\u{7F}d\u{85}e\u{FFFE}&<"'"#
    #expect(elements[1].1["name"] == shown)
    #expect(elements[1].1["file"] == #"s\u{1B}.json"#)
    #expect(elements[2].1["name"] == shown)
    #expect(elements[3].1["message"] == shown)
    #expect(!hasControl(report.xml))
  }

  @Test("From the user's code to the terminal, review.md, the page and --junit: all escaped")
  func endToEnd() throws {
    let code = """
      import UIKit

      final class CardViewController: UIViewController {
        private let card = UIView(frame: CGRect(x: 40, y: 80, width: 120, height: 120))

        override func viewDidLoad() {
          super.viewDidLoad()
          card.backgroundColor = .systemBlue
          card.accessibilityIdentifier = "c\\u{1B}[31m\\u{202E}d\\ne\\u{0}f"
          view.addSubview(card)
          let tap = UITapGestureRecognizer(target: self, action: CardViewController.tapped)
          tap.name = "t\\u{1B}]0;x\\u{7}\\r\\u{202E}ap\\n"
          card.addGestureRecognizer(tap)
        }

        func tapped(_ recognizer: UITapGestureRecognizer) {}
      }

      """
    let scenario = #"""
      {"version": 1, "name": "card", "code": ["Card.swift"],
       "rootViewController": "CardViewController",
       "script": [{"tap": {"point": [100, 140]}}, {"wait": 0.2}],
       "expect": [{"view": "c\u001b[31m\u202ed\ne\u0000f", "center": [1, 1], "at": 0}]}
      """#
    let project = try CodeProject(files: ["Card.swift": code, "card.json": scenario])
    defer { project.remove() }
    let failure =
      "card.json:4:13: expect[0]: \(Self.shown) center.x at 0.000 s is 100, expected 1 ± 0.01; "
      + "first wrong at frame 0 (0.000 s)\n"

    let render = try project.run(["card.json", "-o", "out", "--fps", "10"])
    #expect(render.exitCode == 3, "\(render.standardError)")
    #expect(render.standardError == failure)
    #expect(!hasControl(render.standardOutput))
    let markdown = String(decoding: try project.contents("out/review.md"), as: UTF8.self)
    #expect(!hasControl(markdown))
    #expect(
      markdown.contains(
        #"| touch down c\\u\{1B\}\[31m\\u\{202E\}d e\\u\{0\}f | touchesBegan c\\u\{1B\}\[31m"#))
    #expect(markdown.contains(#"t\\u\{1B\}\]0;x\\u\{7\} \\u\{202E\}ap  recognized on c\\u\{1B\}"#))
    let page = String(decoding: try project.contents("out/index.html"), as: UTF8.self)
    #expect(!hasControl(page))
    // The timeline is JSON: its escapes read back as the identifier the code set.
    let timeline = String(decoding: try project.contents("out/timeline.json"), as: UTF8.self)
    #expect(!hasControl(timeline))
    #expect(timeline.contains(#""id":"c\u001b[31m\u202ed\ne\u0000f""#))
    #expect(page.contains(#""view":"c\\u{1B}[31m\\u{202E}d\\ne\\u{0}f""#))

    let check = try project.run(["check", "card.json", "--junit", "out.xml", "--fps", "10"])
    #expect(check.exitCode == 3, "\(check.standardError)")
    #expect(check.standardOutput.contains(failure))
    #expect(!hasControl(check.standardOutput))
    let xml = try project.contents("out.xml")
    let elements = try #require(parse(xml))
    let failed = try #require(elements.first { $0.0 == "failure" })
    #expect(
      failed.1["message"]
        == "\(Self.shown) center.x at 0.000 s is 100, expected 1 ± 0.01; first wrong at frame 0 "
        + "(0.000 s)")
    #expect(!hasControl(String(decoding: xml, as: UTF8.self)))
  }
}
