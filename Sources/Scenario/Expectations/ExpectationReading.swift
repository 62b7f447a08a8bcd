import Foundation
import GestureCore

/// What a state expectation read at one frame: each checked component's value beside the
/// expected one, or why nothing could be read (the view is not in the window).
enum ExpectationReading: Sendable, Equatable {
  /// Nothing to compare: the message says why (`no view has id 'card'; …`).
  case unavailable(String)
  /// The components, in the order the expectation lists them.
  case values([Component])

  /// One checked number, flag or name: `center.x` is 320.29, expected 325.
  struct Component: Sendable, Equatable {
    /// `center.x`, `frame.size.width`, `transform.rotation`, `state`.
    var name: String
    var actual: Value
    var expected: Value
    /// Whether a number is an angle in degrees (compared modulo 360).
    var isAngle = false
  }

  /// A value of a component.
  enum Value: Sendable, Equatable {
    case number(Double)
    case flag(Bool)
    case text(String)
  }

  /// The first component out of `tolerance`, or `nil` when all are within it.
  func firstWrong(tolerance: Double) -> Component? {
    guard case .values(let components) = self else { return nil }
    return components.first { !$0.holds(tolerance: tolerance) }
  }

  /// Whether every component holds.
  func holds(tolerance: Double) -> Bool {
    guard case .values = self else { return false }
    return firstWrong(tolerance: tolerance) == nil
  }
}

extension ExpectationReading.Component {
  /// Whether the actual value is the expected one: numbers within `tolerance` (angles by the
  /// shorter way round), flags and names equal.
  func holds(tolerance: Double) -> Bool {
    switch (actual, expected) {
    case (.number(let a), .number(let e)):
      let difference = isAngle ? remainder(a - e, 360) : a - e
      return abs(difference) <= tolerance + 1e-9
    default: return actual == expected
    }
  }
}

/// Reads the components of a view expectation from the live window after a frame.
@MainActor
enum ViewReader {
  /// The view called `id` as ``Simulation`` finds a script's view: the window's own views
  /// first, then the window itself, then the view the timeline names `id` (its path,
  /// `window.0.2`).
  static func view(_ id: String, in window: UIWindow) -> UIView? {
    window.subviews.lazy.compactMap { $0.descendant(withIdentifier: id) }.first
      ?? window.descendant(withIdentifier: id)
      ?? window.descendant(atPath: id)
  }

  /// The reading of `properties` of the view `id` in `window` now. `id` may be a row
  /// reference `row:S/R` or an item reference `item:S/I`, read from the cell shown for it now.
  static func read(_ properties: [Expectation.Property], of id: String, in window: UIWindow)
    -> ExpectationReading
  {
    if id.hasPrefix(RowReference.prefix) {
      switch RowReference.resolve(id, in: window) {
      case .success(let cell): return read(properties, of: cell, id: id)
      case .failure(let unresolved): return .unavailable(unresolved.message)
      }
    }
    let target: CollectionItemTarget?
    do {
      target = try CollectionItemTarget(id)
    } catch {
      return .unavailable(error.message)
    }
    if let target {
      switch target.cell(in: window) {
      case .success(let cell): return read(properties, of: cell, id: id)
      case .failure(let unresolved): return .unavailable(unresolved.message)
      }
    }
    guard let view = view(id, in: window) else {
      let known = window.identifiedDescendants().compactMap(\.accessibilityIdentifier)
      var message = "no view has id '\(id)'"
      if let guess = Suggestion.closest(to: id, in: known) {
        message += "; did you mean '\(guess)'?"
      } else if !known.isEmpty {
        message +=
          "; views: \(known.prefix(12).joined(separator: ", "))\(known.count > 12 ? ", …" : "")"
      }
      return .unavailable(message)
    }
    return read(properties, of: view, id: id)
  }

