import Foundation

/// The elements VoiceOver visits on a screen, in its reading order, found from the view tree as
/// UIKit's accessibility runtime finds them.
///
/// Which objects are elements:
/// - A view that is hidden, has an alpha under 0.01, or is not in the window holds none.
/// - An object whose `isAccessibilityElement` is true is one element; its subviews are not
///   visited (an element hides its children, as Apple documents for `isAccessibilityElement`).
/// - Otherwise it is a container. With `accessibilityElementsHidden` it holds none. With
///   `accessibilityElements` it holds those, each visited in turn, in the given order. Else it
///   holds its subviews' elements; when one of the visible subviews has
///   `accessibilityViewIsModal`, only the frontmost such subview is visited (Apple:
///   "VoiceOver ignores elements within views that are siblings of the receiver").
///
/// Reading order: a container without `accessibilityElements` hands its elements up to its
/// own container, so the screen's elements are ordered together, except those of a *group*:
/// a container with `accessibilityElements` (read in that order) or with
/// `shouldGroupAccessibilityChildren` (its elements ordered among themselves), which is
/// placed as one unit by the box around its elements. A list is ordered top to bottom by the
/// frames' top edges (ties in tree order), then each line (an element and the ones after it
/// whose top edge is less than ``lineTolerance`` below its own) leading to trailing by left
/// edge, or by right edge from the right when the window's layout is right to left. Apple
/// documents the order as "top-left to bottom-right"; the 8 pt line tolerance is the one an
/// open-source iOS snapshot library measured against VoiceOver and adopted, so a label and a
/// switch of one table row (tops a few points apart) read label first.
@preconcurrency @MainActor
public enum AccessibilityTree {
  /// How far below a line's first element another's top edge may be and still be read on the
  /// same line, points.
  public static let lineTolerance: CGFloat = 8

  /// The elements of `window`, in reading order.
  public static func elements(in window: UIWindow) -> [UIResponder] {
    let rightToLeft = window.effectiveUserInterfaceLayoutDirection == .rightToLeft
    return order(visit(window, rightToLeft: rightToLeft), rightToLeft: rightToLeft)
  }

  /// ``elements(in:)`` as frames record them.
  public static func snapshots(in window: UIWindow) -> [AccessibilitySnapshot] {
    elements(in: window).map(snapshot)
  }

  /// What a frame records of `element`.
  public static func snapshot(_ element: UIResponder) -> AccessibilitySnapshot {
    let traits = element.accessibilityTraits
    let interactiveTraits: UIAccessibilityTraits = [
      .button, .link, .adjustable, .keyboardKey, .searchField,
    ]
    let id: String
    if let view = element as? UIView {
      id = view.identifier
    } else if let item = element as? UIAccessibilityElement {
      id =
        item.accessibilityIdentifier
        ?? ((item.accessibilityContainer as? UIView).map { $0.identifier + ".element" }
          ?? "element")
    } else {
      id = "element"
    }
    var value = element.accessibilityValue
    var role: String? = nil
    if element is UISwitch {
      role = "switch button"
      if value == "1" { value = "on" } else if value == "0" { value = "off" }
    } else if element is UITextField {
      role = "text field"
    }
    return AccessibilitySnapshot(
      id: id, label: element.accessibilityLabel, value: element.accessibilityValue,
      hint: element.accessibilityHint, traits: traits, frame: element.accessibilityFrame,
      isInteractive: element is UIControl || !traits.isDisjoint(with: interactiveTraits),
      hasSystemSize: element is UISwitch,
      spoken: spokenDescription(
        label: element.accessibilityLabel, value: value, traits: traits, role: role))
  }

  /// What VoiceOver speaks for an element: its label, its value, then its traits' words
  /// (``traitWords(_:role:)``), the non-empty ones joined by ", ": "Log In, button",
  /// "Volume, 50%, adjustable", "Wi-Fi, on, switch button".
  public static func spokenDescription(
    label: String?, value: String?, traits: UIAccessibilityTraits, role: String? = nil
  ) -> String {
    let parts = [label, value].compactMap { $0 }.filter { !$0.isEmpty }
    return (parts + traitWords(traits, role: role)).joined(separator: ", ")
  }

