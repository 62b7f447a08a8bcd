import Foundation
import Testing

@testable import GestureCore

@Suite("Hit-testing follows UIKit's rules")
@MainActor
struct HitTestingTests {
  /// A 375×667 window with one 100×100 view at the origin.
  private func makeWindow() -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    return (window, view)
  }

  @Test("Containment is half-open: (99,99) hits, (100,100) misses")
  func halfOpen() {
    let (window, view) = makeWindow()
    #expect(window.hitTest(CGPoint(x: 99, y: 99), with: nil) === view)
    #expect(window.hitTest(CGPoint(x: 0, y: 0), with: nil) === view)
    #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === window)
    #expect(window.hitTest(CGPoint(x: 100, y: 50), with: nil) === window)
  }

  @Test("Hidden, alpha 0.005 and interaction-disabled views are skipped; alpha 0.01 is not")
  func skippedViews() {
    let (window, view) = makeWindow()
    let point = CGPoint(x: 50, y: 50)
    view.isHidden = true
    #expect(window.hitTest(point, with: nil) === window)
    view.isHidden = false
    view.alpha = 0.005
    #expect(window.hitTest(point, with: nil) === window)
    view.alpha = 0.01
    #expect(window.hitTest(point, with: nil) === view)
    view.isUserInteractionEnabled = false
    #expect(window.hitTest(point, with: nil) === window)
  }

  @Test("A skipped view hides its whole subtree")
  func skippedSubtree() {
    let (window, view) = makeWindow()
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    view.addSubview(child)
    #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === child)
    view.isUserInteractionEnabled = false
    #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === window)
  }

  @Test("Subviews are asked front to back: the last added wins")
  func frontToBack() {
    let (window, back) = makeWindow()
    let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    window.addSubview(front)
    #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
    window.bringSubviewToFront(back)
    #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
  }

  @Test("A subview overhanging its parent cannot be hit outside the parent's bounds")
  func overhang() {
    let (window, parent) = makeWindow()
    let child = UIView(frame: CGRect(x: 80, y: 80, width: 50, height: 50))
    parent.addSubview(child)
    #expect(window.hitTest(CGPoint(x: 90, y: 90), with: nil) === child)
    #expect(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === window)
  }

  @Test("A UIImageView takes no touches until isUserInteractionEnabled is set")
  func imageView() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(image)
    #expect(image.isUserInteractionEnabled == false)
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
    image.isUserInteractionEnabled = true
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === image)
  }

  @Test("A view scaled 1.1 about its center is hit just outside its untransformed frame")
  func transformedView() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    window.addSubview(view)
    #expect(window.hitTest(CGPoint(x: 97, y: 150), with: nil) === window)
    view.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
    // Scaled about the center (150, 150): the left edge moves to 150 − 55 = 95.
    #expect(window.hitTest(CGPoint(x: 97, y: 150), with: nil) === view)
    #expect(window.hitTest(CGPoint(x: 94, y: 150), with: nil) === window)
  }
}
