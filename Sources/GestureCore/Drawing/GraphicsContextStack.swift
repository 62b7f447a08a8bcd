import Foundation

/// UIKit's stack of graphics contexts (`UIGraphicsPushContext`, `UIGraphicsPopContext`, the
/// context of `draw(_:)`, image contexts): the top is what `UIGraphicsGetCurrentContext()`
/// returns and what `UIBezierPath.fill()` and `UIColor.setFill()` draw into.
///
/// Each window owns one, bound for the code that runs in a simulation step or while a scene is
/// built (``SimulationContext/graphicsContexts``); a view's drawing and an image renderer push
/// their context for the time their block runs. UIKit keeps one stack per thread; the
/// simulation's code runs on one.
@preconcurrency @MainActor
package final class GraphicsContextStack {
  private var contexts: [CGContext] = []
  /// The scale of each image context begun by `UIGraphicsBeginImageContextWithOptions` and not
  /// yet ended, by the context's identity (the stack holds the context).
  package var imageScales: [ObjectIdentifier: CGFloat] = [:]

  package init() {}

  /// The context on top, or `nil` when the stack is empty.
  package var current: CGContext? { contexts.last }

  /// Makes `context` current until the matching ``pop()``.
  package func push(_ context: CGContext) { contexts.append(context) }

  /// Removes the context on top; does nothing when the stack is empty, as UIKit.
  @discardableResult
  package func pop() -> CGContext? { contexts.popLast() }

  /// Runs `body` with `context` current, and pops it afterwards, also when `body` leaves
  /// contexts of its own on the stack.
  package func with<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
    let depth = contexts.count
    contexts.append(context)
    defer { contexts.removeSubrange(depth...) }
    return try body()
  }
}
