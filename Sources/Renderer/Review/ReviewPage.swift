import Foundation
import GestureCore

/// The review page, `index.html`: one self-contained file per scenario (no outside scripts,
/// styles or fonts; works from the file system, offline) with the play controls, the key frames
/// and the frame on the left, the event log on the right, and a slot for plots under both.
///
/// - Above the frame, so that they are visible without scrolling in a 1400×1000 window: a frame
///   scrubber (a range input), play/pause, a speed menu (0.25× to 4×), step buttons and keys
///   (← → step, space plays, Home/End), and one button per key frame (``KeyFrames``) labelled
///   with what happens there (``KeyFrameLabel``: "lift b1", "swap b1↔b3"), its frame number
///   beside the label and its time and key events in the tooltip. Playback follows the frames'
///   simulated times.
/// - The frame fits the window: the script caps its height at the room from its top to the
///   window's bottom (at least 160 px), on load and on every resize, so a tall device's frame
///   is seen whole at 1400×1000 and 1280×720.
/// - The event log lists every event with its time, kind, view and detail, the per-frame stream
///   between two key events folded into one row per kind and subject with a count
///   (``EventRows``: "gesture.changed pan (card) ×42"), which a click expands to its rows. The
///   events of the frame shown are highlighted (a folded row too, when one of its events is),
///   earlier ones dimmed; clicking one shows its frame. "Key events only" hides the rest.
/// - `<section id="plots">`, empty and hidden until something fills it, for charts of values
///   over time. The script announces every frame shown with a `reviewframe` event on
///   `document` (`detail`: `position` in the drawn frames, frame `index`, `time` in seconds)
///   and shows the frame at `detail.position` on a `reviewseek` event, so a chart can follow
///   the scrubber and seek. ``ReviewPlotsPanel`` fills it when the run has charts.
/// - Links to the animated images, the contact sheet and `timeline.json`, all relative.
///
/// Scenario text (name, description, view ids, event details) is HTML-escaped where written
/// into the markup and set with `textContent` from an embedded JSON block otherwise (its `<`,
/// `>` and `&` escaped), so nothing a scenario says can become markup or script. The page's
/// state is mirrored on `<body>` (`data-frame`, `data-playing`, `data-speed`) for tests.
public enum ReviewPage {
  /// The page for `record`; `toolVersion` goes into the footer. Same record, same bytes.
  public static func html(for record: ReviewRecord, toolVersion: String) -> String {
    let title = TextEscaping.html(record.name)
    let frames = record.frames
    let firstImage = frames.first.flatMap(record.imageFile(of:))
    var links: [String] = []
    for output in record.outputs {
      let label = Self.label(of: output)
      links.append(
        "<a href=\"\(TextEscaping.html(TextEscaping.urlPath(output.file)))\">\(TextEscaping.html(label))</a>"
      )
    }
    let width = Int(record.canvasSize.width.rounded())
    let height = Int(record.canvasSize.height.rounded())
    var html = """
      <!DOCTYPE html>
      <html lang="en"\(record.appearance == .dark ? " data-appearance=\"dark\"" : "")>
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="gesturerender \(TextEscaping.html(toolVersion))">
      <title>\(title) · gesturerender review</title>
      <style>\(style)</style>
      </head>
      <body data-frame="\(frames.first?.index ?? 0)" data-playing="false" data-speed="1">
      <header>
      <h1 id="title">\(title)</h1>

      """
    if let summary = record.summary, !summary.isEmpty {
      html += "<p id=\"summary\">\(TextEscaping.html(summary))</p>\n"
    }
    html += "<p class=\"meta\">\(TextEscaping.html(record.settingsLine))</p>\n"
    if !links.isEmpty { html += "<nav id=\"outputs\">" + links.joined(separator: " ") + "</nav>\n" }
    html += "</header>\n<main>\n<section id=\"viewer\">\n"
    if let firstImage {
      html += """
        \(controls(count: frames.count, first: frames.first.map { ($0.index, $0.time) }))
        <div id="keyframes" aria-label="Key frames"></div>
        <div class="stage"><img id="frame" src="\(TextEscaping.html(TextEscaping.urlPath(firstImage)))" \
        width="\(width)" height="\(height)" alt="frame \(frames.first?.index ?? 0)"></div>

        """
    } else {
      html +=
        "<p class=\"note\">No frame images were written (render with --format png or svg to scrub).</p>\n"
    }
    html += """
      </section>
      <aside id="log">
      <h2>Events <label class="filter"><input type="checkbox" id="key-only"> key events only</label></h2>
      <ol id="events"></ol>
      </aside>
      \(ReviewPlotsPanel.html(for: record))</main>
      <footer>Rendered by gesturerender \(TextEscaping.html(toolVersion)). Frames are simulated, not recorded: same scenario, same pixels.</footer>
      <script type="application/json" id="review-data">\(TextEscaping.scriptJSON(data(for: record)))</script>
      <script>\(script)</script>
      </body>
      </html>

      """
    return html
  }

