import Foundation
import Testing

@testable import GestureCore

/// A controller whose action methods record which object received them.
@MainActor
private final class ActionScreen: UIViewController {
  var received: [String] = []
  func save(_ sender: Any?) { received.append("save") }
}

@Suite("UIApplication: the simulation's app, its scene, URLs and actions")
@MainActor
struct UIApplicationTests {
  /// A 375 × 667 window showing `controller`, its app made, in a simulation.
  private func simulation(showing controller: UIViewController) -> Simulation {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return Simulation(window: window, framesPerSecond: 10, duration: 0.1, input: [])
  }

  @Test("shared is the window's app; its scene holds the window, which is key")
  func sharedAndScene() throws {
    let controller = UIViewController()
    let simulation = simulation(showing: controller)
    let application = simulation.window.application
    #expect(application.windowScene.windows == [simulation.window])
    #expect(application.windowScene.keyWindow === simulation.window)
    #expect(application.keyWindow === simulation.window)
    #expect(application.windows == [simulation.window])
    #expect(application.connectedScenes == [application.windowScene])
    #expect(application.openSessions == [application.windowScene.session])
    #expect(application.windowScene.session.role == .windowApplication)
    #expect(simulation.window.windowScene === application.windowScene)
    #expect(simulation.window.next === application.windowScene)
    #expect(application.windowScene.next === application)
    #expect(application.next == nil)
    #expect(
      SimulationContext.$application.withValue(application) { UIApplication.shared } === application
    )
    #expect(application.windowScene.screen.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
  }

  @Test(
    "A window made for the scene shares the clock and timeline, covers the screen, and joins the scene"
  )
  func windowForScene() throws {
    let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    first.screenScale = 3
    first.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let scene = first.application.windowScene
    let made = UIWindow(windowScene: scene)
    #expect(made.scheduler === first.scheduler)
    #expect(made.eventLog === first.eventLog)
    #expect(made.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(abs(made.screenScale - 3) < 1e-9)
    #expect(made.screenSafeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(scene.windows == [first, made])
    made.makeKeyAndVisible()
    #expect(scene.keyWindow === made)
    first.makeKey()
    #expect(!made.isKeyWindow)
    #expect(scene.keyWindow === first)
  }

  @Test(
    "The launch order: launching, configuration, connection, foreground, active; state inactive then active"
  )
  func launchOrder() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let application = window.application
    #expect(application.applicationState == .inactive)
    #expect(application.windowScene.activationState == .unattached)
    application.launch(delegate: nil) { _ in nil }
    #expect(application.windowScene.activationState == .foregroundInactive)
    #expect(application.applicationState == .inactive)
    application.activate()
    #expect(application.windowScene.activationState == .foregroundActive)
    #expect(application.applicationState == .active)
    #expect(application.windowScene.session.configuration.name == "Default Configuration")
  }

  @Test("sendAction with no target reaches the first implementer up the chain from the sender")
  func sendActionUpTheChain() throws {
    let controller = ActionScreen()
    let simulation = simulation(showing: controller)
    let application = simulation.window.application
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    controller.view.addSubview(button)
    let runtime = ObjectiveCRuntime([
      ObjCClassMethods(
        ActionScreen.self,
        [
          ObjCMethod("save:", arity: 1) { target, arguments in
            (target as! ActionScreen).save(arguments.at(0) as Any?)
            return () as Any
          }
        ])
    ])
    let handled = ObjectiveCRuntime.$current.withValue(runtime) {
      application.sendAction(Selector("save:"), to: nil, from: button, for: nil)
    }
    #expect(handled)
    #expect(controller.received == ["save"])
    let unhandled = ObjectiveCRuntime.$current.withValue(runtime) {
      application.sendAction(Selector("missing:"), to: nil, from: button, for: nil)
    }
    #expect(!unhandled)
  }

  @Test(
    "open(_:) records where it was called, answers true for a built-in app's scheme and false otherwise, after the call"
  )
  func openURL() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let application = window.application
    var answers: [Bool] = []
    let line = #line + 1
    application.open(URL(string: "https://example.com/help")!) { answers.append($0) }
    application.open(URL(string: "myapp://item/3")!, options: [:]) { answers.append($0) }
    application.open(
      URL(string: "https://example.com")!, options: [.universalLinksOnly: true]
    ) { answers.append($0) }
    #expect(answers.isEmpty)
    window.scheduler.drainMainQueue()
    #expect(answers == [true, false, false])
    let events = window.eventLog.pending.filter { $0.kind == "application.openURL" }
    #expect(events.count == 3)
    #expect(
      events.first?.detail
        == "open(https://example.com/help) at UIApplicationTests.swift:\(line): opens in Safari; the run stays in the app; completion: true"
    )
    #expect(
      events[1].detail.hasSuffix(": no installed app opens scheme 'myapp'; completion: false"))
    #expect(application.openedURLs.count == 3)
  }

  @Test("canOpenURL: true for tel and Settings, false with iOS's message for an undeclared scheme")
  func canOpen() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let application = window.application
    #expect(application.canOpenURL(URL(string: "tel:5551234")!))
    #expect(application.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))
    #expect(!application.canOpenURL(URL(string: "twitter://user")!))
    let last = try #require(window.eventLog.pending.last)
    #expect(last.kind == "application.canOpenURL")
    #expect(
      last.detail.hasSuffix(
        ": false: -canOpenURL: failed for URL: \"twitter://user\" - error: \"This app is not allowed to query for scheme twitter\""
      ))
  }

  @Test("Badge number and idle timer are kept; a new badge number is recorded once")
  func badgeAndIdleTimer() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let application = window.application
    application.applicationIconBadgeNumber = 3
    application.applicationIconBadgeNumber = 3
    application.isIdleTimerDisabled = true
    #expect(application.applicationIconBadgeNumber == 3)
    #expect(application.isIdleTimerDisabled)
    let badges = window.eventLog.pending.filter { $0.kind == "application.badge" }
    #expect(badges.map(\.detail) == ["applicationIconBadgeNumber = 3"])
  }

  @Test(
    "preferredContentSizeCategory and the scene's screen follow a text size changed during the run")
  func contentSizeFollows() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let application = window.application
    window.makeKey()
    #expect(application.preferredContentSizeCategory == .large)
    window.screenContentSizeCategory = .extraExtraLarge
    #expect(application.preferredContentSizeCategory == .extraExtraLarge)
    #expect(
      application.windowScene.screen.traitCollection.preferredContentSizeCategory
        == .extraExtraLarge)
  }
}
