import Foundation
import GestureCore
import Renderer
import Testing

/// Debian's chromium, when installed (the diff page's browser test uses it too).
let chromium: URL? = {
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
      r.events = document.querySelectorAll("#events li:not(.group)").length;
      r.keyButtons = document.querySelectorAll("#keyframes button").length;
      var filter = document.getElementById("key-only");
      filter.click();
      r.visibleWithFilter = Array.prototype.filter.call(document.querySelectorAll("#events li"), function (li) { return li.offsetParent !== null; }).length;
      r.visibleKeyWithFilter = Array.prototype.filter.call(document.querySelectorAll("#events li.key"), function (li) { return li.offsetParent !== null; }).length;
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
    let r = try Self.runProbe(page, with: Self.probe, in: out)
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

  /// Reads the folded log, the key-frame buttons and where the controls are, expands the
  /// first folded row, and shows a frame inside the second while it stays folded.
  static let foldProbe = """
    <script>
    window.addEventListener("load", function () {
      var r = {};
      var data = JSON.parse(document.getElementById("review-data").textContent);
      function box(element) { var b = element.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; }
      function visible(list) { return Array.prototype.filter.call(list, function (li) { return li.offsetParent !== null; }).length; }
      r.viewport = [window.innerWidth, window.innerHeight];
      r.play = box(document.getElementById("play"));
      r.scrubber = box(document.getElementById("scrubber"));
      r.keyframes = box(document.getElementById("keyframes"));
      var buttons = document.querySelectorAll("#keyframes button");
      r.keyLabels = Array.prototype.map.call(buttons, function (b) { return b.firstChild.textContent; });
      r.keyNumbers = Array.prototype.map.call(buttons, function (b) { return b.querySelector(".index").textContent; });
      r.keyTitles = Array.prototype.map.call(buttons, function (b) { return b.title; });
      r.keyBottoms = Array.prototype.map.call(buttons, function (b) { return b.getBoundingClientRect().bottom; });
      r.rows = document.querySelectorAll("#events > li").length;
      var groups = document.querySelectorAll("#events > li.group");
      r.groups = Array.prototype.map.call(groups, function (g) {
        var summary = g.querySelector(".summary");
        return [summary.querySelector(".kind").textContent, summary.childNodes[2].textContent,
          summary.querySelector(".count").textContent, Number(g.getAttribute("data-count"))];
      });
      r.plots = !!document.getElementById("plots");
      var first = groups[0];
      r.membersBefore = visible(first.querySelectorAll(".members li"));
      first.querySelector(".summary").click();
      r.membersAfter = visible(first.querySelectorAll(".members li"));
      r.memberTexts = Array.prototype.map.call(first.querySelectorAll(".members li .kind"), function (k) { return k.textContent; });
      var second = groups[1];
      var row = data.rows.filter(function (row) { return row.events.length > 1; })[1];
      var at = data.events[row.events[1]].frame;
      var scrubber = document.getElementById("scrubber");
      scrubber.value = String(at);
      scrubber.dispatchEvent(new Event("input", { bubbles: true }));
      r.secondOpen = second.classList.contains("open");
      r.secondCurrent = second.classList.contains("current");
      r.secondMemberCurrent = second.querySelectorAll(".members li.current").length;
      r.firstCurrent = first.classList.contains("current");
      r.firstExpanded = first.querySelector(".summary").getAttribute("aria-expanded");
      document.getElementById("key-only").click();
      r.groupsVisibleWithFilter = visible(groups);
      var announced = null;
      document.addEventListener("reviewframe", function (event) { announced = event.detail; });
      document.dispatchEvent(new CustomEvent("reviewseek", { detail: { position: 3 } }));
      r.seekFrame = document.body.getAttribute("data-frame");
      r.announced = announced;
      var pre = document.createElement("pre");
      pre.id = "test-result";
      pre.textContent = JSON.stringify(r);
      document.body.appendChild(pre);
    });
    </script>
    """

  @Test(
    "Repeated events fold into counted rows that expand; key frames say what happens; controls above the fold",
    .enabled(
      if: chromium != nil,
      "no headless browser: install Debian's chromium (scripts/install-dependencies.sh does) to run this test"
    )
  )
  func foldedLog() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try ToolRunner.run(
      [
        ToolRunner.repository.appendingPathComponent("Samples/drag.json").path, "--fps", "20",
        "-o", "out",
      ], in: directory)
    #expect(run.exitCode == 0, "\(run.standardError)")
    let out = directory.appendingPathComponent("out")
    // The expected rows from timeline.json: between two key events, one row per kind and view,
    // in the order of their first event; only rows of more than one event are folded.
    let timeline = try String(
      contentsOf: out.appendingPathComponent("timeline.json"), encoding: .utf8)
    var events: [TimelineEvent] = []
    for line in timeline.split(separator: "\n") where line.hasPrefix("{\"events\"") {
      let frame = line.hasSuffix(",") ? line.dropLast() : line
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
      for event in object["events"] as? [[String: Any]] ?? [] {
        events.append(
          TimelineEvent(
            time: event["time"] as? Double ?? 0, kind: try #require(event["kind"] as? String),
            view: event["view"] as? String, detail: event["detail"] as? String ?? ""))
      }
    }
    #expect(!events.contains { $0.kind.hasPrefix("gesture.") }, "no recognizer: subjects are views")
    var expected: [(kind: String, view: String, count: Int)] = []
    var runStart = expected.count
    for event in events {
      if KeyFrames.isKey(event) {
        expected.append((event.kind, event.view ?? "", 1))
        runStart = expected.count
        continue
      }
      if let at = expected[runStart...].firstIndex(where: {
        $0.kind == event.kind && $0.view == (event.view ?? "")
      }) {
        expected[at].count += 1
      } else {
        expected.append((event.kind, event.view ?? "", 1))
      }
    }
    let folded = expected.filter { $0.count > 1 }
    #expect(folded.count >= 4, "\(folded)")
    let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    let r = try Self.runProbe(page, with: Self.foldProbe, in: out)
    #expect(r["rows"] as? Int == expected.count)
    let groups = try #require(r["groups"] as? [[Any]])
    #expect(groups.map { $0[0] as? String } == folded.map(\.kind))
    #expect(groups.map { $0[1] as? String } == folded.map(\.view))
    #expect(groups.map { $0[2] as? String } == folded.map { "×\($0.count)" })
    #expect(groups.map { $0[3] as? Int } == folded.map(\.count))
    // Expanding the first folded row shows its events, each of its kind.
    #expect(r["membersBefore"] as? Int == 0)
    #expect(r["membersAfter"] as? Int == folded.first?.count)
    #expect(
      (r["memberTexts"] as? [String]) == Array(repeating: folded[0].kind, count: folded[0].count))
    // A frame inside the second folded row highlights the row while it stays folded.
    #expect(r["secondOpen"] as? Bool == false)
    #expect(r["secondCurrent"] as? Bool == true)
    #expect((r["secondMemberCurrent"] as? Int ?? 0) >= 1)
    #expect(r["groupsVisibleWithFilter"] as? Int == 0)
    #expect(r["firstExpanded"] as? String == "true")
    // The plots panel's hooks: a `reviewseek` shows a frame, and each frame shown is announced.
    #expect(r["seekFrame"] as? String == "3", "drawn frame 3 is frame 3: every frame is drawn")
    let announced = try #require(r["announced"] as? [String: Any])
    #expect(announced["position"] as? Int == 3 && announced["index"] as? Int == 3)
    #expect((announced["time"] as? NSNumber)?.doubleValue == 0.15, "frame 3 at 20 fps")
    // The drag: a touch lands on the card (and its drag begins), the right edge stops it, then
    // the bottom edge, and the finger lifts.
    #expect(
      r["keyLabels"] as? [String] == [
        "drag card +1", "clamped card", "clamped card", "released card",
      ])
    let numbers = try #require(r["keyNumbers"] as? [String])
    let titles = try #require(r["keyTitles"] as? [String])
    #expect(numbers.first == "#0")
    #expect(titles.first == "#0 · 0.000 s: touchesBegan card, drag.began card")
    #expect(zip(numbers, titles).allSatisfy { $1.hasPrefix($0 + " · ") })
    // Above the fold in a 1400×1000 window.
    func doubles(_ value: Any?) -> [Double] {
      (value as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
    }
    // A 1400×1000 window: the page's viewport is 1400 wide and at most 1000 high (headless
    // Chromium keeps some of the height for its window), and everything ends inside it.
    let viewport = doubles(r["viewport"])
    #expect(viewport.first == 1400 && (viewport.last ?? 2000) <= 1000, "\(viewport)")
    let fold = viewport.last ?? 0
    for name in ["play", "scrubber", "keyframes"] {
      let box = doubles(r[name])
      #expect(box.count == 4 && box[1] >= 0 && box[3] <= fold && box[2] <= 1400, "\(name) \(box)")
    }
    let bottoms = doubles(r["keyBottoms"])
    #expect(bottoms.count == 4 && bottoms.allSatisfy { $0 <= fold }, "\(bottoms)")
    #expect(r["plots"] as? Bool == true)
  }

  /// Loads `page` with `probe` appended in headless Chromium at 1400×1000 (a copy written into
  /// `directory`, so relative paths resolve) and returns what the probe wrote into
  /// `<pre id="test-result">`.
  static func runProbe(_ page: String, with probe: String, in directory: URL) throws -> [String:
    Any]
  {
    let copy = directory.appendingPathComponent("probe.html")
    try page.replacingOccurrences(of: "</body>", with: probe + "</body>")
      .write(to: copy, atomically: true, encoding: .utf8)
    let dom = directory.appendingPathComponent("dom.html")
    _ = FileManager.default.createFile(atPath: dom.path, contents: nil)
    let process = Process()
    process.executableURL = chromium
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
      "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
      "--window-size=1400,1000", "--hide-scrollbars", "--virtual-time-budget=5000", "--dump-dom",
      copy.absoluteString,
    ]
    process.standardOutput = try FileHandle(forWritingTo: dom)
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let text = try String(contentsOf: dom, encoding: .utf8)
    let marker = "<pre id=\"test-result\">"
    let start = try #require(
      text.range(of: marker), "the probe did not finish: \(text.suffix(400))")
    let json = text[start.upperBound...].prefix { $0 != "<" }
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }
}
