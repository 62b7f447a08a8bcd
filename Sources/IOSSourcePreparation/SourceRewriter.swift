internal import SwiftIfConfig
internal import SwiftSyntax

/// Finds what an iOS build accepts and this toolchain does not in one file, and says how to
/// write it here (``SourceEdit``s), in the same line: `#if` conditions decided as an iOS device
/// build, imports of iOS-only module names, the attributes of Objective-C interoperability,
/// `#selector` and `#keyPath`, `@objc` protocols with `optional` requirements and the
/// `x.m?(…)` calls of those requirements. What cannot be emulated is reported
/// (``unsupported``).
final class SourceRewriter: ActiveSyntaxVisitor {
  private let configuration: IOSBuildConfiguration
  private let index: SourceIndex
  private let converter: SourceLocationConverter
  private let optionalNames: Set<String>
  /// The type declarations and extensions the walk is inside, innermost last.
  private var enclosingTypes: [String] = []
  /// For each class the walk is inside, innermost last: whether it is `@objcMembers`.
  private var exposingClasses: [Bool] = []
  /// The edits found.
  private(set) var edits: [SourceEdit] = []
  /// Constructs that cannot be emulated, each located (`line`, `column`) with why.
  private(set) var unsupported: [(line: Int, column: Int, message: String)] = []

  /// Module names an iOS file imports, and the module that stands for each here.
  static let moduleMap: [String: String] = [
    "ObjectiveC": "UIKit", "QuartzCore": "UIKit", "os": "UIKit", "Darwin": "Glibc",
    "CoreFoundation": "Foundation",
  ]

  /// Attributes of Objective-C interoperability that this toolchain rejects; they are blanked
  /// (their meaning for messaging is in ``SourceIndex``).
  static let blankedAttributes: Set<String> = [
    "objc", "objcMembers", "IBOutlet", "IBAction", "IBSegueAction", "IBOutletCollection",
  ]

  /// Runtime functions whose effect cannot be had without the Objective-C runtime, and why.
  static let unsupportedFunctions: [String: String] = [
    "method_exchangeImplementations": "method swizzling replaces a class's method at run time",
    "method_setImplementation": "method swizzling replaces a class's method at run time",
    "class_replaceMethod": "method swizzling replaces a class's method at run time",
    "class_addMethod": "adding a method to a class at run time",
    "class_getInstanceMethod": "reading a class's method list at run time",
    "class_getClassMethod": "reading a class's method list at run time",
    "objc_msgSend": "sending a message through the Objective-C runtime's entry point",
    "NSInvocation": "building a message as an object (NSInvocation)",
    "object_setClass": "changing an object's class at run time (isa swizzling)",
    "objc_allocateClassPair": "creating a class at run time",
  ]

  init(
    tree: SourceFileSyntax, file: String, index: SourceIndex, configuration: IOSBuildConfiguration
  ) {
    self.configuration = configuration
    self.index = index
    self.converter = SourceLocationConverter(fileName: file, tree: tree)
    self.optionalNames = index.optionalRequirementNames.subtracting(index.propertyNames)
    super.init(viewMode: .sourceAccurate, configuration: configuration)
  }

  // MARK: Edits

  private func replace(_ node: some SyntaxProtocol, with text: String) {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    edits.append(SourceEdit(range: start..<end, replacement: text))
  }

  private func insert(_ text: String, at position: AbsolutePosition) {
    edits.append(SourceEdit(range: position.utf8Offset..<position.utf8Offset, replacement: text))
  }

  /// Blanks `node` with spaces of its own length, so nothing after it on the line moves.
  private func blank(_ node: some SyntaxProtocol) {
    let length =
      node.endPositionBeforeTrailingTrivia.utf8Offset
      - node.positionAfterSkippingLeadingTrivia.utf8Offset
    replace(node, with: String(repeating: " ", count: length))
  }

  private func report(_ node: some SyntaxProtocol, _ message: String) {
    let location = node.startLocation(converter: converter)
    unsupported.append((location.line, location.column, message))
  }

