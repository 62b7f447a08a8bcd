import Foundation
import Testing

@testable import GestureCore

/// The fixture's initial navigation controller in a visible 375 × 667 window (no status bar:
/// the bar at y 0), with the code's runtime, the storyboard's folder and the window's clock
/// in scope; touches scripted as a scenario's.
@MainActor
private final class SegueHarness {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  var navigation: UINavigationController!
  var list: SegueFruitList!
  private var recorded: [TimelineEvent] = []

  func run<R>(_ body: (SegueHarness) throws -> R) throws -> R {
    let folder = try interfaceBuilderFolder(["Main.storyboard": SegueFixtures.storyboard])
    defer { try? FileManager.default.removeItem(at: folder) }
    window.textMeasurer = FixedAdvanceMeasurer()
    return try ObjectiveCRuntime.$current.withValue(segueRuntime()) {
      try NamedImageLookup.$current.withValue(NamedImageLookup(directories: [folder])) {
        try SimulationContext.$eventLog.withValue(window.eventLog) {
          try SimulationContext.$scheduler.withValue(window.scheduler) {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            navigation = try #require(
              storyboard.instantiateInitialViewController() as? UINavigationController)
            list = try #require(navigation.topViewController as? SegueFruitList)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            window.finishAppearanceTransitions()
            return try body(self)
          }
        }
      }
    }
  }

  /// Taps the centre of `view` at `time` (down, and up 50 ms later), then runs the frames up
  /// to `duration`.
  func tap(_ view: UIView, at time: Double, runFor duration: Double) {
    let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    let inputs = [
      TouchInput(time: time, touch: 0, phase: .began, location: point),
      TouchInput(time: time + 0.05, touch: 0, phase: .ended, location: point),
    ]
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: duration, input: inputs)
    while let frame = simulation.nextFrame() { recorded += frame.events }
  }

  func events(_ kind: String) -> [String] {
    (recorded + window.eventLog.pending).filter { $0.kind == kind }.map(\.detail)
  }
}

