import Foundation

/// Debian's chromium in headless mode, for page tests that follow the probe pattern of
/// ``ReviewPageBrowserTests``: a `<script>` appended to a copy of a page writes its findings as
/// JSON into `<pre id="test-result">`, and `--dump-dom` gives the DOM back.
enum HeadlessBrowser {
  /// The browser, when installed.
  static let executable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    let directories = path.split(separator: ":").map(String.init) + ["/usr/bin"]
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for directory in directories {
        let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
      }
    }
    return nil
  }()

  /// Appends `probe` to a copy of `page` (next to it, so relative links work), loads it with
  /// a virtual time budget of 5 s, and returns the object the probe wrote.
  static func probe(page: URL, with probe: String, scratch: URL) throws -> [String: Any] {
    let html = try String(contentsOf: page, encoding: .utf8)
    let copy = page.deletingLastPathComponent().appendingPathComponent("probe.html")
    try html.replacingOccurrences(of: "</body>", with: probe + "</body>")
      .write(to: copy, atomically: true, encoding: .utf8)
    let dom = scratch.appendingPathComponent("dom.html")
    _ = FileManager.default.createFile(atPath: dom.path, contents: nil)
    let process = Process()
    process.executableURL = executable
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
      "--user-data-dir=\(scratch.appendingPathComponent("profile").path)",
      "--window-size=1400,1000", "--virtual-time-budget=5000", "--dump-dom", copy.absoluteString,
    ]
    process.standardOutput = try FileHandle(forWritingTo: dom)
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let text = try String(contentsOf: dom, encoding: .utf8)
    guard let start = text.range(of: "<pre id=\"test-result\">") else {
      throw ProbeFailure(message: "the probe did not finish: \(text.suffix(400))")
    }
    let json = text[start.upperBound...].prefix { $0 != "<" }
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    else { throw ProbeFailure(message: "the probe wrote no object: \(json)") }
    return object
  }

  struct ProbeFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
