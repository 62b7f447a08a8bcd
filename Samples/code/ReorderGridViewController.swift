import UIKit

/// The grid of the long-press reorder article (seed `000`, part 4): eight red 90 × 90 pt custom
/// buttons titled 1…8 in bold 20 pt, in two columns at
/// `(50 + (i % 2) · 100, 64 + (i / 2) · 100)` on a white view, each made reorderable by
/// ``LongPressReorderViewController``. The buttons are identified `b1`…`b8` for UI tests and
/// scenario scripts. `Samples/code-grid-reorder.json` renders it.
public final class ReorderGridViewController: LongPressReorderViewController {
  /// Builds the grid, as the article's `viewDidLoad` does.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    for i in 0..<8 {
      let btn = UIButton(type: .custom)
      btn.backgroundColor = .red
      btn.frame = CGRect(x: 50 + (i % 2) * 100, y: 64 + (i / 2) * 100, width: 90, height: 90)
      btn.titleLabel?.font = .boldSystemFont(ofSize: 20)
      btn.setTitle("\(1 + i)", for: .normal)
      btn.accessibilityIdentifier = "b\(1 + i)"
      view.addSubview(btn)
      addReorderGesture(to: btn)
    }
  }
}
