import Foundation
import Testing

@testable import GestureCore

/// An object of the code's `NSObject` subclasses as the tool prepares it: it owns the state
/// and its `@objc dynamic` property's accessors notify.
private final class Download: NSObject, _NSObjectStateHost {
  let _nsObjectState = _NSObjectState()
  var progress = 0.0 {
    willSet { willChangeValue(forKey: "progress") }
    didSet { didChangeValue(forKey: "progress") }
  }
  var name: String? = "a" {
    willSet { willChangeValue(forKey: "name") }
    didSet { didChangeValue(forKey: "name") }
  }
}

/// A view subclass of the code with its own observable property.
@MainActor
private final class Gauge: UIView {
  var level = 1 {
    willSet { willChangeValue(forKey: "level") }
    didSet { didChangeValue(forKey: "level") }
  }
}

@Suite("Key-value observing of the code's own @objc dynamic properties")
@MainActor
struct UserPropertyObservingTests {
  @Test("Every set notifies with the old and new value, also when the value is the same")
  func everySet() {
    let download = Download()
    var seen: [String] = []
    let observation = download.observe(
      \.progress, _kvcKeyPath: "progress", options: [.initial, .old, .new]
    ) { _, change in
      seen.append("\(change.oldValue.map { "\($0)" } ?? "nil") → \(change.newValue ?? -1)")
    }
    download.progress = 0.25
    download.progress = 0.25
    observation.invalidate()
    download.progress = 1
    #expect(seen == ["nil → 0.0", "0.0 → 0.25", "0.25 → 0.25"])
  }

  @Test("An optional property's values arrive as its values; nil is a value that is nil")
  func optionalValues() {
    let download = Download()
    var seen: [String] = []
    let observation = download.observe(\.name, _kvcKeyPath: "name", options: [.old, .new]) {
      _, change in
      seen.append("\(String(describing: change.oldValue)) → \(String(describing: change.newValue))")
    }
    download.name = "b"
    download.name = nil
    #expect(
      seen == [
        #"Optional(Optional("a")) → Optional(Optional("b"))"#,
        #"Optional(Optional("b")) → Optional(nil)"#,
      ])
    observation.invalidate()
  }

  @Test("Manual notifications nest: each didChange tells the old value of its willChange")
  func nested() {
    let download = Download()
    var seen: [String] = []
    let observation = download.observe(\.progress, _kvcKeyPath: "progress", options: [.old, .new]) {
      _, change in seen.append("\(change.oldValue ?? -1) → \(change.newValue ?? -1)")
    }
    download.willChangeValue(forKey: "progress")
    download.progress = 0.5  // inner pair, from the accessors
    download.progress = 0.75
    download.didChangeValue(forKey: "progress")
    #expect(seen == ["0.0 → 0.5", "0.5 → 0.75", "0.0 → 0.75"])
    observation.invalidate()
  }

  @Test("A view subclass's own property is observable beside the core's keys")
  func viewSubclass() {
    let gauge = Gauge(frame: .zero)
    var levels: [Int] = []
    let observation = gauge.observe(\.level, _kvcKeyPath: "level", options: [.new]) { _, change in
      levels.append(change.newValue ?? -1)
    }
    gauge.level = 3
    gauge.alpha = 0.5
    #expect(levels == [3])
    observation.invalidate()
  }

  @Test("The code's NSObject subclasses hold associated objects for their lifetime")
  func associatedObjects() {
    let key = UnsafeRawPointer(bitPattern: 0x10)!
    final class Token {}
    weak var released: Token?
    do {
      let download = Download()
      let token = Token()
      released = token
      objc_setAssociatedObject(download, key, token, .OBJC_ASSOCIATION_RETAIN)
      #expect(objc_getAssociatedObject(download, key) as? Token === token)
    }
    #expect(released == nil)
  }
}
