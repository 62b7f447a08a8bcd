import Foundation
import Testing

@testable import GestureCore

@Suite("CGFont: a face made from a name, as CATextLayer takes it")
@MainActor
struct CGFontTests {
  @Test("A name resolves as UIFont(name:size:) does; an empty name gives nil")
  func resolvesName() throws {
    let name: String = "Georgia-Bold"
    let font = try #require(CGFont(name as CFString))
    #expect(font.postScriptName == "Georgia-Bold")
    #expect(font.face.design == .serif)
    #expect(font.face.weight == .bold)
    #expect(CGFont("" as CFString) == nil)
  }

  @Test("Metrics in font units: DejaVu's 2048 per em, ascent 1901, descent -483, no gap")
  func metrics() throws {
    let font = try #require(CGFont("HelveticaNeue" as CFString))
    #expect(font.unitsPerEm == 2048)
    #expect(font.ascent == 1901)
    #expect(font.descent == -483)
    #expect(font.leading == 0)
  }

  @Test("A CATextLayer with a CGFont draws that face at its fontSize, not Helvetica")
  func textLayerFont() throws {
    let layer = CATextLayer()
    layer.font = CGFont("Menlo-Regular" as CFString)
    layer.fontSize = 20
    #expect(
      layer.drawnFont == UIFont.monospacedSystemFont(ofSize: 20, weight: .regular).displayFont)
  }
}
