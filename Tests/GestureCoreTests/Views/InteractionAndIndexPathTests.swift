import Foundation
import Testing

@testable import GestureCore

@MainActor
private final class PointerOwner: UIPointerInteractionDelegate {}

@Suite("Interactions (pointer interactions are inert) and IndexPath's UIKit members")
@MainActor
struct InteractionAndIndexPathTests {
  @Test("addInteraction keeps the interaction and sets its view; removeInteraction clears it")
  func interactions() {
    let view = UIView()
    let owner = PointerOwner()
    let interaction = UIPointerInteraction(delegate: owner)
    view.addInteraction(interaction)
    view.addInteraction(interaction)
    #expect(view.interactions.count == 1)
    #expect(interaction.view === view)
    #expect(interaction.delegate === owner)
    view.removeInteraction(interaction)
    #expect(view.interactions.isEmpty && interaction.view == nil)
    let region = UIPointerRegion(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(owner.pointerInteraction(interaction, styleFor: region) == nil)
  }

  @Test("IndexPath: section is the first index, row and item the second")
  func indexPath() {
    var path = IndexPath(item: 3, section: 1)
    #expect(path.section == 1 && path.item == 3 && path.row == 3)
    #expect(Array(path) == [1, 3])
    path.row = 5
    #expect(path == IndexPath(row: 5, section: 1))
    path.section = 0
    #expect(path.item == 5 && path[0] == 0)
  }
}
