import Foundation

/// The environment an interface is shown in, UIKit's `UITraitCollection`; this model carries
/// the appearance (``userInterfaceStyle``) only. Immutable and `Sendable`, as in UIKit.
///
/// Views, view controllers and screens each have one (``UITraitEnvironment``): a view's comes
/// from its `overrideUserInterfaceStyle`, else its view controller's, else its superview's,
/// else the window's screen (the scenario's `appearance`, light by default).
///
/// ``current`` is the trait collection dynamic colours resolve against when read without one
/// (``UIColor/cgColor``): the one ``performAsCurrent(_:)`` installed, else the screen of the
/// scene whose code is running, else an unspecified one, which resolves light (Apple,
/// `UITraitCollection.current`: "UIKit sets this value … before calling … methods such as
/// `layoutSubviews()`"). The setter of `current` is not modelled: it would be global mutable
/// state; `performAsCurrent(_:)` covers its use.
public final class UITraitCollection: Equatable, Hashable, CustomStringConvertible, Sendable {
  /// The appearance (`userInterfaceStyle`, default ``UIUserInterfaceStyle/unspecified``).
  public let userInterfaceStyle: UIUserInterfaceStyle

  /// A trait collection with no traits given (`init()`): style ``UIUserInterfaceStyle/unspecified``.
  public convenience init() {
    self.init(userInterfaceStyle: .unspecified)
  }

  /// A trait collection with only the appearance given (`init(userInterfaceStyle:)`).
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// Whether colours can resolve differently in `traitCollection`
  /// (`hasDifferentColorAppearance(comparedTo:)`): the styles differ. A `nil` collection
  /// differs unless this one is unspecified.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?)
    -> Bool
  {
    (traitCollection?.userInterfaceStyle ?? .unspecified) != userInterfaceStyle
  }

  /// Runs `actions` with this collection as ``current`` (`performAsCurrent(_:)`), so dynamic
  /// colours read inside resolve against it; the previous one is back afterwards.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    try UITraitCollection.$installed.withValue(self) { try actions() }
  }

  /// The trait collection colours resolve against when none is given (`current`): see the
  /// type's documentation.
  public static var current: UITraitCollection {
    installed ?? SimulationContext.screen?.traitCollection ?? unspecified
  }

  /// The collection ``performAsCurrent(_:)`` installed (task-local, so nothing global changes).
  @TaskLocal private static var installed: UITraitCollection?

  /// The shared collection of each style, so views do not allocate one per frame.
  static func of(_ style: UIUserInterfaceStyle) -> UITraitCollection {
    switch style {
    case .unspecified: unspecified
    case .light: light
    case .dark: dark
    }
  }
  private static let unspecified = UITraitCollection(userInterfaceStyle: .unspecified)
  private static let light = UITraitCollection(userInterfaceStyle: .light)
  private static let dark = UITraitCollection(userInterfaceStyle: .dark)

  /// Whether both have the same traits (`isEqual(_:)`).
  public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    lhs.userInterfaceStyle == rhs.userInterfaceStyle
  }

  /// Hashes the traits, consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(userInterfaceStyle)
  }

  /// The traits as `<UITraitCollection; UserInterfaceStyle = Dark>`, close to UIKit's
  /// description (which lists every trait).
  public var description: String {
    let name: String
    switch userInterfaceStyle {
    case .unspecified: name = "Unspecified"
    case .light: name = "Light"
    case .dark: name = "Dark"
    }
    return "<UITraitCollection; UserInterfaceStyle = \(name)>"
  }
}

/// Something with a trait collection that tells when it changes, UIKit's `UITraitEnvironment`:
/// views, view controllers and screens.
@MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The traits in force (`traitCollection`).
  var traitCollection: UITraitCollection { get }
  /// Called after ``traitCollection`` changed, with the one before
  /// (`traitCollectionDidChange(_:)`; deprecated in iOS 17 in favour of trait registration,
  /// which is not modelled).
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
