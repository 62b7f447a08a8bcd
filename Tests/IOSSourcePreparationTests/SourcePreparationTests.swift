import Foundation
import Testing

@testable import IOSSourcePreparation

/// Prepares one file and returns the prepared text without the appendix.
private func prepared(_ text: String, file: String = "Card.swift") -> SourcePreparation {
  SourcePreparation(sources: [(display: file, text: text)], languageMode: 5)
}

private func body(_ preparation: SourcePreparation, _ index: Int = 0) -> String {
  let source = preparation.files[index].source
  guard !source.appendix.isEmpty, let marker = source.text.range(of: "#sourceLocation(") else {
    return source.text
  }
  return String(source.text[..<marker.lowerBound])
}

@Suite("Preparing iOS code: conditions, imports, attributes, selectors, in place")
struct SourcePreparationTests {
  @Test("#if conditions are decided as an iOS device build, on their own lines")
  func conditions() {
    let text = """
      #if os(iOS) && arch(arm64)
      let a = 1
      #elseif targetEnvironment(simulator)
      let a = 2
      #else
      let a = 3
      #endif
      #if canImport(UIKit) && !canImport(SnapKit) && DEBUG && swift(>=5.9)
      let b = 1
      #endif

      """
    #expect(
      body(prepared(text)) == """
        #if true
        let a = 1
        #elseif false
        let a = 2
        #else
        let a = 3
        #endif
        #if true
        let b = 1
        #endif

        """)
  }

  @Test("iOS module names are imported as the modules that stand for them here")
  func imports() {
    let text = """
      import UIKit.UIImage
      import QuartzCore
      import ObjectiveC.runtime
      import os.log
      import Darwin
      import class UIKit.UIView
      import Foundation

      """
    #expect(
      body(prepared(text)) == """
        import UIKit
        import UIKit
        import UIKit
        import UIKit
        import Glibc
        import class UIKit.UIView
        import Foundation

        """)
  }

  @Test("Objective-C attributes are blanked to spaces, so nothing after them moves")
  func attributes() {
    let text = """
      @objcMembers class Card: UIView {
        @IBOutlet weak var label: UILabel!
        @objc(tapWithSender:) private func tap(_ sender: Any) {}
        @IBAction func buy(_ sender: UIButton) {}
      }

      """
    let result = body(prepared(text))
    var expected = text
    for attribute in ["@objcMembers", "@IBOutlet", "@objc(tapWithSender:)", "@IBAction"] {
      expected = expected.replacingOccurrences(
        of: attribute, with: String(repeating: " ", count: attribute.count))
    }
    #expect(result == expected)
    // Every line keeps its length: columns after the attributes are the user's.
    #expect(result.split(separator: "\n").map(\.count) == text.split(separator: "\n").map(\.count))
  }

  @Test("@objc dynamic properties notify key-value observers from their own accessors")
  func dynamicProperties() {
    let text = """
      class Download: NSObject {
        @objc dynamic var progress = 0.0
        @objc dynamic var title: String? { didSet { print(title ?? "") } }
        @objc dynamic var rate: Double { get { 1 } set { print(newValue) } }
        @objc dynamic var size: Int { willSet { print(newValue) } }
        @objc dynamic var total: Int { 2 }
        dynamic var plain = 0
        @objc var notDynamic = 0
      }
      @objcMembers class Job: NSObject { dynamic var done = false }

      """
    #expect(
      body(prepared(text)) == """
        class Download: NSObject {
                dynamic var progress = 0.0 { willSet { willChangeValue(forKey: "progress") } \
        didSet { didChangeValue(forKey: "progress") } }
                dynamic var title: String? { willSet { willChangeValue(forKey: "title") } \
        didSet { defer { didChangeValue(forKey: "title") }; print(title ?? "") } }
                dynamic var rate: Double { get { 1 } set { willChangeValue(forKey: "rate"); \
        defer { didChangeValue(forKey: "rate") }; print(newValue) } }
                dynamic var size: Int { willSet { willChangeValue(forKey: "size"); \
        print(newValue) } didSet { didChangeValue(forKey: "size") } }
                dynamic var total: Int { 2 }
          dynamic var plain = 0
                var notDynamic = 0
        }
                     class Job: NSObject { dynamic var done = false { willSet { \
        willChangeValue(forKey: "done") } didSet { didChangeValue(forKey: "done") } } }

        """)
  }

  @Test("#selector names the selector the compiler would: labels, @objc names, getters, setters")
  func selectors() {
    let text = """
      class Card: UIView {
        @objc func tap(_ g: UITapGestureRecognizer) {}
        @objc func handle(gesture: UIPanGestureRecognizer) {}
        @objc(renamedWithValue:) func renamed(_ v: Int) {}
        @objc var title = ""
        func wire() {
          _ = #selector(tap(_:))
          _ = #selector(handle)
          _ = #selector(Card.renamed(_:))
          _ = #selector(getter: title)
          _ = #selector(setter: Card.title)
          _ = #selector(reload)
          _ = #keyPath(UIScrollView.contentOffset)
        }
      }

      """
    let result = body(prepared(text))
    for expected in [
      #"_ = Selector("tap:")"#, #"_ = Selector("handleWithGesture:")"#,
      #"_ = Selector("renamedWithValue:")"#, #"_ = Selector("title")"#,
      #"_ = Selector("setTitle:")"#, #"_ = Selector("reload")"#, #"_ = "contentOffset""#,
    ] {
      #expect(result.contains(expected), "\(expected) in \(result)")
    }
  }

  @Test("An @objc protocol is class-bound; its optional requirements get sending defaults")
  func objcProtocol() {
    let text = """
      @objc protocol BadgeDelegate: class {
        @objc optional func badgeDidTap(_ badge: Badge)
        @objc optional func badgeHeight(for badge: Badge) -> CGFloat
        func badgeTitle() -> String
      }
      final class Badge: UIView {
        weak var delegate: BadgeDelegate?
        func tapped() {
          delegate?.badgeDidTap?(self)
          let h = delegate?.badgeHeight?(for: self) ?? 44
          _ = delegate!.badgeHeight!(for: self)
        }
      }

      """
    let preparation = prepared(text)
    let result = body(preparation)
    #expect(result.contains("      protocol BadgeDelegate: class, _ObjCProtocol {"))
    #expect(result.contains("                func badgeDidTap(_ badge: Badge)"))
    #expect(result.contains(#"delegate?._ifResponds(to: "badgeDidTap:")?.badgeDidTap(self)"#))
    #expect(
      result.contains(
        #"let h = delegate?._ifResponds(to: "badgeHeightWithFor:")?.badgeHeight(for: self) ?? 44"#))
    #expect(result.contains("_ = delegate!.badgeHeight(for: self)"))
    let appendix = preparation.files[0].source.appendix
    #expect(
      appendix.hasPrefix(
        """
        extension BadgeDelegate {
          func badgeDidTap(_ a0: Badge) { _objcSend(self, "badgeDidTap:", [a0]) as Void }
          func badgeHeight(for a0: Badge) -> CGFloat { _objcSend(self, "badgeHeightWithFor:", [a0]) }
        }

        """), "\(appendix)")
  }

  @Test("A method reached by messaging gets a table entry; private ones next to it")
  func methodTables() {
    let preparation = prepared(
      """
      import UIKit
      final class Card: UIView {
        @objc private func tap(_ g: UITapGestureRecognizer) {}
        func plain() {}
        func scrollViewDidScroll(_ s: UIScrollView) {}
      }

      """)
    let appendix = preparation.files[0].source.appendix
    #expect(appendix.contains("extension Card {"))
    #expect(
      appendix.contains(
        #"ObjCMethod("tap:", arity: 1) { object, arguments in (object as! Card).`tap`(arguments.at(0)) as Any }"#
      ))
    #expect(appendix.contains(#"ObjCMethod("scrollViewDidScroll:", arity: 1)"#))
    #expect(!appendix.contains("plain"))
    #expect(preparation.sharedSource.contains("tables += _gesturerenderMethodTables0()"))
  }

  @Test("A file with nothing to prepare is compiled as written; its tables go elsewhere")
  func untouched() {
    let text = """
      import UIKit
      final class Card: UIView, UIScrollViewDelegate {
        func scrollViewDidScroll(_ s: UIScrollView) {}
      }

      """
    let preparation = prepared(text)
    #expect(!preparation.files[0].source.isChanged)
    #expect(preparation.files[0].source.text == text)
    #expect(preparation.sharedSource.contains("extension Card {"))
  }

  @Test("What the Objective-C runtime alone can do is a located error")
  func unsupported() {
    let preparation = prepared(
      """
      import ObjectiveC
      func swizzle(_ a: Method, _ b: Method) {
          method_exchangeImplementations(a, b)
      }

      """, file: "Swizzle.swift")
    #expect(
      preparation.errors == [
        "Swizzle.swift:3:5: error: 'method_exchangeImplementations' cannot be emulated: method "
          + "swizzling replaces a class's method at run time, which needs the Objective-C "
          + "runtime; gesturerender models only its messaging (selectors, responds(to:), "
          + "perform, optional requirements)"
      ])
  }

  @Test("Columns after an edit map back to the user's column")
  func columns() {
    let text = "let s = #selector(tap(_:)); let x = oops\n"
    let source = prepared(text).files[0].source
    // `#selector(tap(_:))` (18 bytes) became `Selector("tap:")` (16): `oops` at column 38 of
    // the original is at column 36 of the prepared text.
    #expect(source.text.hasPrefix(#"let s = Selector("tap:"); let x = oops"#))
    #expect(source.originalColumn(line: 1, column: 36) == 38)
    // Inside the replacement: the start of the replaced text.
    #expect(source.originalColumn(line: 1, column: 12) == 9)
    // Before it: unchanged.
    #expect(source.originalColumn(line: 1, column: 5) == 5)
  }

  @Test("x.m?(…) of the core's optional requirements: by their labels, never a closure's")
  func coreOptionalCalls() {
    let text = """
      final class Proxy: NSObject, UITableViewDelegate {
        weak var original: UITableViewDelegate?
        var action: (() -> Void)?
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          original?.tableView?(tableView, didSelectRowAt: indexPath)
          self.action?()
          let animator: UIViewImplicitlyAnimating? = nil
          animator?.addCompletion? { _ in }
        }
      }

      """
    let preparation = prepared(text)
    let result = body(preparation)
    #expect(
      result.contains(
        #"original?._ifResponds(to: "tableView:didSelectRowAt:")?.tableView(tableView, "#
          + "didSelectRowAt: indexPath)"))
    #expect(result.contains("    self.action?()"))
    #expect(result.contains("animator?._implementingRequirement?.addCompletion { _ in }"))
    // The proxy's own implementation is in its class's method table, so `responds(to:)`
    // finds it.
    #expect(preparation.files[0].source.appendix.contains(#""tableView:didSelectRowAt:""#))
  }

  @Test("An unannotated attribute dictionary literal is typed as iOS infers it for the APIs")
  func attributeDictionaryLiterals() {
    let text = """
      let style = NSMutableParagraphStyle()
      let attributes = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12), .paragraphStyle: style]
      let colours = [UIColor.red: 1, UIColor.blue: 2]
      let annotated: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12), .kern: 1]
      let one = [NSAttributedString.Key.kern: 1]

      """
    let result = body(prepared(text))
    let lines = result.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[1]
        == "let attributes = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12), "
        + ".paragraphStyle: style] as [NSAttributedString.Key: Any]")
    #expect(lines[2] == "let colours = [UIColor.red: 1, UIColor.blue: 2]")
    #expect(lines[3].hasSuffix(".kern: 1]"))
    #expect(lines[4] == "let one = [NSAttributedString.Key.kern: 1]")
  }
}
