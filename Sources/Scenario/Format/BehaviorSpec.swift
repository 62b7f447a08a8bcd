import Foundation
import GestureCore

/// A behaviour preset as written in `behaviors`: `{"type": "clamped-drag", "view": "card"}`.
struct BehaviorSpec: Decodable, Sendable {
  enum Kind: String, CaseIterable, Sendable {
    /// The view follows the finger by center offset from the grip point, x and y clamped
    /// separately to the superview (the clamped drag example).
    case clampedDrag = "clamped-drag"
    /// The view's frame origin moves by the finger's offset, unclamped (the first version of the
    /// draggable window example).
    case originDrag = "origin-drag"
    /// The root view controller drags the view from its own touch methods, clamped, with the
    /// original code's hard-coded width check (the second version of the draggable window example).
    case controllerDrag = "controller-drag"
    /// A long press lifts a button of a grid, drags it and swaps it with the button it enters
    /// (the long-press reorder grid).
    case longPressReorder = "long-press-reorder"
    /// A tap recognizer whose closure action changes a colour or a label (the closure-based
    /// gesture recognizer pattern).
    case tapClosure = "tap-closure"
    /// The scroll view's controller scales the header image by 1 − offsetY/60, never below 1,
    /// in `scrollViewDidScroll` (the stretchy-header example).
    case stretchyHeader = "stretchy-header"
    /// The stretchy header plus a bar that pins to the top once the header has scrolled away,
    /// by moving the bar between the scroll view and the root view and switching Auto Layout
    /// constraints in `scrollViewDidScroll` (the sticky-header example).
    case stickyHeader = "sticky-header"
    /// Each trigger (a tap on `view`, or a time) activates some constraints and deactivates
    /// others by id, then the next trigger switches back; `layoutIfNeeded()` runs inside
    /// `UIView.animate` so the change animates.
    case switchConstraints = "switch-constraints"

    /// Whether the behaviour is written as the root view controller (one per scenario).
    var isRootViewController: Bool {
      switch self {
      case .controllerDrag, .longPressReorder, .stretchyHeader, .stickyHeader: return true
      case .clampedDrag, .originDrag, .tapClosure, .switchConstraints: return false
      }
    }
  }

  /// Who keeps a `tap-closure` action alive.
  enum ClosureOwner: String, CaseIterable, Sendable {
    /// The recognizer owns the closure (the fix: the closure is an associated object of the
    /// recognizer).
    case recognizer
    /// The closure is wrapped in a target object nobody retains (the pitfall): the
    /// recognizer holds it weakly, it is freed at once, and taps do nothing.
    case nobody
    /// The view is a button and the closure its `.touchUpInside` action, an associated object
    /// of the button (the article's `UIButton` extension); no recognizer.
    case button
  }

  var kind: Kind
  /// The view the behaviour is attached to (every kind but `long-press-reorder`).
  var view: String?
  /// `controller-drag`: the width that identifies the draggable window, points.
  var windowWidth: Double?
  /// `controller-drag`: apply the vertical offset once when x is clamped.
  var correctsDoubledVerticalOffset: Bool
  /// `long-press-reorder`: the buttons of the grid, in grid order.
  var buttons: [String]
  /// `long-press-reorder`: the duration of the lift, swap and drop animations, seconds.
  var animationDuration: Double?
  /// `long-press-reorder`: read the press location in the superview instead of the scaled
  /// button (a correction of the original code).
  var correctsScaledLocation: Bool
  /// `tap-closure`: taps needed.
  var numberOfTaps: Int
  /// `tap-closure`: background colours cycled through, one per recognized tap.
  var colors: [CGColor]
  /// `tap-closure`: the label whose text changes.
  var label: String?
  /// `tap-closure`: the label's text, with `{count}` replaced by the number of taps so far.
  var text: String?
  /// `tap-closure`: who owns the closure.
  var closureOwner: ClosureOwner
  /// `stretchy-header`, `sticky-header`: the image view at the top of the scroll view's content.
  var header: String?
  /// `sticky-header`: the bar that pins, and the ids of its top, bottom and "hidden"
  /// constraints.
  var sticky: StickySpec?
  /// `sticky-header`: what it names.
  struct StickySpec: Sendable {
    var bar: String
    var topConstraint: String
    var bottomConstraint: String
    var hiddenConstraint: String
    /// Hold the constraints through weak outlets, as the original code declares them, so an
    /// inactive constraint nobody else holds is freed (UIKit's ownership rule).
    var weakConstraintOutlets: Bool
  }
  /// `switch-constraints`: what each trigger switches.
  var constraintSwitch: ConstraintSwitchSpec?

  private enum Keys: String, CodingKey, CaseIterable {
    case type, view, windowWidth, correctsDoubledVerticalOffset, buttons, animationDuration
    case correctsScaledLocation, numberOfTaps, colors, label, text, closureOwner, header
    case bar, topConstraint, bottomConstraint, hiddenConstraint, weakConstraintOutlets
    case activate, deactivate, constants, times, easing
  }

