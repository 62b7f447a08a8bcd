import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import IOSSourcePreparation

@Suite("The preparation's list of the core's delegate requirements is the core's")
struct CoreDelegateRequirementsTests {
  @Test("Every requirement of UIScrollViewDelegate and UIGestureRecognizerDelegate, no other")
  func matchesTheCore() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/GestureCore")
    var names: [String] = []
    for path in [
      "Scrolling/UIScrollViewDelegate.swift", "Gestures/UIGestureRecognizerDelegate.swift",
    ] {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      for statement in Parser.parse(source: text).statements {
        guard let declaration = statement.item.as(ProtocolDeclSyntax.self) else { continue }
        for member in declaration.memberBlock.members {
          guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
          let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
          names.append(function.name.text + "(" + labels.joined() + ")")
        }
      }
    }
    #expect(names.count == 17)
    #expect(Set(names) == Set(CoreDelegateRequirements.swiftNames))
  }

  /// The key of a function declaration, `name(label:)`.
  private static func key(_ function: FunctionDeclSyntax) -> String {
    let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
    return function.name.text + "(" + labels.joined() + ")"
  }

  /// Every Swift file of the core, parsed.
  private static func coreFiles() throws -> [SourceFileSyntax] {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/GestureCore")
    let paths =
      FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }.sorted() ?? []
    return try paths.map {
      Parser.parse(
        source: try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8))
    }
  }

  @Test("The optional requirements are those the core's protocols implement by default")
  func optionalRequirementsMatchTheCore() throws {
    var requirements: [String: [String]] = [:]
    var defaults: [String: Set<String>] = [:]
    for file in try Self.coreFiles() {
      for statement in file.statements {
        if let declaration = statement.item.as(ProtocolDeclSyntax.self),
          declaration.name.text != "_ObjCProtocol"
        {
          requirements[declaration.name.text, default: []] += declaration.memberBlock.members
            .compactMap { $0.decl.as(FunctionDeclSyntax.self).map(Self.key) }
        } else if let declaration = statement.item.as(ExtensionDeclSyntax.self) {
          defaults[declaration.extendedType.trimmedDescription, default: []].formUnion(
            declaration.memberBlock.members.compactMap {
              $0.decl.as(FunctionDeclSyntax.self).map(Self.key)
            })
        }
      }
    }
    let optional = requirements.flatMap { name, keys in
      keys.filter { defaults[name]?.contains($0) == true }
    }
    #expect(Set(optional).count == 187)
    #expect(Set(optional) == Set(CoreDelegateRequirements.optionalSwiftNames))
    #expect(
      CoreDelegateRequirements.optionalSwiftNames.sorted()
        == CoreDelegateRequirements.optionalSwiftNames)
    // The animator's requirements UIKit declares optional are required here.
    #expect(
      Set(requirements["UIViewImplicitlyAnimating"] ?? [])
        == Set(CoreDelegateRequirements.implementedSwiftNames))
  }

  @Test("The required initializers the preparation supplies are the core's")
  func requiredInitializersMatchTheCore() throws {
    var found: [String: Set<[String]>] = [:]
    var superclasses: [String: String] = [:]
    for file in try Self.coreFiles() {
      for statement in file.statements {
        guard let declaration = statement.item.as(ClassDeclSyntax.self),
          declaration.modifiers.contains(where: { $0.name.text == "open" })
        else { continue }
        let name = declaration.name.text
        superclasses[name] =
          declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        for member in declaration.memberBlock.members {
          guard let initializer = member.decl.as(InitializerDeclSyntax.self),
            initializer.modifiers.contains(where: { $0.name.text == "required" })
          else { continue }
          let labels = initializer.signature.parameterClause.parameters.map(\.firstName.text)
          if labels != ["coder"] { found[name, default: []].insert(labels) }
        }
      }
    }
    // A root declares them first (its superclass does not); `UIColor` and `UIImage` get theirs
    // from the literal protocols, which UIKit's classes conform to as well, so Xcode asks a
    // subclass for them too.
    let roots = found.filter { name, _ in
      var current = superclasses[name]
      while let next = current {
        if found[next] != nil { return false }
        current = superclasses[next]
      }
      return name != "UIColor" && name != "UIImage"
    }
    #expect(roots == RequiredInitializers.roots.mapValues { Set($0.map(\.labels)) })
    // Every open subclass of a root is listed with its root.
    for (name, _) in superclasses where RequiredInitializers.roots[name] == nil {
      var current = superclasses[name]
      while let next = current, RequiredInitializers.roots[next] == nil {
        current = superclasses[next]
      }
      #expect(RequiredInitializers.coreSubclasses[name] == current, "\(name)")
    }
  }
}
