import Testing

@testable import IOSSourcePreparation

@Suite("Overrides in extensions move into the class's body, line for line")
struct ExtensionOverridesTests {
  @Test("An override in another file's extension forwards from the class body; lines stay")
  func crossFile() {
    let card = """
      import UIKit
      open class Card: UIView {
        var count = 0
      }

      """
    let extra = """
      import UIKit
      extension Card {
        open override func layoutSubviews() {
          super.layoutSubviews()
        }
        override open var frame: CGRect {
          get { super.frame }
          set { super.frame = newValue }
        }
        @objc func reload(_ animated: Bool) {}
      }
      final class Deck: Card {
        override func reload(_ animated: Bool) {}
      }

      """
    let preparation = SourcePreparation(
      sources: [(display: "Card.swift", text: card), (display: "Card+Layout.swift", text: extra)],
      languageMode: 5)
    #expect(preparation.errors.isEmpty)
    let body = preparation.files[0].source.text
    #expect(
      body.hasPrefix(
        """
        import UIKit
        open class Card: UIView {
          var count = 0
         open override func layoutSubviews() { self._gesturerenderExtension_Card_layoutSubviews() }; \
        open override var frame: CGRect { get { self._gesturerenderExtension_Card_frame } set { \
        self._gesturerenderExtension_Card_frame = newValue } }; func reload(_ p0: Bool) { \
        self._gesturerenderExtension_Card_reload(p0) }; }

        """), "\(body)")
    let moved = preparation.files[1].source.text
    #expect(moved.contains("                func _gesturerenderExtension_Card_layoutSubviews() {"))
    #expect(
      moved.contains(
        "  " + String(repeating: " ", count: 14)
          + "var _gesturerenderExtension_Card_frame: CGRect {"))
    #expect(moved.contains("func _gesturerenderExtension_Card_reload(_ animated: Bool) {}"))
    // The subclass's own override stays as written.
    #expect(moved.contains("  override func reload(_ animated: Bool) {}"))
    // No line moved in either file.
    #expect(body.split(separator: "\n").count == card.split(separator: "\n").count)
    #expect(
      moved.prefix { $0 != "#" }.split(separator: "\n", omittingEmptySubsequences: false).count
        == extra.split(separator: "\n", omittingEmptySubsequences: false).count)
  }

  @Test("An extension method nobody overrides stays as written")
  func untouched() {
    let text = """
      import UIKit
      final class Card: UIView {}
      extension Card {
        func shake() {}
      }

      """
    let preparation = SourcePreparation(
      sources: [(display: "Card.swift", text: text)], languageMode: 5)
    #expect(preparation.files[0].source.text == text)
  }

  @Test("An observer override in an extension: observers become methods, the body overrides")
  func observers() {
    let text = """
      import UIKit
      final class Cell: UICollectionViewCell {
      }
      extension Cell {
        override public var isSelected: Bool {
          willSet { print(newValue) }
          didSet(previous) { print(previous) }
        }
      }

      """
    let preparation = SourcePreparation(
      sources: [(display: "Cell.swift", text: text)], languageMode: 5)
    #expect(preparation.errors.isEmpty)
    let lines = preparation.files[0].source.text.split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[2]
        == " public override var isSelected: Bool { get { super.isSelected } set { let oldValue "
        + "= super.isSelected; self._gesturerenderExtension_Cell_isSelected_willSet(newValue); "
        + "super.isSelected = newValue; self._gesturerenderExtension_Cell_isSelected_didSet("
        + "oldValue); } }; }")
    #expect(lines[4] == String(repeating: " ", count: 40))
    #expect(
      lines[5]
        == "    func _gesturerenderExtension_Cell_isSelected_willSet(_ newValue: Bool) "
        + "{ print(newValue) }")
    #expect(
      lines[6]
        == "    func _gesturerenderExtension_Cell_isSelected_didSet(_ previous: Bool) "
        + "{ print(previous) }")
    #expect(lines[7] == "   ")
    #expect(lines.count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
  }

  @Test("An override marked unavailable in an extension: the mark goes to the forwarder")
  func unavailableOverride() {
    let text = """
      import UIKit
      final class Grid: UICollectionView {
      }
      extension Grid {
        @available(*, unavailable)
        open override func reloadData() { super.reloadData() }
      }

      """
    let preparation = SourcePreparation(
      sources: [(display: "Grid.swift", text: text)], languageMode: 5)
    let lines = preparation.files[0].source.text.split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[2]
        == " @available(*, unavailable) open override func reloadData() { "
        + "self._gesturerenderExtension_Grid_reloadData() }; }")
    #expect(lines[4] == "  " + String(repeating: " ", count: 26))
    #expect(
      lines[5]
        == String(repeating: " ", count: 16)
        + "func _gesturerenderExtension_Grid_reloadData() { super.reloadData() }")
  }
}