  private static func keys(for kind: Kind) -> [Keys] {
    switch kind {
    case .clampedDrag, .originDrag: return [.type, .view]
    case .controllerDrag: return [.type, .view, .windowWidth, .correctsDoubledVerticalOffset]
    case .longPressReorder: return [.type, .buttons, .animationDuration, .correctsScaledLocation]
    case .tapClosure: return [.type, .view, .numberOfTaps, .colors, .label, .text, .closureOwner]
    case .stretchyHeader: return [.type, .view, .header]
    case .stickyHeader:
      return [
        .type, .view, .header, .bar, .topConstraint, .bottomConstraint, .hiddenConstraint,
        .weakConstraintOutlets,
      ]
    case .switchConstraints:
      return [
        .type, .view, .activate, .deactivate, .constants, .times, .animationDuration, .easing,
      ]
    }
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    let typeName = try c.decodeString(.type)
    guard let kind = Kind(rawValue: typeName) else {
      let names = Kind.allCases.map(\.rawValue)
      let hint = Suggestion.closest(to: typeName, in: names).map { "; did you mean '\($0)'?" }
      throw c.issue(
        "unknown behavior type '\(typeName)'"
          + (hint ?? "; expected one of " + names.joined(separator: ", ")), at: .type)
    }
    self.kind = kind
    try decoder.rejectUnknownKeys(
      BehaviorSpec.keys(for: kind).map(\.rawValue), context: "a '\(typeName)' behavior")
    switch kind {
    case .longPressReorder: view = nil
    case .switchConstraints: view = try c.decodeStringIfPresent(.view)
    default: view = try c.decodeString(.view)
    }
    windowWidth = try c.decodeNumberIfPresent(
      .windowWidth, in: 0...Double.greatestFiniteMagnitude, what: "windowWidth")
    correctsDoubledVerticalOffset =
      try c.decodeIfPresent(Bool.self, forKey: .correctsDoubledVerticalOffset) ?? false
    if kind == .longPressReorder, !c.contains(.buttons) {
      _ = try c.decode([String].self, forKey: .buttons)  // missing key 'buttons'
    }
    buttons = kind == .longPressReorder ? try c.decodeStringsIfPresent(.buttons) ?? [] : []
    if kind == .longPressReorder, buttons.count < 2 {
      throw c.issue(
        "a reorder grid needs at least 2 buttons (got \(buttons.count))", at: .buttons)
    }
    animationDuration = try c.decodeNumberIfPresent(
      .animationDuration, in: 0...10, what: "animationDuration")
    correctsScaledLocation =
      try c.decodeIfPresent(Bool.self, forKey: .correctsScaledLocation) ?? false
    numberOfTaps = try c.decodeWholeNumberIfPresent(.numberOfTaps) ?? 1
    guard (1...5).contains(numberOfTaps) else {
      throw c.issue("numberOfTaps must be between 1 and 5 (got \(numberOfTaps))", at: .numberOfTaps)
    }
    colors = try c.decodeIfPresent([ColorValue].self, forKey: .colors)?.map(\.color) ?? []
    label = try c.decodeStringIfPresent(.label)
    text = try c.decodeStringIfPresent(.text, limit: TextLimit.text)
    if kind == .tapClosure, colors.isEmpty, text == nil {
      throw decoder.issue(
        "a 'tap-closure' behavior changes something visible: give 'colors', or 'label' and 'text'")
    }
    if text != nil, label == nil {
      throw c.issue("'text' needs 'label', the id of the label to change", at: .text)
    }
    if label != nil, text == nil {
      throw c.issue("'label' needs 'text', the text to show (\"{count}\" counts taps)", at: .label)
    }
    let owner = try c.decodeStringIfPresent(.closureOwner) ?? "recognizer"
    guard let closureOwner = ClosureOwner(rawValue: owner) else {
      let names = ClosureOwner.allCases.map(\.rawValue)
      throw c.issue(
        "unknown closureOwner '\(owner)'; expected one of " + names.joined(separator: ", "),
        at: .closureOwner)
    }
    self.closureOwner = closureOwner
    if closureOwner == .button, numberOfTaps != 1 {
      throw c.issue(
        "a button's closure runs on every tap that ends inside it: 'numberOfTaps' must be 1 "
          + "with closureOwner 'button' (got \(numberOfTaps))", at: .numberOfTaps)
    }
    let hasHeader = kind == .stretchyHeader || kind == .stickyHeader
    header = hasHeader ? try c.decodeString(.header) : nil
    if kind == .stickyHeader {
      sticky = StickySpec(
        bar: try c.decodeString(.bar),
        topConstraint: try c.decodeString(.topConstraint),
        bottomConstraint: try c.decodeString(.bottomConstraint),
        hiddenConstraint: try c.decodeString(.hiddenConstraint),
        weakConstraintOutlets: try c.decodeIfPresent(Bool.self, forKey: .weakConstraintOutlets)
          ?? false)
    }
    if kind == .switchConstraints { constraintSwitch = try ConstraintSwitchSpec(from: decoder) }
  }

  /// The views the behaviour names: `view`, or the grid's buttons.
  var viewIDs: [String] {
    kind == .longPressReorder ? buttons : [view, header, sticky?.bar].compactMap { $0 }
  }
}
