import Foundation
import Testing

@testable import GestureCore

@Suite("sizeThatFits and sizeToFit: views keep their size, labels, images and buttons fit content")
@MainActor
struct SizeToFitTests {
  @Test("A plain view fits its current bounds and keeps its frame")
  func plainView() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(view.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 30, height: 40))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test("A label fits its text, measured by the window, and keeps its origin")
  func label() {
    let harness = LayoutHarness()
    let label = UILabel(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
    label.text = "Hello"
    label.font = .systemFont(ofSize: 20)
    harness.root.addSubview(label)
    // 5 characters × 10 pt, one line of 1.2 × 20 pt.
    #expect(label.sizeThatFits(.zero) == CGSize(width: 50, height: 24))
    label.sizeToFit()
    #expect(label.frame == CGRect(x: 10, y: 20, width: 50, height: 24))
    label.text = "Hello world"
    label.numberOfLines = 0
    // 6 characters fit in 60 pt: "Hello " and "world" on two lines.
    #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 60, height: 48))
    #expect(label.sizeThatFits(.zero) == CGSize(width: 110, height: 24))
    label.numberOfLines = 1
    #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 110, height: 24))
    label.text = nil
    #expect(label.sizeThatFits(.zero) == .zero)
    let loose = UILabel(frame: CGRect(x: 0, y: 0, width: 7, height: 9))
    loose.text = "Hello"
    #expect(loose.sizeThatFits(.zero) == CGSize(width: 7, height: 9))
  }

  @Test("A button fits its title with 6 pt above and below, its image, or both")
  func button() throws {
    let harness = LayoutHarness()
    let button = UIButton(frame: CGRect(x: 40, y: 50, width: 200, height: 100))
    harness.root.addSubview(button)
    #expect(button.sizeThatFits(.zero) == CGSize(width: 30, height: 34))
    button.setTitle("OK", for: .normal)
    // "OK" at 15 pt: 2 × 7.5 = 15 wide, 18 tall.
    #expect(button.sizeThatFits(.zero) == CGSize(width: 15, height: 30))
    button.sizeToFit()
    #expect(button.frame == CGRect(x: 40, y: 50, width: 15, height: 30))
    #expect(button.titleLabel?.frame == CGRect(x: 0, y: 0, width: 15, height: 30))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "size-to-fit-\(UUID().uuidString)@2x.png")
    defer { try? FileManager.default.removeItem(at: path) }
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8) + [0, 0, 0, 48, 0, 0, 0, 40]
    try Data(bytes).write(to: path)
    let image = try #require(UIImage(contentsOfFile: path.path))
    button.setImage(image, for: .normal)
    // A 24 × 20 pt image beside the 15 × 18 pt title.
    #expect(button.sizeThatFits(.zero) == CGSize(width: 39, height: 20))
    button.setTitle(nil, for: .normal)
    #expect(button.sizeThatFits(.zero) == CGSize(width: 24, height: 20))
    let imageView = UIImageView(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
    imageView.image = image
    imageView.sizeToFit()
    #expect(imageView.frame == CGRect(x: 5, y: 6, width: 24, height: 20))
    let detached = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    detached.setTitle("OK", for: .normal)
    #expect(detached.sizeThatFits(.zero) == CGSize(width: 80, height: 40))
  }

  @Test("A label in no window measures with the scene's measurer, in building and in frames")
  func sceneMeasurer() {
    let label = UILabel()
    label.text = "Hello"
    label.font = .systemFont(ofSize: 20)
    #expect(label.sizeThatFits(.zero) == .zero)  // its zero bounds: no measurer anywhere
    let scene = SceneTextMeasurer(FixedAdvanceMeasurer(), screenScale: 2)
    SimulationContext.$textMeasurer.withValue(scene) { label.sizeToFit() }
    #expect(label.frame.size == CGSize(width: 50, height: 24))
    let harness = GestureHarness()
    harness.window.textMeasurer = FixedAdvanceMeasurer()
    let view = SizingView(frame: harness.root.bounds)
    harness.root.addSubview(view)
    harness.down(100, 100, at: 0)
    harness.run(for: 0)
    // "Tapped" at 15 pt: 6 × 7.5 = 45 wide, 18 tall, measured before it joins the window.
    #expect(view.measured == CGSize(width: 45, height: 18))
  }
}

/// Makes a label in `touchesBegan` and sizes it before adding it.
@MainActor
private final class SizingView: UIView {
  var measured: CGSize?
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    let label = UILabel()
    label.text = "Tapped"
    label.font = .systemFont(ofSize: 15)
    label.sizeToFit()
    measured = label.frame.size
    addSubview(label)
  }
}
