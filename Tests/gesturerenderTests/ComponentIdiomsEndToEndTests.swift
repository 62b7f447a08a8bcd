import Foundation
import Testing

/// Idioms of published UIKit components that Swift alone rejects and Xcode compiles: a cell
/// made only for a nib (no `init(frame:)`), an observer override in an extension, an override
/// marked unavailable in an extension, a delegate proxy calling the core's optional
/// requirements with `?(…)`, an animator's `addCompletion?`.
private let screen = """
  import UIKit

  final class NibOnlyCell: UITableViewCell {
    @IBOutlet var title: UILabel!
    required init?(coder: NSCoder) { super.init(coder: coder) }
  }

  final class NibOnlyItem: UICollectionViewCell {
    required init?(coder: NSCoder) { super.init(coder: coder) }
  }

  final class ToggleCell: UICollectionViewCell {}

  extension ToggleCell {
    override var isSelected: Bool {
      willSet { print("will \\(isSelected) to \\(newValue)") }
      didSet(previous) { print("did \\(previous) to \\(isSelected)") }
    }
  }

  class Grid: UIView {
    func reload() { print("reload") }
  }
  final class LockedGrid: Grid {}
  extension LockedGrid {
    @available(*, unavailable, message: "a locked grid keeps its items")
    override func reload() { super.reload() }
  }

  final class Forwarder: NSObject, UITableViewDelegate {
    weak var original: UITableViewDelegate?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      original?.tableView?(tableView, didSelectRowAt: indexPath)
      let height = original?.tableView?(tableView, heightForRowAt: indexPath) ?? -1
      print("forwarded height \\(height)")
    }
  }

  final class ScreenController: UIViewController, UITableViewDelegate, UICollectionViewDataSource {
    let forwarder = Forwarder()
    var action: (() -> Void)?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      print("selected \\(indexPath.row)")
    }
    override func viewDidLoad() {
      super.viewDidLoad()
      forwarder.original = self
      forwarder.tableView(UITableView(frame: view.bounds), didSelectRowAt: IndexPath(row: 2, section: 0))
      let cell = ToggleCell(frame: .zero)
      cell.isSelected = true
      action = { print("action") }
      self.action?()
      let animator: UIViewImplicitlyAnimating = UIViewPropertyAnimator(duration: 0.1, curve: .linear) {
        self.view.alpha = 0.5
      }
      animator.addCompletion?({ _ in print("animator done") })
      animator.startAnimation()
      if CommandLine.arguments.isEmpty {
        let grid = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        grid.register(NibOnlyItem.self, forCellWithReuseIdentifier: "item")
        grid.dataSource = self
        view.addSubview(grid)
      }
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
  }

  """

private let scenarioText = """
  {
    "version": 1,
    "name": "idioms",
    "code": ["Screen.swift"],
    "rootViewController": "ScreenController",
    "script": [{"wait": 0.3}]
  }
  """

@Suite("Component idioms Xcode compiles, through the built CLI")
struct ComponentIdiomsEndToEndTests {
  @Test("Nib-only cells, observer and unavailable overrides in extensions, optional calls run")
  func idiomsRun() throws {
    let project = try CodeProject(files: ["Screen.swift": screen, "idioms.json": scenarioText])
    defer { project.remove() }
    let run = try project.run(["idioms.json", "-o", "out", "--fps", "10", "--no-page"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let lines = try printed(project.contents("out/timeline.json"))
    #expect(
      lines == [
        "selected 2", "forwarded height -1.0", "will false to true", "did false to true", "action",
        "animator done",
      ], "\(lines)")
  }

  @Test("Making a nib-only cell by its class traps as iOS's runtime does, at the class")
  func nibOnlyCellTraps() throws {
    let project = try CodeProject(files: [
      "Screen.swift": screen.replacingOccurrences(
        of: "CommandLine.arguments.isEmpty", with: "!CommandLine.arguments.isEmpty"),
      "idioms.json": scenarioText,
    ])
    defer { project.remove() }
    let run = try project.run(["idioms.json", "-o", "out", "--fps", "10", "--no-page"])
    #expect(run.exitCode == 1)
    #expect(
      run.standardError.hasPrefix(
        "Screen.swift:8:13: error: Fatal error: Use of unimplemented initializer 'init(frame:)' "
          + "for class 'NibOnlyItem'"), "\(run.standardError)")
  }
}
