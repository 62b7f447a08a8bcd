import Testing

@testable import IOSSourcePreparation

private func prepared(_ files: [(String, String)]) -> SourcePreparation {
  SourcePreparation(sources: files.map { (display: $0.0, text: $0.1) }, languageMode: 5)
}

@Suite("Preparing iOS code: outlets get setters nib loading can send, classes a name")
struct OutletTableTests {
  @Test("Each @IBOutlet (weak, strong, collection) gets its KVC setter selector in the table")
  func outletSetters() {
    let text = """
      final class ProfileController: UIViewController {
        @IBOutlet weak var titleLabel: UILabel!
        @IBOutlet var cards: [UIView]!
        @IBOutlet private weak var hidden: NSLayoutConstraint?
        var notAnOutlet: UIView?
      }

      """
    let appendix = prepared([("P.swift", text)]).files[0].source.appendix
    #expect(
      appendix.contains(
        #"ObjCMethod("setTitleLabel:", arity: 1) { object, arguments in (object as! ProfileController).`titleLabel` = arguments.at(0); return () as Any }"#
      ), "\(appendix)")
    #expect(appendix.contains(#"ObjCMethod("setCards:", arity: 1)"#))
    #expect(appendix.contains(#"ObjCMethod("setHidden:", arity: 1)"#))
    #expect(!appendix.contains("setNotAnOutlet:"))
  }

  @Test("Every top-level class is registered by name, even without methods; private ones not")
  func classesByName() {
    let preparation = prepared([
      ("A.swift", "final class CardView: UIView {}\nprivate final class Hidden: UIView {}\n")
    ])
    #expect(preparation.sharedSource.contains("ObjCClassMethods(CardView.self, []),"))
    #expect(!preparation.sharedSource.contains("Hidden"))
    #expect(preparation.sharedSource.contains("= _gesturerenderNamedClasses()"))
  }

  @Test("An outlet's name is not a method a bare #selector can name")
  func outletsAreNotSelectorTargets() {
    let text = """
      final class VC: UIViewController {
        @IBOutlet weak var refresh: UIButton!
        @objc func refresh(_ sender: Any) {}
        func wire() { refresh.addTarget(self, action: #selector(refresh), for: .touchUpInside) }
      }

      """
    let prepared = prepared([("V.swift", text)]).files[0].source.text
    #expect(prepared.contains(#"Selector("refresh:")"#), "\(prepared)")
  }
}
