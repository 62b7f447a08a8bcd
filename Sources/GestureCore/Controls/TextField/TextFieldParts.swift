import Foundation

/// The private subviews a ``UITextField`` draws itself with, as UIKit's field draws with
/// private subviews: the border, the text and placeholder labels in a clipping view, the
/// clear button and the caret. None takes touches.
@MainActor
final class TextFieldParts {
  /// The border and fill of `.line`, `.bezel` and `.roundedRect`.
  let border = ControlPartView("border", color: nil, cornerRadius: 0)
  /// The darker top edge of `.bezel`.
  let bezelShadow = ControlPartView(
    "bezelShadow", color: UIColor(white: 0.4, alpha: 1), cornerRadius: 0)
  /// Clips the text to its rectangle.
  let textArea = ControlPartView("textArea", color: nil, cornerRadius: 0)
  /// The text, or its bullets.
  let textLabel = UILabel(frame: .zero)
  /// The placeholder.
  let placeholderLabel = UILabel(frame: .zero)
  /// The clear button: a grey disc with a white cross.
  let clearButton = ControlPartView(
    "clearButton", color: UIColor(red: 0.69, green: 0.69, blue: 0.71, alpha: 1),
    cornerRadius: UITextField.clearButtonSide / 2)
  /// The caret, 2 pt wide, in the field's tint colour.
  let caret = ControlPartView("caret", color: nil, cornerRadius: 1)
  /// The width of the caret, points.
  static let caretWidth: CGFloat = 2
  /// The grey of the rounded rectangle's hairline border (iOS's light `.roundedRect`; working
  /// value).
  static let roundedBorderColor = UIColor(white: 0.8, alpha: 1)

  /// Adds the parts to `field`, back to front.
  func install(in field: UITextField) {
    textArea.clipsToBounds = true
    textArea.addSubview(placeholderLabel)
    textArea.addSubview(textLabel)
    for bar in [CGFloat.pi / 4, -CGFloat.pi / 4] {
      let stroke = ControlPartView("cross", color: .white, cornerRadius: 0.75)
      stroke.frame = CGRect(x: 4.5, y: 8.75, width: 10, height: 1.5)
      stroke.transform = CGAffineTransform(rotationAngle: bar)
      clearButton.addSubview(stroke)
    }
    for part in [border, bezelShadow, textArea, clearButton, caret] { field.addSubview(part) }
    caret.isHidden = true
    clearButton.isHidden = true
    bezelShadow.isHidden = true
    update(for: field)
  }

  /// The width of `text` in `font`, points, as the renderer lays it out, rounded up to
  /// device pixels: through the field's window's measurer, else the measurer of the scene
  /// being built; 0 without one or without text.
  static func measuredWidth(of text: String, font: UIFont, in field: UITextField) -> CGFloat {
    guard !text.isEmpty else { return 0 }
    let measuring: (any TextMeasuring, CGFloat)?
    if let window = field.window {
      measuring = window.textMeasurer.map { ($0, window.screenScale) }
    } else {
      measuring = SimulationContext.textMeasurer.map { ($0.measurer, $0.screenScale) }
    }
    guard let (measurer, scale) = measuring else { return 0 }
    let width = measurer.size(of: text, font: font.displayFont, numberOfLines: 1, maxWidth: nil)
      .width
    let pixels = scale > 0 ? scale : 1
    return (width * pixels).rounded(.up) / pixels
  }

