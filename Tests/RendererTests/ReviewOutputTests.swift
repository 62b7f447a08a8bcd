import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Contact sheet, review page and review.md")
struct ReviewOutputTests {
  static let hostile = "<script>alert('x')</script> & \"quotes\" | pipes"

  /// A small run: a touch begins at frame 2, a gesture begins at 4, the touch ends at 8.
  static func frames() -> [Frame] {
    AnimationFixtures.frames(count: 12, moving: 10, fps: 30).map { frame in
      var frame = frame
      let kinds: [Int: [(String, String?)]] = [
        2: [("touchesBegan", "square")], 3: [("touchesMoved", "square")],
        4: [("gesture.began", "square"), ("gesture.action", "square")],
        8: [("touchesEnded", hostile)],
      ]
      frame.events = (kinds[frame.index] ?? []).map {
        TimelineEvent(time: frame.time, kind: $0.0, view: $0.1, detail: hostile)
      }
      return frame
    }
  }

  @Test("Key events: touches begin and end, gesture states; not moves, changes or actions")
  func keyEvents() {
    func key(_ kind: String) -> Bool {
      KeyFrames.isKey(TimelineEvent(time: 0, kind: kind, view: nil, detail: ""))
    }
    #expect(
      key("touchesBegan") && key("touchesEnded") && key("touchesCancelled")
        && key("controller.touchesBegan"))
    #expect(
      key("gesture.began") && key("gesture.recognized") && key("gesture.failed")
        && key("gesture.ended"))
    #expect(
      key("control.touchDown") && key("control.touchUpInside") && key("reorder.drop")
        && key("drag.began"))
    #expect(
      !key("touchesMoved") && !key("gesture.changed") && !key("gesture.action")
        && !key("drag.moved"))
    #expect(!key("animation.center") && !key("control.touchDragInside"))
  }

  @Test("A sheet past 32767 pixels stops at the tile that passes it, not after the run")
  func sheetLimit() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sink = try ContactSheetSink(
      pngURL: directory.appendingPathComponent("s-sheet.png"), svgURL: nil,
      renderer: try FrameRenderer(options: RenderOptions(scale: 4)), title: "t", subtitle: "s",
      everyNth: 1, columns: 1)
    // One column at scale 4: 52 + n × (320 + 68 + 16) + 8 points high; 20 tiles are 32576
    // pixels, 21 are 34176.
    for index in 0..<20 { try sink.consume(Fixtures.frame([], index: index)) }
    #expect(
      throws: RenderError.encodingFailed(
        format: "png", path: directory.appendingPathComponent("s-sheet.png").path,
        reason: "the sheet would be 848×34176 pixels with 21 tiles; the limit is 32767 on each "
          + "side (select fewer frames, or a larger --sheet-every)")
    ) { try sink.consume(Fixtures.frame([], index: 20)) }
    #expect(ContactSheetSink.minimumTiles(selected: Array(0..<673), everyNth: 1) == 673)
    #expect(ContactSheetSink.minimumTiles(selected: Array(0..<673), everyNth: 10) == 69)
    #expect(ContactSheetSink.minimumTiles(selected: Array(0..<673), everyNth: nil) == 2)
    #expect(ContactSheetSink.minimumTiles(selected: [5, 7, 9], everyNth: 2) == 2)
    #expect(ContactSheetSink.minimumTiles(selected: [5, 6, 8, 9], everyNth: 2) == 4)
    #expect(ContactSheetSink.minimumTiles(selected: [4], everyNth: 3) == 1)
    #expect(ContactSheetSink.minimumTiles(selected: [], everyNth: 3) == 0)
  }

  @Test("The sheet holds the first, key and last frames; PNG and SVG, same bytes twice")
  func sheet() throws {
    func write(_ directory: URL) throws -> (ContactSheetSink, [Data]) {
      let renderer = try FrameRenderer(options: RenderOptions(scale: 2))
      let sink = try ContactSheetSink(
        pngURL: directory.appendingPathComponent("s-sheet.png"),
        svgURL: directory.appendingPathComponent("s-sheet.svg"), renderer: renderer,
        title: Self.hostile, subtitle: "test · 12 frames")
      let files = try AnimationFixtures.write(Self.frames(), to: sink)
      return (sink, try files.map { try Data(contentsOf: $0) })
    }
    let a = try Fixtures.temporaryDirectory()
    let b = try Fixtures.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: a)
      try? FileManager.default.removeItem(at: b)
    }
    let (sink, first) = try write(a)
    #expect(sink.tileIndices == [0, 2, 4, 8, 11])
    #expect(try write(b).1 == first)
    let image = try RenderedImage(pngData: first[0])
    // 5 tiles of 180 pt in 5 columns, 16 pt gaps, at scale 2.
    #expect(image.width == Int((16 + 5 * 196) * 2))
    let svg = String(decoding: first[1], as: UTF8.self)
    #expect(svg.hasPrefix("<?xml") && svg.contains("</svg>"))
    #expect(!svg.contains("<script"), "titles are glyph outlines, never markup")
    // The second tile (frame 2) shows the blue square: ink of the system blue inside it.
    let tileX = (16 + 196) * 2
    var blue = 0
    for y in 104..<300 {
      for x in tileX..<(tileX + 360)
      where image.rgba(x, y).distance(to: RGBA(CGColor(red8: 0x00, green8: 0x7A, blue8: 0xFF))) < 30
      { blue += 1 }
    }
    #expect(blue > 200, "\(blue) blue pixels in tile 2")
  }

  @Test("The sheet's title and description wrap to its width, every word shown, never cut")
  func sheetHeaderWraps() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let title = "A reorder grid where the third button is held, dragged over the first and dropped"
    let subtitle =
      "iphone-se · 169 frames at 60 fps · 2.80 s · Long-press b1, drag it over b3 until they "
      + "swap, then lift the finger: b1 settles in b3's old place and b3 slides to b1's."
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2))
    let sink = try ContactSheetSink(
      pngURL: directory.appendingPathComponent("w-sheet.png"), svgURL: nil, renderer: renderer,
      title: title, subtitle: subtitle, columns: 2)
    // Two tiles in two columns: 16 + 2 × 196 = 408 pt wide, 376 pt of text width.
    let texts = sink.headerTexts(forWidth: 408)
    #expect(texts.map(\.string) == [title, subtitle])
    #expect(texts.allSatisfy { $0.rect.width == 376 && $0.numberOfLines == 0 })
    let titleLines = try #require(renderer.text.lineSummary(for: texts[0]))
    let subtitleLines = try #require(renderer.text.lineSummary(for: texts[1]))
    #expect(!titleLines.isTruncated && !subtitleLines.isTruncated)
    #expect(titleLines.lineCount >= 2 && subtitleLines.lineCount >= 2)
    // One line each is what fits the 52 pt header; the wrapped one is taller by their lines.
    let header = sink.headerHeight(forWidth: 408)
    #expect(header == Double(texts[1].rect.maxY) + 6)
    #expect(header > ContactSheetSink.minimumHeaderHeight + 20)
    try sink.consume(Fixtures.frame([], index: 0))
    try sink.consume(Fixtures.frame([], index: 1))
    let image = try RenderedImage(pngData: Data(contentsOf: try sink.finish()[0]))
    // 375×667 pt tiles 180 pt wide are 320 pt high; 68 pt of captions and a 16 pt gap; 8 pt.
    #expect(image.height == Int(((header + 320 + 68 + 16 + 8) * 2).rounded(.up)))
    // Ink on the subtitle's last line: the text reaches the header's bottom.
    let lastLine = CGRect(x: 16, y: texts[1].rect.maxY - 12, width: 376, height: 10)
    #expect(
      image.inkCount(in: lastLine, scale: 2, background: RGBA(0xF2, 0xF2, 0xF7)) > 50)
  }

  func record() -> ReviewRecord {
    var record = ReviewRecord(
      name: Self.hostile, summary: Self.hostile, device: "iphone-se",
      canvasSize: CGSize(width: 100, height: 80),
      framesPerSecond: 30, frameCount: 12, frameImageExtension: "png")
    for frame in Self.frames()
    where frame.index % 2 == 0 || frame.events.contains(where: KeyFrames.isKey) {
      record.record(frame)
    }
    record.outputs = [
      ReviewRecord.Output(kind: "gif", file: "my drag.gif", byteCount: 2048),
      ReviewRecord.Output(kind: "timeline", file: "timeline.json"),
    ]
    return record
  }

  @Test("The page escapes every scenario text, loads nothing from outside and uses relative paths")
  func pageEscaping() {
    let html = ReviewPage.html(for: record(), toolVersion: "9.9")
    #expect(!html.contains("<script>alert"))
    #expect(
      html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quotes&quot;"))
    // Exactly two script elements: the JSON data and the page's own code, both inline.
    #expect(html.components(separatedBy: "<script").count - 1 == 2)
    #expect(
      !html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("//cdn"))
    #expect(!html.contains("<script src"))
    // The JSON block cannot end the script element early.
    let data = html.components(separatedBy: "id=\"review-data\">")[1].components(
      separatedBy: "</script>")[0]
    #expect(!data.contains("<") && data.contains("\\u003c/script\\u003e"))
    #expect(html.contains("href=\"my%20drag.gif\""))
    #expect(html.contains("src=\"frame-0000.png\""))
    #expect(html.contains("max=\"5\""), "6 frames drawn: positions 0…5")
  }

  @Test("The page's data lists the drawn frames and every event with its frame's position")
  func pageData() throws {
    let json = ReviewPage.data(for: record())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let frames = try #require(object["frames"] as? [[String: Any]])
    #expect(frames.compactMap { $0["index"] as? Int } == [0, 2, 4, 6, 8, 10])
    let events = try #require(object["events"] as? [[String: Any]])
    #expect(events.count == 4)
    #expect(events.first?["kind"] as? String == "touchesBegan")
    #expect(events.first?["key"] as? Bool == true)
  }

  @Test("review.md escapes Markdown, embeds the GIF and labels the key frames")
  func markdown() {
    let text = ReviewMarkdown.text(
      for: record(), command: "gesturerender a.json -o out", toolVersion: "9.9")
    #expect(text.hasPrefix("### &lt;script&gt;alert\\('x'\\)&lt;/script&gt; &amp;"))
    #expect(!text.contains("<script>"))
    #expect(text.contains("](my%20drag.gif)"))
    #expect(text.contains("| frame | time | what happens | key events |"))
    #expect(
      text.contains("| [2](frame-0002.png) | 0.067 s | touch down square | touchesBegan square |"))
    #expect(
      text.contains(
        "| [4](frame-0004.png) | 0.133 s | gesture began on square | gesture.began square |"))
    #expect(!text.contains("touchesMoved"))
    #expect(text.contains("\\| pipes"))
    #expect(text.contains("[review page](index.html)"))
  }

  @Test("A command line with line breaks and backticks stays inside its code span in review.md")
  func markdownCommand() {
    let command = "gesturerender 'x\n\n<img src=x onerror=alert(1)>\n`y`\u{1B}[2J.json'"
    let expected =
      "`gesturerender 'x\\n\\n<img src=x onerror=alert(1)>\\n'y'\\u{1B}[2J.json'`"
    let single = ReviewMarkdown.text(for: record(), command: command, toolVersion: "9.9")
    let footer = single.split(separator: "\n").last.map(String.init) ?? ""
    #expect(footer.hasSuffix(" · " + expected + "</sub>"))
    #expect(!single.contains("\n<img"))
    #expect(!single.contains("\u{1B}"))
    let batch = ReviewMarkdown.batchText(
      for: [("a", record())], command: command, toolVersion: "9.9")
    #expect(batch.hasSuffix("<sub>" + expected + "</sub>\n"))
    #expect(TextEscaping.markdownCode("a\tb\u{2028}c\u{9B}") == "a\\tb\\u{2028}c\\u{9B}")
  }

  @Test("The batch page links each scenario's page by a relative, encoded path")
  func batchPage() {
    let html = ReviewPage.batchHTML(for: [("my drag", record())], toolVersion: "9.9")
    #expect(html.contains("href=\"my%20drag/index.html\""))
    #expect(html.contains("src=\"my%20drag/frame-0000.png\""))
    #expect(!html.contains("<script>alert"))
  }
}
