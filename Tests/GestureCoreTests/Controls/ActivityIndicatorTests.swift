import Foundation
import Testing

@testable import GestureCore

@Suite("UIActivityIndicatorView: styles, sizes, colours, hiding and the stepping spokes")
@MainActor
struct ActivityIndicatorTests {
  private func spokes(of indicator: UIActivityIndicatorView) -> [UIView] {
    indicator.subviews.filter { ($0 as? ControlPartView)?.partName.hasPrefix("spoke") == true }
  }

  @Test("Sizes: 20 × 20 for medium, white and gray; 37 × 37 for large and whiteLarge")
  func sizes() {
    for (style, side) in [
      (UIActivityIndicatorView.Style.medium, CGFloat(20)), (.white, 20), (.gray, 20),
      (.large, 37), (.whiteLarge, 37),
    ] {
      let indicator = UIActivityIndicatorView(style: style)
      #expect(indicator.frame == CGRect(x: 0, y: 0, width: side, height: side))
      #expect(indicator.intrinsicContentSize == CGSize(width: side, height: side))
    }
    #expect(UIActivityIndicatorView(frame: .zero).style == .medium)
    #expect(UIActivityIndicatorView.Style.large.rawValue == 101)
    #expect(UIActivityIndicatorView.Style.gray.rawValue == 2)
  }

  @Test("Hidden until it animates; hidden again when stopped unless hidesWhenStopped is false")
  func hiding() {
    let indicator = UIActivityIndicatorView(style: .medium)
    #expect(indicator.isHidden && !indicator.isAnimating)
    indicator.startAnimating()
    #expect(!indicator.isHidden && indicator.isAnimating)
    indicator.stopAnimating()
    #expect(indicator.isHidden && !indicator.isAnimating)
    indicator.hidesWhenStopped = false
    #expect(!indicator.isHidden)
    indicator.startAnimating()
    indicator.stopAnimating()
    #expect(!indicator.isHidden)
  }

  @Test("Colours: the style's unless set; gray is 0.5 white, medium is secondaryLabel")
  func colours() {
    let gray = UIActivityIndicatorView(style: .gray)
    #expect(gray.color.cgColor == UIColor(white: 0.5, alpha: 1).cgColor)
    #expect(spokes(of: gray).allSatisfy { $0.backgroundColor?.cgColor == gray.color.cgColor })
    #expect(UIActivityIndicatorView(style: .whiteLarge).color.cgColor == UIColor.white.cgColor)
    let medium = UIActivityIndicatorView(style: .medium)
    #expect(medium.color === UIColor.secondaryLabel)
    medium.color = .red
    #expect(spokes(of: medium).allSatisfy { $0.backgroundColor === UIColor.red })
    medium.color = nil
    #expect(medium.color === UIColor.secondaryLabel)
  }

  @Test("Eight capsules 2 pt wide from 3.33 to 10 pt round the centre of a 20 pt indicator")
  func geometry() {
    let indicator = UIActivityIndicatorView(style: .medium)
    let all = spokes(of: indicator)
    #expect(all.count == 8)
    // Spoke 0 points up: its centre is (10 + 10/3)/2 = 6.667 pt above the centre (10, 10).
    #expect(all[0].bounds.size.width == 2)
    #expect(abs(all[0].bounds.size.height - 20.0 / 3) < 1e-9)
    #expect(all[0].layer.cornerRadius == 1)
    #expect(abs(all[0].center.x - 10) < 1e-9 && abs(all[0].center.y - 10.0 / 3) < 1e-9)
    // Spoke 2 points right, turned a quarter.
    #expect(abs(all[2].center.x - (10 + 20.0 / 3)) < 1e-9 && abs(all[2].center.y - 10) < 1e-9)
    #expect(abs(all[2].transform.b - 1) < 1e-9)
    // Large: radius 18.5, spokes 3.7 pt wide.
    #expect(abs(spokes(of: UIActivityIndicatorView(style: .large))[0].bounds.width - 3.7) < 1e-9)
  }

  @Test("The head moves a spoke clockwise every 1/8 s of simulated time, the tail fading behind")
  func stepping() {
    let harness = GestureHarness()
    let indicator = UIActivityIndicatorView(style: .medium)
    harness.root.addSubview(indicator)
    indicator.startAnimating()
    let all = spokes(of: indicator)
    // At start the head is spoke 0; 1/8 s later spoke 1; at 0.3 s (two steps) spoke 2.
    #expect(all[0].alpha == 1)
    harness.run(for: 0.3)
    #expect(indicator.step == 2)
    #expect(all[2].alpha == 1)
    #expect(abs(all[1].alpha - 122.0 / 147) < 1e-9)
    #expect(abs(all[0].alpha - 97.0 / 147) < 1e-9)
    #expect(abs(all[7].alpha - 72.0 / 147) < 1e-9)
    #expect(abs(all[3].alpha - 47.0 / 147) < 1e-9)
    indicator.stopAnimating()
    harness.run(for: 0.3)
    #expect(indicator.step == 2)
  }
}
