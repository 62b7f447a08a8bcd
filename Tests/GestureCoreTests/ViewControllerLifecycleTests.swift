import Foundation
import Testing

@testable import GestureCore

/// The calls a test's controllers and views received, in order.
@MainActor
private final class CallLog {
  var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
}

/// A root view that logs its layoutSubviews.
@MainActor
private final class LoggingView: UIView {
  var log: CallLog?
  var name = ""
  override func layoutSubviews() {
    log?.add("\(name).layoutSubviews")
    super.layoutSubviews()
  }
}

/// A controller that logs every life-cycle call, and in viewDidLoad embeds `embedded` as a
/// child the way UIKit's containment guide does.
@MainActor
private class LoggingController: UIViewController {
  let name: String
  let log: CallLog
  var embedded: LoggingController?

  init(_ name: String, log: CallLog, embedding child: LoggingController? = nil) {
    self.name = name
    self.log = log
    self.embedded = child
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    log.add("\(name).loadView")
    let root = LoggingView(frame: .zero)
    root.log = log
    root.name = "\(name).view"
    view = root
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    log.add("\(name).viewDidLoad")
    if let embedded {
      addChild(embedded)
      embedded.view.frame = CGRect(x: 0, y: 100, width: 375, height: 200)
      view.addSubview(embedded.view)
      embedded.didMove(toParent: self)
    }
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.add("\(name).viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.add("\(name).viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.add("\(name).viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.add("\(name).viewDidDisappear")
  }
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    log.add("\(name).viewWillLayoutSubviews")
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    log.add("\(name).viewDidLayoutSubviews")
  }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.add("\(name).willMove(toParent: \(Self.name(of: parent)))")
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.add("\(name).didMove(toParent: \(Self.name(of: parent)))")
  }

  static func name(of controller: UIViewController?) -> String {
    (controller as? LoggingController)?.name ?? "nil"
  }
}

/// A container that forwards appearance to its children by hand.
@MainActor
private final class ManualContainer: LoggingController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

@MainActor
private func runFrames(_ window: UIWindow, duration: Double) {
  let simulation = Simulation(window: window, framesPerSecond: 60, duration: duration, input: [])
  while simulation.nextFrame() != nil {}
}

