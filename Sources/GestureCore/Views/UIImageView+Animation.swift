import Foundation

/// `UIImageView`'s frame animation: ``UIImageView/animationImages`` shown in turn on the
/// simulated clock.
///
/// ``startAnimating()`` shows the first image at once and the next one every
/// ``UIImageView/animationDuration`` / count seconds (1/30 s each when the duration is 0,
/// Apple's documented default), round after round, ``UIImageView/animationRepeatCount`` rounds
/// (0: without end); then the view shows ``UIImageView/image`` again, as UIKit's does. The
/// clock is the window's scheduler, so an animation waits while the view is in no window and
/// starts over in a new one. Without images it does nothing.
extension UIImageView {
  /// Whether the frame animation runs (`isAnimating`).
  public var isAnimating: Bool { animationFrame != nil }

  /// Starts showing ``animationImages`` in turn (`startAnimating()`); no images, no animation.
  public func startAnimating() {
    guard let images = animationImages, !images.isEmpty, animationFrame == nil else { return }
    animationFrame = (0, nil)
    displayDidChange()
    invalidateIntrinsicContentSize()
    restartAnimationTimer()
  }

  /// Stops the animation and shows ``image`` again (`stopAnimating()`).
  public func stopAnimating() {
    guard let frame = animationFrame else { return }
    if let timer = frame.timer { timer.scheduler.cancel(timer.token) }
    animationFrame = nil
    displayDidChange()
    invalidateIntrinsicContentSize()
  }

  /// The time each image shows, seconds.
  var animationStep: TimeInterval {
    let count = max(1, animationImages?.count ?? 1)
    // A duration that is not a finite positive time (NaN, infinite) is taken as 0.
    guard animationDuration > 0, animationDuration.isFinite else { return 1.0 / 30 }
    return animationDuration / Double(count)
  }

  /// Schedules the next image on the window's clock from the current one.
  func restartAnimationTimer() {
    guard var frame = animationFrame else { return }
    if let timer = frame.timer { timer.scheduler.cancel(timer.token) }
    frame.timer = nil
    animationFrame = frame
    guard let scheduler = window?.scheduler else { return }
    let token = scheduler.schedule(after: animationStep) { [weak self] in
      self?.advanceAnimation()
    }
    animationFrame?.timer = (scheduler, token)
  }

  /// Shows the next image, or ends the animation after its last round.
  private func advanceAnimation() {
    guard let frame = animationFrame, let images = animationImages, !images.isEmpty else {
      stopAnimating()
      return
    }
    let next = frame.index + 1
    if animationRepeatCount > 0, next >= animationRepeatCount * images.count {
      animationFrame?.timer = nil
      stopAnimating()
      return
    }
    animationFrame = (next, nil)
    displayDidChange()
    restartAnimationTimer()
  }
}
