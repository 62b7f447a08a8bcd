import Foundation

/// A layout guide that follows the software keyboard (`UIKeyboardLayoutGuide`, iOS 15): the
/// strip of its view that the keyboard covers, full width at the view's bottom. Constrain
/// views to its `topAnchor` to keep them above the keyboard.
///
/// While the keyboard is down the guide's top is the view's safe-area bottom (UIKit's
/// default, `usesBottomSafeArea`); while it is up its height is the keyboard's overlap with
/// the view. The change is made inside the keyboard's own animation, so views constrained to
/// the guide move along the keyboard's spring with it (docs/text-input.md).
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
  /// Whether the guide follows a floating or undocked keyboard (`followsUndockedKeyboard`,
  /// default false). Stored only: the iPhone keyboard is always docked.
  open var followsUndockedKeyboard = false
  /// The guide's top at the safe-area bottom, active while the keyboard is down.
  private var downTop: NSLayoutConstraint?
  /// The guide's height, the keyboard's overlap, active while it is up.
  private var upHeight: NSLayoutConstraint?

  /// A guide for `view`: added to it and pinned to its bottom, leading and trailing edges.
  init(for view: UIView) {
    super.init()
    identifier = "UIViewKeyboardLayoutGuide"
    view.addLayoutGuide(self)
    let down = topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    downTop = down
    upHeight = heightAnchor.constraint(equalToConstant: 0)
    NSLayoutConstraint.activate([
      leadingAnchor.constraint(equalTo: view.leadingAnchor),
      trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bottomAnchor.constraint(equalTo: view.bottomAnchor),
      down,
    ])
  }

  /// Follows the keyboard's frame in screen coordinates (`nil`: the keyboard is down).
  func follow(keyboardFrame: CGRect?) {
    guard let view = owningView, let downTop, let upHeight else { return }
    if let keyboardFrame {
      let top = view.convert(keyboardFrame, from: nil).minY
      upHeight.constant = max(0, view.bounds.maxY - top)
      downTop.isActive = false
      upHeight.isActive = true
    } else {
      upHeight.isActive = false
      downTop.isActive = true
    }
  }
}

extension UIView {
  /// The guide that follows the software keyboard in this view (`keyboardLayoutGuide`),
  /// made on first use.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = layoutState.keyboardLayoutGuide { return guide }
    let guide = UIKeyboardLayoutGuide(for: self)
    layoutState.keyboardLayoutGuide = guide
    return guide
  }

  /// The keyboard layout guides made in this view and the views inside it.
  func keyboardLayoutGuides() -> [UIKeyboardLayoutGuide] {
    var guides: [UIKeyboardLayoutGuide] = []
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      if let guide = view.layoutState.keyboardLayoutGuide { guides.append(guide) }
      stack.append(contentsOf: view.subviews)
    }
    return guides
  }
}
