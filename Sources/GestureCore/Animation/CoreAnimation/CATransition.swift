import Foundation

/// The key a transition is added under when added with `forKey: nil` (`kCATransition`).
public let kCATransition = "transition"

/// The kind of a layer transition (`CATransitionType`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  /// The type's name, as Core Animation spells it.
  public let rawValue: String
  /// A type.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The old look fades out as the new one fades in (`fade`, the default).
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new look slides in over the old one (`moveIn`).
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new look pushes the old one out (`push`).
  public static let push = CATransitionType(rawValue: "push")
  /// The old look slides away, revealing the new one (`reveal`).
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a moving transition (`CATransitionSubtype`).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  /// The subtype's name, as Core Animation spells it.
  public let rawValue: String
  /// A subtype.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// From the right edge (`fromRight`).
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// From the left edge (`fromLeft`).
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// From the top edge (`fromTop`).
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// From the bottom edge (`fromBottom`).
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// A transition between a layer's look before it was added and its look after
/// (`CATransition`). Drawn as a fade: the layer's new look fades in over its duration, from
/// ``startProgress`` to ``endProgress`` of the way, along its timing function
/// (docs/gestures-and-animations.md, "Transitions", says why the old look is not kept);
/// `moveIn`, `push` and `reveal` are drawn as that fade with an `animation.unsupported`
/// timeline warning.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
  /// The kind (`type`, default `.fade`).
  open var type: CATransitionType = .fade
  /// The direction of a moving kind (`subtype`, default `nil`).
  open var subtype: CATransitionSubtype?
  /// Where in the transition it starts, 0…1 (`startProgress`, default 0).
  open var startProgress: Float = 0
  /// Where it ends, 0…1 (`endProgress`, default 1).
  open var endProgress: Float = 1

  override func copyAttributes(to copy: CAAnimation) {
    super.copyAttributes(to: copy)
    guard let copy = copy as? CATransition else { return }
    copy.type = type
    copy.subtype = subtype
    copy.startProgress = startProgress
    copy.endProgress = endProgress
  }

  override var timelineName: String { "CATransition \(type.rawValue)" }
}