  /// The reading of `properties` of `view`, named `id` in messages.
  private static func read(_ properties: [Expectation.Property], of view: UIView, id: String)
    -> ExpectationReading
  {
    let shown = view.presentation
    var components: [ExpectationReading.Component] = []
    func numbers(_ name: String, _ parts: [String], _ actual: [Double], _ expected: [Double?]) {
      for (index, part) in parts.enumerated() {
        guard let wanted = expected[index] else { continue }
        components.append(
          .init(name: "\(name).\(part)", actual: .number(actual[index]), expected: .number(wanted)))
      }
    }
    let t = shown.transform
    let scaleX = Double((t.a * t.a + t.b * t.b).squareRoot())
    for property in properties {
      switch property {
      case .center(let expected):
        numbers("center", ["x", "y"], [Double(shown.center.x), Double(shown.center.y)], expected)
      case .frame(let expected):
        let frame = shown.bounds.applying(
          view.transformToSuperview(
            center: shown.center, bounds: shown.bounds, transform: shown.transform))
        numbers(
          "frame", ["origin.x", "origin.y", "size.width", "size.height"], rect(frame), expected)
      case .bounds(let expected):
        numbers(
          "bounds", ["origin.x", "origin.y", "size.width", "size.height"], rect(shown.bounds),
          expected)
      case .scale(let expected):
        let scaleY = scaleX == 0 ? 0 : Double(t.a * t.d - t.b * t.c) / scaleX
        numbers("transform.scale", ["x", "y"], [scaleX, scaleY], expected)
      case .rotation(let expected):
        components.append(
          .init(
            name: "transform.rotation",
            actual: .number(atan2(Double(t.b), Double(t.a)) * 180 / .pi),
            expected: .number(expected), isAngle: true))
      case .translation(let expected):
        numbers("transform.translation", ["x", "y"], [Double(t.tx), Double(t.ty)], expected)
      case .alpha(let expected):
        components.append(
          .init(name: "alpha", actual: .number(Double(shown.alpha)), expected: .number(expected)))
      case .isHidden(let expected):
        components.append(
          .init(name: "isHidden", actual: .flag(view.isHidden), expected: .flag(expected)))
      case .superview(let expected):
        let name = view.superview.map { $0 is UIWindow ? "window" : $0.identifier } ?? "none"
        components.append(.init(name: "superview", actual: .text(name), expected: .text(expected)))
      case .contentOffset(let expected):
        guard view is UIScrollView else {
          return .unavailable(
            "'\(id)' is a \(type(of: view)), not a UIScrollView, so it has no contentOffset")
        }
        numbers(
          "contentOffset", ["x", "y"], [Double(shown.bounds.minX), Double(shown.bounds.minY)],
          expected)
      case .zoomScale(let expected):
        guard let scrollView = view as? UIScrollView else {
          return .unavailable(
            "'\(id)' is a \(type(of: view)), not a UIScrollView, so it has no zoomScale")
        }
        components.append(
          .init(
            name: "zoomScale", actual: .number(Double(scrollView.zoomScale)),
            expected: .number(expected)))
      case .accessibilityLabel(let expected):
        components.append(
          .init(
            name: "accessibilityLabel", actual: quoted(view.accessibilityLabel),
            expected: quoted(expected)))
      case .accessibilityValue(let expected):
        components.append(
          .init(
            name: "accessibilityValue", actual: quoted(view.accessibilityValue),
            expected: quoted(expected)))
      case .accessibilityTraits(let expected):
        let actual = AccessibilityTree.traitNames(view.accessibilityTraits)
        let wanted = AccessibilityTree.traitNames(
          AccessibilityTree.traitsByName.filter { expected.contains($0.0) }.reduce(
            UIAccessibilityTraits()
          ) { $0.union($1.1) })
        components.append(
          .init(
            name: "accessibilityTraits", actual: .text(names(actual)),
            expected: .text(names(wanted))))
      case .text(let expected):
        let actual: String?
        switch view {
        case let label as UILabel: actual = label.text ?? ""
        case let field as UITextField: actual = field.text ?? ""
        case let button as UIButton: actual = button.currentTitle ?? ""
        default:
          return .unavailable(
            "'\(id)' is a \(type(of: view)), not a UILabel, UITextField or UIButton, so it has "
              + "no text")
        }
        components.append(.init(name: "text", actual: quoted(actual), expected: quoted(expected)))
      case .backgroundColor(let expected):
        components.append(
          .init(
            name: "backgroundColor", actual: .text(hex(view.backgroundColor, in: view)),
            expected: .text(expected)))
      case .textColor(let expected):
        let color: UIColor?
        switch view {
        case let label as UILabel: color = label.textColor
        case let field as UITextField: color = field.textColor
        default:
          return .unavailable(
            "'\(id)' is a \(type(of: view)), not a UILabel or UITextField, so it has no "
              + "textColor")
        }
        components.append(
          .init(name: "textColor", actual: .text(hex(color, in: view)), expected: .text(expected)))
      }
    }
    return .values(components)
  }

  /// A string as a failure quotes it (`"Log In"`), `none` for `nil`.
  private static func quoted(_ text: String?) -> ExpectationReading.Value {
    .text(text.map { "\"\($0)\"" } ?? "none")
  }

  /// `[button, selected]`.
  private static func names(_ list: [String]) -> String {
    "[" + list.joined(separator: ", ") + "]"
  }

  /// `color` resolved for `view`'s traits, `#RRGGBB` or `#RRGGBBAA`; `none` for `nil`.
  private static func hex(_ color: UIColor?, in view: UIView) -> String {
    guard let color else { return "none" }
    return ColorValue.hex(color.resolvedColor(with: view.traitCollection).cgColor)
  }

  private static func rect(_ r: CGRect) -> [Double] {
    [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)]
  }
}
