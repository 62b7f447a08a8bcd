import Foundation

/// The target sizes of ``UIView/systemLayoutSizeFitting(_:)``.
extension UIView {
  /// The smallest target size (`layoutFittingCompressedSize`): (0, 0). Pass it to
  /// ``systemLayoutSizeFitting(_:)`` for the smallest size the constraints allow.
  nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// The largest target size (`layoutFittingExpandedSize`): 10 000 × 10 000 points, the value
  /// UIKit has (observed in the iOS simulator and in a bug report whose unconstrained cell
  /// measured 10 000 pt tall with it; Apple documents only "as large as possible").
  nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)
}

/// The smallest fitting size under its Objective-C name, which Swift spells
/// ``UIView/layoutFittingCompressedSize`` (a compile error with UIKit's rename, as in Xcode).
@available(*, unavailable, renamed: "UIView.layoutFittingCompressedSize")
public let UILayoutFittingCompressedSize = CGSize(width: 0, height: 0)

/// The largest fitting size under its Objective-C name, which Swift spells
/// ``UIView/layoutFittingExpandedSize`` (a compile error with UIKit's rename, as in Xcode).
@available(*, unavailable, renamed: "UIView.layoutFittingExpandedSize")
public let UILayoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)
