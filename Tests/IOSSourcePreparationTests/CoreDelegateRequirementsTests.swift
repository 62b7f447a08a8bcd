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
}
