import Foundation
import GestureCore

/// Checks what decoding alone cannot: unique view ids, behaviours that name existing views of a
/// fitting type, and a script whose fingers go down before they move or lift.
struct ScenarioValidator {
  let document: ScenarioDocument
  let file: String
  let map: JSONSourceMap

  func validate() throws(ScenarioError) {
    let views = try checkViewIDs()
    try checkBehaviors(views: views)
    try checkUserClasses()
    try checkConstraints(views: views)
    try checkScript(views: views)
    if let duration = document.duration {
      let end = ScriptCompiler.scriptEnd(document.script)
      if duration + 1e-9 < end {
        throw fail(
          [.key("duration")],
          "duration \(describe(duration)) s ends before the script does (\(describe(end)) s)")
      }
    }
    let length = document.duration ?? ScriptCompiler.scriptEnd(document.script)
    if length > Scenario.maximumDuration {
      throw fail(
        [.key(document.duration == nil ? "script" : "duration")],
        "the run would last \(describe(length)) s; the limit is "
          + "\(describe(Scenario.maximumDuration)) s")
    }
    if let message = Scenario.frameCountProblem(duration: length, framesPerSecond: document.fps) {
      throw fail([.key("fps")], message)
    }
    try checkExpectations(runLength: length)
  }

  /// Every time an expectation names is inside the run (`0…duration`), and every frame.
  private func checkExpectations(runLength length: Double) throws(ScenarioError) {
    let frameCount = Simulation.frameCount(duration: length, framesPerSecond: document.fps)
    let end = "the run ends at \(describe(length)) s"
    for (index, spec) in document.expect.enumerated() {
      let path: [JSONPathComponent] = [.key("expect"), .index(index)]
      var moment: Expectation.Moment?
      var span: Expectation.TimeSpan?
      switch spec.kind {
      case .view(_, _, let when, _), .gesture(_, _, _, let when), .accessibility(_, let when):
        moment = when
      case .events(_, _, _, _, let during): span = during
      }
      switch moment {
      case .time(let time) where time > length + 1e-9:
        throw fail(path + [.key("at")], "at \(describe(time)) s is after the end; \(end)")
      case .frame(let frame) where frame >= frameCount:
        throw fail(
          path + [.key("atFrame")],
          "atFrame \(frame) is after the last frame, \(frameCount - 1) (\(end), "
            + "\(describe(document.fps)) fps)")
      case .during(let given): span = given
      default: break
      }
      if let span, span.from > length + 1e-9 {
        throw fail(
          path + [.key("during")],
          "during starts at \(describe(span.from)) s, after the end; \(end)")
      }
    }
  }

