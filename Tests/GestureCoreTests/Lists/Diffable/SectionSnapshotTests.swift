import Foundation
import Testing

@testable import GestureCore

@Suite("NSDiffableDataSourceSectionSnapshot: a section's items as a tree")
@MainActor
struct SectionSnapshotTests {
  /// Fruit (Apple (Gala, Fuji), Pear), Vegetables (Kale): every parent collapsed.
  private func produce() -> NSDiffableDataSourceSectionSnapshot<String> {
    var tree = NSDiffableDataSourceSectionSnapshot<String>()
    tree.append(["Fruit", "Vegetables"])
    tree.append(["Apple", "Pear"], to: "Fruit")
    tree.append(["Gala", "Fuji"], to: "Apple")
    tree.append(["Kale"], to: "Vegetables")
    return tree
  }

  @Test("Items run depth first; a new parent is collapsed, so only roots are visible")
  func order() {
    var tree = produce()
    #expect(tree.items == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Vegetables", "Kale"])
    #expect(tree.rootItems == ["Fruit", "Vegetables"])
    #expect(tree.visibleItems == ["Fruit", "Vegetables"])
    tree.expand(["Fruit"])
    #expect(tree.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
    #expect(!tree.isVisible("Gala"))
    tree.expand(["Apple"])
    #expect(tree.visibleItems == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Vegetables"])
    tree.collapse(["Fruit"])
    #expect(tree.visibleItems == ["Fruit", "Vegetables"])
    // Apple keeps its expansion under a collapsed parent.
    #expect(tree.isExpanded("Apple"))
  }

  @Test("Levels, parents, indices and contains")
  func reading() {
    let tree = produce()
    #expect(tree.level(of: "Fruit") == 0)
    #expect(tree.level(of: "Apple") == 1)
    #expect(tree.level(of: "Fuji") == 2)
    #expect(tree.parent(of: "Fuji") == "Apple")
    #expect(tree.parent(of: "Fruit") == nil)
    #expect(tree.index(of: "Pear") == 4)
    #expect(tree.index(of: "Plum") == nil)
    #expect(tree.contains("Kale"))
    #expect(!tree.contains("Plum"))
  }

  @Test("Inserting siblings, deleting a subtree, replacing children")
  func changing() {
    var tree = produce()
    tree.insert(["Banana"], after: "Apple")
    tree.insert(["Fig"], before: "Fruit")
    #expect(tree.rootItems == ["Fig", "Fruit", "Vegetables"])
    #expect(tree.parent(of: "Banana") == "Fruit")
    tree.delete(["Apple", "Plum"])
    #expect(tree.items == ["Fig", "Fruit", "Banana", "Pear", "Vegetables", "Kale"])
    #expect(!tree.contains("Gala"))
    var greens = NSDiffableDataSourceSectionSnapshot<String>()
    greens.append(["Leeks", "Chard"])
    greens.append(["Swiss"], to: "Chard")
    tree.replace(childrenOf: "Vegetables", using: greens)
    #expect(
      tree.items == ["Fig", "Fruit", "Banana", "Pear", "Vegetables", "Leeks", "Chard", "Swiss"])
    #expect(tree.level(of: "Swiss") == 2)
    #expect(tree.parent(of: "Leeks") == "Vegetables")
    tree.deleteAll()
    #expect(tree.items.isEmpty)
  }

  @Test("A subtree as a snapshot of its own, with or without its parent")
  func subtree() {
    var tree = produce()
    tree.expand(["Apple"])
    let children = tree.snapshot(of: "Fruit")
    #expect(children.rootItems == ["Apple", "Pear"])
    #expect(children.items == ["Apple", "Gala", "Fuji", "Pear"])
    #expect(children.level(of: "Gala") == 1)
    #expect(children.isExpanded("Apple"))
    let withParent = tree.snapshot(of: "Apple", includingParent: true)
    #expect(withParent.rootItems == ["Apple"])
    #expect(withParent.visibleItems == ["Apple", "Gala", "Fuji"])
  }

  @Test("The visual description indents by level and marks parents")
  func description() {
    var tree = produce()
    tree.expand(["Fruit"])
    #expect(
      tree.visualDescription()
        == "+ Fruit\n  - Apple\n      Gala\n      Fuji\n    Pear\n- Vegetables\n    Kale")
  }
}
