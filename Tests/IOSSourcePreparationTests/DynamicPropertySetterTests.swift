import Testing

@testable import IOSSourcePreparation

@Suite("Preparing iOS code: @objc dynamic properties get setters appearance proxies can send")
struct DynamicPropertySetterTests {
  @Test("A settable @objc dynamic property gets setName:, typed or not; others do not")
  func dynamicSetters() {
    let text = """
      final class DropMenu: UIView {
        @objc public dynamic var cellHeight = 44.0 {
          didSet { setNeedsLayout() }
        }
        @objc dynamic var textColor: UIColor = .black
        @objc dynamic var computed: Int { 3 }
        @objc dynamic private var secret = 1
        dynamic var notObjC = 2
        @objc var notDynamic = 3
      }

      """
    let appendix = SourcePreparation(
      sources: [(display: "D.swift", text: text)], languageMode: 5
    ).files[0].source.appendix
    #expect(
      appendix.contains(
        #"ObjCMethod("setCellHeight:", arity: 1) { object, arguments in (object as! DropMenu).`cellHeight` = arguments.at(0); return () as Any }"#
      ), "\(appendix)")
    #expect(appendix.contains(#"ObjCMethod("setTextColor:", arity: 1)"#))
    #expect(!appendix.contains("setComputed:"))
    #expect(!appendix.contains("setSecret:"))
    #expect(!appendix.contains("setNotObjC:"))
    #expect(!appendix.contains("setNotDynamic:"))
  }
}
