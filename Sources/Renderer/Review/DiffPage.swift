import Foundation
import GestureCore

/// The diff's review page, `index.html` in the diff directory: the old and the new run's frames
/// side by side under one scrubber (or the delta picture, `diff-NNNN.png`, for the frames that
/// differ), the player of the review page (``ReviewPage``: play, step, speed, keys), the timeline
/// values that differ with the frames they span (highlighted while the frame shown is one of
/// them), and both runs' events in one log, folded as the review page's (``EventRows``), those
/// only one run has marked with its name on rows of their own.
/// Self-contained (no outside script or style); the runs' names and every scenario text are
/// HTML-escaped in the markup and set with `textContent` from the embedded JSON otherwise.
public enum DiffPage {
  /// One frame of either run: its index, its time (seconds) and the images shown for it,
  /// relative to the page (`nil` where a run has no such frame, or nothing differs).
  public struct FrameEntry: Sendable, Equatable, Encodable {
    public var index: Int
    public var time: Double
    public var old: String?
    public var new: String?
    public var delta: String?

    /// Creates an entry; see the properties.
    public init(index: Int, time: Double, old: String?, new: String?, delta: String?) {
      self.index = index
      self.time = time
      self.old = old
      self.new = new
      self.delta = delta
    }
  }

  /// One timeline value that differs: the line `diff` prints and the frames it spans.
  public struct Difference: Sendable, Equatable {
    /// `card center.x: up to 5.00 pt at frame 10 (1.000 s; main 200, branch 195), frames 1–15`.
    public var text: String
    public var firstFrame: Int
    public var lastFrame: Int

    /// Creates a row; see the properties.
    public init(text: String, firstFrame: Int, lastFrame: Int) {
      self.text = text
      self.firstFrame = firstFrame
      self.lastFrame = lastFrame
    }
  }

  /// One event of the merged log: `onlyIn` names the run that alone has it.
  public struct Event: Sendable, Equatable {
    public var time: Double
    /// The index of its frame.
    public var frame: Int
    public var kind: String
    public var view: String?
    public var detail: String
    public var onlyIn: String?

    /// Creates an event; see the properties.
    public init(
      time: Double, frame: Int, kind: String, view: String?, detail: String, onlyIn: String?
    ) {
      self.time = time
      self.frame = frame
      self.kind = kind
      self.view = view
      self.detail = detail
      self.onlyIn = onlyIn
    }
  }

  private struct PageData: Encodable {
    struct EventData: Encodable {
      var time: Double
      var kind: String
      var view: String?
      var detail: String
      /// The position of its frame in `frames`.
      var frame: Int
      var key: Bool
      var only: String?
    }
    /// A row of the log as the review page's script reads it, folded as the review page's
    /// (``EventRows``), but an event only one run has is a row of its own, always in sight.
    struct RowData: Encodable {
      var events: [Int]
      var kind: String
      var subject: String
    }
    var fps: Double
    var frames: [FrameEntry]
    var events: [EventData]
    var rows: [RowData]
  }