@Suite("View controllers: lazy view, life cycle order, containment, the window's root")
@MainActor
struct ViewControllerLifecycleTests {
  @Test(
    "Window + root controller + child: UIKit's order from rootViewController to the first frame")
  func lifeCycleOrder() {
    let log = CallLog()
    let child = LoggingController("child", log: log)
    let root = LoggingController("root", log: log, embedding: child)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))

    window.rootViewController = root
    #expect(
      log.entries == [
        "root.loadView", "root.viewDidLoad",
        "child.willMove(toParent: root)", "child.loadView", "child.viewDidLoad",
        "child.didMove(toParent: root)",
      ])
    // Installed, sized to the window, but nothing appears until the window is shown.
    #expect(root.view.superview === window)
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(!window.isKeyWindow)

    log.entries.removeAll()
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow)
    #expect(log.entries == ["root.viewWillAppear", "child.viewWillAppear"])

    // Frame 0: the layout pass (each controller's callbacks around its root view's
    // layoutSubviews, parent before child), the frame is drawn, then viewDidAppear, inner first.
    log.entries.removeAll()
    runFrames(window, duration: 0)
    #expect(
      log.entries == [
        "root.viewWillLayoutSubviews", "root.view.layoutSubviews", "root.viewDidLayoutSubviews",
        "child.viewWillLayoutSubviews", "child.view.layoutSubviews",
        "child.viewDidLayoutSubviews",
        "child.viewDidAppear", "root.viewDidAppear",
      ])

    // Nothing more while nothing changes.
    log.entries.removeAll()
    runFrames(window, duration: 0.05)
    #expect(log.entries.isEmpty)
  }

  @Test("viewDidLoad runs once, on the first access to view; viewIfLoaded never loads")
  func lazyView() {
    let log = CallLog()
    let controller = LoggingController("c", log: log)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(log.entries.isEmpty)
    let view: UIView = controller.view
    #expect(controller.view === view)
    controller.loadViewIfNeeded()
    #expect(log.entries == ["c.loadView", "c.viewDidLoad"])
    #expect(controller.isViewLoaded)
    #expect(controller.viewIfLoaded === view)
    #expect(view.next === controller)

    // The default loadView makes a plain view with a zero frame.
    let plain = UIViewController()
    #expect(type(of: plain.view!) == UIView.self)
    #expect(plain.view.frame == .zero)
    #expect(plain.nibName == nil)

    // Setting view installs it without viewDidLoad; nil unloads and the next access reloads.
    let replacement = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    controller.view = replacement
    #expect(replacement.next === controller)
    #expect(log.entries == ["c.loadView", "c.viewDidLoad"])
    controller.view = nil
    #expect(!controller.isViewLoaded)
    _ = controller.view
    #expect(log.entries == ["c.loadView", "c.viewDidLoad", "c.loadView", "c.viewDidLoad"])
  }

  @Test("addChild calls willMove(toParent:), removeFromParent calls didMove(toParent: nil)")
  func containment() {
    let log = CallLog()
    let first = LoggingController("first", log: log)
    let second = LoggingController("second", log: log)
    let child = LoggingController("child", log: log)

    first.addChild(child)
    #expect(log.entries == ["child.willMove(toParent: first)"])
    #expect(first.children.count == 1 && first.children.first === child)
    #expect(child.parent === first)
    first.addChild(child)  // already its child: nothing
    #expect(first.children.count == 1)

    // Moving to another container removes the child from the first one.
    log.entries.removeAll()
    second.addChild(child)
    #expect(
      log.entries == ["child.didMove(toParent: nil)", "child.willMove(toParent: second)"])
    #expect(first.children.isEmpty)
    #expect(second.children.count == 1 && second.children.first === child)
    #expect(child.parent === second)

    log.entries.removeAll()
    child.willMove(toParent: nil)
    child.removeFromParent()
    #expect(log.entries == ["child.willMove(toParent: nil)", "child.didMove(toParent: nil)"])
    #expect(second.children.isEmpty)
    #expect(child.parent == nil)
    #expect(!child.isViewLoaded)  // containment alone never loads the view
  }

  @Test("A parent owns its children; a child's parent is weak")
  func childOwnership() {
    let log = CallLog()
    weak var weakChild: LoggingController?
    weak var weakParent: LoggingController?
    do {
      let parent = LoggingController("parent", log: log)
      do {
        let child = LoggingController("child", log: log)
        parent.addChild(child)
        weakChild = child
      }
      #expect(weakChild != nil)
      weakParent = parent
    }
    #expect(weakParent == nil)
    #expect(weakChild == nil)
  }

  @Test("In a visible window, removing and adding a child's view makes it disappear and appear")
  func childViewMoves() {
    let log = CallLog()
    let child = LoggingController("child", log: log)
    let root = LoggingController("root", log: log, embedding: child)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = root
    window.makeKeyAndVisible()
    runFrames(window, duration: 0)

    log.entries.removeAll()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(
      log.entries == [
        "child.willMove(toParent: nil)", "child.viewWillDisappear", "child.viewDidDisappear",
        "child.didMove(toParent: nil)",
      ])

    log.entries.removeAll()
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    #expect(
      log.entries == [
        "child.willMove(toParent: root)", "child.viewWillAppear", "child.didMove(toParent: root)",
      ])
    log.entries.removeAll()
    runFrames(window, duration: 0)
    // The child's view was laid out when it was first shown; adding it marks the root view.
    #expect(
      log.entries == [
        "root.viewWillLayoutSubviews", "root.view.layoutSubviews", "root.viewDidLayoutSubviews",
        "child.viewDidAppear",
      ])

    // Moving the view within the window is not an appearance change.
    log.entries.removeAll()
    let holder = UIView(frame: window.bounds)
    root.view.addSubview(holder)
    holder.addSubview(child.view)
    #expect(log.entries.isEmpty)
  }

  @Test("Replacing the root controller of a visible window: the old one disappears")
  func replacingTheRoot() {
    let log = CallLog()
    let first = LoggingController("first", log: log)
    let second = LoggingController("second", log: log)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = first
    window.makeKeyAndVisible()
    runFrames(window, duration: 0)

    log.entries.removeAll()
    window.rootViewController = second
    #expect(
      log.entries == [
        "first.viewWillDisappear", "first.viewDidDisappear", "second.loadView",
        "second.viewDidLoad", "second.viewWillAppear",
      ])
    #expect(first.view.superview == nil)
    #expect(window.subviews.first === second.view)
    #expect(second.view.frame == window.bounds)

    // Hiding the window makes the new root disappear before it ever appeared.
    log.entries.removeAll()
    window.isHidden = true
    #expect(log.entries == ["second.viewWillDisappear", "second.viewDidDisappear"])
    runFrames(window, duration: 0)
    #expect(!log.entries.contains("second.viewDidAppear"))
  }

  @Test("A container that forwards by hand: its child hears only the calls it makes")
  func manualForwarding() {
    let log = CallLog()
    let child = LoggingController("child", log: log)
    let root = ManualContainer("root", log: log, embedding: child)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = root
    window.makeKeyAndVisible()
    runFrames(window, duration: 0.05)
    #expect(!log.entries.contains { $0.hasPrefix("child.view") && $0.contains("Appear") })
    #expect(log.entries.contains("root.viewDidAppear"))
    log.entries.removeAll()
    child.beginAppearanceTransition(true, animated: false)
    #expect(log.entries == ["child.viewWillAppear"])
    child.endAppearanceTransition()
    #expect(log.entries == ["child.viewWillAppear", "child.viewDidAppear"])
    // Ending again does nothing; disappearing goes the same way.
    child.endAppearanceTransition()
    child.beginAppearanceTransition(false, animated: true)
    child.endAppearanceTransition()
    #expect(
      log.entries == [
        "child.viewWillAppear", "child.viewDidAppear", "child.viewWillDisappear",
        "child.viewDidDisappear",
      ])
  }
}
