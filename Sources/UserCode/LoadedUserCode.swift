import Foundation
import GestureCore

/// The user's compiled code, loaded into this process: makes instances of the classes the
/// scenario names.
///
/// The library stays loaded for the life of the process (Swift code cannot be unloaded
/// safely). Its references to the core resolve against the running executable, which exports
/// its symbols, so its classes subclass the very `UIView` the simulation uses.
@MainActor
public final class LoadedUserCode {
  /// Where the library was loaded from (in the cache).
  public let library: URL
  private let factories: [String: @convention(c) (Double, Double, Double, Double) -> UInt]
  /// The code's Objective-C messaging: its classes' method tables. Bind it as
  /// ``ObjectiveCRuntime/current`` around everything that runs the code.
  public let objectiveCRuntime: ObjectiveCRuntime?
  /// The code's app delegate class (the first class adopting `UIApplicationDelegate`), if any.
  public let applicationDelegateClass: String?
  /// The code's scene delegate classes, in source order.
  public let sceneDelegateClasses: [String]

  init(library: URL, entries: [FactorySource.Entry]) throws(UserCodeError) {
    self.library = library
    guard let handle = dlopen(library.path, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
      throw UserCodeError(.unreadable, "cannot load the compiled code \(library.path): \(reason)")
    }
    var factories: [String: @convention(c) (Double, Double, Double, Double) -> UInt] = [:]
    applicationDelegateClass = entries.first { $0.kind == .applicationDelegate }?.name
    sceneDelegateClasses = entries.filter { $0.kind == .sceneDelegate }.map(\.name)
    for (index, entry) in entries.enumerated() {
      guard let symbol = dlsym(handle, FactorySource.symbol(index)) else {
        throw UserCodeError(
          .unreadable, "the compiled code \(library.path) has no factory for \(entry.name)")
      }
      factories[entry.name] = unsafeBitCast(
        symbol, to: (@convention(c) (Double, Double, Double, Double) -> UInt).self)
    }
    self.factories = factories
    guard let runtime = dlsym(handle, FactorySource.runtimeSymbol) else {
      throw UserCodeError(
        .unreadable, "the compiled code \(library.path) has no method tables")
    }
    let makeRuntime = unsafeBitCast(runtime, to: (@convention(c) () -> UInt).self)
    guard let pointer = UnsafeRawPointer(bitPattern: makeRuntime()) else {
      throw UserCodeError(.unreadable, "the compiled code \(library.path) gave no method tables")
    }
    objectiveCRuntime = Unmanaged<ObjectiveCRuntime>.fromOpaque(pointer).takeRetainedValue()
  }

  /// The names of the classes this code can make.
  public var classNames: [String] { factories.keys.sorted() }

  /// A new instance of the view class `name`, made with `init(frame:)`, or `nil` when the
  /// scenario did not name it.
  public func makeView(_ name: String, frame: CGRect) -> UIView? {
    guard let factory = factories[name] else { return nil }
    let bits = factory(
      Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
    return take(bits) as? UIView
  }

  /// A new instance of the view controller class `name`, made with `init()`, or `nil`.
  public func makeViewController(_ name: String) -> UIViewController? {
    guard let factory = factories[name] else { return nil }
    return take(factory(0, 0, 0, 0)) as? UIViewController
  }

  /// A new instance of the code's app delegate class, made with `init()`, or `nil` when the
  /// code has none.
  public func makeApplicationDelegate() -> (any UIApplicationDelegate)? {
    guard let name = applicationDelegateClass, let factory = factories[name] else { return nil }
    return take(factory(0, 0, 0, 0)) as? any UIApplicationDelegate
  }

  /// A new instance of the code's scene delegate class `name` (`nil`: the first one), made
  /// with `init()`, or `nil` when there is no such class.
  public func makeSceneDelegate(named name: String?) -> (any UISceneDelegate)? {
    guard let chosen = name ?? sceneDelegateClasses.first, sceneDelegateClasses.contains(chosen),
      let factory = factories[chosen]
    else { return nil }
    return take(factory(0, 0, 0, 0)) as? any UISceneDelegate
  }

  private func take(_ bits: UInt) -> AnyObject? {
    guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(pointer).takeRetainedValue()
  }
}
