import Foundation
import Testing

@testable import GestureCore

@Suite("Geometry: center, bounds, transform about the anchor point, frame derived")
@MainActor
struct GeometryTests {
  @Test("print and interpolation show points, sizes and rects as iOS does: (1.0, 2.0)")
  func descriptions() {
    #expect(String(describing: CGPoint(x: 1, y: 2)) == "(1.0, 2.0)")
    #expect("\(CGSize(width: 3, height: 4.5))" == "(3.0, 4.5)")
    #expect("\(CGRect(x: 0, y: -1, width: 5, height: 6))" == "(0.0, -1.0, 5.0, 6.0)")
    #expect(String(reflecting: CGPoint(x: 7, y: 8)) == "(7.0, 8.0)")
  }

  @Test("frame sets center and bounds size; bounds origin is kept")
  func frameSetter() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.bounds.origin = CGPoint(x: 5, y: 5)
    view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    #expect(view.center == CGPoint(x: 20, y: 20))
    #expect(view.bounds == CGRect(x: 5, y: 5, width: 40, height: 40))
  }

  @Test("frame under a scale of 1.1 is the bounding box about the center")
  func frameUnderTransform() {
    let view = UIView(frame: CGRect(x: 50, y: 64, width: 90, height: 90))
    view.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
    let frame = view.frame
    #expect(abs(frame.minX - (95 - 49.5)) < 1e-9)
    #expect(abs(frame.minY - (109 - 49.5)) < 1e-9)
    #expect(abs(frame.width - 99) < 1e-9)
    #expect(view.center == CGPoint(x: 95, y: 109))
  }

  @Test("A rotation of 90° about the center swaps the frame's width and height")
  func rotation() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let frame = view.frame
    #expect(abs(frame.width - 40) < 1e-9)
    #expect(abs(frame.height - 100) < 1e-9)
    #expect(abs(frame.midX - 50) < 1e-9)
    #expect(abs(frame.midY - 20) < 1e-9)
  }

  @Test("convert(_:to:) and convert(_:from:) go through transforms and bounds origins")
  func conversion() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let parent = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    parent.bounds.origin = CGPoint(x: 0, y: 50)  // scrolled down by 50
    let child = UIView(frame: CGRect(x: 50, y: 100, width: 100, height: 100))
    window.addSubview(parent)
    parent.addSubview(child)
    // Child's (0,0) is at parent (50,100), which shows at window (150, 150).
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 150, y: 150))
    #expect(child.convert(CGPoint(x: 150, y: 150), from: nil) == .zero)
    child.transform = CGAffineTransform(scaleX: 2, y: 2)
    // Scaled about child's center (50,50 in its bounds): (0,0) → (−50,−50)·2 … → (100, 100).
    let origin = child.convert(CGPoint.zero, to: nil)
    #expect(abs(origin.x - 100) < 1e-9 && abs(origin.y - 100) < 1e-9)
    let back = child.convert(origin, from: nil)
    #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
    let inParent = child.convert(CGPoint(x: 50, y: 50), to: parent)
    #expect(inParent == CGPoint(x: 100, y: 150))
  }

  @Test("A non-default anchor point moves where center refers to and what scales about")
  func anchorPoint() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layer.anchorPoint = CGPoint(x: 0, y: 0)
    view.center = CGPoint(x: 10, y: 10)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: 10, y: 10, width: 200, height: 200))
  }

  @Test("addSubview moves a view out of its old superview; removal frees it")
  func ownership() {
    let a = UIView()
    let b = UIView()
    weak var weakChild: UIView?
    do {
      let child = UIView()
      weakChild = child
      a.addSubview(child)
      b.addSubview(child)
      #expect(a.subviews.isEmpty)
      #expect(child.superview === b)
    }
    #expect(weakChild != nil)
    weakChild?.removeFromSuperview()
    #expect(weakChild == nil)
  }

  @Test("A view cannot become its own ancestor")
  func noCycles() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    child.addSubview(parent)
    #expect(parent.superview == nil)
    #expect(child.subviews.isEmpty)
  }
}
