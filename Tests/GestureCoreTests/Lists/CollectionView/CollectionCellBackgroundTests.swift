import Foundation
import Testing

@testable import GestureCore

@Suite("UICollectionViewCell: background configurations")
@MainActor
struct CollectionCellBackgroundTests {
  @Test("A configuration draws its colour, corner and insets behind the content; nil removes it")
  func drawsBehindTheContent() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    cell.backgroundColor = .blue
    var background = UIBackgroundConfiguration.listPlainCell()
    background.backgroundColor = .red
    background.cornerRadius = 12
    background.backgroundInsets = NSDirectionalEdgeInsets(
      top: 4, leading: 6, bottom: 4, trailing: 6)
    cell.backgroundConfiguration = background
    // Mutually exclusive with a background colour (Apple).
    #expect(cell.backgroundColor == nil)
    cell.layoutIfNeeded()
    let drawn = try #require(cell.configuredBackground)
    #expect(cell.subviews.first === drawn)
    #expect(drawn.fill.frame == CGRect(x: 6, y: 4, width: 108, height: 72))
    #expect(drawn.fill.backgroundColor == .red)
    #expect(drawn.fill.layer.cornerRadius == 12)
    #expect(cell.subviews.contains { $0 === cell.contentView })
    cell.backgroundConfiguration = nil
    cell.layoutIfNeeded()
    #expect(cell.configuredBackground == nil)
    #expect(drawn.superview == nil)
  }

  @Test(
    "The configuration follows the cell's state: a selected cell's plain background is the tint")
  func followsState() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    cell.backgroundConfiguration = .listPlainCell()
    cell.isSelected = true
    cell.layoutIfNeeded()
    let expected = UIBackgroundConfiguration.listPlainCell().updated(
      for: cell.configurationState)
    let drawn = try #require(cell.configuredBackground)
    #expect(
      drawn.fill.backgroundColor == expected.resolvedBackgroundColor(for: cell.tintColor))
  }
}
