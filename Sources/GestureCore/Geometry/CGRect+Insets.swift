import Foundation

extension CGRect {
  /// The rectangle shrunk by `insets` on each side (`inset(by:)`, UIKit's
  /// `UIEdgeInsetsInsetRect`): the origin moves by the left and top insets and the size loses
  /// left + right and top + bottom, points. Negative insets grow the rectangle; as in UIKit the
  /// result is not standardized, so insets larger than the rectangle give a negative size.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    insets.inset(self)
  }
}
