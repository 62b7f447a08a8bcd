import GestureCore
import Scenario

/// The JUnit XML report `check --junit FILE`, `verify --junit FILE` and `merge --junit FILE`
/// write for CI dashboards:
/// one `<testsuite>` per scenario (its name, its file) and its `<testcase>`s, each with a
/// `<failure>` when it failed. `check` has one test case per expectation, named
/// `expect[N]: TITLE` with the file and line; `verify` one per scenario, named `matches the
/// baseline`, whose failure lists the differing values. The format is the one JUnit's Ant task
/// writes and Jenkins, GitLab and GitHub reporters read (testsuites → testsuite → testcase →
/// failure); no times are written, so the same run gives the same bytes.
struct JUnitReport {
  /// One test case: a name, the line of the scenario file it comes from, and the failure.
  struct Case: Codable, Equatable {
    /// `expect[2]: card center at 1.000 s`, `matches the baseline`.
    var name: String
    /// The line in the scenario file, when the case comes from one entry.
    var line: Int?
    /// The failure's one-line message (the `message` attribute), `nil` when it passed.
    var failure: String?
    /// The failure's full text (the element's text).
    var details: String?

    /// A case named `name`.
    init(name: String, line: Int? = nil, failure: String?, details: String?) {
      self.name = name
      self.line = line
      self.failure = failure
      self.details = details
    }

    /// The case of one expectation: `expect[N]: TITLE`, its line, and the failure as printed.
    init(_ result: ExpectationResult) {
      let failed = result.failure != nil && result.line != nil
      self.init(
        name: "expect[\(result.expectation.index)]: \(result.title)",
        line: result.expectation.line, failure: failed ? result.failure : nil,
        details: failed ? result.line : nil)
    }

    /// Whether the case passed.
    var passed: Bool { failure == nil }
  }

  /// One scenario's test cases.
  struct Suite {
    var name: String
    var file: String
    var cases: [Case]

    /// A suite of `cases`.
    init(name: String, file: String, cases: [Case]) {
      self.name = name
      self.file = file
      self.cases = cases
    }

    /// `check`'s suite: one case per expectation result, the failure as printed.
    init(name: String, file: String, results: [ExpectationResult]) {
      self.init(name: name, file: file, cases: results.map(Case.init))
    }
  }

  /// The `<testsuites>` name: `gesturerender check`, `gesturerender verify` or, for a merged
  /// batch, `gesturerender`.
  var title = "gesturerender check"
  /// The failures' `type` attribute: `expectation` (check) or `baseline` (verify).
  var failureType = "expectation"
  var suites: [Suite]

  /// The report's text, UTF-8 XML.
  var xml: String {
    let all = suites.flatMap(\.cases)
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites name=\"\(escape(title))\" tests=\"\(all.count)\" failures=\"\(all.filter { $0.failure != nil }.count)\">",
    ]
    for suite in suites {
      let failures = suite.cases.filter { $0.failure != nil }.count
      lines.append(
        "  <testsuite name=\"\(escape(suite.name))\" tests=\"\(suite.cases.count)\" "
          + "failures=\"\(failures)\" errors=\"0\" file=\"\(escape(suite.file))\">")
      for testCase in suite.cases {
        var attributes =
          "classname=\"\(escape(suite.name))\" name=\"\(escape(testCase.name))\" "
          + "file=\"\(escape(suite.file))\""
        if let line = testCase.line { attributes += " line=\"\(line)\"" }
        if let failure = testCase.failure {
          lines.append("    <testcase \(attributes)>")
          lines.append(
            "      <failure message=\"\(escape(failure))\" type=\"\(escape(failureType))\">"
              + "\(escape(testCase.details ?? failure, keepingLineFeeds: true))</failure>")
          lines.append("    </testcase>")
        } else {
          lines.append("    <testcase \(attributes)/>")
        }
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` with control characters as visible escapes (`\u{1B}`, `VisibleText`; XML 1.0
  /// has no way to write most of them) and XML's five special characters as entities, for
  /// attributes (on one line) and text (line feeds kept when `keepingLineFeeds`).
  private func escape(_ text: String, keepingLineFeeds: Bool = false) -> String {
    var result = ""
    for character in VisibleText.escape(text, keepingLineFeeds: keepingLineFeeds) {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }
}
