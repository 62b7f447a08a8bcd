import Scenario

/// The JUnit XML report `check --junit FILE` writes for CI dashboards: one `<testsuite>` per
/// scenario (its name, its file), one `<testcase>` per expectation named `expect[N]: TITLE`
/// with the file and line, and a `<failure>` whose message is the printed failure. The format
/// is the one JUnit's Ant task writes and Jenkins, GitLab and GitHub reporters read (testsuites
/// → testsuite → testcase → failure); no times are written, so the same run gives the same
/// bytes.
struct JUnitReport {
  /// One scenario's results.
  struct Suite {
    var name: String
    var file: String
    var results: [ExpectationResult]
  }

  var suites: [Suite]

  /// The report's text, UTF-8 XML.
  var xml: String {
    let all = suites.flatMap(\.results)
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites name=\"gesturerender check\" tests=\"\(all.count)\" failures=\"\(all.filter { !$0.passed }.count)\">",
    ]
    for suite in suites {
      let failures = suite.results.filter { !$0.passed }.count
      lines.append(
        "  <testsuite name=\"\(escape(suite.name))\" tests=\"\(suite.results.count)\" "
          + "failures=\"\(failures)\" errors=\"0\" file=\"\(escape(suite.file))\">")
      for result in suite.results {
        let expectation = result.expectation
        var attributes =
          "classname=\"\(escape(suite.name))\" "
          + "name=\"\(escape("expect[\(expectation.index)]: \(result.title)"))\" "
          + "file=\"\(escape(suite.file))\""
        if let line = expectation.line { attributes += " line=\"\(line)\"" }
        if let failure = result.failure, let line = result.line {
          lines.append("    <testcase \(attributes)>")
          lines.append(
            "      <failure message=\"\(escape(failure))\" type=\"expectation\">\(escape(line))</failure>"
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
