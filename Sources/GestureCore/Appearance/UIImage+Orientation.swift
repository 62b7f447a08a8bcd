import Foundation

extension UIImage {
  /// How an image's pixels are turned to be shown upright (`UIImage.Orientation`, with
  /// UIKit's raw values).
  public enum Orientation: Int, Sendable {
    /// As stored.
    case up = 0
    /// Turned 180°.
    case down = 1
    /// Turned 90° counter-clockwise.
    case left = 2
    /// Turned 90° clockwise.
    case right = 3
    /// Mirrored left to right.
    case upMirrored = 4
    /// Mirrored top to bottom.
    case downMirrored = 5
    /// Mirrored and turned 90° counter-clockwise.
    case leftMirrored = 6
    /// Mirrored and turned 90° clockwise.
    case rightMirrored = 7

    /// Whether the shown image is the stored one turned a quarter (width and height swap).
    var isQuarterTurn: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }

    /// Maps the unit square of the stored pixels (top-left origin) to the unit square of the
    /// image as shown.
    var unitTransform: CGAffineTransform {
      switch self {
      case .up: return .identity
      case .down: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 1, ty: 1)
      case .left: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 1)
      case .right: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 1, ty: 0)
      case .upMirrored: return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0)
      case .downMirrored: return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1)
      case .leftMirrored: return CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
      case .rightMirrored: return CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: 1, ty: 1)
      }
    }
  }
}
