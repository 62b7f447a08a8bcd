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
