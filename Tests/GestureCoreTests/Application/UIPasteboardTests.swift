import Foundation
import Testing

@testable import GestureCore

@Suite("UIPasteboard: the run's general pasteboard, in memory")
@MainActor
struct UIPasteboardTests {
  /// The general pasteboard of a fresh window's app.
  private func pasteboard() -> UIPasteboard {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    return SimulationContext.$application.withValue(window.application) { UIPasteboard.general }
  }

  @Test("Empty at launch: no items, nothing of any type, change count 0")
  func emptyAtLaunch() {
    let board = pasteboard()
    #expect(board.items.isEmpty)
    #expect(board.string == nil)
    #expect(board.strings == nil)
    #expect(!board.hasStrings && !board.hasURLs && !board.hasImages && !board.hasColors)
    #expect(board.changeCount == 0)
    #expect(board.name == .general)
  }

  @Test("general is one object for the whole run")
  func sameObject() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let first = SimulationContext.$application.withValue(window.application) {
      UIPasteboard.general
    }
    first.string = "kept"
    let second = SimulationContext.$application.withValue(window.application) {
      UIPasteboard.general
    }
    #expect(first === second)
    #expect(second.string == "kept")
  }

  @Test("string replaces every item with one; strings makes one item per text")
  func strings() {
    let board = pasteboard()
    board.strings = ["a", "b", "c"]
    #expect(board.numberOfItems == 3)
    #expect(board.string == "a")
    board.string = "copied"
    #expect(board.numberOfItems == 1)
    #expect(board.strings == ["copied"])
    #expect(board.items.first?["public.utf8-plain-text"] as? String == "copied")
    #expect(board.types == ["public.utf8-plain-text"])
    #expect(board.hasStrings && !board.hasURLs)
    #expect(board.changeCount == 2)
  }

  @Test("URLs, images and colours each have their type; setting one replaces the others")
  func typedValues() {
    let board = pasteboard()
    let url = URL(string: "https://example.com/a")!
    board.url = url
    #expect(board.hasURLs && !board.hasStrings)
    #expect(board.url == url)
    #expect(board.string == nil)
    board.image = UIImage()
    #expect(board.hasImages && !board.hasURLs)
    #expect(board.images?.count == 1)
    board.colors = [.red, .blue]
    #expect(board.colors?.count == 2)
    #expect(board.hasColors && !board.hasImages)
  }

  @Test("items, setItems and addItems keep the order; nil clears")
  func items() {
    let board = pasteboard()
    board.setItems([["public.utf8-plain-text": "one"], ["public.url": URL(string: "x:y")!]])
    board.addItems([["public.utf8-plain-text": "two"]])
    #expect(board.strings == ["one", "two"])
    #expect(board.urls == [URL(string: "x:y")!])
    #expect(board.contains(pasteboardTypes: ["public.url"]))
    #expect(board.value(forPasteboardType: "public.utf8-plain-text") as? String == "one")
    board.string = nil
    #expect(board.items.isEmpty)
    #expect(board.changeCount == 3)
  }
}
