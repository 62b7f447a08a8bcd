import Foundation

/// A trait of a trait collection (`UITraitDefinition`, iOS 17): what
/// `registerForTraitChanges(_:handler:)` names, as the trait's type (`UITraitUserInterfaceStyle.self`).
///
/// The system traits are the types below. Those this model's trait collection carries
/// (appearance, level, text size, the size classes) are compared when traits change; the
/// others (display scale, layout direction, idiom, contrast, legibility weight, gamut) are
/// constant for a run on the simulated device, so a registration for them alone is never called,
/// as on a device that does not change them. Custom traits (a `UITraitDefinition` of the app's
/// own with a `defaultValue`, read by subscripting a trait collection) are not modelled: the
/// subscript does not compile.
public protocol UITraitDefinition {
  /// The trait's identifier (`identifier`): by default the type's name.
  static var identifier: String { get }
  /// The trait's name for debugging (`name`): by default the type's name.
  static var name: String { get }
  /// Whether the trait changes how colours resolve (`affectsColorAppearance`); default false.
  static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
  /// The type's name.
  public static var identifier: String { String(describing: self) }
  /// The type's name.
  public static var name: String { String(describing: self) }
  /// False.
  public static var affectsColorAppearance: Bool { false }
}

/// A trait's type, as trait-change registration takes it (`UITrait`).
public typealias UITrait = any UITraitDefinition.Type

/// The appearance trait (`UITraitUserInterfaceStyle`): light or dark.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  /// True: colours resolve by appearance.
  public static var affectsColorAppearance: Bool { true }
}
/// The level trait (`UITraitUserInterfaceLevel`): base or elevated.
public enum UITraitUserInterfaceLevel: UITraitDefinition {
  /// True: colours resolve by level.
  public static var affectsColorAppearance: Bool { true }
}
/// The text size trait (`UITraitPreferredContentSizeCategory`).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
/// The width's size class trait (`UITraitHorizontalSizeClass`).
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
/// The height's size class trait (`UITraitVerticalSizeClass`).
public enum UITraitVerticalSizeClass: UITraitDefinition {}
/// The display scale trait (`UITraitDisplayScale`): constant for a run.
public enum UITraitDisplayScale: UITraitDefinition {}
/// The layout direction trait (`UITraitLayoutDirection`): the app's direction for a run;
/// a view's follows its superview's `semanticContentAttribute`.
public enum UITraitLayoutDirection: UITraitDefinition {}
/// The device family trait (`UITraitUserInterfaceIdiom`): constant for a run.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {}
/// The contrast trait (`UITraitAccessibilityContrast`): constant for a run.
public enum UITraitAccessibilityContrast: UITraitDefinition {
  /// True: colours resolve by contrast.
  public static var affectsColorAppearance: Bool { true }
}
/// The bold-text trait (`UITraitLegibilityWeight`): constant for a run.
public enum UITraitLegibilityWeight: UITraitDefinition {}
/// The colour gamut trait (`UITraitDisplayGamut`): constant for a run.
public enum UITraitDisplayGamut: UITraitDefinition {
  /// True: colours resolve by gamut.
  public static var affectsColorAppearance: Bool { true }
}

extension UITraitCollection {
  /// The system traits that change how colours resolve
  /// (`systemTraitsAffectingColorAppearance`, iOS 18): appearance, level, contrast, gamut.
  public static var systemTraitsAffectingColorAppearance: [UITrait] {
    [
      UITraitUserInterfaceStyle.self, UITraitUserInterfaceLevel.self,
      UITraitAccessibilityContrast.self, UITraitDisplayGamut.self,
    ]
  }

  /// Whether `trait` has a different value here than in `other`: compared for the traits this
  /// model carries, never for those constant during a run.
  func differs(in trait: UITrait, from other: UITraitCollection) -> Bool {
    switch ObjectIdentifier(trait) {
    case ObjectIdentifier(UITraitUserInterfaceStyle.self):
      return userInterfaceStyle != other.userInterfaceStyle
    case ObjectIdentifier(UITraitUserInterfaceLevel.self):
      return userInterfaceLevel != other.userInterfaceLevel
    case ObjectIdentifier(UITraitPreferredContentSizeCategory.self):
      return preferredContentSizeCategory != other.preferredContentSizeCategory
    case ObjectIdentifier(UITraitHorizontalSizeClass.self):
      return horizontalSizeClass != other.horizontalSizeClass
    case ObjectIdentifier(UITraitVerticalSizeClass.self):
      return verticalSizeClass != other.verticalSizeClass
    case ObjectIdentifier(UITraitLayoutDirection.self):
      return layoutDirection != other.layoutDirection
    default:
      return false
    }
  }
}
