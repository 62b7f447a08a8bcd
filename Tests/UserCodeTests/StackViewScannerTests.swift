import Testing

@testable import UserCode

@Suite("The class scanner knows UIStackView is a view")
struct StackViewScannerTests {
  @Test("A UIStackView subclass is a view; UIStackView is a kind of UIView, not of UIControl")
  func stackViewSubclass() {
    let scanner = ClassDeclarationScanner(sources: [
      (
        file: "Row.swift",
        text: "final class SettingsRow: UIStackView {}\nclass Deep: SettingsRow {}"
      )
    ])
    #expect(scanner.kind(of: "SettingsRow") == .view)
    #expect(scanner.kind(of: "Deep") == .view)
    #expect(scanner.uikitBase(of: "Deep") == "UIStackView")
    #expect(ClassDeclarationScanner.uikitClass("UIStackView", isKindOf: "UIView"))
    #expect(!ClassDeclarationScanner.uikitClass("UIStackView", isKindOf: "UIControl"))
  }
}