  /// Places every part for `field`'s state.
  func update(for field: UITextField) {
    let bounds = field.bounds
    placeBorder(field, in: field.borderRect(forBounds: bounds))
    let editing = field.isEditing
    let textRect =
      editing ? field.editingRect(forBounds: bounds) : field.textRect(forBounds: bounds)
    textArea.frame = textRect
    let font = field.font ?? UITextField.defaultFont
    textLabel.font = font
    textLabel.textColor = field.textColor
    textLabel.text = field.displayText
    textLabel.lineBreakMode = editing ? .byClipping : .byTruncatingTail
    textLabel.textAlignment = field.textAlignment

    let textWidth = TextFieldParts.measuredWidth(of: field.displayText, font: font, in: field)
    var labelFrame = CGRect(origin: .zero, size: textRect.size)
    if editing, textWidth + UITextField.caretRoom > textRect.width {
      // Scrolled so that the end of the text and the caret show.
      labelFrame.origin.x = textRect.width - UITextField.caretRoom - textWidth
      labelFrame.size.width = textWidth
      textLabel.textAlignment = .left
    }
    textLabel.frame = labelFrame
    textLabel.isHidden = !field.hasText

    placePlaceholder(field, font: font, in: field.placeholderRect(forBounds: bounds), textRect)

    clearButton.isHidden = !field.clearButtonIsVisible
    clearButton.frame = field.clearButtonRect(forBounds: bounds)
    placeOverlay(
      field.leftView, in: field, rect: field.leftViewRect(forBounds: bounds),
      visible: field.shows(field.leftViewMode, editing: editing))
    placeOverlay(
      field.rightView, in: field, rect: field.rightViewRect(forBounds: bounds),
      visible: field.shows(field.rightViewMode, editing: editing))

    // The caret at the end of the text, as tall as a line of the font, centred.
    let height = font.lineHeight.rounded(.up)
    let endX: CGFloat
    if labelFrame.origin.x != 0 || labelFrame.width != textRect.width {
      endX = labelFrame.maxX
    } else {
      switch field.drawnAlignment(field.textAlignment) {
      case .center: endX = (textRect.width + textWidth) / 2
      case .right: endX = textRect.width - (textWidth > 0 ? 0 : UITextField.caretRoom)
      default: endX = min(textWidth, textRect.width - UITextField.caretRoom)
      }
    }
    caret.backgroundColor = field.tintColor
    caret.frame = CGRect(
      x: textRect.minX + max(0, endX), y: textRect.midY - height / 2,
      width: TextFieldParts.caretWidth, height: height)
    caret.isHidden = !(editing && field.caretBlink.isOn)
  }

  private func placeBorder(_ field: UITextField, in rect: CGRect) {
    border.frame = rect
    bezelShadow.frame = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
    bezelShadow.isHidden = field.borderStyle != .bezel
    switch field.borderStyle {
    case .none:
      border.isHidden = true
    case .line:
      border.isHidden = false
      border.backgroundColor = nil
      border.layer.cornerRadius = 0
      border.layer.borderWidth = 1
      border.layer.borderColor = UIColor.label.cgColor
    case .bezel:
      border.isHidden = false
      border.backgroundColor = nil
      border.layer.cornerRadius = 0
      border.layer.borderWidth = 1
      border.layer.borderColor = UIColor(white: 0.6, alpha: 1).cgColor
    case .roundedRect:
      border.isHidden = false
      border.backgroundColor = field.backgroundColor == nil ? .systemBackground : nil
      border.layer.cornerRadius = 5
      border.layer.borderWidth = 1 / max(1, field.window?.screenScale ?? 2)
      border.layer.borderColor = TextFieldParts.roundedBorderColor.cgColor
    }
  }

  private func placePlaceholder(
    _ field: UITextField, font: UIFont, in rect: CGRect, _ textRect: CGRect
  ) {
    let attributed = field.attributedPlaceholder
    let attributes =
      attributed.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil }
      ?? [:]
    placeholderLabel.text = attributed?.string
    placeholderLabel.font = (attributes[.font] as? UIFont) ?? font
    placeholderLabel.textColor = (attributes[.foregroundColor] as? UIColor) ?? .placeholderText
    placeholderLabel.textAlignment = field.textAlignment
    placeholderLabel.frame = rect.offsetBy(dx: -textRect.minX, dy: -textRect.minY)
    placeholderLabel.isHidden = field.hasText || attributed == nil
  }

  private func placeOverlay(_ view: UIView?, in field: UITextField, rect: CGRect, visible: Bool) {
    guard let view else { return }
    if visible {
      // Above the text, below the clear button and the caret.
      if view.superview !== field { field.insertSubview(view, belowSubview: clearButton) }
      view.frame = rect
    } else if view.superview === field {
      view.removeFromSuperview()
    }
  }
}

extension UITextField {
  /// The room kept right of the text for the caret while editing, points.
  static let caretRoom: CGFloat = 2
}
