import Testing
import UIKit

/// Observes a notification with a selector, as an iOS file does.
@MainActor
private final class BannerController {
  var received: [String] = []
  func keyboardWillShow(_ notification: Notification) {
    received.append("\(notification.name.rawValue) \(notification.userInfo?["height"] ?? "-")")
  }
}

/// The method table the tool generates for `BannerController`, by hand.
@MainActor
private let bannerRuntime = ObjectiveCRuntime([
  ObjCClassMethods(
    BannerController.self,
    [
      ObjCMethod("keyboardWillShow:", arity: 1) { object, arguments in
        (object as! BannerController).keyboardWillShow(arguments.at(0)) as Any
      }
    ])
])

@Suite("Corpus: notifications with selectors, on the simulation's own center")
@MainActor
struct NotificationSnippetTests {
  @Test("addObserver(_:selector:name:object:) delivers on post until removeObserver(self)")
  func selectorObserver() {
    let harness = SnippetHarness()
    let controller = BannerController()
    let name = Notification.Name("keyboardWillShow")
    harness.launch { _ in
      ObjectiveCRuntime.$current.withValue(bannerRuntime) {
        let center = NotificationCenter.default
        center.addObserver(
          controller, selector: Selector("keyboardWillShow:"), name: name, object: nil)
        center.post(name: name, object: nil, userInfo: ["height": 291])
        // The same center for the whole simulation.
        #expect(NotificationCenter.default === center)
        center.removeObserver(controller)
        center.post(name: name, object: nil)
      }
    }
    harness.run(until: 0.1)
    #expect(controller.received == ["keyboardWillShow 291"])
    // Outside a simulation the center is another one: the simulation's observers are not in it.
    NotificationCenter.default.post(name: name, object: nil)
    #expect(controller.received == ["keyboardWillShow 291"])
  }
}
