import Foundation

extension UITextField {
  /// The space between the border and the text on each side, points: 7 for `.roundedRect`
  /// (the inset of iOS's rounded-rect field), 2 for `.line` and `.bezel`, 0 without a border
  /// (working values, docs/text-input.md).
  var horizontalPadding: CGFloat {
    switch borderStyle {
    case .roundedRect: return 7
    case .line, .bezel: return 2
    case .none: return 0
    }
  }

  /// The side of the clear button, points (the 19 pt circle of iOS's button; working value).
  static let clearButtonSide: CGFloat = 19

  /// The size an overlay view takes: its frame's size, or its intrinsic size when the frame
  /// is empty.
  func overlaySize(of view: UIView) -> CGSize {
    if view.bounds.size != .zero { return view.bounds.size }
    let size = view.intrinsicContentSize
    return CGSize(width: max(0, size.width), height: max(0, size.height))
  }

  /// Whether an overlay in `mode` shows while the field is (or is not) editing.
  func shows(_ mode: ViewMode, editing: Bool) -> Bool {
    switch mode {
    case .never: return false
    case .always: return true
    case .whileEditing: return editing
    case .unlessEditing: return !editing
    }
  }

  /// Whether the clear button shows now: its mode allows it and there is text.
  var clearButtonIsVisible: Bool { hasText && shows(clearButtonMode, editing: isEditing) }








  /// The text's rectangle with the overlays that show in the given state.
  func contentRect(forBounds bounds: CGRect, editing: Bool) -> CGRect {
    var minX = bounds.minX + horizontalPadding
    var maxX = bounds.maxX - horizontalPadding
    if leftView != nil, shows(leftViewMode, editing: editing) {
      minX = max(minX, leftViewRect(forBounds: bounds).maxX)
    }
    if rightView != nil, shows(rightViewMode, editing: editing) {
      maxX = min(maxX, rightViewRect(forBounds: bounds).minX)
    }
    if hasText, shows(clearButtonMode, editing: editing) {
      maxX = min(maxX, clearButtonRect(forBounds: bounds).minX)
    }
    return CGRect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
  }

}
