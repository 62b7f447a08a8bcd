import Foundation

/// The drawing of the software keyboard: iOS's US English letter layout with predictive text,
/// as plain shapes (docs/text-input.md).
///
/// From the top: the 44 pt suggestion bar (empty, two thin dividers), then 216 pt of keys:
/// four rows of 42 pt keys 12 pt apart, 6 pt from the top and bottom. The letter keys are
/// (width − 2·3 − 9·6) / 10 pt wide with 6 pt gaps, 31.5 pt on a 375 pt screen; the second
/// row is centred; shift and delete are 42 pt wide at the ends of the third; the fourth holds
/// "123" and the emoji key (each 1.3 letter keys), the space bar and the 88 pt return key.
/// Letter keys are white with a 1 pt darker edge below, the other keys grey; the return key
/// is blue with white text for every ``UIReturnKeyType`` but `default` and `emergencyCall`,
/// and grey text when ``UITextField/enablesReturnKeyAutomatically`` disables it. Letters are
/// capitals while shift is on by ``UITextField/autocapitalizationType``. The dark appearance
/// uses iOS's dark keyboard greys. Colours are working values read off iOS 17 screenshots.
package final class KeyboardView: UIView {
  private var letterLabels: [UILabel] = []
  private var returnKey: ControlPartView?
  private var returnLabel: UILabel?
  private var keys: [(key: ControlPartView, edge: ControlPartView, isLetter: Bool)] = []
  private var dividers: [ControlPartView] = []
  private var labels: [UILabel] = []
  private var dark = false
  private static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

  /// The key rows' geometry, points.
  package static let keyHeight: CGFloat = 42
  package static let rowGap: CGFloat = 12
  package static let keyGap: CGFloat = 6
  package static let sideInset: CGFloat = 3
  package static let returnKeyWidth: CGFloat = 88
  package static let shiftKeyWidth: CGFloat = 42

  /// A keyboard laid out for `frame`'s width.
  override init(frame: CGRect) {
    super.init(frame: frame)
    build(width: frame.width)
  }

  /// Made in code only.
  required init?(coder: NSCoder) { nil }

  /// The width of a letter key on a keyboard `width` points wide.
  package static func letterKeyWidth(for width: CGFloat) -> CGFloat {
    (width - 2 * sideInset - 9 * keyGap) / 10
  }

  private func build(width: CGFloat) {
    let keyWidth = KeyboardView.letterKeyWidth(for: width)
    let top = SoftwareKeyboard.suggestionBarHeight + 6
    let step = KeyboardView.keyHeight + KeyboardView.rowGap
    for x in [width / 3, 2 * width / 3] {
      let divider = ControlPartView("divider", color: nil, cornerRadius: 0)
      divider.frame = CGRect(x: x, y: 10, width: 0.5, height: 24)
      addSubview(divider)
      dividers.append(divider)
    }
    for (row, letters) in KeyboardView.rows.enumerated() {
      let count = CGFloat(letters.count)
      let rowWidth = count * keyWidth + (count - 1) * KeyboardView.keyGap
      var x = (width - rowWidth) / 2
      let y = top + CGFloat(row) * step
      for letter in letters {
        let label = addKey(
          CGRect(x: x, y: y, width: keyWidth, height: KeyboardView.keyHeight), title: String(letter),
          isLetter: true, fontSize: 22)
        letterLabels.append(label)
        x += keyWidth + KeyboardView.keyGap
      }
    }
    let thirdY = top + 2 * step
    let side = KeyboardView.shiftKeyWidth
    _ = addKey(
      CGRect(x: KeyboardView.sideInset, y: thirdY, width: side, height: KeyboardView.keyHeight),
      title: "\u{21E7}", isLetter: false, fontSize: 20)
    _ = addKey(
      CGRect(
        x: width - KeyboardView.sideInset - side, y: thirdY, width: side,
        height: KeyboardView.keyHeight),
      title: "\u{232B}", isLetter: false, fontSize: 20)
    let bottomY = top + 3 * step
    let small = (keyWidth * 1.3).rounded()
    var x = KeyboardView.sideInset
    _ = addKey(
      CGRect(x: x, y: bottomY, width: small, height: KeyboardView.keyHeight), title: "123",
      isLetter: false, fontSize: 16)
    x += small + KeyboardView.keyGap
    _ = addKey(
      CGRect(x: x, y: bottomY, width: small, height: KeyboardView.keyHeight), title: "\u{263A}",
      isLetter: false, fontSize: 20)
    x += small + KeyboardView.keyGap
    let returnX = width - KeyboardView.sideInset - KeyboardView.returnKeyWidth
    _ = addKey(
      CGRect(x: x, y: bottomY, width: returnX - KeyboardView.keyGap - x, height: KeyboardView.keyHeight),
      title: "space", isLetter: true, fontSize: 16)
    returnLabel = addKey(
      CGRect(x: returnX, y: bottomY, width: KeyboardView.returnKeyWidth, height: KeyboardView.keyHeight),
      title: "return", isLetter: false, fontSize: 16)
    returnKey = keys.last?.key
  }

  /// Adds a key with its lower edge and title; returns the title's label.
  private func addKey(_ frame: CGRect, title: String, isLetter: Bool, fontSize: CGFloat) -> UILabel
  {
    let edge = ControlPartView("keyEdge", color: nil, cornerRadius: 5)
    edge.frame = frame.offsetBy(dx: 0, dy: 1)
    let key = ControlPartView("key", color: nil, cornerRadius: 5)
    key.frame = frame
    let label = UILabel(frame: CGRect(origin: .zero, size: frame.size))
    label.text = title
    label.textAlignment = .center
    label.font = .systemFont(ofSize: fontSize)
    key.addSubview(label)
    addSubview(edge)
    addSubview(key)
    keys.append((key, edge, isLetter))
    labels.append(label)
    return label
  }

  /// Colours, letters and the return key for `input` (the first responder) and the screen's
  /// appearance.
  func update(for input: (any UIKeyInput)?, traits: UITraitCollection) {
    dark = traits.userInterfaceStyle == .dark
    backgroundColor =
      dark ? UIColor(red: 0.17, green: 0.17, blue: 0.17, alpha: 1)
      : UIColor(red: 0.82, green: 0.83, blue: 0.85, alpha: 1)
    let letterColor =
      dark ? UIColor(white: 0.42, alpha: 1) : UIColor.white
    let functionColor =
      dark ? UIColor(white: 0.27, alpha: 1) : UIColor(red: 0.67, green: 0.69, blue: 0.73, alpha: 1)
    let edgeColor =
      dark ? UIColor(white: 0.08, alpha: 1) : UIColor(red: 0.54, green: 0.55, blue: 0.56, alpha: 1)
    let textColor = dark ? UIColor.white : UIColor.black
    for (key, edge, isLetter) in keys {
      key.backgroundColor = isLetter ? letterColor : functionColor
      edge.backgroundColor = edgeColor
    }
    for label in labels { label.textColor = textColor }
    for divider in dividers {
      divider.backgroundColor = dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.15)
    }
    let field = input as? any KeyboardTextInput
    let shifted = field.map(KeyboardView.shiftIsOn(for:)) ?? false
    for (label, letter) in zip(letterLabels, KeyboardView.rows.joined()) {
      label.text = shifted ? String(letter).uppercased() : String(letter)
    }
    let type = field?.returnKeyType ?? .default
    returnLabel?.text = type.keyTitle
    let disabled = field.map { $0.enablesReturnKeyAutomatically && !$0.hasText } ?? false
    if type == .default || type == .emergencyCall || disabled {
      returnKey?.backgroundColor = functionColor
      returnLabel?.textColor = disabled ? UIColor(white: 0.55, alpha: 1) : textColor
    } else {
      returnKey?.backgroundColor = .systemBlue
      returnLabel?.textColor = .white
    }
  }

  /// Whether shift is on by the field's autocapitalization: always for all characters; at
  /// the start and after a space for words; at the start and after ". ", "! " or "? " for
  /// sentences.
  static func shiftIsOn(for field: any KeyboardTextInput) -> Bool {
    let text = field.textBeforeInsertionPoint
    switch field.autocapitalizationType {
    case .none: return false
    case .allCharacters: return true
    case .words: return text.isEmpty || text.hasSuffix(" ")
    case .sentences:
      let trimmed = text.hasSuffix(" ") ? String(text.dropLast()) : nil
      return text.isEmpty
        || trimmed.map { $0.hasSuffix(".") || $0.hasSuffix("!") || $0.hasSuffix("?") } ?? false
    }
  }
}