@Suite("Storyboards: navigation and table scenes, prototype cells, segues")
@MainActor
struct StoryboardSegueTests {
  @Test("A navigation controller scene shows its root table scene and its navigation item")
  func navigationScene() throws {
    try SegueHarness().run { harness in
      let list = try #require(harness.list)
      #expect(harness.navigation.viewControllers == [list])
      #expect(list.storyboard != nil)
      #expect((list.tableView.dataSource as AnyObject?) === list)
      #expect((list.tableView.delegate as AnyObject?) === list)
      #expect(list.tableView.style == .plain && list.tableView.rowHeight == 44)
      #expect(list.navigationItem.title == "Fruits")
      #expect(list.navigationItem.largeTitleDisplayMode == .never)
      let add = try #require(list.navigationItem.rightBarButtonItem)
      #expect(add.systemItem == .add && add.target === list && add.action == Selector("add:"))
      let bar = harness.navigation.navigationBar
      #expect(bar.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
      #expect(bar.content?.titleLabel.text == "Fruits")
      // The rows from the prototype: three, under the bar, their text set by the code.
      let cells = (0..<3).compactMap { list.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
      #expect(cells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
      #expect(
        cells.map(\.accessoryType)
          == Array(repeating: UITableViewCell.AccessoryType.disclosureIndicator, count: 3))
      #expect(cells[1].convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 88))
      // The bar button item (the `.add` system item: the plus symbol, "Add" to VoiceOver)
      // sends add: to the list.
      let addButton = try #require(
        bar.content?.subviews.compactMap { $0 as? UIButton }.first {
          $0.accessibilityLabel == "Add"
        })
      #expect(addButton.currentImage != nil)
      addButton.sendActions(for: .touchUpInside)
      #expect(list.entries == ["add"])
    }
  }

  @Test("Prototype cells are made from the file: style, labels, custom class, outlet, action")
  func prototypeCells() throws {
    try SegueHarness().run { harness in
      let table = try #require(harness.list.tableView)
      let basic = table.dequeueReusableCell(withIdentifier: "FruitCell", for: IndexPath(row: 0, section: 0))
      let fresh = table.dequeueReusableCell(withIdentifier: "FruitCell", for: IndexPath(row: 5, section: 0))
      #expect(basic !== fresh)
      #expect(fresh.reuseIdentifier == "FruitCell" && fresh.cellStyle == .default)
      #expect(fresh.textLabel?.text == "Title" && fresh.textLabel?.superview === fresh.contentView)
      #expect(fresh.contentView.subviews.count == 1)
      let price = table.dequeueReusableCell(withIdentifier: "PriceCell", for: IndexPath(row: 0, section: 0))
      #expect(price.cellStyle == .value1 && price.selectionStyle == .none)
      #expect(price.textLabel?.text == "Title" && price.detailTextLabel?.text == "Detail")
      #expect(price.detailTextLabel?.textAlignment == .right)
      let badge = try #require(
        table.dequeueReusableCell(withIdentifier: "BadgeCell", for: IndexPath(row: 0, section: 0))
          as? SegueBadgeCell)
      #expect(badge.awoke && badge.badgeLabel.text == "New")
      #expect(badge.badgeLabel.superview === badge.contentView)
      #expect(badge.contentView.constraints.count == 4)
      let buy = try #require(badge.contentView.subviews.last as? UIButton)
      buy.sendActions(for: .touchUpInside)
      #expect(harness.list.entries == ["buy"])
      // A class registered for the identifier replaces the prototype.
      table.register(UITableViewCell.self, forCellReuseIdentifier: "PriceCell")
      let plain = table.dequeueReusableCell(withIdentifier: "PriceCell", for: IndexPath(row: 1, section: 0))
      #expect(plain.cellStyle == .default && plain.contentView.subviews.isEmpty)
    }
  }

  @Test("Selecting a row: shouldPerformSegue, prepare, then didSelectRowAt; the detail is pushed")
  func cellSegue() throws {
    try SegueHarness().run { harness in
      let list = try #require(harness.list)
      let row = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
      harness.tap(row, at: 0.1, runFor: 1)
      #expect(
        list.entries == [
          "should showDetail UITableViewCell", "prepare showDetail → SegueDetail row 1 loaded false",
          "didSelect 1",
        ])
      let detail = try #require(harness.navigation.topViewController as? SegueDetail)
      #expect(harness.navigation.viewControllers.count == 2)
      #expect(detail.nameLabel.text == "Banana")
      #expect(detail.navigationItem.title == "Detail")
      #expect(harness.navigation.navigationBar.content?.titleLabel.text == "Detail")
      #expect(harness.navigation.navigationBar.content?.backButton?.label.text == "Fruits")
      #expect(harness.events("storyboard.segue") == ["showDetail (show): SegueFruitList → SegueDetail"])
      #expect(harness.events("navigation.push") == ["Fruits → Detail"])
    }
  }

  @Test("shouldPerformSegue returning false keeps the list; the row is still selected")
  func refusedSegue() throws {
    try SegueHarness().run { harness in
      let list = try #require(harness.list)
      list.allowsSegues = false
      let row = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
      harness.tap(row, at: 0.1, runFor: 1)
      #expect(list.entries == ["should showDetail UITableViewCell", "didSelect 0"])
      #expect(harness.navigation.viewControllers == [list])
      #expect(harness.events("storyboard.segueRefused") == ["showDetail"])
    }
  }

  @Test("performSegue presents the manual segue's destination full screen without asking")
  func performSegue() throws {
    try SegueHarness().run { harness in
      let list = try #require(harness.list)
      list.performSegue(withIdentifier: "showInfo", sender: nil)
      #expect(list.entries == ["prepare showInfo → SegueInfo row -1 loaded false"])
      harness.window.scheduler.advance(to: 1)
      let info = try #require(harness.navigation.presentedViewController as? SegueInfo)
      #expect(info.modalPresentationStyle == .fullScreen)
      #expect(harness.events("storyboard.segue") == ["showInfo (presentation): SegueFruitList → SegueInfo"])
    }
  }

  @Test("A button's presentation segue, then an unwind back to the list: dismissed and popped")
  func presentationAndUnwind() throws {
    try SegueHarness().run { harness in
      let list = try #require(harness.list)
      list.performSegue(withIdentifier: "showDetail", sender: nil)
      harness.window.scheduler.advance(to: 1)
      let detail = try #require(harness.navigation.topViewController as? SegueDetail)
      let infoButton = try #require(detail.view.subviews.last as? UIButton)
      infoButton.sendActions(for: .touchUpInside)
      harness.window.scheduler.advance(to: 2)
      let info = try #require(harness.navigation.presentedViewController as? SegueInfo)
      #expect(info.modalPresentationStyle == .overFullScreen)
      #expect(info.modalTransitionStyle == .crossDissolve)
      let done = try #require(info.view.subviews.first as? UIButton)
      done.sendActions(for: .touchUpInside)
      harness.window.scheduler.advance(to: 3)
      #expect(list.entries.last == "unwind from SegueInfo to SegueFruitList")
      #expect(harness.navigation.presentedViewController == nil)
      #expect(harness.navigation.viewControllers == [list])
      #expect(
        harness.events("storyboard.segue") == [
          "showDetail (show): SegueFruitList → SegueDetail",
          "(no identifier) (presentation): SegueDetail → SegueInfo",
          "(no identifier) (unwind unwindToList:): SegueInfo → SegueFruitList",
        ])
    }
  }

  @Test("A segue made in code performs its handler, a bare one nothing")
  func codeSegue() {
    let a = UIViewController()
    let b = UIViewController()
    var ran: [String] = []
    UIStoryboardSegue(identifier: "x", source: a, destination: b) { ran.append("handler") }
      .perform()
    let bare = UIStoryboardSegue(identifier: nil, source: a, destination: b)
    bare.perform()
    #expect(ran == ["handler"])
    #expect(bare.identifier == nil && bare.source === a && bare.destination === b)
  }
}
