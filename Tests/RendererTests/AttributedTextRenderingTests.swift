import Foundation
@testable import GestureCore
import Testing

@testable import Renderer

@Suite("Attributed labels and text views from PNGs and Pango's measures")
@MainActor
struct AttributedTextRenderingTests {
  /// A window at scale 1 with a white root view, measuring with Pango.
  private func makeWindow() throws -> (UIWindow, UIViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 300))
    window.screenScale = 1
    let root = UIViewController()
    root.view.backgroundColor = .white
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.textMeasurer = try PangoTextMeasurer()
    return (window, root)
  }

  private func render(_ window: UIWindow) throws -> RenderedImage {
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: 0, input: [],
      textMeasurer: try PangoTextMeasurer())
    let frame = try #require(simulation.nextFrame())
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    return try RenderedImage(pngData: renderer.renderPNG(frame))
  }

  /// Rounds up to whole pixels at scale 1.
  private func ceil1(_ value: CGFloat) -> CGFloat { value.rounded(.up) }

  @Test("Bold 17 + regular 13 in one label: its size is the runs' Pango widths added, 17's height")
  func twoFontsMeasure() throws {
    let (window, root) = try makeWindow()
    defer { withExtendedLifetime(window) {} }
    let measurer = try PangoTextMeasurer()
    let bold = UIFont.boldSystemFont(ofSize: 17)
    let small = UIFont.systemFont(ofSize: 13)
    let string = NSMutableAttributedString(string: "Ada", attributes: [.font: bold])
    string.append(NSAttributedString(string: " wrote", attributes: [.font: small]))
    let label = UILabel()
    label.attributedText = string
    root.view.addSubview(label)
    let boldSize = measurer.size(
      of: "Ada", font: bold.displayFont, numberOfLines: 1, maxWidth: nil)
    let smallSize = measurer.size(
      of: " wrote", font: small.displayFont, numberOfLines: 1, maxWidth: nil)
    let size = label.intrinsicContentSize
    #expect(size.width == ceil1(boldSize.width + smallSize.width), "\(size) \(boldSize) \(smallSize)")
    #expect(size.height == ceil1(boldSize.height), "\(size) \(boldSize)")
    // And the plain text in one font measures differently: the runs count.
    label.text = "Ada wrote"
    #expect(label.intrinsicContentSize.width != size.width)
  }

  @Test("A red strikethrough crosses the run at its middle x-height row, only over the run")
  func strikethroughPixels() throws {
    let (window, root) = try makeWindow()
    let font = UIFont.systemFont(ofSize: 30)
    let string = NSMutableAttributedString(
      string: "$40", attributes: [
        .font: font, .foregroundColor: UIColor.black,
        .strikethroughStyle: NSUnderlineStyle.single.rawValue,
        .strikethroughColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
      ])
    string.append(NSAttributedString(string: " now", attributes: [.font: font]))
    let label = UILabel(frame: CGRect(x: 20, y: 40, width: 300, height: 60))
    label.attributedText = string
    root.view.addSubview(label)
    let measurer = try PangoTextMeasurer()
    let runWidth = measurer.size(of: "$40", font: font.displayFont, numberOfLines: 1, maxWidth: nil)
      .width
    let lineHeight = measurer.size(of: "$40", font: font.displayFont, numberOfLines: 1, maxWidth: nil)
      .height
    let baseline = 40 + (60 - lineHeight) / 2 + measurer.ascent(of: font.displayFont)
    let image = try render(window)
    // The rows where red spans the run (from x 21 to its end less a pixel).
    let x0 = 21
    let x1 = Int(20 + runWidth) - 2
    var redRows: [Int] = []
    for y in 40..<100 {
      let red = (x0...x1).filter { image.rgba($0, y).distance(to: RGBA(255, 0, 0)) <= 60 }.count
      if red >= (x1 - x0 + 1) * 9 / 10 { redRows.append(y) }
    }
    #expect(!redRows.isEmpty)
    // The line sits about half the x-height (~0.52 em) above the baseline: between 0.15 and
    // 0.45 em above it.
    for row in redRows {
      #expect(Double(row) < Double(baseline) - 0.15 * 30 && Double(row) > Double(baseline) - 0.45 * 30,
        "row \(row), baseline \(baseline)")
    }
    // Past the run (over " now") that row has no red.
    let row = try #require(redRows.first)
    let after = (Int(20 + runWidth) + 12..<Int(20 + runWidth) + 40)
      .filter { image.rgba($0, row).distance(to: RGBA(255, 0, 0)) <= 60 }
    #expect(after.isEmpty)
  }

  @Test("A centred paragraph style centres the glyphs in the label; a link is drawn link blue")
  func centredAndLink() throws {
    let (window, root) = try makeWindow()
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    let label = UILabel(frame: CGRect(x: 0, y: 20, width: 360, height: 40))
    label.attributedText = NSAttributedString(
      string: "HHHH", attributes: [
        .font: UIFont.boldSystemFont(ofSize: 24), .paragraphStyle: style,
        .link: URL(string: "https://example.com")!,
      ])
    root.view.addSubview(label)
    let image = try render(window)
    var minX = Int.max
    var maxX = Int.min
    var blue = 0
    for y in 20..<60 {
      for x in 0..<360 where image.rgba(x, y).distance(to: RGBA(255, 255, 255)) > 80 {
        minX = min(minX, x)
        maxX = max(maxX, x)
        if image.rgba(x, y).distance(to: RGBA(0, 122, 255)) <= 12 { blue += 1 }
      }
    }
    // The ink's box is centred on x = 180 (H's side bearings are equal).
    #expect(abs(Double(minX + maxX + 1) / 2 - 180) <= 1.5, "ink \(minX)...\(maxX)")
    #expect(blue > 50, "\(blue) link-blue pixels")
  }

  @Test("A text view that does not scroll is lines × line height + 16 pt tall, 1 and 3 lines")
  func textViewIntrinsicHeight() throws {
    let (window, root) = try makeWindow()
    defer { withExtendedLifetime(window) {} }
    let measurer = try PangoTextMeasurer()
    let font = UIFont.systemFont(ofSize: 17)
    let line = measurer.size(of: "A", font: font.displayFont, numberOfLines: 1, maxWidth: nil)
      .height
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 10))
    textView.isScrollEnabled = false
    textView.font = font
    root.view.addSubview(textView)
    textView.text = "A"
    #expect(textView.intrinsicContentSize.height == ceil1(line) + 16)
    textView.text = "A\nB\nC"
    #expect(textView.intrinsicContentSize.height == ceil1(3 * line) + 16)
    // Empty, it is one line high.
    textView.text = ""
    #expect(textView.intrinsicContentSize.height == ceil1(line) + 16)
    // Wrapping at 300 − 2·5 padding = 290 pt: a text 1.5 lines wide takes two lines.
    let word = "Wide "
    let wordWidth = measurer.size(
      of: word, font: font.displayFont, numberOfLines: 1, maxWidth: nil).width
    textView.text = String(repeating: word, count: Int((290 * 1.5 / wordWidth).rounded()))
    #expect(textView.intrinsicContentSize.height == ceil1(2 * line) + 16)
  }

  @Test("Typing return in a scrolling text view past its height scrolls the caret into view")
  func textViewScrollsToCaret() throws {
    let (window, root) = try makeWindow()
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
    textView.font = .systemFont(ofSize: 17)
    root.view.addSubview(textView)
    textView.becomeFirstResponder()
    for key in KeyboardKey.keys(of: "a\nb\nc\nd") { window.keyboard.type(key) }
    textView.layoutIfNeeded()
    let measurer = try PangoTextMeasurer()
    let line = measurer.size(
      of: "A", font: UIFont.systemFont(ofSize: 17).displayFont, numberOfLines: 1, maxWidth: nil
    ).height
    #expect(textView.contentSize.height == ceil1(4 * line) + 16)
    // The caret's line (the fourth) ends 8 pt above the bottom edge.
    #expect(abs(textView.contentOffset.y - (8 + 4 * line + 8 - 60)) < 0.01, "\(textView.contentOffset)")
  }
}
