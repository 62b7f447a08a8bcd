import Foundation
import GestureCore
import Scenario
import Testing

/// What the launch called, in order, shared by the test's delegates and screen.
@MainActor
private final class LaunchLog {
  var calls: [String] = []
}

@MainActor
private final class LaunchScreen: UIViewController {
  let log: LaunchLog
  init(log: LaunchLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "screen"
    log.calls.append("viewDidLoad, state \(UIApplication.shared.applicationState.rawValue)")
  }
}

@MainActor
private final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
  let log: LaunchLog
  init(log: LaunchLog) { self.log = log }
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    log.calls.append(
      "didFinishLaunching, options \(launchOptions == nil ? "nil" : "some"), delegate \(application.delegate === self)"
    )
    return true
  }
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    log.calls.append("configurationForConnecting \(connectingSceneSession.role.rawValue)")
    return UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
}

@MainActor
private final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
  let log: LaunchLog
  let makesWindow: Bool
  var window: UIWindow?
  init(log: LaunchLog, makesWindow: Bool) {
    self.log = log
    self.makesWindow = makesWindow
  }
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    log.calls.append("willConnectTo, state \(scene.activationState.rawValue)")
    guard makesWindow, let windowScene = (scene as? UIWindowScene) else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = LaunchScreen(log: log)
    self.window = window
    window.makeKeyAndVisible()
  }
  func sceneWillEnterForeground(_ scene: UIScene) { log.calls.append("willEnterForeground") }
  func sceneDidBecomeActive(_ scene: UIScene) {
    log.calls.append(
      "didBecomeActive, app state \(UIApplication.shared.applicationState.rawValue)")
  }
}

@MainActor
private struct TemplateClasses: UserClassProvider {
  let log: LaunchLog
  var makesWindow = true
  func makeView(_ name: String, frame: CGRect) -> UIView? { nil }
  func makeViewController(_ name: String) -> UIViewController? {
    name == "LaunchScreen" ? LaunchScreen(log: log) : nil
  }
  func makeApplicationDelegate() -> (any UIApplicationDelegate)? { TemplateAppDelegate(log: log) }
  func makeSceneDelegate(named name: String?) -> (any UISceneDelegate)? {
    TemplateSceneDelegate(log: log, makesWindow: makesWindow)
  }
}

@Suite("The app's launch: the template's delegates are called in iOS's order")
@MainActor
struct AppLaunchScenarioTests {
  private func scenario(root: String? = nil) throws -> Scenario {
    let rootKey = root.map { #", "rootViewController": "\#($0)""# } ?? ""
    let json = """
      {"version": 1, "code": ["\(#filePath)"]\(rootKey), "script": [{"wait": 0.1}]}
      """
    return try Scenario.decode(Data(json.utf8), file: "s.json")
  }

  @Test("Launch, configuration, connection (where the root loads), foreground, active")
  func order() throws {
    let log = LaunchLog()
    let simulation = try scenario().makeSimulation(classes: TemplateClasses(log: log))
    #expect(
      log.calls == [
        "didFinishLaunching, options nil, delegate true",
        "configurationForConnecting UIWindowSceneSessionRoleApplication",
        "willConnectTo, state 1",
        "viewDidLoad, state 1",
        "willEnterForeground",
        "didBecomeActive, app state 0",
      ])
    let application = try #require(simulation.window.ownedApplication)
    #expect(application.applicationState == .active)
    #expect(application.windowScene.activationState == .foregroundActive)
    #expect(application.windowScene.delegate is TemplateSceneDelegate)
  }

  @Test("The scene delegate's window is the one shown, with its root, covering the device's screen")
  func sceneWindowShown() throws {
    let log = LaunchLog()
    let simulation = try scenario().makeSimulation(classes: TemplateClasses(log: log))
    let delegate = try #require(
      simulation.window.ownedApplication?.windowScene.delegate as? TemplateSceneDelegate)
    #expect(delegate.window === simulation.window)
    #expect(simulation.window.rootViewController is LaunchScreen)
    #expect(simulation.window.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(simulation.window.windowScene?.keyWindow === simulation.window)
    let frame = try #require(simulation.nextFrame())
    let screen = try #require(frame.views.first { $0.id == "screen" })
    #expect(screen.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
  }

  @Test("A scene delegate that makes no window: the tool's window shows the scenario's root")
  func noSceneWindow() throws {
    let log = LaunchLog()
    let simulation = try scenario(root: "LaunchScreen").makeSimulation(
      classes: TemplateClasses(log: log, makesWindow: false))
    #expect(simulation.window.rootViewController is LaunchScreen)
    #expect(simulation.window.accessibilityIdentifier == "window")
    #expect(log.calls.last == "didBecomeActive, app state 0")
  }

  @Test("A finished run frees the scene delegate, the window it made and the app")
  func teardown() throws {
    let log = LaunchLog()
    weak var window: UIWindow?
    weak var delegate: AnyObject?
    weak var application: UIApplication?
    do {
      let simulation = try scenario().makeSimulation(classes: TemplateClasses(log: log))
      while simulation.nextFrame() != nil {}
      window = simulation.window
      delegate = simulation.window.ownedApplication?.windowScene.delegate
      application = simulation.window.ownedApplication
    }
    #expect(window == nil)
    #expect(delegate == nil)
    #expect(application == nil)
  }
}
