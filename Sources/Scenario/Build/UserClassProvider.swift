import GestureCore

/// A class of the user's code that a scenario names.
public struct UserClassRequest: Equatable, Sendable {
  /// The class name, as declared in the code.
  public var name: String
  /// Whether it is the root view controller (a `UIViewController` subclass made with
  /// `init()`), else a view (a `UIView` subclass made with `init(frame:)`).
  public var isViewController: Bool
  /// The UIKit class it must inherit from: `UIViewController`, or the class of the view's
  /// `type` (`UIView`, `UIImageView`, `UILabel`, `UIButton`, `UIScrollView`).
  public var base: String
  /// Where the scenario names it (the first place, for a class named more than once): an
  /// error with the file, line, column and JSON path, and no message yet.
  public var place: ScenarioError

  /// A request; see the properties.
  public init(name: String, isViewController: Bool, base: String, place: ScenarioError) {
    self.name = name
    self.isViewController = isViewController
    self.base = base
    self.place = place
  }

  /// `card.json:4:25: error: rootViewController: <message>`.
  public func error(_ message: String) -> ScenarioError {
    var error = place
    error.message = message
    return error
  }
}

/// Makes the user's classes a scenario names: the command-line tool's compiled and loaded code
/// (`LoadedUserCode`), or a test's own classes.
@MainActor
public protocol UserClassProvider {
  /// A new instance of the view class `name` made with `init(frame:)`, or `nil` when there is
  /// no such class.
  func makeView(_ name: String, frame: CGRect) -> UIView?
  /// A new instance of the view controller class `name` made with `init()`, or `nil`.
  func makeViewController(_ name: String) -> UIViewController?
  /// A new instance of the code's app delegate (its class that adopts
  /// `UIApplicationDelegate`, the template's `@main class AppDelegate`) made with `init()`, or
  /// `nil` when the code has none.
  func makeApplicationDelegate() -> (any UIApplicationDelegate)?
  /// A new instance of the code's scene delegate class `name` (a class that adopts
  /// `UIWindowSceneDelegate` or `UISceneDelegate`; `nil`: the code's first such class) made
  /// with `init()`, or `nil` when there is none.
  func makeSceneDelegate(named name: String?) -> (any UISceneDelegate)?
  /// The Objective-C messaging of the code (its classes' method tables), bound as
  /// ``ObjectiveCRuntime/current`` while the code runs; `nil` for classes without tables.
  var objectiveCRuntime: ObjectiveCRuntime? { get }
}

extension UserClassProvider {
  /// No method tables: selectors reach no method of these classes.
  public var objectiveCRuntime: ObjectiveCRuntime? { nil }
  /// No app delegate.
  public func makeApplicationDelegate() -> (any UIApplicationDelegate)? { nil }
  /// No scene delegate.
  public func makeSceneDelegate(named name: String?) -> (any UISceneDelegate)? { nil }
}
