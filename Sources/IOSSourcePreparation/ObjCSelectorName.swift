/// The Objective-C selector of a Swift method, as the Swift compiler names an `@objc` method
/// that has no explicit `@objc(name)`.
///
/// `tap()` is `tap`, `tap(_:)` is `tap:`, `move(_:to:)` is `move:to:`, and a first argument
/// with a label adds `With` and the capitalised label to the base name:
/// `handle(gesture:)` is `handleWithGesture:`, `scroll(to:animated:)` is `scrollWithTo:animated:`.
/// A property's getter is its name; its setter `setName:`.
///
/// Source: "Using Swift from Objective-C" (Apple), and the compiler's `@objc` naming of
/// methods (`ObjCSelector` in the Swift compiler's AST).
enum ObjCSelectorName {
  /// The selector of method `base` with argument `labels` (`nil` for `_`).
  static func method(_ base: String, labels: [String?]) -> String {
    guard let first = labels.first else { return base }
    var pieces = [first.map { base + "With" + capitalized($0) } ?? base]
    pieces += labels.dropFirst().map { $0 ?? "" }
    return pieces.map { $0 + ":" }.joined()
  }

  /// The selector of a method named as in a `#selector` or a Swift name: `tap(_:)`,
  /// `move(_:to:)`, or a bare `tap` with `arity` arguments taken to be unlabelled.
  static func method(swiftName: String, arity: Int? = nil) -> String {
    guard let open = swiftName.firstIndex(of: "("), swiftName.hasSuffix(")") else {
      return method(swiftName, labels: Array(repeating: nil, count: arity ?? 0))
    }
    let base = String(swiftName[..<open])
    let inner = swiftName[
      swiftName.index(after: open)..<swiftName.index(before: swiftName.endIndex)]
    let labels = inner.split(separator: ":", omittingEmptySubsequences: true).map {
      $0 == "_" ? nil : String($0)
    }
    return method(base, labels: labels)
  }

  /// The getter selector of property `name`.
  static func getter(_ name: String) -> String { name }

  /// The setter selector of property `name`: `setName:`.
  static func setter(_ name: String) -> String { "set" + capitalized(name) + ":" }

  private static func capitalized(_ label: String) -> String {
    label.prefix(1).uppercased() + label.dropFirst()
  }
}