  func fail(_ path: [JSONPathComponent], _ message: String) -> ScenarioError {
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
      let idPaths: [(id: String, path: [JSONPathComponent])] =
        behavior.kind == .longPressReorder
        ? behavior.buttons.enumerated().map { ($1, path + [.key("buttons"), .index($0)]) }
        : behavior.viewIDs.map { ($0, path + [.key("view")]) }
      for (id, idPath) in idPaths {
        guard let view = views[id] else {
          var message = "no view has id '\(id)'"
          if let suggestion = Suggestion.closest(to: id, in: views.keys.sorted()) {
            message += "; did you mean '\(suggestion)'?"
          }
          throw fail(idPath, message)
        }
        if let other = claimed[id] {
          throw fail(
            idPath,
            other == index
              ? "view '\(id)' is listed twice"
              : "view '\(id)' already has a behavior (behaviors[\(other)])")
        }
        claimed[id] = index
        try checkKind(of: view, for: behavior, at: idPath)
      }
      if behavior.kind == .tapClosure, let label = behavior.label {
        let labelPath = path + [.key("label")]
        guard let view = views[label] else {
          var message = "no view has id '\(label)'"
          if let suggestion = Suggestion.closest(to: label, in: views.keys.sorted()) {
            message += "; did you mean '\(suggestion)'?"
          }
          throw fail(labelPath, message)
        }
        if view.kind != .label {
          throw fail(labelPath, "'\(label)' is a \(view.kind.rawValue); 'label' names a label")
        }
      }
      if behavior.kind.isRootViewController {
        if let controllerIndex {
          let kinds = BehaviorSpec.Kind.allCases.filter(\.isRootViewController)
            .map { "'\($0.rawValue)'" }.joined(separator: ", ")
          throw fail(
            path + [.key("type")],
            "one of \(kinds) per scenario: the root view controller is already the one of "
              + "behaviors[\(controllerIndex)]")
        }
        controllerIndex = index
      }
    }
  }

  /// A view `class` or `rootViewController` needs `code`; a view made by a behaviour's own
  /// class cannot also be a user class, and a root view controller comes from one place.
  private func checkUserClasses() throws(ScenarioError) {
    let classBehaviors: Set<BehaviorSpec.Kind> = [.clampedDrag, .originDrag]
    for (index, root) in document.views.enumerated() {
      for (spec, path) in root.flattened(path: [.key("views"), .index(index)]) {
        guard let name = spec.className else { continue }
        if document.code.isEmpty {
          throw fail(
            path + [.key("class")],
            "class '\(name)' names a class of the scenario's code, but there is no 'code'")
        }
        if let (behaviorIndex, behavior) = document.behaviors.enumerated().first(where: {
          classBehaviors.contains($0.element.kind) && $0.element.viewIDs.contains(spec.id)
        }) {
          throw fail(
            path + [.key("class")],
            "view '\(spec.id)' is made by behaviors[\(behaviorIndex)] ('\(behavior.kind.rawValue)'), "
              + "which brings its own class; remove one of the two")
        }
      }
    }
    if document.rootViewController != nil,
      let index = document.behaviors.firstIndex(where: \.kind.isRootViewController)
    {
      throw fail(
        [.key("rootViewController")],
        "the root view controller is already the one of behaviors[\(index)] "
          + "('\(document.behaviors[index].kind.rawValue)'); a scenario has one")
    }
  }

  private func checkKind(
    of view: ViewSpec, for behavior: BehaviorSpec, at path: [JSONPathComponent]
  ) throws(ScenarioError) {
    switch behavior.kind {
    case .clampedDrag, .originDrag:
      if view.kind != .view && view.kind != .imageView {
        throw fail(
          path,
          "'\(behavior.kind.rawValue)' applies to a view or imageView, not a \(view.kind.rawValue)")
      }
      if behavior.kind == .originDrag, view.kind != .view {
        throw fail(
          path, "'origin-drag' applies to a view (the window it models is a UIView subclass)")
      }
    case .tapClosure:
      if behavior.closureOwner == .button, view.kind != .button {
        throw fail(
          path,
          "closureOwner 'button' makes the closure a button's action; '\(view.id)' is a "
            + view.kind.rawValue)
      }
    case .controllerDrag, .switchConstraints:
      break
    case .stretchyHeader, .stickyHeader:
      if view.id == behavior.sticky?.bar { break }
      let expected: ViewSpec.Kind = view.id == behavior.view ? .scrollView : .imageView
      if view.kind != expected {
        let role =
          expected == .scrollView ? "'view' names the scroll view" : "'header' names an imageView"
        throw fail(path, "'\(view.id)' is a \(view.kind.rawValue); \(role)")
      }
    case .longPressReorder:
      if view.kind != .button {
        throw fail(
          path, "'long-press-reorder' moves buttons; '\(view.id)' is a \(view.kind.rawValue)")
      }
    }
  }

  private func checkScript(views: [String: ViewSpec]) throws(ScenarioError) {
    var down: Set<Int> = []
    var cursor = 0.0
    for (index, command) in document.script.enumerated() {
      let path: [JSONPathComponent] = [.key("script"), .index(index)]
      if let time = command.time {
        if time + 1e-9 < cursor {
          throw fail(
            path,
            "starts at \(describe(time)) s, before the previous step ends "
              + "(\(describe(cursor)) s); to move several fingers at once, give each its "
              + "track in a 'fingers' step")
        }
        cursor = time
      }
      cursor += command.duration
      try check(command, at: path, down: &down, views: views)
    }
  }

  /// Checks one step against the fingers that are `down` before it (and updates them).
  private func check(
    _ command: ScriptCommand, at path: [JSONPathComponent], down: inout Set<Int>,
    views: [String: ViewSpec]
  ) throws(ScenarioError) {
    // A collection view item target must spell an index path; whether it has a cell is known
    // only at run time.
    if let (id, keys) = command.target {
      do {
        _ = try CollectionItemTarget(id)
      } catch {
        throw fail(path + keys.map { .key($0) }, error.message)
      }
    }
    // Views made by the scenario's code are known only at run time (the simulation reports
    // an unknown one there); without code, every view is in `views`, named by its id or, as at
    // run time, by what it says (a button's title, a label's text: its accessibility label).
    if let (id, keys) = command.target, document.code.isEmpty, views[id] == nil,
      !views.values.contains(where: { $0.title == id || $0.text == id })
    {
      var message = "no view has id '\(id)'"
      if let suggestion = Suggestion.closest(to: id, in: views.keys.sorted()) {
        message += "; did you mean '\(suggestion)'?"
      }
      throw fail(path + keys.map { .key($0) }, message)
    }
    let finger = command.finger
    func startsWithTouch(_ what: String, fingers: [Int]? = nil) throws(ScenarioError) {
      for f in fingers ?? [finger] where down.contains(f) {
        throw fail(path, "finger \(f) is already down; \(what) starts with a touch")
      }
    }
    switch command.action {
    case .fingers(let tracks):
      for (track, steps) in tracks.enumerated() {
        for (i, step) in steps.enumerated() {
          try check(
            step, at: path + [.key("fingers"), .index(track), .index(i)], down: &down,
            views: views)
        }
      }
    case .pinch: try startsWithTouch("a pinch", fingers: [finger, finger + 1])
    case .rotate: try startsWithTouch("a rotation", fingers: [finger, finger + 1])
    case .twoFingerTap: try startsWithTouch("a two-finger tap", fingers: [finger, finger + 1])
    case .swipe: try startsWithTouch("a swipe")
    case .down:
      if down.contains(finger) { throw fail(path, "finger \(finger) is already down") }
      down.insert(finger)
    case .move:
      if !down.contains(finger) {
        throw fail(path, "finger \(finger) is not down; add a 'down' step first")
      }
    case .up:
      if down.remove(finger) == nil {
        throw fail(path, "finger \(finger) is not down; nothing to lift")
      }
    case .drag: try startsWithTouch("a drag")
    case .flick: try startsWithTouch("a flick")
    case .tap, .doubleTap: try startsWithTouch("a tap")
    case .longPress(_, _, _, _, _, let release):
      try startsWithTouch("a long press")
      if !release { down.insert(finger) }
    case .wait, .typeText:
      break
    case .interrupt:
      down.removeAll()
    case .setContentOffset(let id, _, _):
      // An id no view of the file has is checked above, or names a view the code makes.
      guard let view = views[id] else { break }
      guard view.kind == .scrollView else {
        throw fail(
          path + [.key("setContentOffset"), .key("view")],
          "'\(id)' is a \(view.kind.rawValue), not a scrollView")
      }
    }
  }
}
