import Foundation
import GestureCore
import Scenario
import Testing

/// A controller whose `viewDidLoad` pins a 2,000 pt tall scroll view `list` to the view's
/// sides and bottom and its top to the safe area (`belowBar`) or to the view's top.
@MainActor
private final class ListScreen: UIViewController {
  let belowBar: Bool
  init(belowBar: Bool) {
    self.belowBar = belowBar
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    let list = UIScrollView()
    list.accessibilityIdentifier = "list"
    list.translatesAutoresizingMaskIntoConstraints = false
    list.contentSize = CGSize(width: 375, height: 2000)
    view.addSubview(list)
    NSLayoutConstraint.activate([
      list.topAnchor.constraint(
        equalTo: belowBar ? view.safeAreaLayoutGuide.topAnchor : view.topAnchor),
      list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }
}

@MainActor
private struct ListClasses: UserClassProvider {
  func makeView(_ name: String, frame: CGRect) -> UIView? { nil }
  func makeViewController(_ name: String) -> UIViewController? {
    name == "BelowBar" || name == "UnderBar" ? ListScreen(belowBar: name == "BelowBar") : nil
  }
}

@Suite("A scroll view's initial offset in a navigation controller's screen")
@MainActor
struct NavigationScrollInsetTests {
  /// The list's frame and bounds in the first frame of a scenario showing `controller` in a
  /// navigation controller on the default 375 × 667 device (status bar 20 pt, bar bottom 64).
  private func firstFrame(_ controller: String) throws -> (center: CGPoint, bounds: CGRect) {
    let json = """
      {"version": 1, "code": ["\(#filePath)"], "rootViewController": "\(controller)",
       "navigationController": true, "script": [{"wait": 0.1}]}
      """
    let scenario = try Scenario.decode(Data(json.utf8), file: "s.json")
    let simulation = scenario.makeSimulation(classes: ListClasses())
    let frame = try #require(simulation.nextFrame())
    let list = try #require(frame.views.first { $0.id == "list" })
    return (list.center, list.bounds)
  }

  @Test("Pinned below the bar (to the safe area): no inset, the content at rest at offset 0")
  func pinnedToSafeArea() throws {
    let list = try firstFrame("BelowBar")
    #expect(list.center == CGPoint(x: 187.5, y: 64 + 603 / 2))
    #expect(list.bounds == CGRect(x: 0, y: 0, width: 375, height: 603))
  }

  @Test("Pinned under the bar (to the view's top): the content at rest 64 pt down")
  func pinnedUnderBar() throws {
    let list = try firstFrame("UnderBar")
    #expect(list.center == CGPoint(x: 187.5, y: 333.5))
    #expect(list.bounds == CGRect(x: 0, y: -64, width: 375, height: 667))
  }
}
