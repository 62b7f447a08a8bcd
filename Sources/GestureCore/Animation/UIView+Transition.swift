import Foundation

extension UIView.AnimationOptions {
  /// Show the new content as a hidden view and hide the old (`showHideTransitionViews`,
  /// 1 << 8): ``UIView/transition(from:to:duration:options:completion:)`` sets `isHidden`
  /// instead of adding and removing.
  public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
  /// No transition (`transitionNone`, 0 << 20).
  public static let transitionNone = UIView.AnimationOptions(rawValue: 0 << 20)
  /// Flip about the vertical axis, left edge first (`transitionFlipFromLeft`, 1 << 20).
  public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
  /// Flip about the vertical axis, right edge first (`transitionFlipFromRight`, 2 << 20).
  public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
  /// Curl the old content up (`transitionCurlUp`, 3 << 20).
  public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
  /// Curl the new content down (`transitionCurlDown`, 4 << 20).
  public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
  /// Cross-fade from the old content to the new (`transitionCrossDissolve`, 5 << 20).
  public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
  /// Flip about the horizontal axis, top edge first (`transitionFlipFromTop`, 6 << 20).
  public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
  /// Flip about the horizontal axis, bottom edge first (`transitionFlipFromBottom`, 7 << 20).
  public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)

  /// The transition the options select (bits 20–22), 0 for none.
  var transitionKind: UInt { (rawValue >> 20) & 7 }

  /// The transition's name for messages.
  var transitionName: String {
    [
      "transitionNone", "transitionFlipFromLeft", "transitionFlipFromRight", "transitionCurlUp",
      "transitionCurlDown", "transitionCrossDissolve", "transitionFlipFromTop",
      "transitionFlipFromBottom",
    ][Int(transitionKind)]
  }
}

/// A cross-dissolve under way on a view: what the view showed before, fading out over the new
/// content fading in (``UIView/transition(with:duration:options:animations:completion:)``).
struct ViewTransition {
  /// The view's subtree as it was drawn when the transition began, window coordinates.
  var oldItems: [DisplayItem]
  /// When the fade begins and how long it lasts, seconds of simulated time.
  var start: Double
  var duration: Double
  /// The curve the options select.
  var timing: TimingFunction

  /// The new content's opacity at `time`: the curve's progress, 0…1.
  func progress(at time: Double) -> Double {
    guard duration > 0 else { return 1 }
    let t = min(1, max(0, (time - start) / duration))
    return timing.progress(at: t)
  }
}

extension UIView {
  /// Changes the view's content in `animations` and shows the change with a transition
  /// (`transition(with:duration:options:animations:completion:)`).
  ///
  /// The changes take effect at once, unanimated, as UIKit makes them (without
  /// `.allowAnimatedContent`). With `.transitionCrossDissolve` the screen then cross-fades over
  /// `duration` seconds, along the options' curve, from the view's subtree as it was drawn
  /// before the block (fading out) to the new one (fading in): Core Animation's `fade`
  /// transition, a snapshot of the old layer tree over the new. The flips and curls are not
  /// drawn: the new content shows at once and an `animation.unsupported` timeline warning names
  /// the view and the transition. `completion` runs with `true` after `duration` on the
  /// window's clock (at once outside a window).
  public static func transition(
    with view: UIView, duration: Double, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let window = view.window
    let kind = options.transitionKind
    var oldItems: [DisplayItem]?
    if let window, duration > 0, kind == AnimationOptions.transitionCrossDissolve.transitionKind {
      oldItems = DisplayListBuilder.items(ofSubtree: view, in: window)
    }
    performWithoutAnimation { animations?() }
    guard let window else {
      completion?(true)
      return
    }
    let now = window.scheduler.now
    if let oldItems {
      view.activeTransition = ViewTransition(
        oldItems: oldItems, start: now, duration: duration, timing: options.timingFunction)
      view.displayDidChange()
    } else if kind != 0, duration > 0 {
      window.eventLog.record(
        "animation.unsupported", view: view,
        detail: "UIView.transition .\(options.transitionName) is not drawn: the new content "
          + "shows at once")
    }
    window.scheduler.schedule(after: max(0, duration)) { [weak view] in
      if let view, let transition = view.activeTransition, transition.start == now {
        view.activeTransition = nil
        view.displayDidChange()
      }
      completion?(true)
    }
  }

  /// Replaces `fromView` with `toView` in `fromView`'s superview with a transition
  /// (`transition(from:to:duration:options:completion:)`): `toView` is added (or, with
  /// `.showHideTransitionViews`, shown) and `fromView` removed (or hidden), as
  /// ``transition(with:duration:options:animations:completion:)`` on the superview.
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: Double,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    guard let container = fromView.superview else {
      completion?(true)
      return
    }
    transition(
      with: container, duration: duration, options: options,
      animations: {
        if options.contains(.showHideTransitionViews) {
          toView.isHidden = false
          fromView.isHidden = true
        } else {
          if toView.superview !== container {
            container.insertSubview(toView, aboveSubview: fromView)
          }
          fromView.removeFromSuperview()
        }
      }, completion: completion)
  }
}
