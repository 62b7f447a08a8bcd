import Foundation
import GestureCore

/// One entry of a scenario's `expect` list: an assertion on the simulated state at a moment, or
/// on the events of the run (docs/scenario.md, "Expectations").
///
/// `gesturerender check` simulates the scenario without drawing and evaluates every expectation
/// with ``ExpectationRecorder``; a rendering run evaluates them too. A failure is reported as
/// `card.json:14:9: expect[2]: card center.x at 1.000 s is 320.29, expected 325 ± 0.01; first
/// wrong at frame 41 (0.683 s)`.
public struct Expectation: Sendable, Equatable {
  /// What is asserted.
  public var kind: Kind
  /// The entry's position in `expect`, from 0.
  public var index: Int
  /// The scenario file as the user named it.
  public var file: String
  /// The 1-based line of the entry in the file, when known.
  public var line: Int?
  /// The 1-based column of the entry in the file, when known.
  public var column: Int?

  /// Creates an expectation; see the properties.
  public init(kind: Kind, index: Int, file: String, line: Int? = nil, column: Int? = nil) {
    self.kind = kind
    self.index = index
    self.file = file
    self.line = line
    self.column = column
  }

  /// `card.json:14:9: expect[2]`: where the entry is, as failures begin.
  public var place: String {
    var location = file
    if let line {
      location += ":\(line)"
      if let column { location += ":\(column)" }
    }
    return "\(location): expect[\(index)]"
  }

  /// What an expectation asserts.
  public enum Kind: Sendable, Equatable {
    /// Properties of the view whose `accessibilityIdentifier` is `view` at `moment`, each
    /// number within `tolerance` (points, degrees for a rotation, plain numbers for a scale or
    /// alpha).
    case view(String, properties: [Property], moment: Moment, tolerance: Double)
    /// The state a gesture recognizer entered last, at `moment`: the recognizer named `name`
    /// (its `name`, else its kind: `tap`, `double tap`, `pan`, `long press`), attached to the
    /// view `view` when given.
    case gesture(name: String, view: String?, state: String, moment: Moment)
    /// How many events of the run match `filter`, counting only those after (or before) the
    /// first event matching `after` (or `before`) and inside `during` (seconds, inclusive).
    case events(
      EventFilter, count: Count, after: EventFilter?, before: EventFilter?, during: TimeSpan?)
    /// The elements VoiceOver would visit at `moment`, in reading order
    /// (`GestureCore.AccessibilityTree`), each as it speaks it ("Log In, button"): exactly
    /// `elements`, in this order.
    case accessibility(elements: [String], moment: Moment)
  }

  /// When a state expectation is checked.
  public enum Moment: Sendable, Equatable {
    /// The frame shown at this time, seconds: frame ⌊time · fps⌋ (as `--at` picks it).
    case time(Double)
    /// This frame, from 0.
    case frame(Int)
    /// The last frame, and nothing may still move then (no animation or scrolling view in
    /// motion).
    case rest
    /// Every frame from the one shown at the first time to the one shown at the second.
    case during(TimeSpan)
  }

  /// A span of simulated time, seconds, both ends included.
  public struct TimeSpan: Sendable, Equatable {
    /// The start, seconds.
    public var from: Double
    /// The end, seconds.
    public var to: Double

    /// A span from `from` to `to` seconds.
    public init(from: Double, to: Double) {
      self.from = from
      self.to = to
    }
  }

  /// A property of a view as the figure shows it (presentation values while an animation
  /// runs). Array components that are `nil` are not checked (`[325, null]` checks x only).
  public enum Property: Sendable, Equatable {
    /// `center` in the superview's coordinates, `[x, y]` points.
    case center([Double?])
    /// `frame`, `[x, y, width, height]` points: the box around the bounds as the transform
    /// maps them about the anchor point (UIKit's `frame` with a non-identity transform).
    case frame([Double?])
    /// `bounds`, `[x, y, width, height]` points.
    case bounds([Double?])
    /// The transform's scale, `[x, y]`: x = √(a² + b²), y = (ad − bc) / x.
    case scale([Double?])
    /// The transform's rotation, degrees, clockwise on screen: atan2(b, a).
    case rotation(Double)
    /// The transform's translation, `[tx, ty]` points.
    case translation([Double?])
    /// `alpha`, 0…1.
    case alpha(Double)
    /// `isHidden`.
    case isHidden(Bool)
    /// The superview's `accessibilityIdentifier` (`window` for the window).
    case superview(String)
    /// A `UIScrollView`'s `contentOffset`, `[x, y]` points: its bounds' origin.
    case contentOffset([Double?])
    /// A `UIScrollView`'s `zoomScale`, a plain number (1 is unzoomed): the scale it applies to
    /// its view for zooming, read from the model as UIKit's getter is.
    case zoomScale(Double)
    /// `accessibilityLabel`, or `nil` for none.
    case accessibilityLabel(String?)
    /// `accessibilityValue`, or `nil` for none.
    case accessibilityValue(String?)
    /// `accessibilityTraits`, by the constants' Swift names (`["button", "selected"]`), in
    /// any order.
    case accessibilityTraits([String])
    /// A `UILabel`'s or `UITextField`'s `text` (`""` for none), or a `UIButton`'s
    /// `currentTitle`.
    case text(String)
    /// `backgroundColor` resolved for the view's traits, `#RRGGBB` (`#RRGGBBAA` when not
    /// opaque), or `none`.
    case backgroundColor(String)
    /// A `UILabel`'s or `UITextField`'s `textColor` resolved for its traits, as
    /// ``backgroundColor(_:)`` spells it.
    case textColor(String)
  }

  /// How many matching events an event expectation wants.
  public enum Count: Sendable, Equatable {
    /// At least one.
    case atLeastOnce
    /// Exactly this many.
    case exactly(Int)
    /// None.
    case never
  }

  /// Which events of the timeline count.
  public struct EventFilter: Sendable, Equatable {
    /// The event's kind, e.g. `touchesEnded`, `gesture.began`, `reorder.swap`, `dealloc`.
    public var kind: String
    /// The identifier of the view it happened to, when given.
    public var view: String?
    /// Text the event's detail contains, when given.
    public var detail: String?
    /// For `dealloc`: the class whose object was deallocated.
    public var deallocatedClass: String?

    /// A filter; see the properties.
    public init(
      kind: String, view: String? = nil, detail: String? = nil, deallocatedClass: String? = nil
    ) {
      self.kind = kind
      self.view = view
      self.detail = detail
      self.deallocatedClass = deallocatedClass
    }

    /// Whether `event` is one of these.
    public func matches(_ event: TimelineEvent) -> Bool {
      guard event.kind == kind else { return false }
      if let view, event.view != view { return false }
      if let detail, !event.detail.contains(detail) { return false }
      if let deallocatedClass {
        return event.detail == deallocatedClass || event.detail.hasPrefix(deallocatedClass + " '")
      }
      return true
    }

    /// `touchesEnded on b1`, `dealloc of CardView`, `gesture.action on card with "pan"`.
    public var description: String {
      if let deallocatedClass { return "dealloc of \(deallocatedClass)" }
      var text = kind
      if let view { text += " on \(view)" }
      if let detail { text += " with \"\(detail)\"" }
      return text
    }
  }
}
