import Foundation

// UIKit's graphics functions: the current context and the image context, in UIKit's
// coordinates (origin top left, y down, points).

/// The context UIKit drawing goes to (`UIGraphicsGetCurrentContext()`): inside `draw(_:)` the
/// view's backing store, inside an image renderer's block its bitmap, after
/// `UIGraphicsBeginImageContextWithOptions` that image context; otherwise `nil`, as on iOS.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
  SimulationContext.graphicsContexts?.current
}

/// Makes `context` current until ``UIGraphicsPopContext()`` (`UIGraphicsPushContext(_:)`).
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
  SimulationContext.graphicsContexts?.push(context)
}

/// Restores the context current before the last ``UIGraphicsPushContext(_:)``
/// (`UIGraphicsPopContext()`).
@preconcurrency @MainActor
public func UIGraphicsPopContext() { SimulationContext.graphicsContexts?.pop() }

/// Fills `rect` with the current fill colour (`UIRectFill(_:)`), in the current context.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes a one-point frame just inside `rect` with the current fill colour
/// (`UIRectFrame(_:)`: UIKit fills the frame rather than stroking it).
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) {
  guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else {
    return
  }
  let r = rect.standardized
  let inner = r.insetBy(dx: min(1, r.width / 2), dy: min(1, r.height / 2))
  context.saveGState()
  context.beginPath()
  context.addRect(r)
  if !inner.isEmpty { context.addRect(inner) }
  context.fillPath(using: .evenOdd)
  context.restoreGState()
}

/// Intersects the current context's clip with `rect` (`UIRectClip(_:)`).
@preconcurrency @MainActor
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }

/// Starts an image context of `size` points at the main screen's scale, transparent
/// (`UIGraphicsBeginImageContext(_:)`).
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts an image context of `size` points at `scale` pixels per point (0 for the screen's
/// scale) and makes it current (`UIGraphicsBeginImageContextWithOptions(_:_:_:)`). `opaque`
/// is accepted; the bitmap keeps its alpha. A size with no pixels makes no context, as on iOS
/// (which logs an error), and ``UIGraphicsGetImageFromCurrentImageContext()`` then gives `nil`.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  guard let stack = SimulationContext.graphicsContexts else { return }
  let resolved = scale > 0 ? scale : (SimulationContext.screen?.scale ?? 1)
  guard let context = CGContext._uiKitContext(size: size, scale: resolved) else {
    SimulationContext.eventLog?.record(
      "graphics.invalidSize", view: nil,
      detail: "UIGraphicsBeginImageContext() failed to allocate CGBitmapContext: "
        + "size \(size.width)×\(size.height) points at scale \(resolved)")
    return
  }
  stack.push(context)
  stack.imageScales[ObjectIdentifier(context)] = resolved
}

/// An image of the current image context's bitmap
/// (`UIGraphicsGetImageFromCurrentImageContext()`), or `nil` when the current context is not
/// an image context.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let stack = SimulationContext.graphicsContexts, let context = stack.current,
    let scale = stack.imageScales[ObjectIdentifier(context)], let image = context.makeImage()
  else { return nil }
  return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the current image context and restores the context before it
/// (`UIGraphicsEndImageContext()`).
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
  guard let stack = SimulationContext.graphicsContexts, let context = stack.current,
    stack.imageScales.removeValue(forKey: ObjectIdentifier(context)) != nil
  else { return }
  stack.pop()
}
