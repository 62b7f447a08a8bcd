internal import SwiftIfConfig
internal import SwiftSyntax

/// What the user's files declare, read from the compiler's own parse of every file, once:
/// classes and what they inherit, methods that Objective-C messaging can reach, `@objc`
/// protocols and their requirements, and type aliases.
///
/// Only code in the active branches of `#if` counts (``IOSBuildConfiguration``).
package struct SourceIndex: Sendable {
  /// A class declaration.
  package struct ClassInfo: Sendable {
    /// The class name (the last component for a nested class).
    package var name: String
    /// The type names of its inheritance clause, in order (superclass first, if any).
    package var inherited: [String]
    /// The file index (into the files as given).
    package var file: Int
    /// Why a generated file cannot name the class, or `nil` when it can.
    package var unreachable: String?
    /// The qualified name a generated extension uses (`Outer.Inner`), or `nil` for a class
    /// inside a function or of a generic type, which no extension can reach.
    var extensionName: String?
    /// Whether `@objcMembers` exposes every member to Objective-C messaging.
    var exposesMembers: Bool
  }

  /// A method that may be reached by a selector.
  struct MethodInfo: Sendable {
    /// The base name (`tap`).
    var name: String
    /// The argument labels, `nil` for `_`.
    var labels: [String?]
    /// The selector, from `@objc(name)` or ``ObjCSelectorName``.
    var selector: String
    /// The type the method is declared in or extends (`CardView`, `UIControl`), as written.
    var owner: String
    /// The file index.
    var file: Int
    /// Whether it is marked for Objective-C (`@objc`, `@IBAction`, `dynamic`, or its class's
    /// `@objcMembers`).
    var isExposed: Bool
    /// Whether a closure of ``MethodTableSource`` can call it: an instance method, not generic,
    /// not `async` or `throws`, without `inout` or variadic parameters.
    var isCallable: Bool
    /// Whether only its own file can call it (`private`, `fileprivate`, or in a private type).
    var isFilePrivate: Bool
    /// The method's signature after its name, as written (`(_ x: Int) -> Bool`).
    var signature: String
    /// The parameters' types as written, to tell overloads apart.
    var parameterTypes: [String]
    /// For the setter of an `@IBOutlet` property (`setTitleLabel:`, which nib loading sends as
    /// key-value coding does on iOS): the property's type as written; `nil` for a method.
    var outletType: String? = nil
  }

  /// A protocol requirement (method or property) of an `@objc` protocol.
  struct Requirement: Sendable {
    /// `m(_:to:)` for a method, the name for a property.
    var swiftName: String
    /// The base name.
    var name: String
    /// The selector.
    var selector: String
    /// Whether it is `optional`.
    var isOptional: Bool
    /// For a method: the parameters as written, each `(label or nil, type text)`.
    var parameters: [(label: String?, type: String)]
    /// The result type as written, or `nil` for `Void`.
    var result: String?
    /// For a property: its type and whether it has a setter.
    var propertyType: String?
    var isSettable: Bool
    /// Whether it is `static`/`class` (never called through an instance).
    var isStatic: Bool
  }

  /// An `@objc` protocol.
  struct ProtocolInfo: Sendable {
    var name: String
    var file: Int
    var requirements: [Requirement]
    /// Whether the protocol is `private` or `fileprivate`.
    var isFilePrivate: Bool
    /// Whether the protocol is `public` (its requirements' implementations must be too).
    var isPublic: Bool
  }

  package var classes: [ClassInfo] = []
  var methods: [MethodInfo] = []
  var objcProtocols: [ProtocolInfo] = []
  /// Names of structs, enums and non-`@objc` protocols: extensions of these are not classes.
  var valueTypes: Set<String> = []
  /// `typealias Name = Target`, by name (first wins).
  package var typealiases: [String: String] = [:]
  /// The names of the properties the code's types declare (a closure property named like an
  /// optional requirement is called as a closure, `callbacks.didScroll?(x)`).
  var propertyNames: Set<String> = []
  /// The names the code declares with the type `AnyObject` (optional or not): variables,
  /// properties and parameters, whose messaging calls are prepared as on iOS
  /// (``SourceRewriter``).
  var anyObjectNames: Set<String> = []
  /// The base names the code calls as optional requirements, `x.m?(…)`.
  var optionallyCalledNames: Set<String> = []

  /// Indexes `trees` (one per file, in order), reading only active code.
  init(trees: [SourceFileSyntax], configuration: IOSBuildConfiguration) {
    for (index, tree) in trees.enumerated() {
      let visitor = IndexVisitor(file: index, configuration: configuration)
      visitor.walk(tree)
      classes += visitor.classes
      methods += visitor.methods
      objcProtocols += visitor.protocols
      valueTypes.formUnion(visitor.valueTypes)
      typealiases.merge(visitor.typealiases) { first, _ in first }
      propertyNames.formUnion(visitor.propertyNames)
      anyObjectNames.formUnion(visitor.anyObjectNames)
      optionallyCalledNames.formUnion(visitor.optionallyCalledNames)
    }
    // `@objcMembers` reaches the members in extensions of the class too.
    let membersExposed = Set(classes.filter(\.exposesMembers).map(\.name))
    for index in methods.indices where membersExposed.contains(methods[index].owner) {
      methods[index].isExposed = true
    }
  }

  /// The selectors of every requirement of an `@objc` protocol of the code, and of the core's
  /// delegate protocols: a class method with one of these names is reachable by messaging
  /// (an implementation in a subclass of the conforming class is found, as on iOS).
  /// The core's optional requirements the code calls with `x.m?(…)` are reachable too.
  var requirementSelectors: Set<String> {
    Set(objcProtocols.flatMap { $0.requirements.map(\.selector) })
      .union(CoreDelegateRequirements.selectors).union(CoreDelegateRequirements.messagedSelectors)
      .union(
        CoreDelegateRequirements.optionalSwiftNames
          .filter { optionallyCalledNames.contains(String($0.prefix { $0 != "(" })) }
          .map { ObjCSelectorName.method(swiftName: $0) })
  }

  /// Names of optional requirements (of the code's `@objc` protocols and the core's
  /// protocols), which `x.m?(…)` calls.
  var optionalRequirementNames: Set<String> {
    userOptionalRequirementNames.union(CoreDelegateRequirements.optionalNames)
      .union(CoreDelegateRequirements.implementedNames)
  }

  /// Names of the optional requirements of the code's own `@objc` protocols.
  var userOptionalRequirementNames: Set<String> {
    Set(objcProtocols.flatMap { $0.requirements.filter(\.isOptional).map(\.name) })
  }

  /// Methods of the code named `name`, for a `#selector` that names a method without its labels.
  func methods(named name: String) -> [MethodInfo] {
    methods.filter { $0.name == name && $0.outletType == nil }
  }
}

