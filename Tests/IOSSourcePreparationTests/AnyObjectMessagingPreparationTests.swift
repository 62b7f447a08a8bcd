import Foundation
import Testing

@testable import IOSSourcePreparation

@Suite("Messaging calls on values typed AnyObject are prepared to reach the object")
struct AnyObjectMessagingPreparationTests {
  /// The prepared text of one file, without the code the preparation appends.
  private func prepared(_ text: String) -> String {
    let source = SourcePreparation(
      sources: [(display: "Recognizer.swift", text: text)], languageMode: 5
    ).files[0].source
    guard let marker = source.text.range(of: "#sourceLocation(") else { return source.text }
    return String(source.text[..<marker.lowerBound])
  }

  @Test("A property, a parameter and a cast typed AnyObject; other receivers are left alone")
  func receivers() {
    let text = """
      class Recognizer {
        private weak var target: AnyObject?
        var owner: AnyObject!
        func fire(_ sender: AnyObject, view: UIView) {
          target?.performSelector(onMainThread: action, with: self, waitUntilDone: true)
          self.owner.perform(action)
          _ = sender.responds(to: action)
          _ = (view as AnyObject).isKind(of: UIView.self)
          _ = view.responds(to: action)
          _ = target?.description
        }
      }
      """
    let result = prepared(text)
    #expect(
      result.contains(
        "_objcMessaging(target)?.performSelector(onMainThread: action, with: self, waitUntilDone: true)"
      ))
    #expect(result.contains("_objcMessaging(self.owner).perform(action)"))
    #expect(result.contains("_ = _objcMessaging(sender).responds(to: action)"))
    #expect(result.contains("_ = _objcMessaging((view as AnyObject)).isKind(of: UIView.self)"))
    #expect(result.contains("\n    _ = view.responds(to: action)"))
    #expect(result.contains("\n    _ = target?.description"))
    #expect(result.split(separator: "\n").count == text.split(separator: "\n").count)
  }
}
