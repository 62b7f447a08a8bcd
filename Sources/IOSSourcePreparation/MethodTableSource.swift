/// The Swift that gives the user's classes Objective-C messaging: for each class (or class
/// extension) with methods a selector can reach, a table from selector to a closure that calls
/// the method on an instance; and for each `@objc` protocol, implementations of its optional
/// requirements that send the message, so an implementation in a subclass of the conforming
/// class is found, as on iOS.
///
/// Every table of the code is returned by one function, ``tablesFunction``, which the factory
/// file calls (`gesturerender_method_tables`). A file's tables are in the file's appendix when
/// they need its private declarations, else in the factory file, so a file whose methods are
/// all internal is compiled as written.
enum MethodTableSource {
  /// The name of file `index`'s table function.
  static func tablesFunction(file index: Int) -> String { "_gesturerenderMethodTables\(index)" }

  /// The methods of `index` that go in a table: callable ones that are exposed to Objective-C
  /// or implement a requirement of an `@objc` or core delegate protocol, on a class (not a
  /// struct, enum or protocol).
  static func tabled(_ index: SourceIndex) -> [SourceIndex.MethodInfo] {
    let requirements = index.requirementSelectors
    let classes = Set(index.classes.compactMap(\.extensionName))
    let protocols = Set(index.objcProtocols.map(\.name))
    return index.methods.filter {
      let last = String($0.owner.split(separator: ".").last ?? Substring($0.owner))
      return $0.isCallable && !index.valueTypes.contains(last) && !protocols.contains($0.owner)
        && (classes.contains($0.owner) || isCoreClass($0.owner))
        && ($0.isExposed || requirements.contains($0.selector))
    }
  }

  /// Whether `name` is one of the framework classes an extension may add methods to
  /// (`UIControl`, `NSObject`, `CALayer`), not one of their protocols.
  private static func isCoreClass(_ name: String) -> Bool {
    let last = name.split(separator: ".").last.map(String.init) ?? name
    return ["UI", "CA", "NS"].contains(where: last.hasPrefix)
      && !["Delegate", "DataSource", "Protocol", "Environment", "Appearance"].contains(
        where: last.hasSuffix)
  }

  /// The names of the classes of the code that a generated file can name (declared at the top
  /// level, not private, not generic), in file order.
  static func namedClasses(_ index: SourceIndex) -> [String] {
    index.classes.filter { $0.unreachable == nil }.compactMap(\.extensionName)
  }

  /// The function that lists every class of `names` with an empty table, so the runtime knows
  /// each class by name as `NSClassFromString` does (a nib's custom classes); the method
  /// tables gathered after it add the methods.
  static func classRegistrations(_ names: [String]) -> String {
    (["@MainActor func _gesturerenderNamedClasses() -> [ObjCClassMethods] {", "  ["]
      + names.map { "    ObjCClassMethods(\($0).self, [])," } + ["  ]", "}", ""])
      .joined(separator: "\n")
  }

  /// The table code of file `file` with `methods` (all of that file), or `nil` when it has
  /// none: an extension of each class with a static function listing its methods (inside the
  /// class's extension, so its private methods are in reach), and the file's function
  /// gathering them.
  static func tables(file: Int, methods: [SourceIndex.MethodInfo]) -> String? {
    guard !methods.isEmpty else { return nil }
    var owners: [String] = []
    for method in methods where !owners.contains(method.owner) { owners.append(method.owner) }
    var lines: [String] = []
    for owner in owners {
      lines += [
        "extension \(owner) {",
        "  @MainActor static func \(listFunction(owner, file: file))() -> [ObjCMethod] {",
        "    [",
      ]
      let own = methods.filter { $0.owner == owner }
      for method in own {
        // Overloads of one name and labels: the argument types tell them apart.
        let isOverloaded =
          own.filter { $0.name == method.name && $0.labels == method.labels }.count > 1
        lines.append("      \(entry(method, spellingTypes: isOverloaded)),")
      }
      lines += ["    ]", "  }", "}", ""]
    }
    lines.append("@MainActor func \(tablesFunction(file: file))() -> [ObjCClassMethods] {")
    lines.append("  [")
    for owner in owners {
      lines.append(
        "    ObjCClassMethods(\(owner).self, \(owner).\(listFunction(owner, file: file))()),")
    }
    lines += ["  ]", "}", ""]
    return lines.joined(separator: "\n")
  }

  /// The static function listing `owner`'s methods of file `file`: one name per class and
  /// file, so a subclass's list never overrides its superclass's.
  private static func listFunction(_ owner: String, file: Int) -> String {
    "_gesturerenderMethods\(file)_" + String(owner.map { $0 == "." ? "_" : $0 })
  }

  /// `ObjCMethod("tap:", arity: 1) { object, arguments in (object as! Card).tap(arguments.at(0)) as Any }`.
  private static func entry(_ method: SourceIndex.MethodInfo, spellingTypes: Bool) -> String {
    if method.outletType != nil {
      let name = method.name.first == "`" ? method.name : "`\(method.name)`"
      return
        "ObjCMethod(\"\(method.selector)\", arity: 1) { object, arguments in "
        + "(object as! \(method.owner)).\(name) = arguments.at(0); return () as Any }"
    }
    let arguments = method.labels.enumerated().map { index, label in
      (label.map { "\($0): " } ?? "") + "arguments.at(\(index))"
        + (spellingTypes ? " as \(method.parameterTypes[index])" : "")
    }
    let name = method.name.first == "`" ? method.name : "`\(method.name)`"
    return
      "ObjCMethod(\"\(method.selector)\", arity: \(method.labels.count)) { object, arguments in "
      + "(object as! \(method.owner)).\(name)(\(arguments.joined(separator: ", "))) as Any }"
  }

  /// Implementations of the optional instance requirements of `protocolInfo` that send the
  /// message (`_objcSend`), or `nil` when it has none.
  static func defaults(for protocolInfo: SourceIndex.ProtocolInfo) -> String? {
    let optional = protocolInfo.requirements.filter { $0.isOptional && !$0.isStatic }
    guard !optional.isEmpty else { return nil }
    var lines = ["extension \(protocolInfo.name) {"]
    let access = protocolInfo.isPublic ? "public " : ""
    for requirement in optional {
      if let type = requirement.propertyType {
        let setter = ObjCSelectorName.setter(requirement.name)
        lines.append(
          requirement.isSettable
            ? "  \(access)var \(requirement.name): \(type) { get { _objcSend(self, \"\(requirement.selector)\", []) } "
              + "set { _objcSend(self, \"\(setter)\", [newValue]) as Void } }"
            : "  \(access)var \(requirement.name): \(type) { _objcSend(self, \"\(requirement.selector)\", []) }"
        )
        continue
      }
      let parameters = requirement.parameters.enumerated().map { index, parameter in
        "\(parameter.label ?? "_") a\(index): \(parameter.type)"
      }
      let arguments = requirement.parameters.indices.map { "a\($0)" }
      lines.append(
        "  \(access)func \(requirement.name)(\(parameters.joined(separator: ", ")))"
          + (requirement.result.map { " -> \($0)" } ?? "")
          + " { _objcSend(self, \"\(requirement.selector)\", [\(arguments.joined(separator: ", "))])"
          + (requirement.result == nil ? " as Void }" : " }"))
    }
    lines += ["}", ""]
    return lines.joined(separator: "\n")
  }
}
