internal import SwiftSyntax

/// Key-value observing of the user's `@objc dynamic` properties: on iOS the Objective-C runtime
/// replaces the setter of an observed object's `dynamic` property with one that calls
/// `willChangeValue(forKey:)` before the value is stored and `didChangeValue(forKey:)` after.
/// Without that runtime the property's own accessors make the calls; they do nothing while no
/// one observes the object.
///
/// A stored property gains `willSet`/`didSet` observers (its existing ones are kept and make the
/// calls first and last), a computed property's `set` makes them around its body. A get-only
/// computed property is left alone: on iOS it notifies only through the keys that affect it.
enum ObservableProperties {
  /// The edits that make `node` notify observers, or none when it is not an `@objc dynamic`
  /// instance property (`exposed`: its class is `@objcMembers`, so `dynamic` alone suffices).
  static func edits(for node: VariableDeclSyntax, exposed: Bool) -> [SourceEdit] {
    let modifiers = Set(node.modifiers.map(\.name.text))
    guard modifiers.contains("dynamic"), modifiers.isDisjoint(with: ["static", "class", "lazy"]),
      node.bindingSpecifier.tokenKind == .keyword(.var),
      exposed || node.attributes.contains(where: { Self.isObjC($0) }),
      node.bindings.count == 1, let binding = node.bindings.first,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
    else { return [] }
    let key = identifier.text.trimmingCharacters(in: ["`"])
    let willChange = "willChangeValue(forKey: \"\(key)\")"
    let didChange = "didChangeValue(forKey: \"\(key)\")"
    guard let block = binding.accessorBlock else {
      return [
        insertion(
          " { willSet { \(willChange) } didSet { \(didChange) } }",
          at: binding.endPositionBeforeTrailingTrivia)
      ]
    }
    guard case .accessors(let accessors) = block.accessors, let first = accessors.first,
      let last = accessors.last
    else { return [] }
    func accessor(_ keyword: Keyword) -> AccessorDeclSyntax? {
      accessors.first { $0.accessorSpecifier.tokenKind == .keyword(keyword) }
    }
    if let setter = accessor(.set), let body = setter.body {
      return [
        insertion(
          " \(willChange); defer { \(didChange) };",
          at: body.leftBrace.endPositionBeforeTrailingTrivia)
      ]
    }
    guard accessor(.willSet) != nil || accessor(.didSet) != nil else { return [] }
    var edits: [SourceEdit] = []
    if let body = accessor(.willSet)?.body {
      edits.append(insertion(" \(willChange);", at: body.leftBrace.endPositionBeforeTrailingTrivia))
    } else {
      edits.append(
        insertion("willSet { \(willChange) } ", at: first.positionAfterSkippingLeadingTrivia))
    }
    if let body = accessor(.didSet)?.body {
      edits.append(
        insertion(" defer { \(didChange) };", at: body.leftBrace.endPositionBeforeTrailingTrivia))
    } else {
      edits.append(insertion(" didSet { \(didChange) }", at: last.endPositionBeforeTrailingTrivia))
    }
    return edits
  }

  private static func isObjC(_ element: AttributeListSyntax.Element) -> Bool {
    element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
  }

  private static func insertion(_ text: String, at position: AbsolutePosition) -> SourceEdit {
    SourceEdit(range: position.utf8Offset..<position.utf8Offset, replacement: text)
  }
}
