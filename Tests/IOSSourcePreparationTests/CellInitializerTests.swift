import Testing

@testable import IOSSourcePreparation

@Suite("Preparing iOS code: the initializers a table view makes its views with")
struct CellInitializerTests {
  @Test("override init(style:reuseIdentifier:) and init(reuseIdentifier:) become required in place")
  func overridesBecomeRequired() {
    let text = """
      final class Cell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      final class Header: UITableViewHeaderFooterView {
        public override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
        override init(frame: CGRect) { super.init(frame: frame) }
      }

      """
    let result = SourcePreparation(sources: [(display: "A.swift", text: text)], languageMode: 5)
      .files[0].source.text
    let lines = result.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[1] == "  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
    #expect(
      lines[7]
        == "  public required init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }"
    )
    #expect(lines[8] == "  override init(frame: CGRect) { super.init(frame: frame) }")
  }

  @Test("override init() of a layer subclass becomes required; of another class it stays")
  func layerInitializersBecomeRequired() {
    let text = """
      final class RingLayer: CAShapeLayer {
        override init() { super.init() }
        override init(layer: Any) { super.init(layer: layer) }
      }
      final class Model: NSObject {
        override init() { super.init() }
      }

      """
    let result = SourcePreparation(sources: [(display: "A.swift", text: text)], languageMode: 5)
      .files[0].source.text
    let lines = result.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1] == "  required init() { super.init() }")
    #expect(lines[2] == "  override init(layer: Any) { super.init(layer: layer) }")
    #expect(lines[5] == "  override init() { super.init() }")
  }

  @Test("A nib-only cell gets the trapping required initializer on its closing brace's line")
  func nibOnlyCells() {
    let text = """
      open class Row: UITableViewCell {
        required public init?(coder: NSCoder) { super.init(coder: coder) }
      }
      final class Item: UICollectionViewListCell {
        required init?(coder: NSCoder) { super.init(coder: coder) }
        init(title: String) { super.init(frame: .zero) } }
      final class Both: UICollectionViewCell {
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      final class Inherits: Row {}
      final class Own: Row {
        init() { super.init(style: .default, reuseIdentifier: nil) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }

      """
    let result = SourcePreparation(sources: [(display: "A.swift", text: text)], languageMode: 5)
      .files[0].source.text
    let lines = result.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[2]
        == " public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { "
        + "fatalError(\"Use of unimplemented initializer 'init(style:reuseIdentifier:)' for class "
        + "'Row'\") }; }")
    #expect(
      lines[5]
        == "  init(title: String) { super.init(frame: .zero) } ; required convenience "
        + "init(reusableViewFrame frame: CGRect) { fatalError(\"Use of unimplemented initializer "
        + "'init(frame:)' for class 'Item'\") }; }")
    // Overriding both designated initializers inherits the convenience one; declaring none
    // inherits them all.
    #expect(lines[9] == "}")
    #expect(lines[10] == "final class Inherits: Row {}")
    // The requirement reaches through the code's own superclass.
    #expect(lines[14].hasPrefix(" required init(style: UITableViewCell.CellStyle,"))
    #expect(lines[14].hasSuffix("for class 'Own'\") }; }"))
  }
}
