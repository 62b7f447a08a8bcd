import Scenario

/// The JUnit XML report `check --junit FILE` (and `merge --junit FILE`) writes for CI
/// dashboards: one `<testsuite>` per scenario (its name, its file), one `<testcase>` per
/// expectation named `expect[N]: TITLE` with the file and line, and a `<failure>` whose message
/// is the printed failure. The format is the one JUnit's Ant task writes and Jenkins, GitLab and
/// GitHub reporters read (testsuites → testsuite → testcase → failure); no times are written, so
/// the same run gives the same bytes.
struct JUnitReport {
  /// One expectation's result, as the report (and a batch's `batch.json`) keeps it.
  struct Case: Codable, Equatable {
    /// The expectation's position in the scenario's `expect` list.
    var index: Int
    /// What was checked: `card center at 1.000 s`.
    var title: String
    /// The line of the entry in the scenario file, when known.
    var line: Int?
    /// What went wrong, without the place, or `nil` when it held.
    var failure: String?
    /// The failure as printed, `card.json:14:9: expect[2]: …`.
    var printed: String?

    /// The case of `result`.
    init(_ result: ExpectationResult) {
      index = result.expectation.index
      title = result.title
      line = result.expectation.line
      failure = result.failure
      printed = result.line
    }

    /// Whether the expectation held.
    var passed: Bool { failure == nil }
  }

  /// One scenario's results.
  struct Suite {
    var name: String
    var file: String
    var cases: [Case]
  }

  /// The `name` of `<testsuites>`: which command ran the expectations.
  var name = "gesturerender check"
  var suites: [Suite]

  /// The report's text, UTF-8 XML.
  var xml: String {
    let all = suites.flatMap(\.cases)
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites name=\"\(escape(name))\" tests=\"\(all.count)\" failures=\"\(all.filter { !$0.passed }.count)\">",
    ]
    for suite in suites {
      let failures = suite.cases.filter { !$0.passed }.count
      lines.append(
        "  <testsuite name=\"\(escape(suite.name))\" tests=\"\(suite.cases.count)\" "
          + "failures=\"\(failures)\" errors=\"0\" file=\"\(escape(suite.file))\">")
      for result in suite.cases {
        var attributes =
          "classname=\"\(escape(suite.name))\" "
          + "name=\"\(escape("expect[\(result.index)]: \(result.title)"))\" "
          + "file=\"\(escape(suite.file))\""
        if let line = result.line { attributes += " line=\"\(line)\"" }
        if let failure = result.failure, let printed = result.printed {
          lines.append("    <testcase \(attributes)>")
          lines.append(
            "      <failure message=\"\(escape(failure))\" type=\"expectation\">\(escape(printed))</failure>"
          )
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

  /// `text` with XML's five special characters as entities, for attributes and text.
  private func escape(_ text: String) -> String {
    var result = ""
    for character in text {
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
