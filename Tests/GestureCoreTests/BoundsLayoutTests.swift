import Foundation
import Testing

@testable import GestureCore

/// A view that counts its layoutSubviews calls.
@MainActor
private final class CountingView: UIView {
  var layouts = 0
  override func layoutSubviews() {
    layouts += 1
    super.layoutSubviews()
  }
}

@Suite("A change of a view's bounds size marks it as needing layout")
@MainActor
struct BoundsLayoutTests {
  private func scene() -> (UIWindow, CountingView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    window.layoutIfNeeded()
    return (window, view)
  }

  @Test("A new bounds size runs layoutSubviews once at the next pass")
  func boundsSize() {
    let (window, view) = scene()
    #expect(view.layouts == 1)
    window.layoutIfNeeded()
    #expect(view.layouts == 1)
    view.bounds = CGRect(x: 0, y: 0, width: 120, height: 100)
    #expect(view.layouts == 1)
    window.layoutIfNeeded()
    #expect(view.layouts == 2)
  }

  @Test("A new frame size does too; a frame moved without resizing does not")
  func frameSize() {
    let (window, view) = scene()
    view.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    window.layoutIfNeeded()
    #expect(view.layouts == 1)
    view.frame = CGRect(x: 50, y: 50, width: 100, height: 140)
    window.layoutIfNeeded()
    #expect(view.layouts == 2)
  }

  @Test("A new bounds origin alone (scrolling) does not")
  func boundsOrigin() {
    let (window, view) = scene()
    view.bounds.origin = CGPoint(x: 0, y: 40)
    window.layoutIfNeeded()
    #expect(view.layouts == 1)
  }

  @Test("Outside a window, layoutIfNeeded after a resize runs layoutSubviews")
  func outsideWindow() {
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layoutIfNeeded()
    #expect(view.layouts == 1)
    view.bounds.size = CGSize(width: 20, height: 10)
    view.layoutIfNeeded()
    #expect(view.layouts == 2)
  }
}

/// A layout pass skips subtrees it left laid out, and never one asked for again meanwhile.
@Suite("Layout passes skip laid-out subtrees")
@MainActor
struct LayoutPassSkippingTests {
  final class Follower: UIView {
    let child = UIView()
    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(child)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      child.frame = bounds.insetBy(dx: 8, dy: 8)
    }
  }

  final class Driver: UIView {
    weak var follower: UIView?
    override func layoutSubviews() {
      super.layoutSubviews()
      follower?.frame = CGRect(x: 0, y: 100, width: bounds.width, height: 80)
    }
  }

  @Test("A view resized by a later sibling's layoutSubviews is laid out at the next pass")
  func resizedBySibling() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let follower = Follower(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    let driver = Driver(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    driver.follower = follower
    window.addSubview(follower)
    window.addSubview(driver)
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    #expect(follower.child.frame == CGRect(x: 8, y: 8, width: 184, height: 64))
    // The driver grows: its layout resizes the follower after the pass has visited it.
    driver.frame.size.width = 300
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    #expect(follower.frame == CGRect(x: 0, y: 100, width: 300, height: 80))
    #expect(follower.child.frame == CGRect(x: 8, y: 8, width: 284, height: 64))
  }

  @Test("A pass with nothing to do visits nothing")
  func nothingToDo() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let follower = Follower(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    window.addSubview(follower)
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    #expect(window.layoutState.subtreeIsLaidOut)
    follower.child.setNeedsLayout()
    #expect(!window.layoutState.subtreeIsLaidOut)
    #expect(!follower.layoutState.subtreeIsLaidOut)
    window.layoutIfNeeded()
    #expect(window.layoutState.subtreeIsLaidOut)
  }
}
