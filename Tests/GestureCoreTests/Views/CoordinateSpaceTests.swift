import Foundation
import Testing

@testable import GestureCore

@Suite("UICoordinateSpace: views and the screen convert points and rectangles")
@MainActor
struct CoordinateSpaceTests {
  @Test("A view converts to another view through the protocol as through convert(_:to:)")
  func viewToView() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
    b.transform = CGAffineTransform(scaleX: 2, y: 2)
    window.addSubview(a)
    window.addSubview(b)
    let space: any UICoordinateSpace = b
    let point = CGPoint(x: 5, y: 7)
    #expect(a.convert(point, to: space) == a.convert(point, to: Optional(b)))
    #expect(a.convert(point, from: space) == a.convert(point, from: Optional(b)))
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(a.convert(rect, to: space) == a.convert(rect, to: Optional(b)))
    #expect(space.bounds == b.bounds)
  }

  @Test("The screen's space: a point 5,5 in a view at 10,20 is 15,25 on screen, and back")
  func screen() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    window.addSubview(view)
    let screen = window.screen.coordinateSpace
    #expect(screen.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(window.screen.fixedCoordinateSpace.bounds == screen.bounds)
    #expect(view.convert(CGPoint(x: 5, y: 5), to: screen) == CGPoint(x: 15, y: 25))
    #expect(view.convert(CGPoint(x: 15, y: 25), from: screen) == CGPoint(x: 5, y: 5))
    #expect(screen.convert(CGPoint(x: 15, y: 25), to: view) == CGPoint(x: 5, y: 5))
    #expect(
      view.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: screen)
        == CGRect(x: 10, y: 20, width: 10, height: 10))
  }
}
