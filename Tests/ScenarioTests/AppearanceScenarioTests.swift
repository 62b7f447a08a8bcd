import Foundation
import GestureCore
import Testing

@testable import Scenario

/// The text item drawn for view `id`.
private func text(_ id: String, in frame: Frame) -> DisplayText? {
  for item in frame.items {
    if case .text(let text) = item, text.id == id { return text }
  }
  return nil
}

/// The image item drawn for view `id`.
private func image(_ id: String, in frame: Frame) -> DisplayImage? {
  for item in frame.items {
    if case .image(let image) = item, image.id == id { return image }
  }
  return nil
}

@Suite("Scenario appearance keys: fontName, buttonType, every contentMode")
@MainActor
struct AppearanceScenarioTests {
  @Test("fontName picks the face; a system button's title is tinted")
  func fontsAndButtonType() throws {
    let json = """
      {"version": 1, "views": [
        {"id": "code", "type": "label", "frame": [20, 40, 300, 40], "text": "let x = 1",
         "fontName": "Menlo-Bold", "fontSize": 14},
        {"id": "quote", "type": "label", "frame": [20, 90, 300, 40], "text": "Quote",
         "fontName": "Georgia-Italic"},
        {"id": "plain", "type": "label", "frame": [20, 140, 300, 40], "text": "Bold", "bold": true},
        {"id": "buy", "type": "button", "frame": [20, 200, 120, 44], "title": "Buy",
         "buttonType": "system", "fontName": "HelveticaNeue-Medium"}]}
      """
    let scenario = try Scenario.decode(Data(json.utf8), file: "t.json")
    let frame = try #require(scenario.makeSimulation().nextFrame())
    #expect(
      text("code", in: frame)?.font
        == DisplayFont(family: DisplayFont.monospacedFamily, size: 14, weight: 0.4))
    #expect(
      text("quote", in: frame)?.font
        == DisplayFont(family: DisplayFont.serifFamily, size: 17, isItalic: true))
    #expect(text("plain", in: frame)?.font == DisplayFont(size: 17, isBold: true))
    let title = try #require(text("buy.titleLabel", in: frame))
    #expect(title.font == DisplayFont(size: 15, weight: 0.23))
    #expect(title.color == CGColor(red: 0, green: 122.0 / 255, blue: 1))
  }

  @Test("Every UIKit content mode name is accepted and positions the image")
  func contentModes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "appearance-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = TestPNG.make(width: 80, height: 40)
    try Data(bytes).write(to: folder.appendingPathComponent("chip@2x.png"))
    let json = """
      {"version": 1, "device": "iphone-15", "views": [
        {"id": "corner", "type": "imageView", "frame": [0, 0, 100, 100], "image": "chip@2x.png",
         "contentMode": "bottomRight"}]}
      """
    let url = folder.appendingPathComponent("s.json")
    try Data(json.utf8).write(to: url)
    let scenario = try Scenario.load(contentsOf: url)
    #expect(
      scenario.namedImageLookup
        == NamedImageLookup(directories: [folder.standardizedFileURL], displayScale: 3))
    let frame = try #require(scenario.makeSimulation().nextFrame())
    #expect(image("corner", in: frame)?.rect == CGRect(x: 60, y: 80, width: 40, height: 20))
    #expect(
      image("corner", in: frame)?.content
        == .file(folder.appendingPathComponent("chip@2x.png").standardizedFileURL.path))
  }

  @Test(
    "Bad appearance keys are errors with the accepted names",
    arguments: [
      ScenarioErrorCase(
        name: "buttonType",
        json:
          #"{"version": 1, "views": [{"id": "b", "type": "button", "frame": [0, 0, 1, 1], "buttonType": "sytem"}]}"#,
        expected:
          "s.json:1:93: error: views[0].buttonType: unknown buttonType 'sytem'; did you mean 'system'?"
      ),
      ScenarioErrorCase(
        name: "contentMode",
        json:
          #"{"version": 1, "views": [{"id": "i", "type": "imageView", "frame": [0, 0, 1, 1], "image": "x.png", "contentMode": "middle"}]}"#,
        expected:
          "s.json:1:115: error: views[0].contentMode: unknown contentMode 'middle'; expected one of scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight"
      ),
      ScenarioErrorCase(
        name: "fontName on a view",
        json:
          #"{"version": 1, "views": [{"id": "v", "frame": [0, 0, 1, 1], "fontName": "Menlo"}]}"#,
        expected:
          "s.json:1:73: error: views[0].fontName: 'fontName' applies to a label or a button, not a view"
      ),
    ])
  func errors(_ errorCase: ScenarioErrorCase) {
    errorCase.check()
  }
}
