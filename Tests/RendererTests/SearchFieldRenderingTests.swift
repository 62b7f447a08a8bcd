import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("UISearchBar: the search field's fill, read back from the PNG")
@MainActor
struct SearchFieldRenderingTests {
  @Test("The field's centre is tertiarySystemFill over the bar's white background")
  func fieldFill() throws {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 100, height: 56))
    let image = try firstFrameImage(of: [bar], background: .red)
    // The field is (8, 10, 84, 36); its centre (50, 28) has no glyph (no placeholder).
    // (118, 118, 128) at 12 % over white: 255 − 137 × 0.12 = 238.56, 255 − 127 × 0.12 = 239.76.
    let centre = image.rgba(50, 28)
    #expect(abs(centre.r - 239) <= 1 && abs(centre.g - 239) <= 1 && abs(centre.b - 240) <= 1)
    #expect(centre.a == 255)
    // Outside the field, the bar's background: white; a rounded corner's pixel shows it too.
    #expect(image.rgba(50, 5) == RGBA(255, 255, 255))
    #expect(image.rgba(8, 10) == RGBA(255, 255, 255))
    // Under the bar, the window.
    #expect(image.rgba(50, 60) == RGBA(255, 0, 0))
  }

  @Test("A minimal bar draws no background: the window shows around the field")
  func minimal() throws {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 100, height: 56))
    bar.searchBarStyle = .minimal
    let image = try firstFrameImage(of: [bar], background: .red)
    #expect(image.rgba(50, 5) == RGBA(255, 0, 0))
  }
}