  /// The player's controls, shared with the diff page (``DiffPage``): previous, play, next,
  /// the scrubber over `count` frames, the speed menu and the position of the `first` frame
  /// (index, seconds).
  static func controls(count: Int, first: (index: Int, time: Double)?) -> String {
    """
    <div class="controls">
    <button id="previous" type="button" title="Previous frame (←)">◀︎</button>
    <button id="play" type="button" title="Play or pause (space)">Play</button>
    <button id="next" type="button" title="Next frame (→)">▶︎</button>
    <input id="scrubber" type="range" min="0" max="\(max(0, count - 1))" value="0" step="1" aria-label="Frame">
    <label>Speed <select id="speed">
    <option value="0.25">0.25×</option><option value="0.5">0.5×</option><option value="1" selected>1×</option><option value="2">2×</option><option value="4">4×</option>
    </select></label>
    <output id="position">#\(first?.index ?? 0) · \(String(format: "%.3f", first?.time ?? 0)) s</output>
    </div>
    """
  }

  /// The page that links the pages of a batch: one card per scenario with a thumbnail.
  /// `entries` name each scenario's directory relative to the batch page.
  public static func batchHTML(
    for entries: [(directory: String, record: ReviewRecord)], toolVersion: String
  )
    -> String
  {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="gesturerender \(TextEscaping.html(toolVersion))">
      <title>gesturerender review · \(entries.count) scenarios</title>
      <style>\(style)</style>
      </head>
      <body>
      <header><h1>\(entries.count) scenarios</h1></header>
      <ul class="batch">

      """
    for (directory, record) in entries {
      let page = TextEscaping.html(TextEscaping.urlPath(directory + "/index.html"))
      html += "<li><a class=\"card\" href=\"\(page)\">"
      let thumbnail =
        record.outputs.first(where: { $0.kind == "sheet" })?.file
        ?? record.frames.first.flatMap(record.imageFile(of:))
      if let thumbnail {
        html +=
          "<img src=\"\(TextEscaping.html(TextEscaping.urlPath(directory + "/" + thumbnail)))\" alt=\"\" loading=\"lazy\">"
      }
      html += "<strong>\(TextEscaping.html(record.name))</strong>"
      if let summary = record.summary, !summary.isEmpty {
        html += "<span class=\"summary\">\(TextEscaping.html(summary))</span>"
      }
      html += "<span class=\"meta\">\(TextEscaping.html(record.settingsLine))</span></a></li>\n"
    }
    html += """
      </ul>
      <footer>Rendered by gesturerender \(TextEscaping.html(toolVersion)).</footer>
      </body>
      </html>

      """
    return html
  }

  /// "GIF (212.4 KB)".
  static func label(of output: ReviewRecord.Output) -> String {
    let name: String
    switch output.kind {
    case "apng": name = "APNG"
    case "gif": name = "GIF"
    case "webp": name = "WebP"
    case "mp4": name = "MP4"
    case "webm": name = "WebM"
    case "sheet": name = "Contact sheet"
    case "sheet-svg": name = "Contact sheet (SVG)"
    case "timeline": name = "timeline.json"
    case "markdown": name = "review.md"
    default: name = output.kind
    }
    return output.byteCount.map { "\(name) (\(AnimationReport.size($0)))" } ?? name
  }

  private struct PageData: Encodable {
    struct FrameData: Encodable {
      var index: Int
      var time: Double
      var file: String?
      var key: Bool
      var label: String?
      var detail: String
    }
    struct RowData: Encodable {
      var events: [Int]
      var kind: String
      var subject: String
    }
    struct EventData: Encodable {
      var time: Double
      var kind: String
      var view: String?
      var detail: String
      var frame: Int
      var key: Bool
    }
    var name: String
    var fps: Double
    var frames: [FrameData]
    var events: [EventData]
    var rows: [RowData]
  }

  /// The JSON the script reads: frames (index, time, image file, key, the key frame's label
  /// and detail, ``KeyFrameLabel``), events (with the position of their frame in `frames`) and
  /// the log's rows (``EventRows``: positions in `events`).
  static func data(for record: ReviewRecord) -> String {
    // The page shows these strings as text: control characters in them are made visible.
    func visible(_ text: String) -> String { VisibleText.escape(text) }
    var events: [PageData.EventData] = []
    var timeline: [TimelineEvent] = []
    for (position, frame) in record.frames.enumerated() {
      timeline += frame.events
      for event in frame.events {
        events.append(
          PageData.EventData(
            time: event.time, kind: visible(event.kind), view: event.view.map(visible),
            detail: visible(event.detail), frame: position, key: KeyFrames.isKey(event)))
      }
    }
    let data = PageData(
      name: visible(record.name), fps: record.framesPerSecond,
      frames: record.frames.map {
        PageData.FrameData(
          index: $0.index, time: $0.time, file: record.imageFile(of: $0), key: $0.isKey,
          label: KeyFrameLabel.label(for: $0.events).map(visible),
          detail: visible(
            KeyFrameLabel.detail(index: $0.index, time: $0.time, events: $0.events)))
      },
      events: events,
      rows: EventRows.rows(for: timeline).map {
        PageData.RowData(events: $0.events, kind: visible($0.kind), subject: visible($0.subject))
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? String(decoding: encoder.encode(data), as: UTF8.self)) ?? "{}"
  }

  static let style = """

    :root { color-scheme: light dark; --fg: #1c1c1e; --muted: #6e6e73; --bg: #f2f2f7; --card: #fff; --accent: #007aff; --key: #ff9500; }
    @media (prefers-color-scheme: dark) { :root { --fg: #f2f2f7; --muted: #a1a1a6; --bg: #1c1c1e; --card: #2c2c2e; } }
    :root[data-appearance="dark"] { color-scheme: dark; --fg: #f2f2f7; --muted: #a1a1a6; --bg: #1c1c1e; --card: #2c2c2e; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
    header, footer { padding: 12px 20px; }
    h1 { margin: 0 0 4px; font-size: 20px; }
    h2 { margin: 0 0 8px; font-size: 15px; }
    .meta, footer, .note { color: var(--muted); font-size: 12px; }
    #summary { margin: 4px 0; max-width: 70em; }
    nav a { display: inline-block; margin: 4px 8px 0 0; color: var(--accent); }
    header { padding-bottom: 8px; }
    main { display: grid; grid-template-columns: minmax(0, auto) minmax(360px, 1fr); gap: 12px 20px; padding: 0 20px; align-items: start; }
    #viewer { width: 560px; max-width: 100%; }
    .stage { background: var(--card); padding: 8px; border-radius: 10px; display: inline-block; margin-top: 8px; }
    #frame { display: block; max-height: calc(100vh - 240px); width: auto; height: auto; max-width: 100%; image-rendering: auto; }
    .controls { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
    #scrubber { flex: 1 1 160px; min-width: 120px; }
    #position { font-variant-numeric: tabular-nums; color: var(--muted); font-size: 12px; }
    #keyframes { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 8px; }
    #keyframes:empty { display: none; }
    #plots { grid-column: 1 / -1; }
    #plots:empty { display: none; }
    @media (max-width: 980px) { main { grid-template-columns: 1fr; } }
    button, select { font: inherit; padding: 3px 10px; border-radius: 6px; border: 1px solid var(--muted); background: var(--card); color: var(--fg); cursor: pointer; }
    #play { min-width: 5em; }
    #keyframes button { border-color: var(--key); font-size: 12px; padding: 2px 8px; }
    #keyframes button.current { background: var(--key); color: #fff; }
    #keyframes .index { color: var(--muted); font-size: 10px; margin-left: 4px; }
    #keyframes button.current .index { color: inherit; }
    #log { max-height: calc(100vh - 24px); overflow: auto; background: var(--card); border-radius: 10px; padding: 10px 12px; }
    #events { list-style: none; margin: 0; padding: 0; font: 12px/1.35 ui-monospace, "DejaVu Sans Mono", monospace; }
    #events li { padding: 2px 4px; border-left: 3px solid transparent; cursor: pointer; }
    #events li.key { border-left-color: var(--key); }
    #events li.past { opacity: 0.55; }
    #events li.current { background: rgba(0, 122, 255, 0.15); opacity: 1; }
    #events .time { color: var(--muted); margin-right: 6px; }
    #events .kind { font-weight: 600; margin-right: 6px; }
    #events.key-only li:not(.key) { display: none; }
    #events li.group > .summary::before { content: "▸ "; color: var(--muted); }
    #events li.group.open > .summary::before { content: "▾ "; }
    #events .count { color: var(--muted); margin-left: 6px; }
    #events .members { list-style: none; margin: 2px 0 2px 12px; padding: 0; }
    #events li.group:not(.open) > .members { display: none; }
    #events li.group.open.current { background: none; }
    #events li.group.open.past { opacity: 1; }
    #events li.only { background: rgba(255, 59, 48, 0.14); border-left-color: #ff3b30; }
    #events .only-tag { color: #ff3b30; font-weight: 600; margin-right: 6px; }
    .sides { display: flex; gap: 12px; flex-wrap: wrap; }
    .sides figure { flex: 1 1 0; min-width: 0; margin: 0; background: var(--card); padding: 8px; border-radius: 10px; }
    .sides figcaption { font-weight: 600; margin-bottom: 4px; }
    .sides img { display: block; width: 100%; height: auto; max-height: 70vh; object-fit: contain; object-position: left top; }
    #viewer.delta .sides, #viewer:not(.delta) #delta-stage { display: none; }
    #delta-stage img { display: block; max-width: 100%; height: auto; }
    #differences { border-collapse: collapse; margin-top: 12px; font-size: 12px; }
    #differences th, #differences td { text-align: left; padding: 3px 8px; border-bottom: 1px solid rgba(128, 128, 128, 0.3); }
    #differences tr.current { background: rgba(255, 149, 0, 0.22); }
    .filter { font-size: 12px; font-weight: normal; margin-left: 12px; color: var(--muted); }
    .batch { list-style: none; padding: 0 20px; display: flex; flex-wrap: wrap; gap: 16px; }
    .card { display: flex; flex-direction: column; gap: 4px; width: 280px; padding: 10px; background: var(--card); border-radius: 10px; color: inherit; text-decoration: none; }
    .card img { width: 100%; height: auto; border-radius: 4px; }
    .card .summary { font-size: 12px; }

    """

  static let script = """

    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("review-data").textContent);
      var frames = data.frames, events = data.events;
      var image = document.getElementById("frame");
      var sides = Array.prototype.slice.call(document.querySelectorAll("img[data-field]"));
      var spans = Array.prototype.slice.call(document.querySelectorAll("[data-from]"));
      var list = document.getElementById("events");
      var scrubber = document.getElementById("scrubber");
      var playButton = document.getElementById("play");
      var speedMenu = document.getElementById("speed");
      var output = document.getElementById("position");
      var keys = document.getElementById("keyframes");
      var position = 0, playing = false, speed = 1, timer = null, clockStart = 0, timeStart = 0;
      var items = [], groups = [], log = document.getElementById("log");
      function reveal(item) {
        var box = log.getBoundingClientRect(), row = item.getBoundingClientRect();
        if (row.top < box.top + 30) log.scrollTop -= box.top + 30 - row.top;
        else if (row.bottom > box.bottom) log.scrollTop += row.bottom - box.bottom + 8;
      }
      function eventItem(event) {
        var item = document.createElement("li");
        if (event.key) item.className = "key";
        var time = document.createElement("span");
        time.className = "time";
        time.textContent = event.time.toFixed(3) + " s";
        var kind = document.createElement("span");
        kind.className = "kind";
        kind.textContent = event.kind;
        item.appendChild(time);
        item.appendChild(kind);
        if (event.only) {
          item.classList.add("only");
          var only = document.createElement("span");
          only.className = "only-tag";
          only.textContent = "only " + event.only;
          item.appendChild(only);
        }
        item.appendChild(document.createTextNode((event.view ? event.view + ": " : "") + event.detail));
        item.addEventListener("click", function (click) { click.stopPropagation(); pause(); show(event.frame); });
        return item;
      }
      data.rows.forEach(function (row) {
        if (row.events.length === 1) {
          var single = eventItem(events[row.events[0]]);
          items[row.events[0]] = single;
          list.appendChild(single);
          return;
        }
        var first = events[row.events[0]], last = events[row.events[row.events.length - 1]];
        var group = document.createElement("li");
        group.className = "group";
        group.setAttribute("data-count", String(row.events.length));
        var summary = document.createElement("span");
        summary.className = "summary";
        summary.title = "Show or hide the " + row.events.length + " events";
        summary.tabIndex = 0;
        summary.setAttribute("role", "button");
        summary.setAttribute("aria-expanded", "false");
        var time = document.createElement("span");
        time.className = "time";
        time.textContent = first.time.toFixed(3) + "–" + last.time.toFixed(3) + " s";
        var kind = document.createElement("span");
        kind.className = "kind";
        kind.textContent = row.kind;
        var count = document.createElement("span");
        count.className = "count";
        count.textContent = "×" + row.events.length;
        summary.appendChild(time);
        summary.appendChild(kind);
        summary.appendChild(document.createTextNode(row.subject));
        summary.appendChild(count);
        var members = document.createElement("ol");
        members.className = "members";
        row.events.forEach(function (at) {
          var item = eventItem(events[at]);
          items[at] = item;
          members.appendChild(item);
        });
        group.appendChild(summary);
        group.appendChild(members);
        function toggle() { summary.setAttribute("aria-expanded", String(group.classList.toggle("open"))); }
        group.addEventListener("click", toggle);
        summary.addEventListener("keydown", function (key) {
          if (key.key === "Enter" || key.key === " ") { key.preventDefault(); key.stopPropagation(); toggle(); }
        });
        list.appendChild(group);
        groups.push({ item: group, first: first.frame, last: last.frame, frames: row.events.map(function (at) { return events[at].frame; }) });
      });
      var keyOnly = document.getElementById("key-only");
      keyOnly.addEventListener("change", function () { list.classList.toggle("key-only", keyOnly.checked); });
      if (!image) return;
      var keyButtons = [];
      frames.forEach(function (frame, at) {
        if (!frame.key || !keys) return;
        var button = document.createElement("button");
        button.type = "button";
        button.appendChild(document.createTextNode(frame.label || "#" + frame.index));
        var index = document.createElement("span");
        index.className = "index";
        index.textContent = "#" + frame.index;
        button.appendChild(index);
        button.title = frame.detail;
        button.setAttribute("data-position", String(at));
        button.addEventListener("click", function () { pause(); show(at); });
        keys.appendChild(button);
        keyButtons.push({ button: button, at: at });
      });
      document.addEventListener("reviewseek", function (event) {
        if (event.detail && typeof event.detail.position === "number") { pause(); show(event.detail.position); }
      });
      var cache = {};
      function preload(at) {
        for (var i = at; i < Math.min(frames.length, at + 8); i++) {
          var file = frames[i].file;
          if (file && !cache[file]) { cache[file] = new Image(); cache[file].src = file; }
        }
      }
      function show(at) {
        position = Math.max(0, Math.min(frames.length - 1, at));
        var frame = frames[position];
        if (frame.file) { image.src = frame.file; image.alt = "frame " + frame.index; }
        // The diff page's images (old, new, delta) and the rows of the frames they span.
        sides.forEach(function (side) {
          var file = frame[side.getAttribute("data-field")];
          side.hidden = !file;
          if (file) { side.src = file; side.alt = side.getAttribute("data-field") + " frame " + frame.index; }
        });
        spans.forEach(function (row) {
          row.classList.toggle("current", frame.index >= Number(row.getAttribute("data-from")) && frame.index <= Number(row.getAttribute("data-to")));
        });
        scrubber.value = String(position);
        output.textContent = "#" + frame.index + " · " + frame.time.toFixed(3) + " s";
        document.body.setAttribute("data-frame", String(frame.index));
        var first = null;
        events.forEach(function (event, i) {
          items[i].classList.toggle("current", event.frame === position);
          items[i].classList.toggle("past", event.frame < position);
          if (event.frame === position && !first) first = items[i];
        });
        groups.forEach(function (group) {
          group.item.classList.toggle("current", group.frames.indexOf(position) >= 0);
          group.item.classList.toggle("past", group.last < position);
        });
        keyButtons.forEach(function (key) { key.button.classList.toggle("current", key.at === position); });
        if (first && first.parentNode !== list && !first.parentNode.parentNode.classList.contains("open")) first = first.parentNode.parentNode;
        if (first) reveal(first);
        document.dispatchEvent(new CustomEvent("reviewframe", { detail: { position: position, index: frame.index, time: frame.time } }));
        preload(position + 1);
      }
      function tick() {
        var elapsed = (performance.now() - clockStart) / 1000 * speed + timeStart;
        var last = frames[frames.length - 1].time;
        var span = last - frames[0].time + 1 / data.fps;
        if (elapsed > last + 1 / data.fps) {
          elapsed = frames[0].time + ((elapsed - frames[0].time) % span);
          clockStart = performance.now();
          timeStart = elapsed;
        }
        var at = 0;
        while (at + 1 < frames.length && frames[at + 1].time <= elapsed + 1e-9) at++;
        if (at !== position) show(at);
        timer = setTimeout(tick, Math.max(4, 1000 / data.fps / speed / 2));
      }
      function play() {
        if (playing || frames.length < 2) return;
        playing = true;
        if (position === frames.length - 1) show(0);
        clockStart = performance.now();
        timeStart = frames[position].time;
        playButton.textContent = "Pause";
        document.body.setAttribute("data-playing", "true");
        tick();
      }
      function pause() {
        if (!playing) return;
        playing = false;
        clearTimeout(timer);
        playButton.textContent = "Play";
        document.body.setAttribute("data-playing", "false");
      }
      scrubber.addEventListener("input", function () { pause(); show(Number(scrubber.value)); });
      playButton.addEventListener("click", function () { playing ? pause() : play(); });
      document.getElementById("previous").addEventListener("click", function () { pause(); show(position - 1); });
      document.getElementById("next").addEventListener("click", function () { pause(); show(position + 1); });
      speedMenu.addEventListener("change", function () {
        var wasPlaying = playing;
        pause();
        speed = Number(speedMenu.value) || 1;
        document.body.setAttribute("data-speed", String(speed));
        if (wasPlaying) play();
      });
      document.addEventListener("keydown", function (event) {
        if (event.target && (event.target.tagName === "SELECT" || event.target.tagName === "INPUT" && event.key !== " ")) return;
        if (event.key === "ArrowLeft") { pause(); show(position - 1); }
        else if (event.key === "ArrowRight") { pause(); show(position + 1); }
        else if (event.key === "Home") { pause(); show(0); }
        else if (event.key === "End") { pause(); show(frames.length - 1); }
        else if (event.key === " ") { playing ? pause() : play(); }
        else return;
        event.preventDefault();
      });
      show(0);
      // The frame fits the window: at most the height from its top (below the header, the
      // controls and the key-frame buttons) to the window's bottom, less the stage's padding.
      function fit() {
        if (!image) return;
        var top = image.getBoundingClientRect().top + window.pageYOffset;
        var room = window.innerHeight - top - 8 - 8;
        image.style.maxHeight = Math.max(160, Math.floor(room)) + "px";
      }
      fit();
      window.addEventListener("resize", fit);
      window.addEventListener("load", fit);
    })();

    """
}
