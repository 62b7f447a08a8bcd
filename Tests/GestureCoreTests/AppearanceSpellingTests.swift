import Foundation
import GestureCore
import Testing

// Imports the core without `@testable`, as an app's file imports UIKit: the appearance calls an
// iOS view is written with must compile unchanged, unambiguous and without warnings (the
// `getRed`/`getHue` results are discardable, as imported Objective-C methods' are).

extension UIColor {
  /// An app's usual hex initializer, delegating to `init(red:green:blue:alpha:)`.
  fileprivate convenience init(hex: UInt32, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
  }

  /// An app's usual darkening helper, through `getHue`.
  fileprivate func darker(by amount: CGFloat) -> UIColor {
    var h: CGFloat = 0
    var s: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    getHue(&h, saturation: &s, brightness: &b, alpha: &a)
    return UIColor(hue: h, saturation: s, brightness: max(b - amount, 0), alpha: a)
  }
}

/// A card written as for iOS: system colours, a layer border from a `UIColor`, a named font with
/// a fallback, a system button with a tint, a label sized to fit.
@MainActor
private final class ReportCard: UIView {
  let heading = UILabel()
  let button = UIButton(type: .system)
  let badge = UIImageView(image: UIImage(named: "badge"))

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemGroupedBackground
    layer.cornerRadius = 12
    layer.borderWidth = 1
    layer.borderColor = UIColor.separator.cgColor
    heading.text = "Weekly"
    heading.font =
      UIFont(name: "AvenirNext-DemiBold", size: 20) ?? .systemFont(ofSize: 20, weight: .semibold)
    heading.textColor = UIColor(hex: 0x1C1C1E)
    addSubview(heading)
    badge.contentMode = .scaleAspectFit
    addSubview(badge)
    button.setTitle("Open", for: .normal)
    button.setTitleColor(UIColor(hex: 0x3366FF).darker(by: 0.2), for: .highlighted)
    button.titleLabel?.font = .boldSystemFont(ofSize: 17)
    tintColor = .systemPink
    addSubview(button)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@Suite("Appearance code spelled as for iOS compiles against the public API")
@MainActor
struct AppearanceSpellingTests {
  @Test("The card's colours, fonts and button tint come out as UIKit gives them")
  func card() {
    let card = ReportCard(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(card.layer.backgroundColor == CGColor(red: 1, green: 1, blue: 1))
    #expect(card.layer.borderColor == UIColor.separator.cgColor)
    #expect(card.heading.font.fontName == "AvenirNext-DemiBold")
    #expect(card.heading.font.familyName == "Avenir Next")
    #expect(
      card.heading.textColor == UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))
    #expect(card.button.titleColor(for: .normal) == .systemPink)
    #expect(card.button.currentTitleColor == .systemPink)
    #expect(card.badge.image == nil)
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    UIColor(hex: 0x3366FF).darker(by: 0.2).getRed(&r, green: &g, blue: &b, alpha: &a)
    // Hue 225°, saturation 0.8, brightness 1 − 0.2: (0.16, 0.32, 0.8).
    #expect(abs(r - 0.16) < 1e-9 && abs(g - 0.32) < 1e-9 && abs(b - 0.8) < 1e-9 && a == 1)
  }
}
