import Foundation
import Testing

@testable import GestureCore

/// The names views have in frames and timelines.
@Suite("View identifiers")
@MainActor
struct ViewIdentifierTests {
  @Test("A button's title label is named after the button, other unnamed views by their path")
  func buttonTitleLabel() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let button = UIButton(type: .custom)
    button.accessibilityIdentifier = "buy"
    root.addSubview(button)
    let plain = UIView()
    root.addSubview(plain)
    let label = try #require(button.titleLabel)
    #expect(label.identifier == "buy.titleLabel")
    #expect(plain.identifier == "window.0.1")
    label.accessibilityIdentifier = "price"
    #expect(label.identifier == "price")
    // An unnamed button's label follows the button's path.
    button.accessibilityIdentifier = nil
    label.accessibilityIdentifier = nil
    #expect(label.identifier == "window.0.0.titleLabel")
  }
}

/// Frames name every view top down from its superview's name (linear in the tree, where asking
/// each view for ``UIView/identifier`` searches its siblings and walks to the window).
@Suite("View identifiers in frames")
@MainActor
struct FrameViewIdentifierTests {
  @Test("Snapshots and the display list name 2,000 unnamed siblings as their own identifier does")
  func manySiblings() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    for index in 0..<2_000 {
      let view = UIView(frame: CGRect(x: Double(index % 10), y: 0, width: 5, height: 5))
      view.backgroundColor = .red
      if index == 7 { view.accessibilityIdentifier = "seventh" }
      root.addSubview(view)
    }
    let button = UIButton(type: .custom)
    button.setTitle("Buy", for: .normal)
    root.addSubview(button)
    let inner = UIView()
    root.subviews[3].addSubview(inner)
    let snapshots = DisplayListBuilder.snapshots(of: window)
    var expected: [String] = []
    func walk(_ view: UIView) {
      expected.append(view.identifier)
      view.subviews.forEach(walk)
    }
    walk(root)
    #expect(snapshots.map(\.id) == expected)
    #expect(snapshots.count == 2_004)
    #expect(snapshots[1].id == "window.0.0")
    #expect(snapshots[4].id == "window.0.3")
    #expect(snapshots[5].id == "window.0.3.0")
    #expect(snapshots[9].id == "seventh")
    #expect(snapshots[2_002].id == "window.0.2000")
    #expect(snapshots[2_003].id == "window.0.2000.titleLabel")
    let fills = DisplayListBuilder.items(for: window).compactMap { item -> String? in
      if case .fill(let shape, _) = item { return shape.id }
      return nil
    }
    #expect(fills.count == 2_000)
    #expect(fills[0] == "window.0.0")
    #expect(fills[7] == "seventh")
    #expect(fills[1_999] == "window.0.1999")
  }
}
