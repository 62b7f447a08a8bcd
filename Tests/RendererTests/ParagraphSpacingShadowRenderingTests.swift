import Foundation
@testable import GestureCore
import Testing

@testable import Renderer

@Suite("Paragraph spacing and blurred text shadows, read back from PNGs")
@MainActor
struct ParagraphSpacingShadowRenderingTests {
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

  /// `text` in the bold 30-point system font with `after` and `before` points of paragraph
  /// spacing.
  private func spaced(_ text: String, after: CGFloat, before: CGFloat) -> NSAttributedString {
    let style = NSMutableParagraphStyle()
    style.paragraphSpacing = after
    style.paragraphSpacingBefore = before
    return NSAttributedString(
      string: text, attributes: [.font: UIFont.boldSystemFont(ofSize: 30), .paragraphStyle: style])
  }

  /// The line height of the bold 30-point system font, points.
  private func lineHeight() throws -> CGFloat {
    try PangoTextMeasurer().size(
      of: "H", font: UIFont.boldSystemFont(ofSize: 30).displayFont, numberOfLines: 1,
      maxWidth: nil
    ).height
  }

  @Test("Spacing after (14) plus before (6) goes between paragraphs only: n lines + 20 × (n − 1)")
  func measuredGaps() throws {
    let (window, root) = try makeWindow()
    defer { withExtendedLifetime(window) {} }
    let line = try lineHeight()
    let label = UILabel()
    label.numberOfLines = 0
    root.view.addSubview(label)
    label.attributedText = spaced("H\nH", after: 14, before: 6)
    #expect(label.intrinsicContentSize.height == (2 * line + 20).rounded(.up))
    label.attributedText = spaced("H\nH\nH", after: 14, before: 6)
    #expect(label.intrinsicContentSize.height == (3 * line + 40).rounded(.up))
    // One paragraph: nothing added, before the first or after the last.
    label.attributedText = spaced("H", after: 14, before: 6)
    #expect(label.intrinsicContentSize.height == line.rounded(.up))
    // Lines wrapped inside one paragraph are not spaced.
    label.attributedText = spaced("HH HH", after: 14, before: 6)
    let wrapped = label.sizeThatFits(CGSize(width: 60, height: 1000))
    #expect(wrapped.height == (2 * line).rounded(.up), "\(wrapped)")
  }

  /// The first rows of each run of rows holding dark ink, in the image's column range `xs`.
  private func inkTops(_ image: RenderedImage, xs: Range<Int>, ys: Range<Int>) -> [Int] {
    var tops: [Int] = []
    var inInk = false
    for y in ys {
      let dark = xs.contains { image.rgba($0, y).distance(to: RGBA(255, 255, 255)) > 200 }
      if dark, !inInk { tops.append(y) }
      inInk = dark
    }
    return tops
  }

  @Test("Drawn: the second H's ink starts a line height + 20 pt below the first's")
  func drawnGap() throws {
    let line = try lineHeight()
    var gaps: [Int] = []
    for (after, before) in [(CGFloat(0), CGFloat(0)), (14, 6)] {
      let (window, root) = try makeWindow()
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      label.numberOfLines = 0
      label.attributedText = spaced("H\nH", after: after, before: before)
      root.view.addSubview(label)
      let tops = inkTops(try render(window), xs: 0..<60, ys: 0..<200)
      try #require(tops.count == 2, "\(tops)")
      gaps.append(tops[1] - tops[0])
    }
    #expect(abs(Double(gaps[0]) - Double(line)) <= 1, "\(gaps) \(line)")
    #expect(gaps[1] - gaps[0] == 20, "\(gaps)")
  }

  /// A label at (0, 0), 360 × 200, drawing a bold 80-point black "I" with a red shadow 100 pt
  /// to the right, blurred by `blur`.
  private func shadowedI(blur: CGFloat) throws -> RenderedImage {
    let (window, root) = try makeWindow()
    let shadow = NSShadow()
    shadow.shadowColor = UIColor.red
    shadow.shadowOffset = CGSize(width: 100, height: 0)
    shadow.shadowBlurRadius = blur
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 360, height: 200))
    label.attributedText = NSAttributedString(
      string: "I", attributes: [
        .font: UIFont.boldSystemFont(ofSize: 80), .foregroundColor: UIColor.black,
        .shadow: shadow,
      ])
    root.view.addSubview(label)
    return try render(window)
  }

  @Test("A shadow blur of 12 (σ 6 pt) spreads the stem's shadow and fades it off on both sides")
  func blurredShadowFallsOff() throws {
    let sharp = try shadowedI(blur: 0)
    let blurred = try shadowedI(blur: 12)
    // The text's stem on the middle row; the shadow's is 100 pt right of it.
    let row = 100
    let stem = (0..<200).filter { sharp.rgba($0, row).distance(to: RGBA(0, 0, 0)) < 60 }
    let first = try #require(stem.first)
    let last = try #require(stem.last)
    let centre = (first + last) / 2 + 100
    let half = (last - first + 1) / 2
    // Sharp: full red inside, white 3 px outside.
    #expect(sharp.rgba(centre, row) == RGBA(255, 0, 0))
    #expect(sharp.rgba(centre + half + 3, row) == RGBA(255, 255, 255))
    // Blurred: how much red (255 − green) falls off steadily away from the stem, on both sides.
    func redness(_ x: Int) -> Int { 255 - blurred.rgba(x, row).g }
    let profile = stride(from: 0, through: half + 24, by: 3).map { redness(centre + $0) }
    for (near, far) in zip(profile, profile.dropFirst()) { #expect(near >= far, "\(profile)") }
    #expect(redness(centre) < 255 && redness(centre) > 100, "\(profile)")
    #expect(redness(centre + half + 3) > 40, "\(profile)")
    #expect(redness(centre + half + 24) <= 3, "\(profile)")
    // Symmetric about the stem: as red d pixels left of its left edge as right of its right.
    for distance in [1, 4, 8, 12] {
      let left = redness(first + 100 - distance)
      let right = redness(last + 100 + distance)
      #expect(abs(left - right) <= 6, "\(distance): \(left) \(right)")
    }
  }
}
