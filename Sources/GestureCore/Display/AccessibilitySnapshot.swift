import Foundation

/// One element VoiceOver would visit, as a frame records it (``Frame/accessibility``): what it
/// is called, its value and traits, where it is, and the phrase VoiceOver speaks for it.
public struct AccessibilitySnapshot: Sendable, Equatable {
  /// The element's name: its view's identifier (``GestureCore/UIView`` `accessibilityIdentifier`,
  /// else its path from the window), or a `UIAccessibilityElement`'s `accessibilityIdentifier`,
  /// else its container's name and `.element`.
  public var id: String
  /// `accessibilityLabel`, `nil` when it has none.
  public var label: String?
  /// `accessibilityValue`, `nil` when it has none.
  public var value: String?
  /// `accessibilityHint`, `nil` when it has none.
  public var hint: String?
  /// `accessibilityTraits`.
  public var traits: UIAccessibilityTraits
  /// `accessibilityFrame`: window points (the window fills the screen).
  public var frame: CGRect
  /// Whether the user acts on it (a control, or a button, link, adjustable, key or search
  /// field trait), so that Apple's 44 × 44 pt minimum target size applies to it.
  public var isInteractive: Bool
  /// Whether its size is fixed by UIKit rather than by the app (a `UISwitch`'s 51 × 31 pt),
  /// so that the small-target check does not mark it.
  public var hasSystemSize: Bool
  /// What VoiceOver speaks on reaching it: label, value and traits, comma separated
  /// (``AccessibilityTree/spokenDescription(label:value:traits:role:)``): "Log In, button".
  public var spoken: String

  /// The smallest target Apple's Human Interface Guidelines allow, points on each side
  /// ("Accessibility: … a minimum tappable area of 44x44 pt for all controls").
  public static let minimumTargetSide: CGFloat = 44

  /// Whether it is an interactive element whose frame is narrower or shorter than
  /// ``minimumTargetSide`` (and not of a size UIKit fixes).
  public var isSmallTarget: Bool {
    isInteractive && !hasSystemSize
      && (frame.width < Self.minimumTargetSide || frame.height < Self.minimumTargetSide)
  }

  /// Creates a snapshot; see the properties.
  public init(
    id: String, label: String?, value: String?, hint: String? = nil,
    traits: UIAccessibilityTraits, frame: CGRect, isInteractive: Bool,
    hasSystemSize: Bool = false, spoken: String
  ) {
    self.id = id
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.frame = frame
    self.isInteractive = isInteractive
    self.hasSystemSize = hasSystemSize
    self.spoken = spoken
  }
}
