import Foundation

/// UIKit's additions to `NSValue` for geometry (NSValue+UIGeometryAdditions), which Foundation
/// on Linux spells with its own names (`init(point:)`, `pointValue`): boxing a point, size or
/// rectangle for a dictionary or a key-value change, and reading it back.
extension NSValue {
  /// A value holding `point` (`init(cgPoint:)`).
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

  /// A value holding `size` (`init(cgSize:)`).
  public convenience init(cgSize size: CGSize) { self.init(size: size) }

  /// A value holding `rect` (`init(cgRect:)`).
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  /// The point the value holds (`cgPointValue`).
  public var cgPointValue: CGPoint { pointValue }

  /// The size the value holds (`cgSizeValue`).
  public var cgSizeValue: CGSize { sizeValue }

  /// The rectangle the value holds (`cgRectValue`).
  public var cgRectValue: CGRect { rectValue }
}
