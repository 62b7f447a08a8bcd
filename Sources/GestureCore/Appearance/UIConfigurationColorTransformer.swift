import Foundation

/// A function that turns one colour into another, UIKit's `UIConfigurationColorTransformer`
/// (iOS 14): configurations apply it to a colour they resolve, e.g. a background's
/// (``UIBackgroundConfiguration/backgroundColorTransformer``).
public struct UIConfigurationColorTransformer: Sendable {
  /// The transformation.
  public let transform: @Sendable (UIColor) -> UIColor

  /// A transformer that applies `transform` (`init(_:)`).
  public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
    self.transform = transform
  }

  /// The transformed colour (`callAsFunction(_:)`).
  public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

  /// A transformer that makes a colour gray (`grayscale`): each resolved colour becomes the
  /// gray of its Rec. 601 luma, 0.299 R + 0.587 G + 0.114 B, keeping its opacity.
  public static let grayscale = UIConfigurationColorTransformer { color in
    UIColor { traits in
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }
  }
}
