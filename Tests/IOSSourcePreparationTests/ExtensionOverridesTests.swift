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
        "  " + String(repeating: " ", count: 14) + "var _gesturerenderExtension_Card_frame: CGRect {"))
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
}
