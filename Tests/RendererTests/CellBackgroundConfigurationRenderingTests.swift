import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Table cells' background configurations read back from PNGs")
@MainActor
struct CellBackgroundConfigurationRenderingTests {
  @Test("A yellow background inset 10 pt, outlined 2 pt in red 1 pt outside it, on white")
  func insetOutlined() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
    var background = UIBackgroundConfiguration.listPlainCell()
    background.backgroundColor = .systemYellow
    background.backgroundInsets = NSDirectionalEdgeInsets(
      top: 10, leading: 10, bottom: 10, trailing: 10)
    background.strokeColor = .systemRed
    background.strokeWidth = 2
    background.strokeOutset = 1
    cell.backgroundConfiguration = background
    let image = try firstFrameImage(of: [cell], background: .white)
    // Inside the background (10…90 × 10…50): systemYellow (255, 204, 0).
    #expect(image.rgba(50, 30) == RGBA(255, 204, 0))
    // The outline covers 9…11 (1 pt outside the edge, 2 pt wide): systemRed (255, 59, 48).
    #expect(image.rgba(9, 30) == RGBA(255, 59, 48))
    #expect(image.rgba(10, 30) == RGBA(255, 59, 48))
    #expect(image.rgba(11, 30) == RGBA(255, 204, 0))
    // Outside it the cell draws nothing: the window's white.
    #expect(image.rgba(5, 30) == RGBA(255, 255, 255))
    #expect(image.rgba(50, 5) == RGBA(255, 255, 255))
  }
}
