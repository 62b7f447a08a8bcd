import Foundation

extension UIButton {
  /// Puts a long press on the button that shows its menu when the menu is not the primary
  /// action (Apple, `menu`: with `showsMenuAsPrimaryAction` false "the menu is presented by a
  /// long press"), or takes it off. The press is the long press defaults (0.5 s, 10 pt).
  func updateMenuPress() {
    let wanted = menu != nil && !showsMenuAsPrimaryAction
    if wanted, menuPress == nil {
      let press = UILongPressGestureRecognizer(target: nil, action: nil)
      press.addTarget(self, action: UIButton.menuPressed)
      addGestureRecognizer(press)
      menuPress = press
    } else if !wanted, let press = menuPress {
      removeGestureRecognizer(press)
      menuPress = nil
    }
  }

  private func menuPressed(_ press: UILongPressGestureRecognizer) {
    guard press.state == .began, let menu else { return }
    MenuPresentation.show(menu, from: self, sender: self)
  }
}
