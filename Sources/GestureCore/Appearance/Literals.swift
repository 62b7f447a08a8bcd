import Foundation

/// Colour literals (`#colorLiteral(red:green:blue:alpha:)`) are `UIColor`s, as in UIKit.
extension UIColor: _ExpressibleByColorLiteral {}

/// Image literals (`#imageLiteral(resourceName:)`) are `UIImage`s, as in UIKit.
extension UIImage: _ExpressibleByImageLiteral {}

/// The type of a colour literal with no other type given (`let c = #colorLiteral(…)`): UIKit
/// names `UIColor`.
public typealias _ColorLiteralType = UIColor

/// The type of an image literal with no other type given: UIKit names `UIImage`.
public typealias _ImageLiteralType = UIImage
