import Foundation
import Testing

@testable import GestureCore

@Suite("Size classes: the device's, in every trait collection of its scene")
@MainActor
struct SizeClassTests {
  @Test(
    "A portrait iPhone is compact wide and regular tall; an iPad-sized screen regular both ways")
  func screens() {
    let phone = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)
    #expect(phone.traitCollection.horizontalSizeClass == .compact)
    #expect(phone.traitCollection.verticalSizeClass == .regular)
    let pad = UIScreen(bounds: CGRect(x: 0, y: 0, width: 744, height: 1133), scale: 2)
    #expect(pad.traitCollection.horizontalSizeClass == .regular)
    #expect(pad.traitCollection.verticalSizeClass == .regular)
    let landscape = UIScreen(bounds: CGRect(x: 0, y: 0, width: 667, height: 375), scale: 2)
    #expect(landscape.traitCollection.horizontalSizeClass == .compact)
    #expect(landscape.traitCollection.verticalSizeClass == .compact)
  }

  @Test("Views and controllers of a scene carry the screen's size classes")
  func inheritedInScene() {
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)
    SimulationContext.$screen.withValue(screen) {
      let controller = UIViewController()
      let window = UIWindow(frame: screen.bounds)
      window.rootViewController = controller
      #expect(controller.traitCollection.horizontalSizeClass == .compact)
      #expect(controller.view.traitCollection.verticalSizeClass == .regular)
    }
  }

  @Test("init(horizontalSizeClass:) and traitsFrom: the last collection that gives a class wins")
  func combining() {
    let combined = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact),
      UITraitCollection(verticalSizeClass: .compact),
      UITraitCollection(horizontalSizeClass: .regular),
    ])
    #expect(combined.horizontalSizeClass == .regular)
    #expect(combined.verticalSizeClass == .compact)
    #expect(UITraitCollection().horizontalSizeClass == .unspecified)
    #expect(
      UITraitCollection(horizontalSizeClass: .compact)
        != UITraitCollection(horizontalSizeClass: .regular))
  }
}
