import Testing

@testable import IOSSourcePreparation

private func prepared(_ files: [(String, String)]) -> SourcePreparation {
  SourcePreparation(sources: files.map { (display: $0.0, text: $0.1) }, languageMode: 5)
}

@Suite("Preparing iOS code: the spellings real code uses")
struct PreparationEdgeCaseTests {
  @Test("#selector(tap as () -> Void) names tap; a bare name is the enclosing class's method")
  func selectorResolution() {
    let text = """
      final class Cell: UIView { @objc func handle() {} }
      final class VC: UIViewController {
        @objc func tap() {}
        @objc func handle(_ sender: UIButton) {}
        func wire() {
          _ = #selector(tap as () -> Void)
          _ = #selector(handle)
          _ = #selector(Cell.handle)
        }
      }

      """
    let result = prepared([("A.swift", text)]).files[0].source.text
    #expect(result.contains(#"_ = Selector("tap")"#))
    #expect(result.contains(#"_ = Selector("handle:")"#))
    #expect(result.contains(#"_ = Selector("handle")"#))
  }

  @Test("An optional requirement called with a trailing closure has its full selector")
  func trailingClosure() {
    let text = """
      @objc protocol Loader: AnyObject { @objc optional func load(_ id: Int, completion: @escaping () -> Void) }
      func go(_ l: Loader) { l.load?(2) { } }

      """
    let result = prepared([("A.swift", text)]).files[0].source.text
    #expect(result.contains(#"l._ifResponds(to: "load:completion:")?.load(2) { }"#))
  }

  @Test("The code's own observe(_:) and closure properties named like requirements stay")
  func lookalikes() {
    let text = """
      final class Store { var count = 0
        func observe<T>(_ kp: KeyPath<Store, T>, handler: @escaping (T) -> Void) {} }
      struct Callbacks { var scrollViewDidScroll: ((UIScrollView) -> Void)? }
      func go(_ s: Store, _ c: Callbacks, _ v: UIScrollView) {
        s.observe(\\.count) { print($0) }
        c.scrollViewDidScroll?(v)
        _ = v.observe(\\.contentOffset, options: [.new]) { _, _ in }
      }

      """
    let result = prepared([("A.swift", text)]).files[0].source.text
    #expect(result.contains("s.observe(\\.count) { print($0) }"))
    #expect(result.contains("c.scrollViewDidScroll?(v)"))
    #expect(
      result.contains(#"v.observe(\.contentOffset, _kvcKeyPath: "contentOffset", options: [.new])"#)
    )
  }

  @Test("A scoped import keeps its declaration; only the module name is mapped")
  func scopedImport() {
    let result = prepared([
      ("A.swift", "import class QuartzCore.CALayer\nimport func Darwin.sqrt\n")
    ])
    .files[0].source.text
    #expect(result == "import class UIKit.CALayer\nimport func Glibc.sqrt\n")
  }

  @Test("An optional property requirement is a located error")
  func optionalProperty() {
    let preparation = prepared([
      (
        "A.swift",
        "@objc protocol Source: AnyObject {\n  @objc optional var title: String { get }\n}\n"
      )
    ])
    #expect(preparation.errors.count == 1)
    #expect(
      preparation.errors.first?.hasPrefix(
        "A.swift:2:9: error: an optional property requirement of an @objc protocol is not supported"
      )
        == true)
  }

  @Test("A forwarder after a member on the brace's line gets a ';'; default values stay")
  func forwarderSeparatorAndDefaults() {
    let text = """
      class Base: UIView { @objc func configure(animated: Bool = false) {} }
      final class Sub: Base { let id = "sub" }
      extension Sub { override func configure(animated: Bool = false) {} }

      """
    let result = prepared([("A.swift", text)]).files[0].source.text
    #expect(
      result.contains(
        #"final class Sub: Base { let id = "sub" ; override func configure(animated p0: Bool = false) { self._gesturerenderExtension_Sub_configure(animated: p0) }; }"#
      ), "\(result)")
  }

  @Test("Overloads with their own @objc names get entries that spell the argument types")
  func overloads() {
    let text = """
      final class VC: UIViewController {
        @objc(buttonChanged:) func changed(_ b: UIButton) {}
        @objc(sliderChanged:) func changed(_ s: UISlider) {}
      }

      """
    let appendix = prepared([("A.swift", text)]).files[0].source.appendix
    #expect(appendix.contains(#"(object as! VC).`changed`(arguments.at(0) as UIButton) as Any"#))
    #expect(appendix.contains(#"(object as! VC).`changed`(arguments.at(0) as UISlider) as Any"#))
  }

  @Test("Methods of a private extension and of a nested class are in a table beside them")
  func privateExtensionAndNestedClass() {
    let preparation = prepared([
      (
        "A.swift",
        "@objcMembers final class VC: UIViewController {\n  final class Helper: NSObject { @objc func tick() {} }\n}\n"
      ),
      ("B.swift", "private extension VC { func helper() {} }\n"),
    ])
    #expect(preparation.files[0].source.appendix.contains("ObjCClassMethods(VC.Helper.self"))
    #expect(preparation.files[1].source.appendix.contains(#"ObjCMethod("helper", arity: 0)"#))
    #expect(!preparation.sharedSource.contains("helper"))
  }
}
