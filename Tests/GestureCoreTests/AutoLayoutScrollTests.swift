import Foundation
import Testing

@testable import GestureCore

@Suite("Auto Layout in a scroll view: content size from constraints, a sticky bar")
@MainActor
struct AutoLayoutScrollTests {
  /// A full-screen scroll view holding a 200 pt image, a 50 pt bar below it and 1000 pt of
  /// text below the bar; the bar's top is `image.bottom` at 750 and at least the root's top,
  /// required — the sticky header written with constraints.
  @MainActor
  final class Scene {
    let harness = LayoutHarness()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let image: UIView
    let bar: UIView
    let text: UIView

    init() {
      let root = harness.root
      root.addSubview(scrollView)
      image = harness.view("image", in: scrollView)
      text = harness.view("text", in: scrollView)
      bar = harness.view("bar", in: scrollView)
      let follow = bar.topAnchor.constraint(equalTo: image.bottomAnchor)
      follow.priority = .defaultHigh
      NSLayoutConstraint.activate([
        image.topAnchor.constraint(equalTo: scrollView.topAnchor),
        image.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
        image.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
        image.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        image.heightAnchor.constraint(equalToConstant: 200),
        text.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 50),
        text.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
        text.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        text.heightAnchor.constraint(equalToConstant: 1000),
        text.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
        follow,
        bar.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
        bar.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
        bar.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        bar.heightAnchor.constraint(equalToConstant: 50),
      ])
    }
  }

  @Test("The content's constraints to the scroll view's edges give its content size")
  func contentSize() {
    let scene = Scene()
    scene.harness.window.layoutIfNeeded()
    // 200 + 50 + 1000 tall; as wide as the frame.
    #expect(scene.scrollView.contentSize == CGSize(width: 375, height: 1250))
    #expect(scene.text.frame == CGRect(x: 0, y: 250, width: 375, height: 1000))
  }

  @Test("Scrolled past the image, the bar sticks to the top of the screen")
  func stickyBar() {
    let scene = Scene()
    let window = scene.harness.window
    window.layoutIfNeeded()
    #expect(scene.bar.frame.minY == 200)
    scene.scrollView.contentOffset = CGPoint(x: 0, y: 120)
    window.layoutIfNeeded()
    // Still below the top: it follows the image (content y 200, screen y 80).
    #expect(scene.bar.frame.minY == 200)
    scene.scrollView.contentOffset = CGPoint(x: 0, y: 300)
    window.layoutIfNeeded()
    // Past it: content y 300 is screen y 0; the 750 constraint gives way.
    #expect(scene.bar.frame.minY == 300)
    #expect(scene.bar.convert(CGPoint.zero, to: nil).y == 0)
    scene.scrollView.contentOffset = .zero
    window.layoutIfNeeded()
    #expect(scene.bar.frame.minY == 200)
    #expect(scene.harness.events("layout.unsatisfiable").isEmpty)
  }
}
