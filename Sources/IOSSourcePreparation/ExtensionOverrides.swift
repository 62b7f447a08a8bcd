internal import SwiftIfConfig
internal import SwiftSyntax

/// Overrides declared in extensions, which the Objective-C runtime allows on iOS and Swift here
/// does not ("cannot be overridden from extension", "declarations in extensions cannot
/// override yet").
///
/// A method or computed property of an extension of one of the code's classes that overrides
/// (`override`), or that a class of the code overrides, keeps its body where it is under another
/// name (`_gesturerenderExtension_Class_name`), and the class's own body gets the declaration that
/// overrides, forwarding to it, on the line of the class's closing brace (so no line moves):
///
/// ```swift
/// extension Card { override func layoutSubviews() { … } }
/// // prepared:
/// extension Card {          func _gesturerenderExtension_Card_layoutSubviews() { … } }
/// class Card: UIView { … override func layoutSubviews() { self._gesturerenderExtension_Card_layoutSubviews() }; }
/// ```
///
/// The renamed member loses its access modifiers (internal, so the forwarder reaches it from
/// another file); the forwarder has the member's access, or its extension's
/// (`public extension Card`); `super` inside it still means the superclass. A member that an
/// extension of a subclass overrides moves the same way (without `override`), so the override
/// has a class-body member to override. `class` members forward through `Self`; classes nested
/// in other types (`extension Outer.Card`) are found by their qualified name. An overriding
/// property with observers (`override var isSelected: Bool { didSet { … } }`) keeps them as
/// methods the class body's override calls; an `@available` mark goes to the forwarder.
/// Subscripts, initializers, `static` members and generic methods are left as written.
///
/// The class bodies also get the `required` initializers a class lacks
/// (``RequiredInitializers``), on the same line.
enum ExtensionOverrides {
  /// The extra edits of each file (by file index).
  static func edits(trees: [SourceFileSyntax], configuration: IOSBuildConfiguration)
    -> [Int: [SourceEdit]]
  {
    var bodies: [String: (file: Int, brace: Int, separated: Bool)] = [:]
    var overridden: Set<String> = []
    var members: [(file: Int, member: Member)] = []
    var classes: [(type: RequiredInitializers.CodeClass, origin: SourceOrigin)] = []
    for (index, tree) in trees.enumerated() {
      let visitor = Visitor(
        configuration: configuration, file: index,
        converter: SourceLocationConverter(fileName: "", tree: tree))
      visitor.walk(tree)
      for (name, body) in visitor.bodies where bodies[name] == nil {
        bodies[name] = (index, body.brace, body.separated)
      }
      overridden.formUnion(visitor.overridden)
      members += visitor.members.map { (index, $0) }
      classes += visitor.classes
    }
    var edits: [Int: [SourceEdit]] = [:]
    var forwarded: Set<String> = []
    for (file, member) in members {
      guard let body = bodies[member.owner],
        member.isOverride || overridden.contains(member.key)
      else { continue }
      edits[file, default: []] += member.edits
      // Each forwarder is its own insertion at the brace, standing for the member as written,
      // so a message about it names the member's line. A member ending on the brace's line
      // needs a `;` before the first one.
      let first = forwarded.insert(member.owner).inserted
      edits[body.file, default: []].append(
        SourceEdit(
          range: body.brace..<body.brace,
          replacement: (first && !body.separated ? ";" : "") + member.forwarder,
          origin: member.origin))
    }
    let initializers = RequiredInitializers.insertions(for: classes.map(\.type))
    for (type, origin) in classes {
      guard let text = initializers[type.name], let body = bodies[type.name] else { continue }
      let first = forwarded.insert(type.name).inserted
      edits[body.file, default: []].append(
        SourceEdit(
          range: body.brace..<body.brace,
          replacement: (first && !body.separated ? ";" : "") + text, origin: origin))
    }
    for owner in forwarded {
      guard let body = bodies[owner] else { continue }
      edits[body.file, default: []].append(
        SourceEdit(range: body.brace..<body.brace, replacement: " "))
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
    /// Where the member's name is written.
    let origin: SourceOrigin
  }

  static let prefix = "_gesturerenderExtension_"

  /// The name member `name` of an extension of `owner` is kept under: the class's name is part
  /// of it, so that a subclass's member and its superclass's, both in extensions, do not
  /// override each other under the new name (`_gesturerenderExtension_Card_update`).
  static func renamed(_ name: String, in owner: String) -> String {
    prefix + owner.replacingOccurrences(of: ".", with: "_") + "_" + name
  }

  private final class Visitor: ActiveSyntaxVisitor {
    /// Each class body's closing brace, and whether nothing precedes it on its line but a
    /// line break (a member ending on that line needs a `;`).
    var bodies: [String: (brace: Int, separated: Bool)] = [:]
    var overridden: Set<String> = []
    var members: [Member] = []
    /// The classes walked (for ``RequiredInitializers``), and where each one's name is written.
    var classes: [(type: RequiredInitializers.CodeClass, origin: SourceOrigin)] = []
    /// The argument labels of the designated initializers of each class being walked.
    private var designated: [String: [[String]]] = [:]
    /// The declarations the walk is in: a class, an extension (with its access modifier), or
    /// another type that may hold classes.
    private var stack: [(name: String, kind: Kind, access: String?)] = []
    private var depth = 0

    enum Kind { case `class`, `extension`, container, skipped }

    private let file: Int
    private let converter: SourceLocationConverter

    init(configuration: IOSBuildConfiguration, file: Int, converter: SourceLocationConverter) {
      self.file = file
      self.converter = converter
      super.init(viewMode: .sourceAccurate, configuration: configuration)
    }

    /// Where `token` starts in this file.
    private func origin(of token: TokenSyntax) -> SourceOrigin {
      let location = token.startLocation(converter: converter)
      return SourceOrigin(file: file, line: location.line, column: location.column)
    }

    private var qualified: String { stack.map(\.name).joined(separator: ".") }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      guard depth == 0 else { return .skipChildren }
      guard stack.allSatisfy({ $0.kind != .extension }) else {
        stack.append((node.name.text, .skipped, nil))
        return .skipChildren
      }
      stack.append((node.name.text, .class, nil))
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
    override func visitPost(_ node: ClassDeclSyntax) {
      guard depth == 0 else { return }
      if stack.last?.kind == .class {
        let access = node.modifiers.map(\.name.text).first { $0 == "open" || $0 == "public" }
        classes.append(
          (
            RequiredInitializers.CodeClass(
              name: qualified,
              superclass: node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
              access: access, designated: designated.removeValue(forKey: qualified) ?? []),
            origin(of: node.name)
          ))
      }
      stack.removeLast()
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      guard depth == 0, let owner = stack.last, owner.kind == .class,
        !node.modifiers.contains(where: { $0.name.text == "convenience" })
      else { return .skipChildren }
      designated[qualified, default: []].append(
        node.signature.parameterClause.parameters.map { $0.firstName.text })
      return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      guard depth == 0, stack.isEmpty else { return .skipChildren }
      let access = node.modifiers.map(\.name.text).first { Self.accessLevels.contains($0) }
      stack.append((node.extendedType.trimmedDescription, .extension, access))
      return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
      if depth == 0, !stack.isEmpty { stack.removeLast() }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      enterContainer(node.name.text)
    }
    override func visitPost(_ node: StructDeclSyntax) { leaveContainer() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      enterContainer(node.name.text)
    }
    override func visitPost(_ node: EnumDeclSyntax) { leaveContainer() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// A struct or enum at the top level or inside a class or another one: its nested classes
    /// are named through it (`Outer.Card`); its own members are not looked at.
    private func enterContainer(_ name: String) -> SyntaxVisitorContinueKind {
      guard depth == 0 else { return .skipChildren }
      guard stack.allSatisfy({ $0.kind != .extension }) else {
        stack.append((name, .skipped, nil))
        return .skipChildren
      }
      stack.append((name, .container, nil))
      return .visitChildren
    }
    private func leaveContainer() { if depth == 0 { stack.removeLast() } }

    static let accessLevels: Set<String> = [
      "open", "public", "package", "internal", "fileprivate", "private",
    ]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      defer { depth += 1 }
      guard depth == 0, let owner = stack.last, owner.kind == .class || owner.kind == .extension
      else { return .skipChildren }
      let isOverride = node.modifiers.contains { $0.name.text == "override" }
      let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
      let key = node.name.text + "(" + labels.joined() + ")"
      if isOverride { overridden.insert(key) }
      guard owner.kind == .extension else { return .skipChildren }
      let isClassMember = node.modifiers.contains { $0.name.text == "class" }
      guard !node.modifiers.contains(where: { $0.name.text == "static" }),
        node.genericParameterClause == nil, node.body != nil,
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
      let receiver = isClassMember ? "Self" : "self"
      let availability = Self.availability(node.attributes)
      let forwarder =
        " \(availability.text)"
        + "\(Self.modifiers(of: node.modifiers, override: isOverride, extensionAccess: owner.access))"
        + (isClassMember ? "class " : "") + "func \(name)("
        + parameters.joined(separator: ", ") + ")" + (effects.isEmpty ? "" : " \(effects)")
        + result + " { \(call)\(receiver).\(ExtensionOverrides.renamed(name, in: owner.name))("
        + arguments.joined(separator: ", ") + ") };"
      members.append(
        Member(
          owner: owner.name, key: key, isOverride: isOverride,
          edits: Self.edits(renaming: node.name, in: owner.name, modifiers: node.modifiers)
            + availability.edits,
          forwarder: forwarder, origin: origin(of: node.name)))
      return .skipChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { depth -= 1 }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      guard depth == 0, let owner = stack.last, owner.kind == .class || owner.kind == .extension,
        node.bindings.count == 1, let binding = node.bindings.first,
        let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
      else { return .skipChildren }
      let isOverride = node.modifiers.contains { $0.name.text == "override" }
      let name = pattern.identifier.text.trimmingBackticks
      if isOverride { overridden.insert(name) }
      guard owner.kind == .extension else { return .skipChildren }
      let isClassMember = node.modifiers.contains { $0.name.text == "class" }
      guard !node.modifiers.contains(where: { $0.name.text == "static" }),
        let type = binding.typeAnnotation?.type.trimmedDescription,
        let accessors = binding.accessorBlock
      else { return .skipChildren }
      var isSettable = false
      if case .accessors(let list) = accessors.accessors {
        let kinds = list.map(\.accessorSpecifier.text)
        if kinds.contains("didSet") || kinds.contains("willSet") {
          if isOverride, !isClassMember, kinds.allSatisfy({ $0 == "willSet" || $0 == "didSet" }) {
            members.append(
              observers(
                node, name: pattern.identifier, type: type, accessors: accessors, list: list,
                owner: owner))
          }
          return .skipChildren
        }
        isSettable = kinds.contains("set")
      }
      let availability = Self.availability(node.attributes)
      let renamed =
        (isClassMember ? "Self." : "self.") + ExtensionOverrides.renamed(name, in: owner.name)
      let body =
        isSettable
        ? "{ get { \(renamed) } set { \(renamed) = newValue } }" : "{ \(renamed) }"
      let forwarder =
        " \(availability.text)"
        + "\(Self.modifiers(of: node.modifiers, override: isOverride, extensionAccess: owner.access))"
        + (isClassMember ? "class " : "") + "var \(name): \(type) \(body);"
      members.append(
        Member(
          owner: owner.name, key: name, isOverride: isOverride,
          edits: Self.edits(
            renaming: pattern.identifier, in: owner.name, modifiers: node.modifiers)
            + availability.edits,
          forwarder: forwarder, origin: origin(of: pattern.identifier)))
      return .skipChildren
    }

    /// An overriding property with observers only (`override var isSelected: Bool { didSet
    /// { … } }`): each observer becomes a method of the extension
    /// (`_gesturerenderExtension_Cell_isSelected_didSet(_ oldValue: Bool)`), the declaration
    /// around them blank, and the class body overrides the property, calling them around
    /// `super`'s setter as Swift's observers run (`willSet` with the new value before the
    /// change, `didSet` with the old one after).
    private func observers(
      _ node: VariableDeclSyntax, name token: TokenSyntax, type: String,
      accessors: AccessorBlockSyntax, list: AccessorDeclListSyntax,
      owner: (name: String, kind: Kind, access: String?)
    ) -> Member {
      let name = token.text.trimmingBackticks
      let availability = Self.availability(node.attributes)
      var edits = Self.blanking(node.modifiers) + availability.edits
      edits.append(
        Self.blank(
          node.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset,
          accessors.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset))
      var calls: (will: String, did: String) = ("", "")
      for accessor in list {
        let kind = accessor.accessorSpecifier.text
        let method = ExtensionOverrides.renamed(name + "_" + kind, in: owner.name)
        let parameter =
          accessor.parameters?.name.text ?? (kind == "willSet" ? "newValue" : "oldValue")
        let end =
          (accessor.parameters?.endPositionBeforeTrailingTrivia
          ?? accessor.accessorSpecifier.endPositionBeforeTrailingTrivia).utf8Offset
        edits.append(
          SourceEdit(
            range: accessor.accessorSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset..<end,
            replacement: "func \(method)(_ \(parameter): \(type))"))
        if kind == "willSet" {
          calls.will = " self.\(method)(newValue);"
        } else {
          calls.did = " self.\(method)(oldValue);"
        }
      }
      edits.append(
        Self.blank(
          accessors.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
          accessors.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset))
      let old = calls.did.isEmpty ? "" : " let oldValue = super.\(name);"
      let forwarder =
        " \(availability.text)"
        + "\(Self.modifiers(of: node.modifiers, override: true, extensionAccess: owner.access))"
        + "var \(name): \(type) { get { super.\(name) } set {\(old)\(calls.will) "
        + "super.\(name) = newValue;\(calls.did) } };"
      return Member(
        owner: owner.name, key: name, isOverride: true, edits: edits, forwarder: forwarder,
        origin: origin(of: token))
    }

    /// The member's `@available` attributes, which go to the forwarder (a member marked
    /// unavailable stays callable under its new name, so the forwarder can call it), and the
    /// edits blanking them where they are written.
    static func availability(_ attributes: AttributeListSyntax) -> (
      text: String, edits: [SourceEdit]
    ) {
      let marks = attributes.compactMap { $0.as(AttributeSyntax.self) }.filter {
        $0.attributeName.trimmedDescription == "available"
      }
      return (
        marks.map { $0.trimmedDescription + " " }.joined(),
        marks.map {
          blank(
            $0.positionAfterSkippingLeadingTrivia.utf8Offset,
            $0.endPositionBeforeTrailingTrivia.utf8Offset)
        }
      )
    }

    /// Spaces over the UTF-8 bytes `start..<end` (line breaks inside are kept by
    /// ``EditedSource``).
    static func blank(_ start: Int, _ end: Int) -> SourceEdit {
      SourceEdit(range: start..<end, replacement: String(repeating: " ", count: end - start))
    }

    /// Edits blanking `override` and the access levels among `modifiers`.
    static func blanking(_ modifiers: DeclModifierListSyntax) -> [SourceEdit] {
      modifiers.filter { $0.name.text == "override" || accessLevels.contains($0.name.text) }.map {
        blank(
          $0.positionAfterSkippingLeadingTrivia.utf8Offset,
          $0.endPositionBeforeTrailingTrivia.utf8Offset)
      }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// The forwarder's modifiers: the member's access level (else its extension's) and
    /// `override` when it overrides.
    static func modifiers(
      of list: DeclModifierListSyntax, override isOverride: Bool, extensionAccess: String?
    ) -> String {
      var access = list.map(\.trimmedDescription).filter {
        accessLevels.contains(String($0.prefix { $0 != "(" }))
      }
      if access.isEmpty, let extensionAccess { access = [extensionAccess] }
      return (access + (isOverride ? ["override"] : [])).map { $0 + " " }.joined()
    }

    /// Renames the member and blanks its access modifiers and `override`.
    static func edits(
      renaming name: TokenSyntax, in owner: String, modifiers: DeclModifierListSyntax
    ) -> [SourceEdit] {
      let edits = [
        SourceEdit(
          range: name.positionAfterSkippingLeadingTrivia
            .utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset,
          replacement: ExtensionOverrides.renamed(name.text.trimmingBackticks, in: owner))
      ]
      return edits + blanking(modifiers)
    }
  }
}

extension String {
  /// The name without the backticks of a raw identifier (`` `default` `` → `default`).
  fileprivate var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
  }
}
