import Foundation

/// The buttons a swipe reveals under a row, as UIKit's private `UISwipeActionPullView` shows
/// them: one per ``UIContextualAction``, filled with its `backgroundColor`, its title in 15 pt
/// white centred, or its image (see ``SwipeActionButton``). Each is 74 pt wide at rest (a measured width for short
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
///
/// What it shows, centred in the button: the action's title alone (15 pt medium white); or
/// its ``UIContextualAction/image`` alone, at the image's own size, drawn in white (an image
/// of the automatic rendering mode is drawn as a template, as UIKit tints action images;
/// `.alwaysOriginal` keeps its colours); or, when both are set and the row is at least
/// ``titleUnderImageMinimumRowHeight`` tall, the image with the title under it, the two
/// centred together ``imageTitleSpacing`` apart. On a shorter row UIKit shows the image
/// alone.
final class SwipeActionButton: UIView {
  /// The least row height at which an action with an image shows its title under the image,
  /// points. UIKit's as reported to Apple from iOS 11 on (rdar://33107135 and
  /// rdar://33396671: the title and image are not both shown "unless the cell is at least 91
  /// pixels tall"; rows of 90 pt and less show the image alone).
  static let titleUnderImageMinimumRowHeight: CGFloat = 91
  /// The space between the image and the title under it, points (an estimate: UIKit does not
  /// document it).
  static let imageTitleSpacing: CGFloat = 4

  let action: UIContextualAction
  private let onTap: (UIContextualAction, UIView) -> Void
  let title = UILabel(frame: .zero)
  let imageView = UIImageView(frame: .zero)

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
    // (the cell places the buttons while the finger moves); under an image it keeps its
    // height and stays centred.
    title.autoresizingMask =
      action.image == nil
      ? [.flexibleWidth, .flexibleHeight]
      : [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
    addSubview(title)
    if let image = action.image {
      imageView.image =
        image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
      imageView.tintColor = .white
      imageView.contentMode = .center
      imageView.isUserInteractionEnabled = false
      imageView.autoresizingMask = [
        .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
      ]
      addSubview(imageView)
    }
  }

  /// The height of the row the button lies under (the cell's), points; the button's own
  /// height when it is not in a cell.
  private var rowHeight: CGFloat { superview?.superview?.bounds.height ?? bounds.height }

  /// Made in code only.
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let image = imageView.image else {
      title.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
      return
    }
    let hasTitle = !(action.title ?? "").isEmpty
    let showsTitle =
      hasTitle && rowHeight >= SwipeActionButton.titleUnderImageMinimumRowHeight - 1e-9
    title.isHidden = !showsTitle
    let titleHeight = showsTitle ? title.font.lineHeight : 0
    let spacing = showsTitle ? SwipeActionButton.imageTitleSpacing : 0
    let top = (bounds.height - image.size.height - spacing - titleHeight) / 2
    imageView.frame = CGRect(
      x: (bounds.width - image.size.width) / 2, y: top, width: image.size.width,
      height: image.size.height)
    title.frame = CGRect(
      x: 0, y: imageView.frame.maxY + spacing, width: bounds.width, height: titleHeight)
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
