import Foundation
@testable import GestureCore
import Testing

@testable import Renderer

@Suite("Text attachments drawn inline, read back from PNGs and Pango's measures")
@MainActor
struct TextAttachmentRenderingTests {
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

  /// An opaque red image `width` × `height` points at scale 1.
  private func block(_ width: CGFloat, _ height: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
      .image {
        $0.cgContext.setFillColor(UIColor.red.cgColor)
        $0.cgContext.fill(CGRect(x: 0, y: 0, width: width, height: height))
      }
  }

  /// "A", the attachment, "B" in the 20-point system font.
  private func string(with attachment: NSTextAttachment, color: UIColor = .black)
    -> NSAttributedString
  {
    let font = UIFont.systemFont(ofSize: 20)
    let string = NSMutableAttributedString(
      string: "A", attributes: [.font: font, .foregroundColor: color])
    let inline = NSMutableAttributedString(
      attributedString: NSAttributedString(attachment: attachment))
    inline.addAttributes(
      [.font: font, .foregroundColor: color], range: NSRange(location: 0, length: 1))
    string.append(inline)
    string.append(NSAttributedString(string: "B", attributes: [.font: font]))
    return string
  }

  @Test("NSAttributedString(attachment:) is U+FFFC carrying the attachment; init(image:) keeps it")
  func attachmentString() {
    let image = block(10, 10)
    let attachment = NSTextAttachment(image: image)
    #expect(attachment.image === image && attachment.bounds == .zero)
    let string = NSAttributedString(attachment: attachment)
    #expect(string.string == "\u{FFFC}" && string.length == 1)
    #expect(NSTextAttachment.character == 0xFFFC)
    #expect(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
    #expect(NSTextAttachment().image == nil)
  }

