internal import SwiftIfConfig
internal import SwiftSyntax

/// Overrides declared in extensions, which the Objective-C runtime allows on iOS and Swift here
/// does not ("cannot be overridden from extension", "declarations in extensions cannot
/// override yet").
///
/// A method or computed property of an extension of one of the code's classes that overrides
/// (`override`), or that a class of the code overrides, keeps its body where it is under another
/// name (`_gesturerenderExtension_name`), and the class's own body gets the declaration that
/// overrides, forwarding to it, on the line of the class's closing brace (so no line moves):
///
/// ```swift
/// extension Card { override func layoutSubviews() { … } }
/// // prepared:
/// extension Card {          func _gesturerenderExtension_layoutSubviews() { … } }
/// class Card: UIView { … override func layoutSubviews() { self._gesturerenderExtension_layoutSubviews() }; }
/// ```
///
/// The renamed member loses its access modifiers (internal, so the forwarder reaches it from
/// another file); `super` inside it still means the superclass. Subscripts, initializers,
/// static members, property observers and generic methods are left as written.
enum ExtensionOverrides {
  /// The extra edits of each file (by file index).
  static func edits(trees: [SourceFileSyntax], configuration: IOSBuildConfiguration)
    -> [Int: [SourceEdit]]
  {
    var bodies: [String: (file: Int, brace: Int, separated: Bool)] = [:]
    var overridden: Set<String> = []
    var members: [(file: Int, member: Member)] = []
    for (index, tree) in trees.enumerated() {
      let visitor = Visitor(configuration: configuration)
      visitor.walk(tree)
      for (name, body) in visitor.bodies where bodies[name] == nil {
        bodies[name] = (index, body.brace, body.separated)
      }
      overridden.formUnion(visitor.overridden)
      members += visitor.members.map { (index, $0) }
    }
    var edits: [Int: [SourceEdit]] = [:]
    var forwarders: [String: [String]] = [:]
    for (file, member) in members {
      guard bodies[member.owner] != nil, member.isOverride || overridden.contains(member.key)
      else { continue }
      edits[file, default: []] += member.edits
      forwarders[member.owner, default: []].append(member.forwarder)
    }
    for (owner, texts) in forwarders {
      guard let body = bodies[owner] else { continue }
      // A member ending on the brace's line needs a `;` before the next declaration.
      edits[body.file, default: []].append(
        SourceEdit(
          range: body.brace..<body.brace,
          replacement: (body.separated ? "" : ";") + texts.joined() + " "))
    }
    return edits
  }

  /// An extension member that may need forwarding.
  struct Member {
    /// The extended class, as written.
    let owner: String
    /// `name(label:)` for a method, `name` for a property.
    let key: String
    /// Whether it is declared `override`.
    let isOverride: Bool
    /// The rename and the modifiers blanked.
    let edits: [SourceEdit]
    /// The declaration for the class body.
    let forwarder: String
  }

  static let prefix = "_gesturerenderExtension_"

  private final class Visitor: ActiveSyntaxVisitor {
    /// Each class body's closing brace, and whether nothing precedes it on its line but a
    /// line break (a member ending on that line needs a `;`).
    var bodies: [String: (brace: Int, separated: Bool)] = [:]
    var overridden: Set<String> = []
    var members: [Member] = []
    private var stack: [(name: String, isExtension: Bool)] = []
    private var depth = 0

    init(configuration: IOSBuildConfiguration) {
      super.init(viewMode: .sourceAccurate, configuration: configuration)
    }

