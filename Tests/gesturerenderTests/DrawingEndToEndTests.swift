import Foundation
import Renderer
import Testing

/// A signature pad as an iOS engineer writes it: touches build a path, each move asks for a
/// redraw, `draw(_:)` strokes the path and prints.
private let signaturePad = """
  import UIKit

  final class SignatureView: UIView {
    private let path = UIBezierPath()
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .white
      accessibilityIdentifier = "pad"
      path.lineWidth = 6
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      if let point = touches.first?.location(in: self) { path.move(to: point) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard let point = touches.first?.location(in: self) else { return }
      path.addLine(to: point)
      setNeedsDisplay()
    }
    override func draw(_ rect: CGRect) {
      print("draw")
      UIColor.black.setStroke()
      path.stroke()
    }
  }

  final class PadController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(SignatureView(frame: CGRect(x: 0, y: 100, width: 375, height: 300)))
    }
  }

  """

private let scenario = """
  {
    "version": 1, "name": "pad", "device": "iphone-se", "code": ["Pad.swift"],
    "rootViewController": "PadController",
    "script": [{"wait": 0.1}, {"drag": {"from": [100, 250], "to": [300, 250], "duration": 0.3}},
               {"wait": 0.2}]
  }
  """

@Suite("draw(_:) through the built CLI: a signature pad")
struct DrawingEndToEndTests {
  @Test("Ink lies under the dragged finger, and draw(_:) runs once per frame that moved it")
  func signature() throws {
    let project = try CodeProject(files: ["Pad.swift": signaturePad, "pad.json": scenario])
    defer { project.remove() }
    let run = try project.run(["pad.json", "-o", "out", "--fps", "20", "--no-page"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let timeline =
      try JSONSerialization.jsonObject(with: project.contents("out/timeline.json"))
      as? [String: Any]
    let frames = try #require(timeline?["frames"] as? [[String: Any]])
    func kinds(_ frame: [String: Any]) -> [String] {
      (frame["events"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
    }
    // Drawn when it first appears, then once in each frame whose step moved the finger.
    let moved = frames.filter { kinds($0).contains("touchesMoved") }.count
    let draws = frames.map { kinds($0).filter { $0 == "print" }.count }
    #expect(moved >= 5)
    #expect(draws.reduce(0, +) == 1 + moved, "\(draws)")
    #expect(draws[0] == 1)
    let last = try RenderedImage(
      contentsOf: project.directory.appendingPathComponent(
        String(format: "out/frame-%04d.png", frames.count - 1)))
    func rgb(_ x: Int, _ y: Int) -> [Int] {
      let p = last.pixel(x: x, y: y)
      return [Int(p.r), Int(p.g), Int(p.b)]
    }
    // At 2×: the line runs along y = 250 pt (row 500) from x 100 to 300 pt, 6 pt wide.
    #expect(rgb(400, 500) == [0, 0, 0])
    #expect(rgb(580, 496) == [0, 0, 0])
    #expect(rgb(400, 510) == [255, 255, 255])  // 5 pt below the line: paper
    #expect(rgb(640, 500) == [255, 255, 255])  // beyond the end of the drag
  }
}