  /// The page. `headline` is the diff's summary line; `links` are (label, relative file) for
  /// the diff's other outputs. Same input, same bytes.
  public static func html(
    oldName: String, newName: String, headline: String, framesPerSecond: Double,
    frames: [FrameEntry], differences: [Difference], events: [Event],
    links: [(label: String, file: String)], toolVersion: String
  ) -> String {
    let old = TextEscaping.html(oldName)
    let new = TextEscaping.html(newName)
    let position = Dictionary(
      frames.enumerated().map { ($1.index, $0) }, uniquingKeysWith: { first, _ in first })
    let timeline = events.map {
      TimelineEvent(time: $0.time, kind: $0.kind, view: $0.view, detail: $0.detail)
    }
    // The page shows these strings as text: control characters in them are made visible.
    func visible(_ text: String) -> String { VisibleText.escape(text) }
    let data = PageData(
      fps: framesPerSecond, frames: frames,
      events: zip(events, timeline).map { event, entry in
        PageData.EventData(
          time: event.time, kind: visible(event.kind), view: event.view.map(visible),
          detail: visible(event.detail),
          frame: position[event.frame]
            ?? frames.lastIndex(where: { $0.index <= event.frame }) ?? 0,
          // An event only one run has stays in sight with "key events only" too.
          key: KeyFrames.isKey(entry) || event.onlyIn != nil, only: event.onlyIn)
      },
      rows: EventRows.rows(for: timeline, keptApart: { events[$0].onlyIn != nil }).map {
        PageData.RowData(events: $0.events, kind: visible($0.kind), subject: visible($0.subject))
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let json = (try? String(decoding: encoder.encode(data), as: UTF8.self)) ?? "{}"
    let first = frames.first
    func source(_ file: String?) -> String {
      file.map { " src=\"\(TextEscaping.html(TextEscaping.urlPath($0)))\"" } ?? " hidden"
    }
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="gesturerender \(TextEscaping.html(toolVersion))">
      <title>\(old) → \(new) · gesturerender diff</title>
      <style>\(ReviewPage.style)</style>
      </head>
      <body data-frame="\(first?.index ?? 0)" data-playing="false" data-speed="1">
      <header>
      <h1 id="title">\(old) → \(new)</h1>
      <p id="summary">\(TextEscaping.html(headline))</p>

      """
    if !links.isEmpty {
      html +=
        "<nav id=\"outputs\">"
        + links.map {
          "<a href=\"\(TextEscaping.html(TextEscaping.urlPath($0.file)))\">\(TextEscaping.html($0.label))</a>"
        }.joined(separator: " ") + "</nav>\n"
    }
    html += """
      </header>
      <main>
      <section id="viewer">
      <div class="sides">
      <figure><figcaption>\(old)</figcaption><img id="old-frame" data-field="old"\(source(first?.old))></figure>
      <figure><figcaption>\(new)</figcaption><img id="frame" data-field="new"\(source(first?.new))></figure>
      </div>
      <div id="delta-stage"><img id="delta" data-field="delta"\(source(first?.delta))></div>
      <label class="filter"><input type="checkbox" id="delta-view"> the delta picture (\(old) | delta | \(new))</label>
      \(ReviewPage.controls(count: frames.count, first: first.map { ($0.index, $0.time) }))
      <h2>Timeline values that differ</h2>

      """
    if differences.isEmpty {
      html += "<p class=\"note\">No timeline value differs beyond the tolerance.</p>\n"
    } else {
      html += "<table id=\"differences\"><tbody>\n"
      // The line names the frames it spans; the row is highlighted while one of them is shown.
      for difference in differences {
        html +=
          "<tr data-from=\"\(difference.firstFrame)\" data-to=\"\(difference.lastFrame)\">"
          + "<td>\(TextEscaping.html(difference.text))</td></tr>\n"
      }
      html += "</tbody></table>\n"
    }
    html += """
      </section>
      <aside id="log">
      <h2>Events of both runs <label class="filter"><input type="checkbox" id="key-only"> key events only</label></h2>
      <ol id="events"></ol>
      </aside>
      </main>
      <footer>Compared by gesturerender \(TextEscaping.html(toolVersion)). Events only one run has are marked with its name.</footer>
      <script type="application/json" id="review-data">\(TextEscaping.scriptJSON(json))</script>
      <script>\(ReviewPage.script)</script>
      <script>\(toggle)</script>
      </body>
      </html>

      """
    return html
  }

  /// The switch between the two frames and the delta picture.
  static let toggle = """

    (function () {
      "use strict";
      var box = document.getElementById("delta-view");
      var viewer = document.getElementById("viewer");
      box.addEventListener("change", function () { viewer.classList.toggle("delta", box.checked); });
    })();

    """
}
