import Foundation

/// The buttons a swipe reveals under a row, as UIKit's private `UISwipeActionPullView` shows
/// them: one per ``UIContextualAction``, filled with its `backgroundColor`, its title in 15 pt
/// white centred (its image above). Each is 74 pt wide at rest (a measured width for short
/// titles; UIKit sizes buttons by their titles); revealed further, the buttons widen in
/// proportion; past the full-swipe threshold the first action fills the whole width.
final class SwipeActionsView: UIView {
  /// The width of one button at rest, points.
  static let buttonWidth: CGFloat = 74

  let actions: [UIContextualAction]
  let trailing: Bool
  private(set) var buttons: [SwipeActionButton] = []
  /// Whether the first action fills the view (a full swipe is armed).
  var firstFills = false

  init(
    actions: [UIContextualAction], trailing: Bool,
    onTap: @escaping (UIContextualAction, UIView) -> Void
  ) {
    self.actions = actions
    self.trailing = trailing
    super.init(frame: .zero)
    clipsToBounds = true
    for action in actions {
      let button = SwipeActionButton(action: action, onTap: onTap)
      buttons.append(button)
      addSubview(button)
    }
  }

  /// Made in code only.
  required init?(coder: NSCoder) { nil }

  /// The width of all buttons at rest.
  var restingWidth: CGFloat { CGFloat(actions.count) * SwipeActionsView.buttonWidth }

  /// Places the buttons in the revealed width: the first action at the outer edge.
  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    let widths: [CGFloat] =
      firstFills
      ? actions.indices.map { $0 == 0 ? width : 0 }
      : actions.map { _ in width / CGFloat(max(1, actions.count)) }
    // Outer edge first: for trailing actions the first button is rightmost.
    var edge: CGFloat = trailing ? width : 0
    for (index, button) in buttons.enumerated() {
      let w = widths[index]
      let x = trailing ? edge - w : edge
      button.frame = CGRect(x: x, y: 0, width: w, height: bounds.height)
      edge = trailing ? edge - w : edge + w
    }
  }
}

/// One revealed action: a tap on it performs the action.
final class SwipeActionButton: UIView {
  let action: UIContextualAction
  private let onTap: (UIContextualAction, UIView) -> Void
  private let title = UILabel(frame: .zero)

  init(action: UIContextualAction, onTap: @escaping (UIContextualAction, UIView) -> Void) {
    self.action = action
    self.onTap = onTap
    super.init(frame: .zero)
    backgroundColor = action.backgroundColor
    clipsToBounds = true
    title.text = action.title
    title.font = .systemFont(ofSize: 15, weight: .medium)
    title.textColor = .white
    title.textAlignment = .center
    // The title follows the button's size as the reveal widens it, between layout passes too
    // (the cell places the buttons while the finger moves).
    title.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(title)
  }

  /// Made in code only.
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    // The title stays centred in the resting width at the inner side while the button widens.
    title.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
  }

  /// Keeps the touch: it does not select the row.
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Performs the action.
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    onTap(action, self)
  }
}
