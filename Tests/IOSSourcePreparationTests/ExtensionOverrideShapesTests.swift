import Testing

@testable import IOSSourcePreparation

/// The class body of `text` up to its first closing line, after preparation with `others`.
private func prepared(_ files: [String]) -> [String] {
  let preparation = SourcePreparation(
    sources: files.enumerated().map { (display: "F\($0.offset).swift", text: $0.element) },
    languageMode: 5)
  return preparation.files.map(\.source.text)
}

@Suite("Overrides in extensions: access, chains, nested classes and class members")
struct ExtensionOverrideShapesTests {
  @Test("The forwarder takes the extension's access when the member has none")
  func extensionAccess() {
    let text = prepared([
      "public class Card: UIView {\n}\npublic extension Card {\n"
        + "  override func layoutSubviews() { super.layoutSubviews() }\n}\n"
    ])[0]
    #expect(
      text.hasPrefix(
        "public class Card: UIView {\n public override func layoutSubviews() { "
          + "self._gesturerenderExtension_Card_layoutSubviews() }; }\n"), "\(text)")
  }

  @Test("A method an extension of a subclass overrides moves into its class too")
  func overriddenInExtension() {
    let text = prepared([
      "class Base: UIView {\n}\nclass Card: Base {\n}\n"
        + "extension Base { @objc func update() {} }\n"
        + "extension Card { override func update() { super.update() } }\n"
    ])[0]
    #expect(
      text.hasPrefix(
        "class Base: UIView {\n func update() { self._gesturerenderExtension_Base_update() }; }\n"
          + "class Card: Base {\n override func update() { "
          + "self._gesturerenderExtension_Card_update() }; }\n"), "\(text)")
  }

  @Test("An extension of a class nested in an enum forwards from the nested class's body")
  func nestedClass() {
    let text = prepared([
      "enum Outer {\n  class Card: UIView {\n  }\n}\n"
        + "extension Outer.Card { override func layoutSubviews() { super.layoutSubviews() } }\n"
    ])[0]
    #expect(
      text.hasPrefix(
        "enum Outer {\n  class Card: UIView {\n   override func layoutSubviews() { "
          + "self._gesturerenderExtension_Outer_Card_layoutSubviews() }; }\n}\n"), "\(text)")
  }

  @Test("A class property override forwards through Self")
  func classMember() {
    let text = prepared([
      "class Shape: UIView {\n}\n"
        + "extension Shape { override class var layerClass: AnyClass { CAShapeLayer.self } }\n"
    ])[0]
    #expect(
      text.hasPrefix(
        "class Shape: UIView {\n override class var layerClass: AnyClass { "
          + "Self._gesturerenderExtension_Shape_layerClass }; }\n"
          + "extension Shape {          class var _gesturerenderExtension_Shape_layerClass"),
      "\(text)")
  }
}
