import Testing

@testable import UserCode

@Suite("The class scanner finds classes and their UIKit kind, skipping comments and strings")
struct ClassDeclarationScannerTests {
  private let source = #"""
    import UIKit

    // class Commented: UIView {}
    /* class Blocked: UIViewController {} /* nested */ still a comment */
    let text = "class Quoted: UIView {}"
    let multi = """
      class InMultiline: UIView {}
      """

    @MainActor final class CardView: UIImageView {
      class var layerName: String { "card" }
      class func make() -> CardView { CardView(frame: .zero) }
    }
    open class BaseController: UIViewController {}
    public final class CardViewController: BaseController, UIScrollViewDelegate {}
    final class Model: Equatable { static func == (a: Model, b: Model) -> Bool { true } }
    class Box<T>: UIView {}
    final class Loop: Loop2 {}
    final class Loop2: Loop {}
    """#

  private var scanner: ClassDeclarationScanner {
    ClassDeclarationScanner(sources: [("Card.swift", source)])
  }

  @Test("Declarations, in order, with the first name of the inheritance clause")
  func declarations() {
    #expect(
      scanner.declarations.map(\.name) == [
        "CardView", "BaseController", "CardViewController", "Model", "Box", "Loop", "Loop2",
      ])
    #expect(
      scanner.declarations.map(\.superclass) == [
        "UIImageView", "UIViewController", "BaseController", "Equatable", "UIView", "Loop2", "Loop",
      ])
  }

  @Test("Kinds follow the superclass chain through the code to UIKit")
  func kinds() {
    #expect(scanner.kind(of: "CardView") == .view)
    #expect(scanner.kind(of: "CardViewController") == .viewController)
    #expect(scanner.kind(of: "Box") == .view)
    #expect(scanner.kind(of: "Model") == .other)
    #expect(scanner.kind(of: "Loop") == .other)
    #expect(scanner.kind(of: "Commented") == nil)
    #expect(scanner.kind(of: "Quoted") == nil)
    #expect(scanner.kind(of: "InMultiline") == nil)
    #expect(scanner.candidates(of: .viewController) == ["BaseController", "CardViewController"])
  }

  @Test("A view class must inherit from the class of the view's type")
  func viewTypes() {
    #expect(
      throws: UserCodeError(
        .classNotFound,
        "class 'Box' is a UIView subclass, where a UIImageView is needed "
          + "(UIImageView subclasses in the code: CardView)", className: "Box")
    ) {
      try UserCodeCompiler.check("Box", inherits: "UIImageView", in: scanner)
    }
    #expect(scanner.uikitBase(of: "CardViewController") == "UIViewController")
    #expect(ClassDeclarationScanner.uikitClass("UIButton", isKindOf: "UIView"))
    #expect(!ClassDeclarationScanner.uikitClass("UIView", isKindOf: "UIButton"))
  }

  @Test("A missing or mistyped class names the candidates")
  func messages() {
    #expect(
      throws: UserCodeError(
        .classNotFound,
        "class 'Cards' is not declared in the code (UIView subclasses in the code: CardView, Box)",
        className: "Cards")
    ) {
      try UserCodeCompiler.check("Cards", inherits: "UIView", in: scanner)
    }
    #expect(
      throws: UserCodeError(
        .classNotFound,
        "class 'CardView' is a UIView subclass, where a UIViewController is needed "
          + "(UIViewController subclasses in the code: BaseController, CardViewController)",
        className: "CardView")
    ) {
      try UserCodeCompiler.check("CardView", inherits: "UIViewController", in: scanner)
    }
    #expect(
      throws: UserCodeError(
        .classNotFound,
        "class 'Model' is not a UIView subclass, where a UIView is needed "
          + "(UIView subclasses in the code: CardView, Box)", className: "Model")
    ) {
      try UserCodeCompiler.check("Model", inherits: "UIView", in: scanner)
    }
  }

  @Test("Raw strings, typealiases and Unicode names are read as the compiler reads them")
  func rawStringsAliasesAndUnicode() {
    let scanner = ClassDeclarationScanner(sources: [
      (
        "Raw.swift",
        ##"""
        let slash = #"\"#
        let quoted = ##"a "# class Hidden: UIView {} "##
        typealias Screen = UIKit.UIViewController
        final class Écran: Screen {}
        class Carte: UIView {}
        """##
      )
    ])
    #expect(scanner.declarations.map(\.name) == ["Écran", "Carte"])
    #expect(scanner.kind(of: "Écran") == .viewController)
    #expect(scanner.uikitBase(of: "Écran") == "UIViewController")
  }

  @Test(
    "A private, generic, nested or unavailable class is found but cannot be named by a scenario")
  func unreachableClasses() {
    let scanner = ClassDeclarationScanner(sources: [
      (
        "Cards.swift",
        """
        private final class Secret: UIView {}
        class Box<T>: UIView {}
        enum Screens {
          final class Inner: UIViewController {}
        }
        @MainActor fileprivate class Quiet: UIView {}
        @available(*, unavailable, renamed: "NewCell")
        open class OldCell: UIView {}
        @available(iOS, unavailable)
        class Gone: UIViewController {}
        @available(iOS 13, *)
        class Fine: UIView {}
        """
      )
    ])
    #expect(
      scanner.declarations.map(\.unreachable) == [
        "is private", "is generic (the scenario cannot choose its type parameters)",
        "is declared inside another declaration", "is fileprivate",
        "is marked unavailable (@available(*, unavailable))",
        "is marked unavailable (@available(*, unavailable))", nil,
      ])
    #expect(
      throws: UserCodeError(
        .classNotFound,
        "class 'Inner' is declared inside another declaration in Cards.swift, so the scenario "
          + "cannot create it: name an internal, public or open class declared at the top level "
          + "of a file", className: "Inner")
    ) {
      try UserCodeCompiler.check("Inner", inherits: "UIViewController", in: scanner)
    }
  }
}