    private var qualified: String { stack.map(\.name).joined(separator: ".") }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      guard depth == 0 else { return .skipChildren }
      stack.append((node.name.text, false))
      if node.genericParameterClause == nil {
        let brace = node.memberBlock.rightBrace
        let before =
          (node.memberBlock.members.last.map { $0.trailingTrivia.description }
            ?? node.memberBlock.leftBrace.trailingTrivia.description)
          + brace.leadingTrivia.description
        bodies[qualified] = (
          brace.positionAfterSkippingLeadingTrivia.utf8Offset,
          node.memberBlock.members.isEmpty || before.contains("\n")
        )
      }
      return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { if depth == 0 { stack.removeLast() } }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      guard depth == 0, stack.isEmpty else { return .skipChildren }
      stack.append((node.extendedType.trimmedDescription, true))
      return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
      if depth == 0, !stack.isEmpty { stack.removeLast() }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      defer { depth += 1 }
      guard depth == 0, let owner = stack.last else { return .skipChildren }
      let isOverride = node.modifiers.contains { $0.name.text == "override" }
      let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
      let key = node.name.text + "(" + labels.joined() + ")"
      if !owner.isExtension {
        if isOverride { overridden.insert(key) }
        return .skipChildren
      }
      let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
      guard !isStatic, node.genericParameterClause == nil, node.body != nil,
        case .identifier = node.name.tokenKind,
        node.signature.parameterClause.parameters.allSatisfy({ $0.ellipsis == nil })
      else { return .skipChildren }
      let name = node.name.text.trimmingBackticks
      var parameters: [String] = []
      var arguments: [String] = []
      for (index, parameter) in node.signature.parameterClause.parameters.enumerated() {
        let label = parameter.firstName.text
        let type = parameter.type.trimmedDescription
        let defaultValue = parameter.defaultValue.map { " " + $0.trimmedDescription } ?? ""
        parameters.append("\(label) p\(index): \(type)\(defaultValue)")
        let isInout = type.hasPrefix("inout ")
        arguments.append((label == "_" ? "" : "\(label): ") + (isInout ? "&" : "") + "p\(index)")
      }
      let effects = node.signature.effectSpecifiers?.trimmedDescription ?? ""
      let call =
        (effects.contains("throws") ? "try " : "") + (effects.contains("async") ? "await " : "")
      let result = node.signature.returnClause.map { " " + $0.trimmedDescription } ?? ""
      let forwarder =
        " \(Self.modifiers(of: node.modifiers, override: isOverride))func \(name)("
        + parameters.joined(separator: ", ") + ")" + (effects.isEmpty ? "" : " \(effects)")
        + result + " { \(call)self.\(ExtensionOverrides.prefix)\(name)("
        + arguments.joined(separator: ", ") + ") };"
      members.append(
        Member(
          owner: owner.name, key: key, isOverride: isOverride,
          edits: Self.edits(renaming: node.name, modifiers: node.modifiers), forwarder: forwarder))
      return .skipChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { depth -= 1 }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      guard depth == 0, let owner = stack.last, node.bindings.count == 1,
        let binding = node.bindings.first,
        let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
      else { return .skipChildren }
      let isOverride = node.modifiers.contains { $0.name.text == "override" }
      let name = pattern.identifier.text.trimmingBackticks
      if !owner.isExtension {
        if isOverride { overridden.insert(name) }
        return .skipChildren
      }
      let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
      guard !isStatic, let type = binding.typeAnnotation?.type.trimmedDescription,
        let accessors = binding.accessorBlock
      else { return .skipChildren }
      var isSettable = false
      if case .accessors(let list) = accessors.accessors {
        let kinds = list.map(\.accessorSpecifier.text)
        guard !kinds.contains("didSet"), !kinds.contains("willSet") else { return .skipChildren }
        isSettable = kinds.contains("set")
      }
      let renamed = "self.\(ExtensionOverrides.prefix)\(name)"
      let body =
        isSettable
        ? "{ get { \(renamed) } set { \(renamed) = newValue } }" : "{ \(renamed) }"
      let forwarder =
        " \(Self.modifiers(of: node.modifiers, override: isOverride))var \(name): \(type) \(body);"
      members.append(
        Member(
          owner: owner.name, key: name, isOverride: isOverride,
          edits: Self.edits(renaming: pattern.identifier, modifiers: node.modifiers),
          forwarder: forwarder))
      return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// The forwarder's modifiers: the member's access level and `override` when it overrides.
    static func modifiers(of list: DeclModifierListSyntax, override isOverride: Bool) -> String {
      let access = list.map(\.trimmedDescription).filter {
        ["open", "public", "internal", "fileprivate", "private", "package"].contains(
          String($0.prefix { $0 != "(" }))
      }
      return (access + (isOverride ? ["override"] : [])).map { $0 + " " }.joined()
    }

    /// Renames the member and blanks its access modifiers and `override`.
    static func edits(renaming name: TokenSyntax, modifiers: DeclModifierListSyntax)
      -> [SourceEdit]
    {
      var edits = [
        SourceEdit(
          range: name.positionAfterSkippingLeadingTrivia
            .utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset,
          replacement: ExtensionOverrides.prefix + name.text.trimmingBackticks)
      ]
      for modifier in modifiers
      where ["override", "open", "public", "fileprivate", "private", "package", "internal"]
        .contains(modifier.name.text)
      {
        let start = modifier.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = modifier.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(
          SourceEdit(range: start..<end, replacement: String(repeating: " ", count: end - start)))
      }
      return edits
    }
  }
}

extension String {
  /// The name without the backticks of a raw identifier (`` `default` `` → `default`).
  fileprivate var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
  }
}
