import Foundation
import Testing

/// Debian's chromium, when installed.
private let chromium: URL? = {
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

@Suite("The review page in a real headless browser")
struct ReviewPageBrowserTests {
  /// Appended to a copy of index.html: scrubs, changes the speed, plays, pauses, and writes what
  /// the DOM showed into <pre id="test-result"> as JSON.
  static let probe = """
    <script>
    window.addEventListener("load", function () {
      var r = {};
      var body = document.body, image = document.getElementById("frame"), scrubber = document.getElementById("scrubber");
      var data = JSON.parse(document.getElementById("review-data").textContent);
      r.initialSource = image.getAttribute("src");
      r.title = document.getElementById("title").textContent;
      r.images = document.images.length;
      r.scripts = document.scripts.length;
      r.events = document.querySelectorAll("#events li").length;
      r.keyButtons = document.querySelectorAll("#keyframes button").length;
      var filter = document.getElementById("key-only");
      filter.click();
      r.visibleWithFilter = Array.prototype.filter.call(document.querySelectorAll("#events li"), function (li) { return li.offsetParent !== null; }).length;
      r.keyEvents = document.querySelectorAll("#events li.key").length;
      filter.click();
      var key = data.frames.findIndex(function (f) { return f.key; });
      r.keyPosition = key;
      scrubber.value = String(key);
      scrubber.dispatchEvent(new Event("input", { bubbles: true }));
      r.scrubSource = image.getAttribute("src");
      r.scrubFrame = body.getAttribute("data-frame");
      r.position = document.getElementById("position").textContent;
      r.current = document.querySelectorAll("#events li.current").length;
      r.currentText = Array.prototype.map.call(document.querySelectorAll("#events li.current"), function (li) { return li.textContent; });
      var speed = document.getElementById("speed");
      speed.value = "2";
      speed.dispatchEvent(new Event("change", { bubbles: true }));
      r.speed = body.getAttribute("data-speed");
      scrubber.value = "0";
      scrubber.dispatchEvent(new Event("input", { bubbles: true }));
      document.getElementById("play").click();
      r.playing = body.getAttribute("data-playing");
      setTimeout(function () {
        r.frameAfterPlay = Number(body.getAttribute("data-frame"));
        document.getElementById("play").click();
        r.playingAfterPause = body.getAttribute("data-playing");
        r.label = document.getElementById("play").textContent;
        var pre = document.createElement("pre");
        pre.id = "test-result";
        pre.textContent = JSON.stringify(r);
        document.body.appendChild(pre);
      }, 500);
    });
    </script>
    """

  @Test(
    "Loads offline, scrubs, plays at 2×, pauses, and shows the scenario's text as text",
    .enabled(
      if: chromium != nil,
      "no headless browser: install Debian's chromium (scripts/install-dependencies.sh does) to run this test"
    )
  )
  func browser() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var sample = try String(
      contentsOf: ToolRunner.repository.appendingPathComponent("Samples/drag.json"), encoding: .utf8
    )
    let hostile = "<img src=x onerror=alert(1)> & </script>"
    let json = try JSONSerialization.jsonObject(with: Data(sample.utf8)) as! [String: Any]
    var edited = json
    edited["name"] = "drag"
    edited["description"] = hostile
    sample = String(
      decoding: try JSONSerialization.data(withJSONObject: edited, options: [.sortedKeys]),
      as: UTF8.self)
    try sample.write(
      to: directory.appendingPathComponent("drag.json"), atomically: true, encoding: .utf8)
    let run = try ToolRunner.run(
      ["drag.json", "--fps", "10", "--scale", "1", "-o", "out"], in: directory)
    #expect(run.exitCode == 0, "\(run.standardError)")
    let out = directory.appendingPathComponent("out")
    let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    try page.replacingOccurrences(of: "</body>", with: Self.probe + "</body>")
      .write(to: out.appendingPathComponent("probe.html"), atomically: true, encoding: .utf8)
    let dom = directory.appendingPathComponent("dom.html")
    _ = FileManager.default.createFile(atPath: dom.path, contents: nil)
    let process = Process()
    process.executableURL = chromium
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
      "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
      "--virtual-time-budget=5000", "--dump-dom",
      out.appendingPathComponent("probe.html").absoluteString,
    ]
    process.standardOutput = try FileHandle(forWritingTo: dom)
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let text = try String(contentsOf: dom, encoding: .utf8)
    let marker = "<pre id=\"test-result\">"
    let start = try #require(
      text.range(of: marker), "the probe did not finish: \(text.suffix(400))")
    let json2 = text[start.upperBound...].prefix { $0 != "<" }
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    let r = try #require(try JSONSerialization.jsonObject(with: Data(json2.utf8)) as? [String: Any])
    #expect(r["initialSource"] as? String == "frame-0000.png")
    #expect(r["title"] as? String == "drag")
    #expect(r["images"] as? Int == 1, "the description's <img> stayed text")
    #expect(r["scripts"] as? Int == 3, "data, page script and the probe; nothing injected")
    #expect((r["events"] as? Int ?? 0) > 10)
    #expect((r["keyButtons"] as? Int ?? 0) >= 2)
    #expect(r["visibleWithFilter"] as? Int == r["keyEvents"] as? Int)
    #expect(
      (r["keyEvents"] as? Int ?? 0) >= 2
        && (r["keyEvents"] as? Int ?? 0) < (r["events"] as? Int ?? 0))
    let key = try #require(r["keyPosition"] as? Int)
    #expect(r["scrubSource"] as? String == String(format: "frame-%04d.png", key))
    #expect(r["scrubFrame"] as? String == String(key))
    #expect((r["current"] as? Int ?? 0) >= 1)
    #expect((r["currentText"] as? [String])?.first?.contains("touchesBegan") == true)
    #expect(r["speed"] as? String == "2")
    #expect(r["playing"] as? String == "true")
    // 0.5 s at 2× is about 1 s of the run: about frame 10 at 10 fps.
    let after = try #require(r["frameAfterPlay"] as? Int)
    #expect(after >= 6 && after <= 12, "frame \(after) after playing")
    #expect(r["playingAfterPause"] as? String == "false")
    #expect(r["label"] as? String == "Play")
    #expect(page.contains("&lt;img src=x onerror=alert(1)&gt; &amp; &lt;/script&gt;"))
  }
}
