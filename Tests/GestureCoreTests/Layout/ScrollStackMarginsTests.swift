import Foundation
import Testing

@testable import GestureCore

@Suite("A margin-relative stack view as a scroll view's content")
@MainActor
struct ScrollStackMarginsTests {
  @Test(
    "Under a 20 pt status bar with .never, the rows move exactly as the content scrolls",
    arguments: [false, true])
  func rowsFollowTheScroll(inController: Bool) throws {
    let harness = GestureHarness()
    harness.window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let host: UIView
    if inController {
      let controller = UIViewController()
      harness.root.removeFromSuperview()
      harness.window.rootViewController = controller
      harness.window.makeKeyAndVisible()
      host = controller.view
    } else {
      host = harness.root
    }
    let scrollView = UIScrollView()
    scrollView.accessibilityIdentifier = "scroll"
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(scrollView)
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 8
    stack.isLayoutMarginsRelativeArrangement = true
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    var rows: [UIView] = []
    for index in 0..<8 {
      let row = UIView()
      row.accessibilityIdentifier = "row\(index)"
      row.heightAnchor.constraint(equalToConstant: 120).isActive = true
      stack.addArrangedSubview(row)
      rows.append(row)
    }
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: host.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: host.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: host.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: host.trailingAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.topAnchor),
      stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
    ])
    // A slow 200 pt drag up from 0.5 s, one move a frame, held before the lift.
    harness.down(180, 500, at: 0.5)
    for step in 1...40 { harness.move(180, 500 - 5 * CGFloat(step), at: 0.5 + Double(step) / 60) }
    harness.up(180, 300, at: 1.5)
    let frames = harness.run(for: 1.6)
    var last: (offset: CGFloat, rowY: CGFloat)?
    var moves = 0
    for frame in frames {
      let scroll = try #require(frame.views.first { $0.id == "scroll" })
      let row = try #require(frame.views.first { $0.id == "row0" })
      // The row's top-left corner on screen.
      let rowY = CGPoint(x: row.bounds.minX, y: row.bounds.minY).applying(row.windowTransform).y
      if let last {
        // On screen the row moves with the offset, no more.
        #expect(
          abs((rowY - last.rowY) + (scroll.bounds.minY - last.offset)) < 1e-9,
          "frame \(frame.index)")
        if scroll.bounds.minY != last.offset { moves += 1 }
      }
      last = (scroll.bounds.minY, rowY)
    }
    #expect(moves > 20)
    // The stack's top margin: 8 + the 20 pt band the content sits under at the top.
    #expect(stack.layoutMargins.top == 28)
    #expect(rows[0].frame.minY == 28)
  }
}
