import Foundation
import Testing

@testable import GestureCore

@Suite("UIScrollView: contentLayoutGuide and frameLayoutGuide in Auto Layout")
@MainActor
struct ScrollViewLayoutGuideTests {
  /// A 300 × 400 scroll view at (20, 40) in a 375 × 667 window whose content view is pinned to
  /// the content guide, as wide as the frame guide, with a 1000 pt tall label-free column.
  private func scene() -> (UIWindow, UIScrollView, UIView) {
    let harness = GestureHarness()
    let scroll = UIScrollView(frame: CGRect(x: 20, y: 40, width: 300, height: 400))
    harness.root.addSubview(scroll)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 10),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.bottomAnchor.constraint(
        equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -30),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    harness.window.layoutIfNeeded()
    return (harness.window, scroll, content)
  }

  @Test("the content size is what the constraints to the content guide make it")
  func contentSizeFromGuide() {
    let (_, scroll, content) = scene()
    // 10 above and 30 below the 1000 pt content; as wide as the 300 pt frame.
    #expect(content.frame == CGRect(x: 0, y: 10, width: 300, height: 1000))
    #expect(scroll.contentSize == CGSize(width: 300, height: 1040))
    #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 1040))
    #expect(scroll.contentLayoutGuide.owningView === scroll)
    #expect(scroll.contentLayoutGuide === scroll.contentLayoutGuide)
    #expect(!content.hasAmbiguousLayout)
  }

  @Test("the content size follows a change of the content's constraints")
  func contentSizeFollows() throws {
    let (window, scroll, content) = scene()
    let height = try #require(
      content.constraints.first { $0.firstAttribute == .height && $0.secondItem == nil })
    height.constant = 200
    window.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 300, height: 240))
  }

  @Test("a view pinned to the frame guide stays put on screen while the content scrolls")
  func frameGuideFollowsOffset() {
    let (window, scroll, _) = scene()
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.bottomAnchor.constraint(equalTo: scroll.frameLayoutGuide.bottomAnchor, constant: -10),
      badge.centerXAnchor.constraint(equalTo: scroll.frameLayoutGuide.centerXAnchor),
      badge.widthAnchor.constraint(equalToConstant: 60),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    // Centred in 300 (120), 10 above the 400 pt frame's bottom (370).
    #expect(badge.frame == CGRect(x: 120, y: 370, width: 60, height: 20))
    scroll.contentOffset = CGPoint(x: 0, y: 250)
    window.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 120, y: 620, width: 60, height: 20))
    #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 250, width: 300, height: 400))
    #expect(badge.convert(badge.bounds, to: window).origin == CGPoint(x: 140, y: 410))
  }
}
