import Foundation
import GestureCore
import Testing

@testable import Renderer

/// Five rows titled "Row r".
@MainActor
private final class FiveRows: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 5 }
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  { "Row \(row)" }
}

@Suite("UIPickerView and UIDatePicker, read back from the PNG")
@MainActor
struct PickerRenderingTests {
  /// The first frame of a 320 × 216 pt white window holding `view`, at scale 1.
  private func render(_ view: UIView) throws -> RenderedImage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    window.backgroundColor = .white
    window.addSubview(view)
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: 0, input: [],
      textMeasurer: try PangoTextMeasurer())
    let frame = try #require(simulation.nextFrame())
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    return try RenderedImage(pngData: renderer.renderPNG(frame))
  }

  @Test("The grey band behind the centre row; the centre row's title is drawn in it")
  func bandAndCentreRow() throws {
    let rows = FiveRows()
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    picker.dataSource = rows
    picker.delegate = rows
    picker.selectRow(2, inComponent: 0, animated: false)
    let image = try render(picker)
    // The band (8, 92, 304, 32): tertiarySystemFill, (118, 118, 128) at 12 % over white,
    // 255 − 137 × 0.12 = 238.56 and 255 − 127 × 0.12 = 239.76; its left end has no text.
    let band = image.rgba(14, 108)
    #expect(abs(band.r - 239) <= 1 && abs(band.b - 240) <= 1)
    // Above the wheel's rows, the window's white.
    #expect(image.rgba(4, 4) == RGBA(255, 255, 255))
    // "Row 2" in 23 pt label colour, centred in the band: dark ink there.
    let white = RGBA(255, 255, 255)
    let ink = image.inkCount(
      in: CGRect(x: 120, y: 94, width: 80, height: 28), scale: 1, background: white,
      threshold: 150)
    #expect(ink > 40)
    // The row two below (arc 64: y 108 + 60.3, squeezed to 0.83) is drawn too, fainter.
    let far = image.inkCount(
      in: CGRect(x: 120, y: 158, width: 80, height: 22), scale: 1, background: white,
      threshold: 60)
    #expect(far > 0)
  }

  @Test("A compact date picker draws its two pills with their texts")
  func compactPills() throws {
    let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 34))
    let image = try render(picker)
    // The pills end at the trailing edge: the time pill's right end, inside its corners and
    // after its text ("9:41 AM", about 70 pt wide, centred), is the fill.
    let fill = image.rgba(316, 17)
    #expect(abs(fill.r - 239) <= 1)
    let ink = image.inkCount(
      in: CGRect(x: 240, y: 8, width: 70, height: 18), scale: 1, background: fill, threshold: 100)
    #expect(ink > 20)
  }
}
