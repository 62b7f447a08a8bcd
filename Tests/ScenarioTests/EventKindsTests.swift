import Foundation
import Testing

@testable import Scenario

@Suite("The event kinds an expectation may name are the kinds the sources record")
struct EventKindsTests {
  private static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// The kind arguments of every `eventLog.record(…)` call of the sources: the string
  /// literals before `, view:` (both of `pinned ? "sticky.pin" : "sticky.unpin"`; no kind
  /// has a quote inside an interpolation).
  private static func recordedKinds() throws -> [String] {
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    let call = try Regex(#"(?:eventLog\??|\blog)\.record\(\s*([^\n]*?), view:"#)
    let literal = try Regex(#""([^"]*)""#)
    var kinds: [String] = []
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: call) {
        let argument = String(match.output[1].substring ?? "")
        for found in argument.matches(of: literal) {
          kinds.append(String(found.output[1].substring ?? ""))
        }
      }
    }
    return kinds
  }

  @Test("Every literal kind recorded is known; every interpolated one is a known family")
  func sourcesAgree() throws {
    let kinds = try Self.recordedKinds()
    // touchesBegan … touchesCancelled, the scroll view's calls, the behaviours' kinds, print:
    // far more than the families alone, so the scan did find the calls.
    #expect(kinds.count > 40, "\(kinds)")
    for kind in kinds {
      if let interpolation = kind.range(of: "\\(") {
        let family = kind[..<interpolation.lowerBound]
        #expect(
          EventKinds.all.contains { $0.hasPrefix(family) && $0.count > family.count },
          "no known kind of the family \(family)")
      } else {
        #expect(EventKinds.all.contains(kind), "'\(kind)' is recorded but not known")
      }
    }
  }

  @Test("The families are complete: every control event, gesture state and animated property")
  func families() {
    let all = Set(EventKinds.all)
    #expect(all.count == EventKinds.all.count, "a kind is listed twice")
    for name in [
      "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter",
      "touchDragExit", "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged",
      "primaryActionTriggered", "menuActionTriggered", "action",
    ] {
      #expect(all.contains("control." + name), "control.\(name)")
    }
    for state in ["began", "changed", "ended", "recognized", "cancelled", "failed"] {
      #expect(all.contains("gesture." + state), "gesture.\(state)")
    }
    #expect(!all.contains("gesture.possible"), "no transition enters possible with an event")
    for property in ["center", "bounds", "transform", "alpha", "completion"] {
      #expect(all.contains("animation." + property), "animation.\(property)")
    }
  }
}
