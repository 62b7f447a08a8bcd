import Foundation
import Testing

@testable import Scenario

/// A bad scenario and the one error line it must produce, for table-driven tests.
struct ScenarioErrorCase: CustomTestStringConvertible, Sendable {
  var name: String
  var json: String
  var expected: String
  var testDescription: String { name }

  /// Decodes `json` as `s.json` and expects exactly `expected`, of kind `.invalid`.
  func check() {
    do {
      _ = try Scenario.decode(Data(json.utf8), file: "s.json")
      Issue.record("expected an error: \(expected)")
    } catch {
      #expect(error.description == expected)
      #expect(error.kind == .invalid)
    }
  }
}
