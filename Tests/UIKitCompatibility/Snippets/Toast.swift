import UIKit

/// A small message that fades in above the bottom of the screen, stays for a moment and fades
/// out again.
@MainActor
enum Toast {
  static func show(
    _ message: String, in view: UIView, duration: TimeInterval = 1.5,
    completion: (() -> Void)? = nil
  ) {
    let label = UILabel()
    label.text = message
    label.textColor = .white
    label.textAlignment = .center
    label.font = .systemFont(ofSize: 15, weight: .medium)
    label.backgroundColor = UIColor.black.withAlphaComponent(0.8)
    label.layer.cornerRadius = 8
    label.clipsToBounds = true
    label.accessibilityIdentifier = "toast"
    label.sizeToFit()
    label.frame.size = CGSize(width: label.frame.width + 32, height: 36)
    label.center = CGPoint(x: view.bounds.midX, y: view.bounds.maxY - 80)
    label.alpha = 0
    view.addSubview(label)

    UIView.animate(
      withDuration: 0.25, delay: 0, options: .curveEaseOut,
      animations: {
        label.alpha = 1
      },
      completion: { _ in
        UIView.animate(
          withDuration: 0.25, delay: duration, options: .curveEaseIn,
          animations: {
            label.alpha = 0
          },
          completion: { _ in
            label.removeFromSuperview()
            completion?()
          })
      })
  }
}
