import UIKit

/// A list whose rows are deleted by swiping them left: each row has a
/// `UISwipeGestureRecognizer` with `direction = .left`; when it is recognized the row slides
/// off to the left and fades (0.25 s), is removed, and the rows below move up into its place
/// (0.3 s). A swipe to the right is not a left swipe and does nothing.
///
/// Five 335 × 64 pt white rows with a 10 pt corner radius, every 74 pt from y = 80, on a
/// grouped background, each with a 17 pt label "Message N"; identified `row-1` … `row-5`.
/// `Samples/swipe-to-delete.json` renders it.
public final class SwipeToDeleteViewController: UIViewController {
  private var rows: [UIView] = []
  private static let top: CGFloat = 80
  private static let pitch: CGFloat = 74

  /// Builds the rows and their swipe recognizers.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    for index in 0..<5 {
      let row = UIView(
        frame: CGRect(
          x: 20,
          y: SwipeToDeleteViewController.top + CGFloat(index) * SwipeToDeleteViewController.pitch,
          width: 335, height: 64))
      row.accessibilityIdentifier = "row-\(index + 1)"
      row.backgroundColor = .white
      row.layer.cornerRadius = 10
      let label = UILabel(frame: CGRect(x: 16, y: 0, width: 303, height: 64))
      label.text = "Message \(index + 1)  ← swipe to delete"
      label.font = .systemFont(ofSize: 17)
      row.addSubview(label)
      let swipe = UISwipeGestureRecognizer(
        target: self, action: SwipeToDeleteViewController.handleSwipe)
      swipe.direction = .left
      row.addGestureRecognizer(swipe)
      view.addSubview(row)
      rows.append(row)
    }
  }

  private func handleSwipe(_ swipe: UISwipeGestureRecognizer) {
    guard let row = swipe.view, let index = rows.firstIndex(where: { $0 === row }) else { return }
    rows.remove(at: index)
    UIView.animate(
      withDuration: 0.25,
      animations: {
        row.center.x -= 400
        row.alpha = 0
      },
      completion: { _ in
        row.removeFromSuperview()
        UIView.animate(withDuration: 0.3) {
          for (position, later) in self.rows.enumerated() where position >= index {
            later.frame.origin.y =
              SwipeToDeleteViewController.top + CGFloat(position)
              * SwipeToDeleteViewController.pitch
          }
        }
      })
  }
}
