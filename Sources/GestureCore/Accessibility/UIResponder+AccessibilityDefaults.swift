import Foundation

/// What UIKit's standard views answer for the accessibility properties the app did not set.
///
/// Sources: Apple's `UIAccessibility` documentation ("`isAccessibilityElement`: the default value
/// for this property is false unless the receiver is a standard UIKit control, in which case the
/// value is true"; the `UIAccessibilityTraits` constants), the phrases VoiceOver speaks on iOS 17
/// (a slider's percentage, a switch's "1"/"0" value spoken "on"/"off", "page 2 of 4").
extension UIResponder {
  /// UIKit's standard elements: labels, buttons, text fields and the standard controls
  /// (sliders, switches, steppers, page controls, progress views); an image view once the
  /// app gave it an `accessibilityLabel`. Any other view is a container.
  var defaultIsAccessibilityElement: Bool {
    switch self {
    case is UILabel, is UIButton, is UITextField, is UISlider, is UISwitch, is UIStepper,
      is UIPageControl, is UIProgressView:
      return true
    case is UIImageView: return accessibilityStorage?.label != nil
    default: return false
    }
  }

  /// A label's text; a button's title, else its image's name (an SF Symbol's name, or the
  /// image file's name without scale suffix and extension: "gear" for `gear@2x.png`); a text
  /// field's placeholder.
  var defaultAccessibilityLabel: String? {
    if let label = self as? UILabel { return label.text }
    if let button = self as? UIButton {
      if let title = button.currentTitle, !title.isEmpty { return title }
      return button.currentImage.flatMap(Self.imageName)
    }
    if let field = self as? UITextField {
      return field.placeholder.flatMap { $0.isEmpty ? nil : $0 }
    }
    return nil
  }

  /// The name VoiceOver gives an unlabelled image: its symbol's name or its file's base name.
  static func imageName(_ image: UIImage) -> String? {
    if let symbol = image.symbol { return symbol.name }
    if case .file(let path) = image.content {
      var base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      for suffix in ["@2x", "@3x"] where base.hasSuffix(suffix) {
        base.removeLast(suffix.count)
      }
      return base
    }
    return nil
  }

  /// A slider's value as a whole percentage of its range ("50%"), a switch's "1" or "0", a
  /// stepper's value ("3", or "2.5" when not whole), a progress view's progress as a
  /// percentage ("30%"), a page control's "page 2 of 4" (the phrase VoiceOver reads on iOS),
  /// a text field's text when it has any.
  var defaultAccessibilityValue: String? {
    if let progress = self as? UIProgressView {
      return "\(Int((progress.progress * 100).rounded()))%"
    }
    if let pages = self as? UIPageControl {
      return "page \(pages.currentPage + 1) of \(pages.numberOfPages)"
    }
    if let slider = self as? UISlider {
      let range = slider.maximumValue - slider.minimumValue
      let fraction = range > 0 ? (slider.value - slider.minimumValue) / range : 0
      return "\(Int((fraction * 100).rounded()))%"
    }
    if let toggle = self as? UISwitch { return toggle.isOn ? "1" : "0" }
    if let stepper = self as? UIStepper {
      let value = stepper.value
      return value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
    if let field = self as? UITextField, let text = field.text, !text.isEmpty { return text }
    return nil
  }

  /// The traits of UIKit's standard views: `.button` for buttons and switches, `.staticText`
  /// for labels, `.image` for image views, `.adjustable` for sliders, steppers and page
  /// controls, `.updatesFrequently` for progress views, `.selected` for a table cell that is
  /// checked (`.checkmark` accessory) or selected; a control adds `.selected` while selected
  /// and `.notEnabled` while disabled.
  var defaultAccessibilityTraits: UIAccessibilityTraits {
    var traits: UIAccessibilityTraits
    switch self {
    case is UIButton, is UISwitch: traits = .button
    case is UILabel: traits = .staticText
    case is UIImageView: traits = .image
    case is UISlider, is UIStepper, is UIPageControl: traits = .adjustable
    case is UIProgressView: traits = .updatesFrequently
    case let cell as UITableViewCell:
      // A checked or selected row is read "Selected" (`.selected`), as VoiceOver says it.
      traits = cell.accessoryType == .checkmark || cell.isSelected ? .selected : .none
    default: traits = .none
    }
    if let control = self as? UIControl {
      if control.isSelected { traits.insert(.selected) }
      if !control.isEnabled { traits.insert(.notEnabled) }
    }
    return traits
  }
}