/// The walk behind ``SourceIndex``.
private final class IndexVisitor: ActiveSyntaxVisitor {
  let file: Int
  var classes: [SourceIndex.ClassInfo] = []
  var methods: [SourceIndex.MethodInfo] = []
  var protocols: [SourceIndex.ProtocolInfo] = []
  var valueTypes: Set<String> = []
  var typealiases: [String: String] = [:]
  var propertyNames: Set<String> = []
  var anyObjectNames: Set<String> = []
  var optionallyCalledNames: Set<String> = []
  /// The enclosing type declarations (name, whether reachable by an extension, private).
  private var typeStack: [(name: String, reachable: Bool, isPrivate: Bool)] = []
  /// Depth inside function bodies and closures.
  private var functionDepth = 0

  init(file: Int, configuration: IOSBuildConfiguration) {
    self.file = file
    super.init(viewMode: .sourceAccurate, configuration: configuration)
  }

  private var qualifiedPrefix: String? {
    guard functionDepth == 0, typeStack.allSatisfy(\.reachable) else { return nil }
    return typeStack.map { $0.name + "." }.joined()
  }

  private var insidePrivateType: Bool { typeStack.contains(where: \.isPrivate) }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    let isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    let isGeneric = node.genericParameterClause != nil
    var unreachable: String?
    if let hidden = node.modifiers.first(where: {
      ["private", "fileprivate"].contains($0.name.text)
    }) {
      unreachable = "is \(hidden.name.text)"
    } else if isGeneric {
      unreachable = "is generic (the scenario cannot choose its type parameters)"
    } else if !typeStack.isEmpty || functionDepth > 0 {
      unreachable = "is declared inside another declaration"
    }
    let isUnavailable = Self.isUnavailable(node.attributes)
    if unreachable == nil, isUnavailable {
      unreachable = "is marked unavailable (@available(*, unavailable))"
    }
    let prefix = qualifiedPrefix
    classes.append(
      .init(
        name: name,
        inherited: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
        file: file, unreachable: unreachable,
        // No generated extension may name an unavailable class either.
        extensionName: isGeneric || isUnavailable ? nil : prefix.map { $0 + name },
        exposesMembers: node.attributes.contains { Self.attributeName($0) == "objcMembers" }))
    typeStack.append((name, !isGeneric && !isUnavailable && prefix != nil, isPrivate))
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

