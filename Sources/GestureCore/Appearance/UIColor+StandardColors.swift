import Foundation

/// The fixed colours UIKit has had since iOS 2, with Apple's component values ("A color object
/// in the sRGB color space whose grayscale value is 1/3 and whose alpha value is 1.0", and so
/// on, on each property's page). They do not adapt to the appearance. Each property returns one
/// shared instance, as UIKit does.
extension UIColor {
  /// Gray 0, alpha 1 (`black`).
  public class var black: UIColor { Standard.black }
  /// Gray 1/3, alpha 1 (`darkGray`).
  public class var darkGray: UIColor { Standard.darkGray }
  /// Gray 2/3, alpha 1 (`lightGray`).
  public class var lightGray: UIColor { Standard.lightGray }
  /// Gray 1, alpha 1 (`white`).
  public class var white: UIColor { Standard.white }
  /// Gray 0.5, alpha 1 (`gray`).
  public class var gray: UIColor { Standard.gray }
  /// RGB (1, 0, 0), alpha 1 (`red`).
  public class var red: UIColor { Standard.red }
  /// RGB (0, 1, 0), alpha 1 (`green`).
  public class var green: UIColor { Standard.green }
  /// RGB (0, 0, 1), alpha 1 (`blue`).
  public class var blue: UIColor { Standard.blue }
  /// RGB (0, 1, 1), alpha 1 (`cyan`).
  public class var cyan: UIColor { Standard.cyan }
  /// RGB (1, 1, 0), alpha 1 (`yellow`).
  public class var yellow: UIColor { Standard.yellow }
  /// RGB (1, 0, 1), alpha 1 (`magenta`).
  public class var magenta: UIColor { Standard.magenta }
  /// RGB (1, 0.5, 0), alpha 1 (`orange`).
  public class var orange: UIColor { Standard.orange }
  /// RGB (0.5, 0, 0.5), alpha 1 (`purple`).
  public class var purple: UIColor { Standard.purple }
  /// RGB (0.6, 0.4, 0.2), alpha 1 (`brown`).
  public class var brown: UIColor { Standard.brown }
  /// Gray 0, alpha 0: fully transparent (`clear`).
  public class var clear: UIColor { Standard.clear }
  /// Gray 0, alpha 1: text on light backgrounds (`darkText`, deprecated in favour of
  /// ``label``).
  public class var darkText: UIColor { Standard.black }
  /// Gray 1, alpha 0.6: text on dark backgrounds (`lightText`).
  public class var lightText: UIColor { Standard.lightText }

  private enum Standard {
    static let black = UIColor(white: 0, alpha: 1)
    static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    static let white = UIColor(white: 1, alpha: 1)
    static let gray = UIColor(white: 0.5, alpha: 1)
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    static let clear = UIColor(white: 0, alpha: 0)
    static let lightText = UIColor(white: 1, alpha: 0.6)
  }
}