  /// The attributes that make a class the app's entry point (`@main`, and `@UIApplicationMain`
  /// before Swift 5.3), blanked: the tool launches the app itself and calls the class as the
  /// app's delegate (docs/uikit-code.md, "The app and scene delegates"), and a library cannot
  /// hold a `main` of its own.
  static let entryPointAttributes: Set<String> = ["main", "UIApplicationMain"]

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    for attribute in node.attributes {
      guard let attribute = attribute.as(AttributeSyntax.self),
        Self.entryPointAttributes.contains(attribute.attributeName.trimmedDescription)
      else { continue }
      blank(attribute)
    }
    enclosingTypes.append(node.name.text)
    exposingClasses.append(
      node.attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objcMembers"
      })
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) {
    enclosingTypes.removeLast()
    exposingClasses.removeLast()
  }

  /// An `@objc dynamic` property tells key-value observers of its changes.
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    edits += ObservableProperties.edits(for: node, exposed: exposingClasses.last ?? false)
    return .visitChildren
  }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enclosingTypes.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { enclosingTypes.removeLast() }

  // MARK: Conditions and imports

  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    let active = node.activeClause(in: configuration).clause
    for clause in node.clauses {
      guard let condition = clause.condition else { continue }
      replace(condition, with: clause == active ? "true" : "false")
    }
    return super.visit(node)
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let first = node.path.first else { return .skipChildren }
    let module = first.name.text
    if let mapped = Self.moduleMap[module], node.importKindSpecifier != nil {
      // `import class QuartzCore.CALayer`: the module only.
      replace(first.name, with: mapped)
    } else if let mapped = Self.moduleMap[module] {
      replace(node.path, with: mapped)
    } else if node.importKindSpecifier == nil, node.path.count > 1,
      module == "UIKit" || module == "Foundation" || module == "CoreGraphics"
    {
      // `import UIKit.UIImage`: a Clang submodule on iOS; the whole module here.
      replace(node.path, with: module)
    }
    return .skipChildren
  }

  // MARK: Attributes

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    if Self.blankedAttributes.contains(node.attributeName.trimmedDescription) { blank(node) }
    return .skipChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    guard
      node.attributes.contains(where: {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
      })
    else { return .visitChildren }
    // `@objc` protocols are class-bound and answer `_ifResponds(to:)`.
    if let clause = node.inheritanceClause, let last = clause.inheritedTypes.last {
      // After the list: `class` must come first in it.
      insert(", _ObjCProtocol", at: last.type.endPositionBeforeTrailingTrivia)
    } else {
      insert(": _ObjCProtocol", at: node.name.endPositionBeforeTrailingTrivia)
    }
    for member in node.memberBlock.members {
      guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers else {
        continue
      }
      for modifier in modifiers where modifier.name.text == "optional" {
        if member.decl.is(VariableDeclSyntax.self) {
          report(
            modifier,
            "an optional property requirement of an @objc protocol is not supported: without "
              + "the Objective-C runtime its type cannot become optional for callers; make it a "
              + "method (`optional func title() -> String`) or a non-optional requirement")
        }
        blank(modifier)
      }
    }
    return .visitChildren
  }

  // MARK: Expressions

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.macroName.text {
    case "selector":
      guard let argument = node.arguments.first else { return .visitChildren }
      replace(node, with: "Selector(\"\(selector(of: argument))\")")
      return .skipChildren
    case "keyPath":
      guard let argument = node.arguments.first else { return .visitChildren }
      var components = argument.expression.trimmedDescription.split(separator: ".").map(String.init)
      if components.count > 1, let first = components.first?.first, first.isUppercase {
        components.removeFirst()
      }
      replace(node, with: "\"\(components.joined(separator: "."))\"")
      return .skipChildren
    default:
      return .visitChildren
    }
  }

  /// The messaging methods of every Objective-C object that iOS code calls on a value typed
  /// `AnyObject` (`NSObjectProtocol`'s and `NSThreadPerformAdditions`').
  static let messagingMethods: Set<String> = [
    "perform", "performSelector", "responds", "isKind", "isMember",
  ]

  /// The receiver of `member` when it is typed `AnyObject` as far as the code shows: a name the
  /// code declares as `AnyObject` (`target`, `self.target`, optionally chained or unwrapped) or
  /// a parenthesized `x as AnyObject`.
  private func anyObjectReceiver(of member: MemberAccessExprSyntax) -> ExprSyntax? {
    guard var base = member.base else { return nil }
    if let chained = base.as(OptionalChainingExprSyntax.self) {
      base = chained.expression
    } else if let forced = base.as(ForceUnwrapExprSyntax.self) {
      base = forced.expression
    }
    if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      index.anyObjectNames.contains(name)
    {
      return base
    }
    if let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let element = tuple.elements.first?.expression, Self.isCastToAnyObject(element)
    {
      return base
    }
    return nil
  }

  /// Whether `expression` is `x as AnyObject` (folded, or as the parser leaves it: a sequence
  /// of the operand, `as` and the type).
  private static func isCastToAnyObject(_ expression: ExprSyntax) -> Bool {
    if let cast = expression.as(AsExprSyntax.self) {
      return cast.questionOrExclamationMark == nil && cast.type.trimmedDescription == "AnyObject"
    }
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
    let elements = Array(sequence.elements)
    guard elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self) else {
      return false
    }
    return cast.questionOrExclamationMark == nil && elements[2].trimmedDescription == "AnyObject"
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    observeKeyPath(node)
    // `target?.perform(…)` on a value typed `AnyObject`: `_objcMessaging(target)?.perform(…)`.
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      Self.messagingMethods.contains(member.declName.baseName.text),
      let receiver = anyObjectReceiver(of: member)
    {
      insert("_objcMessaging(", at: receiver.positionAfterSkippingLeadingTrivia)
      insert(")", at: receiver.endPositionBeforeTrailingTrivia)
    }
    // `x.m?(…)` of an optional requirement: `x._ifResponds(to: "m:")?.m(…)`; of one every
    // conforming type implements here, `x._implementingRequirement?.m(…)`.
    if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
      let member = chained.expression.as(MemberAccessExprSyntax.self),
      member.base != nil,
      optionalNames.contains(member.declName.baseName.text)
    {
      let name = member.declName.baseName.text
      let labels = node.arguments.map { $0.label?.text }
      let trailing = (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count
      let core =
        index.userOptionalRequirementNames.contains(name)
        ? nil : CoreDelegateRequirements.matching(name, labels: labels, trailingClosures: trailing)
      if index.userOptionalRequirementNames.contains(name) || core?.isImplemented == false {
        let selector =
          core.map { ObjCSelectorName.method(swiftName: $0.swiftName) }
          ?? requirementSelector(name, labels: labels, trailingClosures: trailing)
        insert(
          "._ifResponds(to: \"\(selector)\")?",
          at: member.period.positionAfterSkippingLeadingTrivia)
        replace(chained.questionMark, with: "")
      } else if core != nil {
        insert("._implementingRequirement?", at: member.period.positionAfterSkippingLeadingTrivia)
        replace(chained.questionMark, with: "")
      }
    } else if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self),
      let member = forced.expression.as(MemberAccessExprSyntax.self),
      optionalNames.contains(member.declName.baseName.text)
    {
      // `x.m!(…)`: calls the requirement; an object that does not implement it stops the
      // run with "unrecognized selector", as on iOS.
      replace(forced.exclamationMark, with: "")
    }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let why = Self.unsupportedFunctions[node.baseName.text] {
      report(
        node,
        "'\(node.baseName.text)' cannot be emulated: \(why), which needs the Objective-C "
          + "runtime; gesturerender models only its messaging (selectors, responds(to:), "
          + "perform, optional requirements)")
    }
    return .visitChildren
  }

  /// The initializers UIKit's table view makes cells and header views with, through the
  /// Objective-C runtime: `init(style:reuseIdentifier:)` and `init(reuseIdentifier:)`. They are
  /// `required` in the core (a table makes a registered class through its metatype), so an
  /// `override` of one is prepared as `required`, a word of the same length.
  static let requiredInitializers: Set<[String]> = [
    ["style", "reuseIdentifier"], ["reuseIdentifier"],
  ]

  /// Whether `node` is `init()` of a class whose superclass is a layer class (its name ends
  /// in `Layer`: `CALayer`, `CAShapeLayer`, the code's own layers). `CALayer.init()` is
  /// `required` in the core (a view makes its `layerClass` through the metatype, as iOS does
  /// through the runtime), so `override init()` of a layer subclass is prepared as `required`.
  static func isLayerInitializer(_ node: InitializerDeclSyntax) -> Bool {
    guard node.signature.parameterClause.parameters.isEmpty, node.optionalMark == nil else {
      return false
    }
    var parent = node.parent
    while let current = parent, !current.is(ClassDeclSyntax.self) { parent = current.parent }
    guard let type = parent?.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first
    else { return false }
    let name = type.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
    return name.hasSuffix("Layer")
  }

  /// `let attributes = [NSAttributedString.Key.font: font, .foregroundColor: color]`: iOS
  /// infers `[NSAttributedString.Key: NSObject]` (UIKit's values are all `NSObject`s), which
  /// Swift here rejects as a heterogeneous literal, so an unannotated binding of a literal
  /// keyed by attributed-string keys (one spelled out, at least two entries) gets
  /// ` as [NSAttributedString.Key: Any]` after it, the type every attribute API takes.
  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    guard node.typeAnnotation == nil,
      let dictionary = node.initializer?.value.as(DictionaryExprSyntax.self),
      case .elements(let elements) = dictionary.content, elements.count >= 2
    else { return .visitChildren }
    let keyTypes = ["NSAttributedString.Key", "NSAttributedStringKey"]
    var spelledOut = false
    for element in elements {
      guard let key = element.key.as(MemberAccessExprSyntax.self) else {
        return .visitChildren
      }
      if let base = key.base {
        guard keyTypes.contains(base.trimmedDescription) else { return .visitChildren }
        spelledOut = true
      }
    }
    if spelledOut {
      insert(" as [NSAttributedString.Key: Any]", at: dictionary.endPositionBeforeTrailingTrivia)
    }
    return .visitChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
    if Self.requiredInitializers.contains(labels) || Self.isLayerInitializer(node),
      let modifier = node.modifiers.first(where: { $0.name.text == "override" }),
      !node.modifiers.contains(where: {
        $0.name.text == "required" || $0.name.text == "convenience"
      })
    {
      replace(modifier.name, with: "required")
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    if node.modifiers.contains(where: { $0.name.text == "override" }),
      ["forwardingTarget", "forwardInvocation", "methodSignature", "resolveInstanceMethod"]
        .contains(name)
    {
      report(
        node.name,
        "'\(name)' cannot be emulated: message forwarding needs the Objective-C runtime; "
          + "gesturerender sends a selector only to a method the class declares")
    }
    return .visitChildren
  }

  /// `x.observe(\.contentOffset, options: …) { … }` gets the key path's name as the Objective-C
  /// runtime knows it: `x.observe(\.contentOffset, _kvcKeyPath: "contentOffset", options: …)`.
  private func observeKeyPath(_ node: FunctionCallExprSyntax) {
    let name: String?
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else {
      name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    // Key-value observing's `observe(_:options:changeHandler:)`: a key path, then `options:` or
    // `changeHandler:`, or a trailing closure taking the object and the change (a method of
    // the code's own named `observe` is left alone).
    let labels = Set(node.arguments.compactMap { $0.label?.text })
    let closureTakesTwo =
      node.trailingClosure?.signature?.parameterClause.map { clause in
        if let list = clause.as(ClosureShorthandParameterListSyntax.self) { return list.count == 2 }
        if let list = clause.as(ClosureParameterClauseSyntax.self) {
          return list.parameters.count == 2
        }
        return false
      } ?? false
    guard name == "observe", let first = node.arguments.first, first.label == nil,
      let keyPath = first.expression.as(KeyPathExprSyntax.self),
      !labels.isDisjoint(with: ["options", "changeHandler"]) || closureTakesTwo
    else { return }
    let components = keyPath.components.compactMap {
      $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
    }
    guard !components.isEmpty else { return }
    insert(
      ", _kvcKeyPath: \"\(components.joined(separator: "."))\"",
      at: first.expression.endPositionBeforeTrailingTrivia)
  }

  // MARK: Selectors

  /// The selector a `#selector` argument names: `tap(_:)`, `Card.tap(_:)`, `getter: title`.
  private func selector(of argument: LabeledExprSyntax) -> String {
    var expression = argument.expression
    while true {
      if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let inner = tuple.elements.first
      {
        expression = inner.expression
      } else if let cast = expression.as(AsExprSyntax.self) {
        expression = cast.expression
      } else if let sequence = expression.as(SequenceExprSyntax.self),
        sequence.elements.count == 3,
        sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
        let first = sequence.elements.first
      {
        // `#selector(tap as () -> Void)`: the parse leaves operators unfolded.
        expression = first
      } else {
        break
      }
    }
    let reference: DeclReferenceExprSyntax?
    var owner = enclosingTypes.last
    if let member = expression.as(MemberAccessExprSyntax.self) {
      reference = member.declName
      if let base = member.base?.trimmedDescription, base != "self" { owner = base }
    } else {
      reference = expression.as(DeclReferenceExprSyntax.self)
    }
    guard let reference else {
      return String(expression.trimmedDescription.filter { $0 != "\"" && $0 != "\\" })
    }
    let name = reference.baseName.text
    switch argument.label?.text {
    case "getter": return ObjCSelectorName.getter(name)
    case "setter": return ObjCSelectorName.setter(name)
    default: break
    }
    let candidates = methods(named: name, preferring: owner)
    if let names = reference.argumentNames {
      let labels = names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
      let explicit = candidates.first { $0.labels == labels }
      return explicit?.selector ?? ObjCSelectorName.method(name, labels: labels)
    }
    if let method = candidates.first { return method.selector }
    return requirementSelector(name, labels: nil)
  }

  /// The code's methods named `name`: those of `owner` (a class of the code and its
  /// superclasses) first, then exposed ones, then the rest.
  private func methods(named name: String, preferring owner: String?) -> [SourceIndex.MethodInfo] {
    var chain: [String] = []
    var current = owner.map { String($0.split(separator: ".").last ?? Substring($0)) }
    while let type = current, !chain.contains(type) {
      chain.append(type)
      current = index.classes.first { $0.name == type }?.inherited.first
    }
    func rank(_ method: SourceIndex.MethodInfo) -> Int {
      let last = String(method.owner.split(separator: ".").last ?? Substring(method.owner))
      if let position = chain.firstIndex(of: last) { return position }
      return chain.count + (method.isExposed ? 0 : 1)
    }
    return index.methods(named: name).enumerated()
      .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
  }

  /// The selector of a method named `name`: with `labels`, the one with those labels; without,
  /// the code's own method of that name (exposed ones first), else a requirement of an `@objc`
  /// protocol or a core delegate protocol, else a method without arguments.
  private func requirementSelector(_ name: String, labels: [String?]?, trailingClosures: Int = 0)
    -> String
  {
    if let labels, trailingClosures > 0 {
      // The trailing closures take the labels of the requirement's last parameters.
      let requirements = index.objcProtocols.flatMap(\.requirements).filter {
        $0.name == name && $0.parameters.count == labels.count + trailingClosures
          && Array($0.parameters.map(\.label).prefix(labels.count)) == labels
      }
      if let requirement = requirements.first { return requirement.selector }
      if let core = CoreDelegateRequirements.swiftNames.first(where: { $0.hasPrefix(name + "(") }) {
        return ObjCSelectorName.method(swiftName: core)
      }
    }
    if let labels {
      if let method = index.methods(named: name).first(where: { $0.labels == labels }) {
        return method.selector
      }
      if let requirement = index.objcProtocols.flatMap(\.requirements).first(where: {
        $0.name == name && $0.parameters.map(\.label) == labels
      }) {
        return requirement.selector
      }
      return ObjCSelectorName.method(name, labels: labels)
    }
    let methods = index.methods(named: name).sorted { $0.isExposed && !$1.isExposed }
    if let method = methods.first { return method.selector }
    if let requirement = index.objcProtocols.flatMap(\.requirements).first(where: {
      $0.name == name
    }) {
      return requirement.selector
    }
    if let core = CoreDelegateRequirements.swiftNames.first(where: { $0.hasPrefix(name + "(") }) {
      return ObjCSelectorName.method(swiftName: core)
    }
    return name
  }
}
