import Foundation

/// An object a view holds to take part in an interaction (`UIInteraction`): pointer hover,
/// drag and drop, context menus. The view owns it; it is told when it is added and removed.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
  /// The view the interaction is added to (`view`), or `nil`.
  var view: UIView? { get }
  /// Called before the interaction is added to `view`, or removed when `nil`
  /// (`willMove(to:)`).
  func willMove(to view: UIView?)
  /// Called after the interaction was added to `view`, or removed when `nil`
  /// (`didMove(to:)`).
  func didMove(to view: UIView?)
}

extension UIView {
  /// The interactions added to the view, in the order added (`interactions`).
  public var interactions: [any UIInteraction] {
    get { attachedInteractions }
    set {
      for old in attachedInteractions where !newValue.contains(where: { $0 === old }) {
        removeInteraction(old)
      }
      for interaction in newValue { addInteraction(interaction) }
    }
  }

  /// Adds `interaction` to the view, which owns it (`addInteraction(_:)`); adding one already
  /// there does nothing.
  public func addInteraction(_ interaction: any UIInteraction) {
    guard !attachedInteractions.contains(where: { $0 === interaction }) else { return }
    interaction.view?.removeInteraction(interaction)
    interaction.willMove(to: self)
    attachedInteractions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes `interaction` from the view (`removeInteraction(_:)`).
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard attachedInteractions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    attachedInteractions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
}

/// A view's response to a hovering pointer, UIKit's `UIPointerInteraction` (iPadOS 13.4).
///
/// Declared so code written for iPad compiles, and inert: a pointer exists only with a
/// trackpad or mouse on an iPad, and a scenario's input is touches on a phone, so no pointer
/// ever enters a region and the delegate is never asked. An iPhone does the same.
@preconcurrency @MainActor
open class UIPointerInteraction: UIInteraction {
  /// The delegate that supplies regions and styles (`delegate`, weak).
  open private(set) weak var delegate: (any UIPointerInteractionDelegate)?
  /// Whether the interaction responds to the pointer (`isEnabled`, default true).
  open var isEnabled = true
  /// The view the interaction is added to (weak).
  open private(set) weak var view: UIView?

  /// An interaction whose regions and styles `delegate` supplies (`init(delegate:)`).
  public init(delegate: (any UIPointerInteractionDelegate)?) {
    self.delegate = delegate
  }

  /// Asks for the regions and styles again (`invalidate()`); no pointer, nothing to redo.
  open func invalidate() {}

  open func willMove(to view: UIView?) {}

  open func didMove(to view: UIView?) { self.view = view }
}

/// What supplies a pointer interaction's regions and styles (`UIPointerInteractionDelegate`);
/// every method is optional, as in UIKit. Never called here (``UIPointerInteraction``).
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
  /// The region the pointer is in (`pointerInteraction(_:regionFor:defaultRegion:)`).
  func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion?
  /// The pointer's look in `region` (`pointerInteraction(_:styleFor:)`).
  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
    -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
  /// The default region: the one UIKit offers.
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? { defaultRegion }
  /// The default style: the system's (`nil`).
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, styleFor region: UIPointerRegion
  )
    -> UIPointerStyle?
  { nil }
}

/// A rectangle of a view in which the pointer takes one style (`UIPointerRegion`).
@preconcurrency @MainActor
open class UIPointerRegion {
  /// The region, in the interaction's view's coordinates, points (`rect`).
  public let rect: CGRect
  /// What tells the region apart from others (`identifier`).
  public let identifier: AnyHashable?

  /// A region of `rect` (`init(rect:identifier:)`).
  public init(rect: CGRect, identifier: AnyHashable? = nil) {
    self.rect = rect
    self.identifier = identifier
  }
}

/// Where the pointer is when a region is asked for (`UIPointerRegionRequest`).
@preconcurrency @MainActor
open class UIPointerRegionRequest {
  /// The pointer's location in the interaction's view, points (`location`).
  public let location: CGPoint

  init(location: CGPoint) { self.location = location }
}

/// A view and how it is shown for a preview or pointer effect (`UITargetedPreview`).
@preconcurrency @MainActor
open class UITargetedPreview {
  /// The view the preview shows (`view`).
  public let view: UIView

  /// A preview of `view` (`init(view:)`).
  public init(view: UIView) { self.view = view }
}

/// How the pointer affects the view under it (`UIPointerEffect`).
public enum UIPointerEffect {
  /// The system chooses (`automatic`).
  case automatic(UITargetedPreview)
  /// The pointer becomes a highlight behind the view (`highlight`).
  case highlight(UITargetedPreview)
  /// The view lifts under the pointer (`lift`).
  case lift(UITargetedPreview)
  /// The view changes under a visible pointer (`hover`).
  case hover(
    UITargetedPreview, preferredTintMode: UIPointerEffect.TintMode = .overlay,
    prefersShadow: Bool = false, prefersScaledContent: Bool = true)

  /// How a hover effect tints the view (`UIPointerEffect.TintMode`).
  public enum TintMode: Int, Sendable {
    case none = 0
    case overlay = 1
    case underlay = 2
  }
}

/// The pointer's shape over a region (`UIPointerShape`).
public enum UIPointerShape {
  /// A rounded rectangle of `rect` (`roundedRect(_:radius:)`).
  case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
  /// A vertical beam of `length` (`verticalBeam(length:)`).
  case verticalBeam(length: CGFloat)
  /// A horizontal beam of `length` (`horizontalBeam(length:)`).
  case horizontalBeam(length: CGFloat)

  /// The system's corner radius for a rounded-rectangle pointer, points (a working value; the
  /// constant is never drawn here).
  public static let defaultCornerRadius: CGFloat = 8
}

/// The pointer's look over a region (`UIPointerStyle`).
@preconcurrency @MainActor
open class UIPointerStyle {
  /// The effect on the view (`nil` for a shape-only style).
  public let effect: UIPointerEffect?
  /// The pointer's shape, if given.
  public let shape: UIPointerShape?

  /// A style with `effect`, and `shape` if given (`init(effect:shape:)`).
  public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
    self.effect = effect
    self.shape = shape
  }

  /// A style of `shape` alone (`init(shape:constrainedAxes:)`).
  public init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
    self.effect = nil
    self.shape = shape
  }

  /// The hidden pointer (`hidden()`).
  public static func hidden() -> UIPointerStyle {
    UIPointerStyle(shape: .roundedRect(.zero, radius: 0))
  }
}

/// Axes of a layout (`UIAxis`).
public struct UIAxis: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The horizontal axis (`horizontal`).
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  /// The vertical axis (`vertical`).
  public static let vertical = UIAxis(rawValue: 1 << 1)
  /// Both axes (`both`).
  public static let both: UIAxis = [.horizontal, .vertical]
}