  /// Enters a struct, enum or actor: not a class, so no method of it is messaged.
  private func enterValueType(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
    valueTypes.insert(name.text)
    typeStack.append((name.text, false, false))
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterValueType(node.name)
  }
  override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterValueType(node.name)
  }
  override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterValueType(node.name)
  }
  override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.extendedType.trimmedDescription
    let isGeneric = name.contains("<") || node.genericWhereClause != nil
    let isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    typeStack.append((name, !isGeneric, isPrivate))
    return .visitChildren
  }

  /// Whether `type` is `AnyObject`, `AnyObject?` or `AnyObject!`.
  static func isAnyObject(_ type: TypeSyntax?) -> Bool {
    guard var type else { return false }
    if let wrapped = type.as(OptionalTypeSyntax.self) {
      type = wrapped.wrappedType
    } else if let wrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      type = wrapped.wrappedType
    }
    return type.trimmedDescription == "AnyObject"
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    if Self.isAnyObject(node.type) {
      anyObjectNames.insert((node.secondName ?? node.firstName).text)
    }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings where Self.isAnyObject(binding.typeAnnotation?.type) {
      if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        anyObjectNames.insert(name)
      }
    }
    if functionDepth == 0, !typeStack.isEmpty {
      for binding in node.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          propertyNames.insert(name)
        }
      }
      indexOutlets(node)
    }
    return .visitChildren
  }

  /// Records the setter of each `@IBOutlet` instance property of a class, which nib loading
  /// sends to connect the outlet (`setValue(_:forKey:)` reaches `setName:` on iOS), and of each
  /// settable `@objc dynamic` one, which an appearance proxy sends to the instances entering a
  /// window (UIKit's `UI_APPEARANCE_SELECTOR` properties of the code's own views).
  private func indexOutlets(_ node: VariableDeclSyntax) {
    let isOutlet = node.attributes.contains(where: { Self.attributeName($0) == "IBOutlet" })
    let modifiers = node.modifiers.map(\.name.text)
    let isDynamic =
      modifiers.contains("dynamic")
      && node.attributes.contains(where: { Self.attributeName($0) == "objc" })
    guard let owner = typeStack.last, isOutlet || isDynamic,
      node.bindingSpecifier.tokenKind == .keyword(.var)
    else { return }
    guard !modifiers.contains("static"), !modifiers.contains("class") else { return }
    if isDynamic, !isOutlet, modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) {
      return
    }
    for binding in node.bindings {
      guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
        let type = binding.typeAnnotation?.type.trimmedDescription ?? (isDynamic ? "" : nil),
        Self.isSettable(binding)
      else { continue }
      let name = identifier.text.trimmingCharacters(in: ["`"])
      methods.append(
        .init(
          name: name, labels: [nil], selector: ObjCSelectorName.setter(name),
          owner: typeStack.map(\.name).joined(separator: "."), file: file, isExposed: true,
          isCallable: owner.reachable,
          isFilePrivate: modifiers.contains("private") || modifiers.contains("fileprivate")
            || insidePrivateType,
          signature: "", parameterTypes: [type], outletType: type))
    }
  }
  /// Whether `binding` can be assigned: a stored property (with or without observers) or a
  /// computed one with a setter.
  private static func isSettable(_ binding: PatternBindingSyntax) -> Bool {
    guard let block = binding.accessorBlock else { return true }
    guard case .accessors(let accessors) = block.accessors else { return false }
    let kinds = accessors.map(\.accessorSpecifier.text)
    return kinds.contains("set") || (!kinds.contains("get") && !kinds.isEmpty)
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    let isObjC = node.attributes.contains { Self.attributeName($0) == "objc" }
    guard isObjC else {
      valueTypes.insert(node.name.text)
      return .skipChildren
    }
    var requirements: [SourceIndex.Requirement] = []
    for member in node.memberBlock.members {
      let isOptional =
        member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
          $0.name.text == "optional"
        } ?? false
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        let parameters = function.signature.parameterClause.parameters.map {
          (
            label: $0.firstName.text == "_" ? nil : $0.firstName.text,
            type: $0.type.trimmedDescription
          )
        }
        let labels = parameters.map(\.label)
        let explicit = Self.explicitObjCName(function.attributes)
        requirements.append(
          .init(
            swiftName: function.name.text + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")",
            name: function.name.text,
            selector: explicit ?? ObjCSelectorName.method(function.name.text, labels: labels),
            isOptional: isOptional, parameters: parameters,
            result: function.signature.returnClause?.type.trimmedDescription, propertyType: nil,
            isSettable: false,
            isStatic: function.modifiers.contains { ["static", "class"].contains($0.name.text) }))
      } else if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          else { continue }
          let accessors = binding.accessorBlock?.accessors.trimmedDescription ?? ""
          requirements.append(
            .init(
              swiftName: name, name: name, selector: ObjCSelectorName.getter(name),
              isOptional: isOptional, parameters: [], result: nil,
              propertyType: binding.typeAnnotation?.type.trimmedDescription,
              isSettable: accessors.contains("set"),
              isStatic: variable.modifiers.contains { ["static", "class"].contains($0.name.text) }))
        }
      }
    }
    protocols.append(
      .init(
        name: node.name.text, file: file, requirements: requirements,
        isFilePrivate: node.modifiers.contains {
          ["private", "fileprivate"].contains($0.name.text)
        },
        isPublic: node.modifiers.contains { $0.name.text == "public" }))
    return .skipChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    if typeStack.isEmpty, functionDepth == 0, typealiases[node.name.text] == nil {
      typealiases[node.name.text] = node.initializer.value.trimmedDescription
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    defer { functionDepth += 1 }
    guard functionDepth == 0, let owner = typeStack.last, node.body != nil else {
      return .visitChildren
    }
    let modifiers = Set(node.modifiers.map(\.name.text))
    let parameters = node.signature.parameterClause.parameters
    let labels = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
    let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self) }
    let names = Set(attributes.map { Self.attributeName(Syntax($0)) })
    let explicit = Self.explicitObjCName(node.attributes)
    let isOperator: Bool
    if case .identifier = node.name.tokenKind { isOperator = false } else { isOperator = true }
    let callable =
      !modifiers.contains("static") && !modifiers.contains("class")
      && !modifiers.contains("mutating")
      && node.genericParameterClause == nil && node.signature.effectSpecifiers == nil
      && !isOperator
      && parameters.allSatisfy { parameter in
        parameter.ellipsis == nil
          && !(parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
            $0.trimmedDescription == "inout"
          } ?? false)
      }
    methods.append(
      .init(
        name: node.name.text, labels: labels,
        selector: explicit ?? ObjCSelectorName.method(node.name.text, labels: labels),
        owner: typeStack.map(\.name).joined(separator: "."), file: file,
        isExposed: (names.contains("objc") || names.contains("IBAction")
          || names.contains("IBSegueAction") || modifiers.contains("dynamic"))
          && !names.contains("nonobjc"),
        isCallable: callable && owner.reachable && !names.contains("nonobjc"),
        isFilePrivate: modifiers.contains("private") || modifiers.contains("fileprivate")
          || insidePrivateType,
        signature: node.signature.trimmedDescription,
        parameterTypes: parameters.map { $0.type.trimmedDescription }))
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { functionDepth -= 1 }

  /// Enters a body (closure, initializer, accessors) whose declarations are not members.
  private func enterBody() -> SyntaxVisitorContinueKind {
    functionDepth += 1
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
      let member = chained.expression.as(MemberAccessExprSyntax.self), member.base != nil
    {
      optionallyCalledNames.insert(member.declName.baseName.text)
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { enterBody() }
  override func visitPost(_ node: ClosureExprSyntax) { functionDepth -= 1 }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterBody() }
  override func visitPost(_ node: InitializerDeclSyntax) { functionDepth -= 1 }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { enterBody() }
  override func visitPost(_ node: AccessorBlockSyntax) { functionDepth -= 1 }

  /// `objc` for `@objc(name:)`, `IBAction` for `@IBAction`.
  /// Whether `attributes` hold `@available(*, unavailable…)` or `@available(iOS, unavailable…)`:
  /// code may not name the declaration (a class kept only to point at its new name, with
  /// `renamed:`), so a generated file must not either.
  static func isUnavailable(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "available",
        let arguments = attribute.arguments?.trimmedDescription
      else { return false }
      let parts = arguments.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }
      return parts.count >= 2 && ["*", "iOS"].contains(parts[0]) && parts.contains("unavailable")
    }
  }

  static func attributeName(_ attribute: AttributeListSyntax.Element) -> String {
    attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? ""
  }

  static func attributeName(_ attribute: Syntax) -> String {
    attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? ""
  }

  /// The selector of `@objc(name:)`, or `nil`.
  static func explicitObjCName(_ attributes: AttributeListSyntax) -> String? {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "objc",
        let arguments = attribute.arguments
      else { continue }
      let name = arguments.trimmedDescription.filter { !$0.isWhitespace }
      return name.isEmpty ? nil : name
    }
    return nil
  }
}
