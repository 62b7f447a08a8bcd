import Foundation
import IOSSourcePreparation

/// The classes declared in Swift source and what they inherit from, read from the compiler's
/// own parse (``SourceIndex``, the same reading that prepares the code), in the active
/// branches of `#if` as an iOS build decides them.
///
/// That is enough to tell a scenario author which classes exist and whether a name is a
/// `UIView` or `UIViewController` subclass before compiling; the compiler stays the authority
/// on everything else.
public struct ClassDeclarationScanner: Sendable {
  /// A class declaration found in the code.
  public struct Declaration: Equatable, Sendable {
    /// The class name.
    public var name: String
    /// The first name in its inheritance clause, or `nil` for a root class.
    public var superclass: String?
    /// The file it is in, as given.
    public var file: String
    /// Why a generated file cannot name the class (`private`, generic, nested in another
    /// type), or `nil` when it can.
    public var unreachable: String? = nil
  }

  /// What a class is, as far as a scenario cares.
  public enum Kind: String, Equatable, Sendable {
    /// A subclass of `UIView` (directly or through other classes in the code).
    case view = "UIView"
    /// A subclass of `UIViewController`.
    case viewController = "UIViewController"
    /// Something else.
    case other = "other"
    /// A class that adopts `UIApplicationDelegate` (the template's `AppDelegate`), made with
    /// `init()` when the app launches.
    case applicationDelegate = "UIApplicationDelegate"
    /// A class that adopts `UIWindowSceneDelegate` or `UISceneDelegate` (the template's
    /// `SceneDelegate`), made with `init()` when the scene connects.
    case sceneDelegate = "UIWindowSceneDelegate"
  }

  /// Every class declaration, in file and source order.
  public private(set) var declarations: [Declaration] = []

  /// The UIKit view classes the core provides, whose subclasses are views.
  static let viewClasses: Set<String> = [
    "UIView", "UIImageView", "UILabel", "UIButton", "UIControl", "UIScrollView", "UIWindow",
    "UISwitch", "UISlider", "UIRefreshControl",
    "UIStackView",
  ]

  /// The UIKit view controller classes the core provides, whose subclasses are view
  /// controllers.
  static let controllerClasses: Set<String> = [
    "UIViewController", "UITableViewController", "UINavigationController", "UIAlertController",
    "UITabBarController",
  ]

  /// `typealias Name = Target` declarations, by name (a class may inherit through one).
  public private(set) var typealiases: [String: String] = [:]

  /// Reads `sources` (file name and text).
  public init(sources: [(file: String, text: String)]) {
    let preparation = SourcePreparation(
      sources: sources.map { (display: $0.file, text: $0.text) }, languageMode: 5)
    self.init(index: preparation.index, files: sources.map(\.file))
  }

  /// The classes of `index`, whose files are named `files`.
  init(index: SourceIndex, files: [String]) {
    declarations = index.classes.map {
      Declaration(
        name: $0.name, superclass: $0.inherited.first, file: files[$0.file],
        unreachable: $0.unreachable)
    }
    typealiases = index.typealiases
  }

  /// The class a superclass name means: `Base` for `UIKit.Base`, and through the code's
  /// typealiases (`typealias Screen = UIViewController`).
  private func resolve(_ superclass: String) -> String {
    var current = superclass.split(separator: ".").last.map(String.init) ?? superclass
    var seen: Set<String> = []
    while seen.insert(current).inserted, let target = typealiases[current] {
      current = target.split(separator: ".").last.map(String.init) ?? target
    }
    return current
  }

  /// The UIKit class `name` inherits from through the code's own classes (`UIImageView` for
  /// `class Card: BaseCard` with `class BaseCard: UIImageView`), or `nil` when the chain does not
  /// reach one of the core's view or view controller classes.
  public func uikitBase(of name: String) -> String? {
    var current = name
    var seen: Set<String> = []
    while seen.insert(current).inserted {
      if Self.viewClasses.contains(current) || Self.controllerClasses.contains(current) {
        return current
      }
      guard let superclass = declarations.first(where: { $0.name == current })?.superclass else {
        return nil
      }
      current = resolve(superclass)
    }
    return nil
  }

  /// Whether UIKit's class `base` is `required` or one of its subclasses (`UIButton` is a
  /// `UIControl` is a `UIView`).
  public static func uikitClass(_ base: String, isKindOf required: String) -> Bool {
    let parents: [String: String] = [
      "UIImageView": "UIView", "UILabel": "UIView", "UIControl": "UIView", "UIButton": "UIControl",
      "UIScrollView": "UIView", "UIWindow": "UIView", "UISwitch": "UIControl",
      "UISlider": "UIControl", "UIRefreshControl": "UIControl",
      "UIStackView": "UIView", "UITableViewController": "UIViewController",
      "UINavigationController": "UIViewController", "UIAlertController": "UIViewController",
      "UITabBarController": "UIViewController",
    ]
    var current: String? = base
    while let name = current {
      if name == required { return true }
      current = parents[name]
    }
    return false
  }

  /// What `name` is: a view, a view controller, something else, or `nil` when the code
  /// declares no class of that name.
  public func kind(of name: String) -> Kind? {
    var current = name
    var seen: Set<String> = []
    while seen.insert(current).inserted {
      if Self.viewClasses.contains(current) { return .view }
      if Self.controllerClasses.contains(current) { return .viewController }
      guard let declaration = declarations.first(where: { $0.name == current }) else {
        return current == name ? nil : .other
      }
      guard let superclass = declaration.superclass else { return .other }
      current = resolve(superclass)
    }
    return .other
  }

  /// `CardViewController (UIViewController), DragView (UIView)`: the classes of `kind`, for
  /// messages, or every class when there are none of that kind.
  public func candidates(of kind: Kind) -> [String] {
    declarations.filter { self.kind(of: $0.name) == kind }.map(\.name)
  }
}
