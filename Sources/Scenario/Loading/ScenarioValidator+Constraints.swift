import Foundation

extension ScenarioValidator {
  /// The item name of the root view in constraints.
  static let rootItem = "root"
  /// The item name of the root view's safe area layout guide in constraints.
  static let safeAreaItem = "safeArea"

  /// Checks the views' constraints and the `switch-constraints` behaviours: items name existing
  /// views (or `root`, `safeArea`), each constraint names the view it is listed under,
  /// constraint ids are unique, and behaviours name existing constraint ids.
  func checkConstraints(views: [String: ViewSpec]) throws(ScenarioError) {
    let entries = constraintEntries()
    let reserved = [ScenarioValidator.rootItem, ScenarioValidator.safeAreaItem]
    if !entries.isEmpty {
      for (index, root) in document.views.enumerated() {
        for (spec, path) in root.flattened(path: [.key("views"), .index(index)])
        where reserved.contains(spec.id) {
          throw fail(
            path + [.key("id")],
            "'\(spec.id)' names the root view\(spec.id == "safeArea" ? "'s safe area" : "") in "
              + "constraints; give this view another id")
        }
      }
    }
    let candidates = views.keys.sorted() + reserved
    var named: [String: [JSONPathComponent]] = [:]
    for entry in entries {
      let textPath = entry.path + entry.spec.textPath
      let expression = entry.spec.expression
      for operand in expression.operands where !reserved.contains(operand.item) {
        guard views[operand.item] == nil else { continue }
        var message = "no view has id '\(operand.item)'"
        if let suggestion = Suggestion.closest(to: operand.item, in: candidates) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw fail(textPath, message, offset: entry.spec.textOffset + operand.itemOffset)
      }
      if !expression.operands.contains(where: { $0.item == entry.owner }) {
        let names = expression.operands.map { "'\($0.item)'" }
        throw fail(
          textPath,
          "a constraint listed under '\(entry.owner)' must name '\(entry.owner)' (it names "
            + names.joined(separator: " and ") + "); list it under the view it places",
          offset: entry.spec.textOffset + expression.first.itemOffset)
      }
      if let id = entry.spec.id {
        if let first = named[id] {
          throw fail(
            entry.path,
            "duplicate constraint id '\(id)' (also \(JSONPath.render(first)))")
        }
        named[id] = entry.path
      }
    }
    for (index, behavior) in document.behaviors.enumerated() {
      guard let sticky = behavior.sticky else { continue }
      let keys = [
        ("topConstraint", sticky.topConstraint), ("bottomConstraint", sticky.bottomConstraint),
        ("hiddenConstraint", sticky.hiddenConstraint),
      ]
      for (key, id) in keys where named[id] == nil {
        var message = "no constraint has id '\(id)'"
        if let suggestion = Suggestion.closest(to: id, in: named.keys.sorted()) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw fail([.key("behaviors"), .index(index), .key(key)], message)
      }
    }
    for (index, behavior) in document.behaviors.enumerated() {
      guard let settings = behavior.constraintSwitch else { continue }
      let path: [JSONPathComponent] = [.key("behaviors"), .index(index)]
      for reference in settings.references {
        guard named[reference.id] == nil else { continue }
        var message = "no constraint has id '\(reference.id)'"
        if let suggestion = Suggestion.closest(to: reference.id, in: named.keys.sorted()) {
          message += "; did you mean '\(suggestion)'?"
        } else if named.isEmpty {
          message += "; name a constraint with 'name: …' or \"id\""
        }
        throw fail(path + reference.path, message)
      }
      if let both = settings.activate.first(where: settings.deactivate.contains) {
        throw fail(
          path + [.key("deactivate")],
          "'\(both)' is in both 'activate' and 'deactivate'")
      }
    }
  }

  /// Every constraint of every view, depth first, with the id of the view it is listed under
  /// and its JSON path.
  private func constraintEntries() -> [(
    owner: String, spec: ConstraintSpec, path: [JSONPathComponent]
  )] {
    var result: [(owner: String, spec: ConstraintSpec, path: [JSONPathComponent])] = []
    for (index, root) in document.views.enumerated() {
      for (view, path) in root.flattened(path: [.key("views"), .index(index)]) {
        for (position, spec) in (view.constraints ?? []).enumerated() {
          result.append((view.id, spec, path + [.key("constraints"), .index(position)]))
        }
      }
    }
    return result
  }

  private func fail(_ path: [JSONPathComponent], _ message: String, offset: Int)
    -> ScenarioError
  {
    ScenarioLoader.error(file: file, map: map, path: path, message: message, offset: offset)
  }
}
