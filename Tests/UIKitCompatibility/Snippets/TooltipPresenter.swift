import UIKit

/// Shows a tooltip bubble above any view of a screen: the anchor's bounds are converted into
/// the screen's root view, a dimming view goes just below the bubble, and the text is inset
/// inside the bubble. Tapping the dimming view dismisses it.
@MainActor
final class TooltipPresenter {
  let bubble = UIView()
  let textLabel = UILabel()
  let dimmingView = UIView()
  private let textInsets = UIEdgeInsets(top: 6, left: 10, bottom: 6, right: 10)
  private(set) var isShowing = false

  init() {
    bubble.backgroundColor = .darkGray
    bubble.layer.cornerRadius = 8
    bubble.accessibilityIdentifier = "tooltip"
    textLabel.textColor = .white
    textLabel.font = .systemFont(ofSize: 10)
    bubble.addSubview(textLabel)
    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.2)
    #if canImport(ObjectiveC)
      dimmingView.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: #selector(dismiss)))
    #else
      dimmingView.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: TooltipPresenter.dismiss))
    #endif
  }

  func show(_ text: String, pointingAt anchor: UIView, in container: UIView) {
    textLabel.text = text
    let textSize = textLabel.sizeThatFits(
      CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
    let bubbleSize = CGSize(
      width: textSize.width + textInsets.left + textInsets.right,
      height: textSize.height + textInsets.top + textInsets.bottom)

    let anchorFrame = anchor.convert(anchor.bounds, to: container)
    bubble.frame = CGRect(
      x: anchorFrame.midX - bubbleSize.width / 2, y: anchorFrame.minY - bubbleSize.height - 8,
      width: bubbleSize.width, height: bubbleSize.height)
    textLabel.frame = bubble.bounds.inset(by: textInsets)

    container.addSubview(bubble)
    dimmingView.frame = container.bounds
    container.insertSubview(dimmingView, belowSubview: bubble)
    isShowing = true
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  func dismiss() {
    bubble.removeFromSuperview()
    dimmingView.removeFromSuperview()
    isShowing = false
  }
}
