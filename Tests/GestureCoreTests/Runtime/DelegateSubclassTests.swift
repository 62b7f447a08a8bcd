import Foundation
import Testing

@testable import GestureCore

@MainActor
private class BaseController: UIScrollViewDelegate, UIGestureRecognizerDelegate {
  var calls: [String] = []
}

/// Implements delegate methods its superclass does not: on iOS messaging finds them.
@MainActor
private final class ScreenController: BaseController {
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    calls.append("didScroll \(scrollView.contentOffset.y)")
  }
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// What the tool generates for `ScreenController`'s file, by hand.
@MainActor
private let screenRuntime = ObjectiveCRuntime([
  ObjCClassMethods(
    ScreenController.self,
    [
      ObjCMethod("scrollViewDidScroll:", arity: 1) { object, arguments in
        (object as! ScreenController).scrollViewDidScroll(arguments.at(0)) as Any
      },
      ObjCMethod("gestureRecognizerShouldBegin:", arity: 1) { object, arguments in
        (object as! ScreenController).gestureRecognizerShouldBegin(arguments.at(0)) as Any
      },
    ])
])

@Suite("A delegate method declared in a subclass of the adopting class is called, as on iOS")
@MainActor
struct DelegateSubclassTests {
  @Test("scrollViewDidScroll and gestureRecognizerShouldBegin of the subclass are the ones used")
  func subclassMethods() {
    let controller = ScreenController()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 400)
    scrollView.delegate = controller
    let recognizer = UIPanGestureRecognizer()
    recognizer.delegate = controller
    ObjectiveCRuntime.$current.withValue(screenRuntime) {
      scrollView.contentOffset = CGPoint(x: 0, y: 40)
      #expect(controller.gestureRecognizerShouldBegin(recognizer) == false)
      let asDelegate: any UIGestureRecognizerDelegate = controller
      #expect(asDelegate.gestureRecognizerShouldBegin(recognizer) == false)
    }
    #expect(controller.calls == ["didScroll 40.0"])
    // Without the code's runtime the base's witness keeps UIKit's default.
    let asDelegate: any UIGestureRecognizerDelegate = controller
    #expect(asDelegate.gestureRecognizerShouldBegin(recognizer) == true)
  }
}