  /// The words VoiceOver (English) speaks for `traits`, in this order: "selected", the kind
  /// ("button", or `role` such as "switch button" or "text field" in its place; "link",
  /// "search field", "image", "heading", "tab bar", "key"), "adjustable", "dimmed" (not
  /// enabled). Static text, summary, frequently updating and the others are not spoken.
  public static func traitWords(_ traits: UIAccessibilityTraits, role: String? = nil) -> [String] {
    var words: [String] = []
    if traits.contains(.selected) { words.append("selected") }
    if let role {
      words.append(role)
    } else if traits.contains(.button) {
      words.append("button")
    }
    let named: [(UIAccessibilityTraits, String)] = [
      (.link, "link"), (.searchField, "search field"), (.image, "image"), (.header, "heading"),
      (.tabBar, "tab bar"), (.keyboardKey, "key"), (.adjustable, "adjustable"),
      (.notEnabled, "dimmed"),
    ]
    for (trait, word) in named where traits.contains(trait) { words.append(word) }
    return words
  }

  /// The names of `traits` as Swift spells the constants, in bit order: `["button",
  /// "selected"]`.
  public static func traitNames(_ traits: UIAccessibilityTraits) -> [String] {
    traitsByName.filter { traits.contains($0.1) }.map(\.0)
  }

  /// Every trait constant by its Swift name, in bit order.
  nonisolated public static let traitsByName: [(String, UIAccessibilityTraits)] = [
    ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
    ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
    ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
    ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
    ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
    ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
    ("header", .header), ("tabBar", .tabBar),
  ]

  /// An element, or a group of elements already in order, with the box it is ordered by.
  struct Item {
    var elements: [UIResponder]
    var frame: CGRect
  }

  /// The items `object` contributes to its container's list (see the type's description).
  /// `path` holds the containers being visited above it: an `accessibilityElements` list that
  /// leads back to one of them (a cycle, which would make VoiceOver loop) contributes nothing
  /// the second time.
  static func visit(
    _ object: UIResponder, rightToLeft: Bool, path: Set<ObjectIdentifier> = []
  ) -> [Item] {
    let id = ObjectIdentifier(object)
    guard !path.contains(id) else { return [] }
    let path = path.union([id])
    let view = object as? UIView
    if let view, view.isHidden || view.alpha < 0.01 || view.window == nil { return [] }
    if object.isAccessibilityElement && !(object is UIWindow) {
      return [Item(elements: [object], frame: object.accessibilityFrame)]
    }
    if object.accessibilityElementsHidden { return [] }
    if let listed = object.accessibilityElements {
      let items = listed.compactMap { $0 as? UIResponder }.flatMap {
        // A listed item in a list keeps the list's order, groups included.
        order(visit($0, rightToLeft: rightToLeft, path: path), rightToLeft: rightToLeft)
      }
      return group(items.map { Item(elements: [$0], frame: $0.accessibilityFrame) })
    }
    guard let view else { return [] }
    var children = view.subviews.filter { !$0.isHidden && $0.alpha >= 0.01 }
    if let modal = children.last(where: \.accessibilityViewIsModal) { children = [modal] }
    let items = children.flatMap { visit($0, rightToLeft: rightToLeft, path: path) }
    if view.shouldGroupAccessibilityChildren {
      return group(
        order(items, rightToLeft: rightToLeft).map {
          Item(elements: [$0], frame: $0.accessibilityFrame)
        })
    }
    return items
  }

  /// One item of `items`' elements, in their order, boxed by the union of their frames.
  private static func group(_ items: [Item]) -> [Item] {
    guard !items.isEmpty else { return [] }
    let frame = items.dropFirst().reduce(items[0].frame) { $0.union($1.frame) }
    return [Item(elements: items.flatMap(\.elements), frame: frame)]
  }

  /// The elements of `items` in reading order (see the type's description).
  static func order(_ items: [Item], rightToLeft: Bool) -> [UIResponder] {
    let byTop = items.enumerated().sorted {
      ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset)
    }.map(\.element)
    var ordered: [UIResponder] = []
    var start = 0
    while start < byTop.count {
      var end = start + 1
      while end < byTop.count, byTop[end].frame.minY - byTop[start].frame.minY < lineTolerance {
        end += 1
      }
      let line = byTop[start..<end].enumerated().sorted { a, b in
        let (x, y) =
          rightToLeft
          ? (-a.element.frame.maxX, -b.element.frame.maxX)
          : (a.element.frame.minX, b.element.frame.minX)
        return (x, a.offset) < (y, b.offset)
      }
      ordered += line.flatMap(\.element.elements)
      start = end
    }
    return ordered
  }
}