  @Test("The image fills its bounds after \"A\", its bottom 4 pt below the baseline; the width adds up")
  func placedByBounds() throws {
    let (window, root) = try makeWindow()
    let attachment = NSTextAttachment(image: block(10, 10))
    attachment.bounds = CGRect(x: 0, y: -4, width: 16, height: 16)
    let label = UILabel(frame: CGRect(x: 20, y: 40, width: 300, height: 60))
    label.attributedText = string(with: attachment)
    root.view.addSubview(label)
    let measurer = try PangoTextMeasurer()
    let font = UIFont.systemFont(ofSize: 20).displayFont
    let a = measurer.size(of: "A", font: font, numberOfLines: 1, maxWidth: nil)
    let b = measurer.size(of: "B", font: font, numberOfLines: 1, maxWidth: nil)
    // The box reaches 12 pt above and 4 pt below the baseline: inside the font's line.
    #expect(label.intrinsicContentSize == CGSize(
      width: (a.width + 16 + b.width).rounded(.up), height: a.height.rounded(.up)))
    let ascent = measurer.ascent(of: font)
    let baseline = 40 + (60 - a.height) / 2 + ascent
    let left = 20 + a.width
    let image = try render(window)
    let red = RGBA(255, 0, 0)
    // Inside the box (a pixel in from each edge): red; the image is scaled to 16 × 16.
    for (x, y) in [(left + 1, baseline - 11), (left + 15, baseline - 11), (left + 1, baseline + 3),
      (left + 15, baseline + 3), (left + 8, baseline)]
    {
      #expect(image.rgba(Int(x), Int(y)).distance(to: red) <= 40, "(\(x), \(y)) \(image.rgba(Int(x), Int(y)))")
    }
    // Just outside: no red (above the top, below the bottom, past the right edge).
    for (x, y) in [(left + 8, baseline - 14), (left + 8, baseline + 6), (left + 18, baseline - 4)] {
      let pixel = image.rgba(Int(x), Int(y))
      #expect(!(pixel.r > 200 && pixel.g < 80), "(\(x), \(y)) \(pixel)")
    }
  }

  @Test("Zero bounds: the image's own size on the baseline; a tall image makes the line taller")
  func imageSizeGrowsLine() throws {
    let (window, root) = try makeWindow()
    defer { withExtendedLifetime(window) {} }
    let label = UILabel()
    label.attributedText = string(with: NSTextAttachment(image: block(12, 40)))
    root.view.addSubview(label)
    let measurer = try PangoTextMeasurer()
    let font = UIFont.systemFont(ofSize: 20).displayFont
    let a = measurer.size(of: "A", font: font, numberOfLines: 1, maxWidth: nil)
    let b = measurer.size(of: "B", font: font, numberOfLines: 1, maxWidth: nil)
    let descent = a.height - measurer.ascent(of: font)
    // The line runs from the image's top, 40 pt above the baseline, to the font's descent.
    let size = label.intrinsicContentSize
    #expect(size == CGSize(
      width: (a.width + 12 + b.width).rounded(.up), height: (40 + descent).rounded(.up)), "\(size)")
    #expect(label.sizeThatFits(CGSize(width: 1000, height: 1000)) == size)
  }

  @Test("A template image and a symbol image are drawn in the attachment's foreground colour")
  func templateTakesForeground() throws {
    let (window, root) = try makeWindow()
    let template = NSTextAttachment(image: block(16, 16).withRenderingMode(.alwaysTemplate))
    let label = UILabel(frame: CGRect(x: 20, y: 40, width: 300, height: 60))
    label.attributedText = string(with: template, color: UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    root.view.addSubview(label)
    let symbol = NSTextAttachment(
      image: try #require(
        UIImage(systemName: "square.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30))))
    let symbolLabel = UILabel(frame: CGRect(x: 20, y: 140, width: 300, height: 60))
    symbolLabel.attributedText = string(with: symbol, color: UIColor(red: 0, green: 0.5, blue: 0, alpha: 1))
    root.view.addSubview(symbolLabel)
    let measurer = try PangoTextMeasurer()
    let font = UIFont.systemFont(ofSize: 20).displayFont
    let a = measurer.size(of: "A", font: font, numberOfLines: 1, maxWidth: nil)
    let baseline = 40 + (60 - a.height) / 2 + measurer.ascent(of: font)
    let image = try render(window)
    #expect(image.rgba(Int(20 + a.width + 8), Int(baseline - 8)) == RGBA(0, 0, 255))
    // The symbol's ink: green, never red (the image's own colour would be black).
    var green = 0
    for y in 140..<200 {
      for x in Int(20 + a.width)..<Int(20 + a.width) + 40
      where image.rgba(x, y).distance(to: RGBA(0, 128, 0)) <= 20 {
        green += 1
      }
    }
    #expect(green > 100, "\(green) green pixels")
  }

  @Test("An attachment wraps as a glyph: it starts the second line when the first is full")
  func wrapsAsGlyph() throws {
    let (window, root) = try makeWindow()
    defer { withExtendedLifetime(window) {} }
    let measurer = try PangoTextMeasurer()
    let font = UIFont.systemFont(ofSize: 20)
    let word = measurer.size(of: "Hello", font: font.displayFont, numberOfLines: 1, maxWidth: nil)
    let string = NSMutableAttributedString(string: "Hello ", attributes: [.font: font])
    let attachment = NSTextAttachment(image: block(10, 10))
    attachment.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
    string.append(NSAttributedString(attachment: attachment))
    let label = UILabel()
    label.numberOfLines = 0
    label.attributedText = string
    root.view.addSubview(label)
    // Wider than "Hello " but narrower than it plus 30 pt: two lines.
    let size = label.sizeThatFits(CGSize(width: word.width + 20, height: 1000))
    #expect(size.height == (2 * word.height).rounded(.up), "\(size) \(word)")
    #expect(size.width >= 30 && size.width <= (word.width + 20).rounded(.up), "\(size)")
  }
}
