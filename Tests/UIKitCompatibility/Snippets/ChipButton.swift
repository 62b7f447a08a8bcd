import UIKit

/// A filter chip that toggles on tap: outlined when off, filled and checked when selected.
final class ChipButton: UIButton {
  var onToggle: ((Bool) -> Void)?

  convenience init(title: String) {
    self.init(type: .custom)
    setTitle(title, for: .normal)
    setTitle("✓ " + title, for: .selected)
    setTitleColor(.systemBlue, for: .normal)
    setTitleColor(.white, for: .selected)
    layer.borderWidth = 1
    layer.borderColor = UIColor.systemBlue.cgColor
    layer.cornerRadius = 16
    #if canImport(ObjectiveC)
      addTarget(self, action: #selector(toggle), for: .touchUpInside)
    #else
      addTarget(self, action: ChipButton.toggle, for: .touchUpInside)
    #endif
  }

  override var isSelected: Bool {
    didSet {
      backgroundColor = isSelected ? .systemBlue : .clear
    }
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  private func toggle() {
    isSelected.toggle()
    onToggle?(isSelected)
  }
}
