import Foundation
import Testing

@testable import GestureCore

/// Spellings code written against Apple's Objective-C-era API uses: `NSIndexPath` with UIKit's
/// additions, `NSInteger`, Display P3 colours.
@Suite("NSIndexPath rows, NSInteger, Display P3 colours")
@MainActor
struct ObjectiveCSpellingTests {
  @Test("NSIndexPath(row:section:) reads back its row, item and section")
  func indexPath() {
    let path = NSIndexPath(row: 4, section: 2)
    #expect(path.row == 4)
    #expect(path.item == 4)
    #expect(path.section == 2)
    #expect((IndexPath(item: 3, section: 1) as NSIndexPath).item == 3)
    let count: NSInteger = 3
    let unsigned: NSUInteger = 5
    #expect(count + Int(unsigned) == 8)
  }

  @Test("Display P3 red is extended sRGB (1.0931, −0.2267, −0.1501), from the standard matrices")
  func displayP3() {
    let color = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 2)
    var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    // sRGB's curve of 1.2249401763 (red), −0.0420569547 (green), −0.0196375546 (blue).
    #expect(abs(r - 1.0930663624427532) < 1e-9)
    #expect(abs(g - -0.2267419735427118) < 1e-9)
    #expect(abs(b - -0.15013458097918908) < 1e-9)
    #expect(a == 1)
    // A colour inside both spaces' overlap: P3 white is sRGB white.
    let white = UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)
    white.getRed(&r, green: &g, blue: &b, alpha: &a)
    // The matrices' rows sum to 1 within their 10 printed digits.
    #expect(abs(r - 1) < 1e-6 && abs(g - 1) < 1e-6 && abs(b - 1) < 1e-6)
  }
}
