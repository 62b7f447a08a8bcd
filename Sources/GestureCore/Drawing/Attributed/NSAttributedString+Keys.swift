import Foundation

extension NSAttributedString.Key {
  /// The colour filled behind the run's line boxes, a `UIColor` (`backgroundColor`); none when
  /// absent.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Extra space added after each character, points, an `NSNumber` or `CGFloat` (`kern`);
  /// negative values tighten.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The underline under the run, an ``NSUnderlineStyle`` raw value as `Int` or `NSNumber`, or
  /// the style itself (`underlineStyle`).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The underline's colour, a `UIColor` (`underlineColor`); the text's colour when absent.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The line through the run, an ``NSUnderlineStyle`` raw value (`strikethroughStyle`).
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The strikethrough's colour, a `UIColor` (`strikethroughColor`); the text's colour when
  /// absent.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// How far the run's baseline is raised, points (`baselineOffset`); negative lowers it.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// The text's shadow, an ``NSShadow`` (`shadow`).
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// A link, a `URL` or `String` (`link`). A label draws the run in the link colour
  /// (``UIColor/link``) and underlined, whatever its foreground colour, and does not react to
  /// touches (UILabel has no link interaction; observed behaviour since iOS 6).
  public static let link = NSAttributedString.Key("NSLink")
  /// An inline image, an ``NSTextAttachment`` on the attachment character U+FFFC
  /// (`attachment`); on other characters it is ignored, as TextKit ignores it.
  public static let attachment = NSAttributedString.Key("NSAttachment")
}

/// The lines drawn under or through text (`NSUnderlineStyle`), UIKit's raw values: the line's
/// look in the low byte, its pattern and whether it skips spaces above it.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// One line (`single`).
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One line twice as thick (`thick`).
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two lines (`double`).
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A solid line (`patternSolid`, the default pattern).
  public static let patternSolid = NSUnderlineStyle([])
  /// A dotted line (`patternDot`); drawn solid here.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// A dashed line (`patternDash`); drawn solid here.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// Dash-dot (`patternDashDot`); drawn solid here.
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// Dash-dot-dot (`patternDashDotDot`); drawn solid here.
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// Only under words, not spaces (`byWord`); drawn under spaces too here.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A shadow drawn under text (`NSShadow`), the value of ``NSAttributedString/Key/shadow``.
open class NSShadow: @unchecked Sendable {
  /// How far the shadow is offset from the text, points (`shadowOffset`, default (0, 0)); y
  /// grows downward, as on iOS.
  open var shadowOffset: CGSize = .zero
  /// The blur radius, points (`shadowBlurRadius`, default 0): the shadow is blurred by a
  /// Gaussian of standard deviation `shadowBlurRadius` / 2, as Core Graphics blurs a context
  /// shadow (`CGContext.setShadow(offset:blur:color:)`, which text drawing passes it to).
  open var shadowBlurRadius: CGFloat = 0
  /// The shadow's colour (`shadowColor`, default `nil`: black at one third opacity, Apple's
  /// documented default).
  open var shadowColor: Any?
  /// A shadow with the defaults (`init()`).
  public init() {}
}
