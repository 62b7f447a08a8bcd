import Foundation

/// An alert controller's view: transparent, the size of the screen, holding the panel (and an
/// action sheet's cancel panel) laid out by ``AlertLayout``. Each action is a button named by
/// the action's `accessibilityIdentifier`, else its title, so a scenario's steps tap it by
/// that name. The text fields of an alert sit in rounded boxes below the header; the first
/// becomes the first responder when the view enters the window, and while the keyboard is up
/// the alert is centred in the space above it.
@preconcurrency @MainActor
final class AlertView: UIView {
  weak var controller: UIAlertController?
  private let panel = UIView()
  private let cancelPanel = UIView()
  /// The title and message, scrolled when the screen cannot show them whole (``AlertLayout``).
  private let header = UIScrollView()
  private var titleLabel: UILabel?
  private var messageLabel: UILabel?
  private var buttons: [UIButton] = []
  private var separators: [UIView] = []
  /// The boxes the text fields sit in, in order.
  private var fieldBoxes: [UIView] = []
  private var built = false
  /// Whether the first text field was given the keyboard (once, as the alert appears).
  private var focusedFirstField = false

  /// Builds the parts again from the controller (its title, message and actions changed).
  func rebuild() {
    built = false
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let controller else { return }
    if !built { build(controller) }
    let style = controller.preferredStyle
    let alert = style == .alert
    let width = alert ? AlertLayout.alertWidth : bounds.width - 2 * AlertLayout.sheetMargin
    let textWidth = width - 2 * AlertLayout.textInset
    func height(_ label: UILabel?) -> CGFloat? {
      label.map { $0.sizeThatFits(CGSize(width: textWidth, height: 0)).height }
    }
    let ordered = AlertLayout.order(of: controller.actions, style: style)
    // With the keyboard up, the alert is laid out in the space above it.
    var size = bounds.size
    var safeBottom = window?.screenSafeAreaInsets.bottom ?? 0
    if alert, let window, window.keyboard.isShown {
      size.height = min(size.height, window.keyboard.shownFrame.minY)
      safeBottom = 0
    }
    let layout = AlertLayout(
      style: style, size: size, titleHeight: height(titleLabel),
      messageHeight: height(messageLabel), buttonCount: ordered.count,
      hasCancel: ordered.contains { $0.style == .cancel }, safeBottom: safeBottom,
      pixel: 1 / (window?.screenScale ?? 2), safeTop: window?.screenSafeAreaInsets.top ?? 0,
      textFieldCount: alert ? fieldBoxes.count : 0)
    panel.frame = layout.panel
    for (box, frame) in zip(fieldBoxes, layout.textFields) {
      box.frame = frame
      box.subviews.first?.frame = box.bounds.insetBy(dx: AlertLayout.textFieldInset, dy: 0)
    }
    header.frame = layout.header
    header.contentSize = CGSize(width: layout.header.width, height: layout.headerContentHeight)
    titleLabel?.frame = layout.title ?? .zero
    messageLabel?.frame = layout.message ?? .zero
    for (button, frame) in zip(buttons, layout.buttons) { button.frame = frame }
    while separators.count < layout.separators.count {
      let line = UIView()
      line.backgroundColor = .separator
      line.isUserInteractionEnabled = false
      panel.addSubview(line)
      separators.append(line)
    }
    for (line, frame) in zip(separators, layout.separators) { line.frame = frame }
    cancelPanel.isHidden = layout.cancelPanel == nil
    cancelPanel.frame = layout.cancelPanel ?? .zero
  }

  private func build(_ controller: UIAlertController) {
    built = true
    for view in [panel, cancelPanel] {
      view.subviews.forEach { $0.removeFromSuperview() }
      view.layer.cornerRadius = AlertLayout.cornerRadius
      view.clipsToBounds = true
      if view.superview == nil { addSubview(view) }
    }
    let alert = controller.preferredStyle == .alert
    header.subviews.forEach { $0.removeFromSuperview() }
    header.showsHorizontalScrollIndicator = false
    panel.addSubview(header)
    panel.backgroundColor = .secondarySystemBackground
    cancelPanel.backgroundColor = .tertiarySystemBackground
    titleLabel = controller.title.map { text in
      label(
        text, size: alert ? 17 : 13, weight: .semibold, color: alert ? .label : .secondaryLabel)
    }
    messageLabel = controller.message.map { text in
      label(text, size: 13, weight: .regular, color: alert ? .label : .secondaryLabel)
    }
    fieldBoxes = (alert ? controller.addedTextFields : []).map { field in
      let box = UIView()
      box.backgroundColor = .systemBackground
      box.layer.cornerRadius = AlertLayout.textFieldCornerRadius
      box.layer.borderWidth = 1 / (window?.screenScale ?? 2)
      box.layer.borderColor = UIColor.separator.cgColor
      box.clipsToBounds = true
      box.addSubview(field)
      panel.addSubview(box)
      return box
    }
    let ordered = AlertLayout.order(of: controller.actions, style: controller.preferredStyle)
    separators = []
    buttons = ordered.map { action in
      button(for: action, in: controller, alert: alert)
    }
  }

  /// Entering the window, the first text field takes the keyboard (as UIKit's alert does when
  /// it appears); the alert is laid out again above the keyboard.
  override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window != nil, !focusedFirstField, let controller,
      controller.preferredStyle == .alert, let first = controller.addedTextFields.first
    else { return }
    focusedFirstField = true
    if !built { build(controller) }
    _ = first.becomeFirstResponder()
    setNeedsLayout()
  }

  private func label(_ text: String, size: CGFloat, weight: UIFont.Weight, color: UIColor)
    -> UILabel
  {
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: size, weight: weight)
    label.textColor = color
    label.textAlignment = .center
    label.numberOfLines = 0
    header.addSubview(label)
    return label
  }

  private func button(for action: UIAlertAction, in controller: UIAlertController, alert: Bool)
    -> UIButton
  {
    let button = UIButton(type: .custom)
    button.setTitle(action.title, for: .normal)
    let bold =
      controller.preferredAction.map { $0 === action && alert }
      ?? (action.style == .cancel)
    button.titleLabel?.font = .systemFont(
      ofSize: alert ? 17 : 20, weight: bold ? .semibold : .regular)
    let color: UIColor =
      !action.isEnabled ? .systemGray : action.style == .destructive ? .systemRed : .systemBlue
    button.setTitleColor(color, for: .normal)
    button.isEnabled = action.isEnabled
    button.accessibilityIdentifier = action.accessibilityIdentifier ?? action.title
    button.addAction(for: .touchUpInside) { [weak controller] _ in controller?.tapped(action) }
    (action.style == .cancel && !alert ? cancelPanel : panel).addSubview(button)
    return button
  }
}
