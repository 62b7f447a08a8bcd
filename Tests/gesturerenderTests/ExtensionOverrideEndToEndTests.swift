import Foundation
import Testing

/// Overrides written in extensions, in the shapes public components use them.
private let shapes = """
  import UIKit

  public class Card: UIView {
  }
  public extension Card {
    override func layoutSubviews() { super.layoutSubviews(); print("card layout") }
  }

  class Base: UIView {}
  class Tile: Base {}
  extension Base { @objc func update() { print("base update") } }
  extension Tile { override func update() { super.update(); print("tile update") } }

  enum Outer { class Badge: UIView {} }
  extension Outer.Badge {
    override func didMoveToSuperview() { super.didMoveToSuperview(); print("badge moved") }
  }

  class Shape: UIView {}
  extension Shape { override class var layerClass: AnyClass { CAShapeLayer.self } }

  final class Host: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(Card(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
      let tile: Base = Tile()
      tile.update()
      view.addSubview(Outer.Badge())
      print("shape layer \\(Shape().layer is CAShapeLayer)")
    }
  }

  """

private func scenario(_ files: [String]) -> String {
  """
  {"version": 1, "name": "ext", "code": [\(files.map { "\"\($0)\"" }.joined(separator: ", "))],
   "rootViewController": "Host", "script": [{"wait": 0.05}]}
  """
}

@Suite("Overrides in extensions through the built CLI")
struct ExtensionOverrideEndToEndTests {
  @Test("Extension access, overrides of extension methods, nested classes and class members run")
  func shapesRun() throws {
    let project = try CodeProject(files: ["Ext.swift": shapes, "s.json": scenario(["Ext.swift"])])
    defer { project.remove() }
    let run = try project.run(["s.json", "-o", "out", "--frames", "0", "--no-page"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let timeline = String(decoding: try project.contents("out/timeline.json"), as: UTF8.self)
    for line in ["base update", "tile update", "badge moved", "shape layer true", "card layout"] {
      #expect(timeline.contains("\"detail\" : \"\(line)\"") || timeline.contains(line), "\(line)")
    }
  }

  @Test("An override in an extension that overrides nothing is reported at its own line")
  func errorAtMember() throws {
    let project = try CodeProject(files: [
      "A.swift":
        "import UIKit\n\nfinal class Host: UIViewController {}\n\nclass Card: UIView {\n}\n",
      "B.swift": "import UIKit\n\nextension Card {\n  override func noSuchMethod() {}\n}\n",
      "s.json": scenario(["A.swift", "B.swift"]),
    ])
    defer { project.remove() }
    let run = try project.run(["s.json", "-o", "out", "--frames", "0", "--no-page"])
    #expect(run.exitCode == 65)
    #expect(
      run.standardError.contains(
        """
        B.swift:4:17: error: method does not override any method from its superclass
          override func noSuchMethod() {}
                        ^
        """), "\(run.standardError)")
    #expect(!run.standardError.contains("A.swift:6"))
  }
}
