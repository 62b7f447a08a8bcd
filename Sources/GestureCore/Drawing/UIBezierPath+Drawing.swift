import Foundation

// Painting a path into the current context (`UIGraphicsGetCurrentContext()`), with the path's
// own line attributes and fill rule, as UIKit does; nothing without a current context.
extension UIBezierPath {
  /// Fills the path with the context's fill colour and the path's fill rule (`fill()`).
  @preconcurrency @MainActor
  public func fill() { fill(with: .normal, alpha: 1) }

  /// Fills the path blended by `blendMode` at `alpha` (`fill(with:alpha:)`).
  @preconcurrency @MainActor
  public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    context.beginPath()
    context.addPath(cgPath)
    context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    context.restoreGState()
  }

  /// Strokes the path with the context's stroke colour and the path's line width, cap, join,
  /// miter limit and dashes (`stroke()`).
  @preconcurrency @MainActor
  public func stroke() { stroke(with: .normal, alpha: 1) }

  /// Strokes the path blended by `blendMode` at `alpha` (`stroke(with:alpha:)`).
  @preconcurrency @MainActor
  public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.setLineDash(phase: dashPhase, lengths: dashPattern)
    context.beginPath()
    context.addPath(cgPath)
    context.strokePath()
    context.restoreGState()
  }

  /// Intersects the current context's clip with the path's inside by its fill rule
  /// (`addClip()`).
  @preconcurrency @MainActor
  public func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.beginPath()
    context.addPath(cgPath)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Sets the dash pattern for ``stroke()``: `count` lengths in points from `pattern`, starting
  /// `phase` points into it (`setLineDash(_:count:phase:)`); `nil` or 0 for a solid line.
  public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    dashPattern = pattern.map { p in (0..<max(0, count)).map { p[$0] } } ?? []
    dashPhase = phase
  }
}
