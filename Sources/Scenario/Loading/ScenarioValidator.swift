import Foundation

/// Checks what decoding alone cannot: unique view ids, behaviours that name existing views of a
/// fitting type, and a script whose fingers go down before they move or lift.
struct ScenarioValidator {
  let document: ScenarioDocument
  let file: String
  let map: JSONSourceMap

  func validate() throws(ScenarioError) {
    let views = try checkViewIDs()
    try checkBehaviors(views: views)
    try checkScript()
    if let duration = document.duration {
      let end = ScriptCompiler.scriptEnd(document.script)
      if duration + 1e-9 < end {
        throw fail(
          [.key("duration")],
          "duration \(describe(duration)) s ends before the script does (\(describe(end)) s)")
      }
    }
  }

  private func fail(_ path: [JSONPathComponent], _ message: String) -> ScenarioError {
    ScenarioLoader.error(file: file, map: map, path: path, message: message)
  }

  private func checkViewIDs() throws(ScenarioError) -> [String: ViewSpec] {
    var byID: [String: ViewSpec] = [:]
    for (index, root) in document.views.enumerated() {
      for (spec, path) in root.flattened(path: [.key("views"), .index(index)]) {
        if byID[spec.id] != nil {
          throw fail(path + [.key("id")], "duplicate view id '\(spec.id)'")
        }
        byID[spec.id] = spec
      }
    }
    return byID
  }

  private func checkBehaviors(views: [String: ViewSpec]) throws(ScenarioError) {
    var claimed: [String: Int] = [:]
    var controllerIndex: Int?
    for (index, behavior) in document.behaviors.enumerated() {
      let path: [JSONPathComponent] = [.key("behaviors"), .index(index)]
      guard let view = views[behavior.view] else {
        var message = "no view has id '\(behavior.view)'"
        if let suggestion = Suggestion.closest(to: behavior.view, in: views.keys.sorted()) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw fail(path + [.key("view")], message)
      }
      if let other = claimed[behavior.view] {
        throw fail(
          path + [.key("view")],
          "view '\(behavior.view)' already has a drag behavior (behaviors[\(other)])")
      }
      claimed[behavior.view] = index
      switch behavior.kind {
      case .clampedDrag, .originDrag:
        if view.kind == .label {
          throw fail(
            path + [.key("view")],
            "'\(behavior.kind.rawValue)' applies to a view or imageView, not a label")
        }
        if behavior.kind == .originDrag, view.kind != .view {
          throw fail(
            path + [.key("view")],
            "'origin-drag' applies to a view (the window it models is a UIView subclass)")
        }
      case .controllerDrag:
        if let controllerIndex {
          throw fail(
            path + [.key("type")],
            "only one 'controller-drag' per scenario: the root view controller is already "
              + "the one of behaviors[\(controllerIndex)]")
        }
        controllerIndex = index
      }
    }
  }

  private func checkScript() throws(ScenarioError) {
    var down: Set<Int> = []
    var cursor = 0.0
    for (index, command) in document.script.enumerated() {
      let path: [JSONPathComponent] = [.key("script"), .index(index)]
      if let time = command.time {
        if time + 1e-9 < cursor {
          throw fail(
            path, "starts at \(describe(time)) s, before the previous step ends "
              + "(\(describe(cursor)) s)")
        }
        cursor = time
      }
      switch command.action {
      case .down:
        if down.contains(command.finger) {
          throw fail(path, "finger \(command.finger) is already down")
        }
        down.insert(command.finger)
      case .move(_, let duration, _):
        if !down.contains(command.finger) {
          throw fail(path, "finger \(command.finger) is not down; add a 'down' step first")
        }
        cursor += duration
      case .up:
        if down.remove(command.finger) == nil {
          throw fail(path, "finger \(command.finger) is not down; nothing to lift")
        }
      case .drag(_, _, let duration, _):
        if down.contains(command.finger) {
          throw fail(path, "finger \(command.finger) is already down; a drag starts with a touch")
        }
        cursor += duration
      case .wait(let seconds):
        cursor += seconds
      case .interrupt:
        down.removeAll()
      }
    }
  }
}
