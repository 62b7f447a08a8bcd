import Foundation

extension UIView {
  /// Animates the changes the keyframes added in `animations` make, each over its own part of
  /// `duration` (`animateKeyframes(withDuration:delay:options:animations:completion:)`).
  ///
  /// As UIKit does, the block runs at once and every property set in it takes its new model
  /// value at once; for each view and animated property (`center`, `bounds`/`frame`,
  /// `transform`, `alpha`) one `CAKeyframeAnimation` is added to the view's layer under the
  /// key path's name (`position`, `bounds`, `transform`, `opacity`), with `duration`, the
  /// calculation mode of the options, `fillMode` `.both`, and the curve of the whole
  /// animation (ease-in-ease-out unless the raw value carries a `UIView.AnimationOptions`
  /// curve). Its `keyTimes` and `values`: the value before the block at 0, and for each keyframe
  /// (``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``) the previous value
  /// held until its start and its new value at its end; the last value holds to 1. A change
  /// made in the block outside any keyframe spans the whole animation. (This is the animation
  /// UIKit adds, as printed in the debugger: "Keyframe animation key time", Stack Overflow
  /// 20521214.) The paced modes ignore the keyframes' times, as Core Animation does.
  ///
  /// `completion` runs once, from the window's clock, when every keyframe animation has ended
  /// (`true`) or one was removed first (`false`). A `duration` ≤ 0, views outside a window and
  /// a block that changes nothing change without animating; the completion then runs on the
  /// next turn of the clock after `delay` (at once without a window). Without
  /// `.allowUserInteraction` the animated views ignore touches until their animation stops.
  ///
  /// - Parameters:
  ///   - duration: seconds.
  ///   - delay: seconds before the animation starts; meanwhile the first values show.
  public static func animateKeyframes(
    withDuration duration: Double, delay: Double = 0, options: KeyframeAnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let recorder = KeyframeRecorder()
    let group = AnimationGroup(completion: nil)
    let whole = KeyframeSpan(recorder: recorder, start: 0, duration: 1)
    let transaction = AnimationTransaction(
      delay: delay, duration: duration, options: [], timing: .curve(options.timingFunction),
      group: group, keyframes: whole)
    AnimationTransaction.$current.withValue(transaction) {
      animations()
      if options.contains(.layoutSubviews) {
        for view in recorder.tracks.compactMap(\.view) { view.layoutIfNeeded() }
      }
    }
    let window = recorder.window
    let tracks = duration > 0 ? recorder.tracks.filter { $0.view?.window != nil } : []
    guard !tracks.isEmpty else {
      guard let completion else { return }
      guard let window else {
        completion(true)
        return
      }
      window.scheduler.schedule(after: max(0, delay)) { completion(true) }
      return
    }
    let delegate = KeyframeCompletion(count: tracks.count, window: window, completion: completion)
    for track in tracks {
      guard let view = track.view else { continue }
      var first = track.initial
      if options.contains(.beginFromCurrentState), let window = view.window {
        first = track.property.components(of: window.animator.presentation(of: view))
      }
      let frames = KeyframeRecorder.keyframes(of: track, first: first)
      let animation = ViewKeyframeAnimation(keyPath: track.property.layerKeyPath)
      animation.values = frames.values.map(track.property.layerValue)
      animation.keyTimes = frames.times.map { NSNumber(value: $0) }
      animation.calculationMode = options.calculationMode
      animation.duration = duration
      animation.fillMode = .both
      animation.timingFunction = CAMediaTimingFunction(curve: options.timingFunction)
      if options.contains(.repeat) { animation.repeatCount = .infinity }
      animation.autoreverses = options.contains(.autoreverse)
      animation.blocksInteraction = !options.contains(.allowUserInteraction)
      animation.delegate = delegate
      if delay > 0 {
        animation.beginTime = view.layer.localTime(at: window?.scheduler.now ?? 0) + delay
      }
      view.layer.add(animation, forKey: track.property.layerKeyPath)
    }
  }

  /// Adds a keyframe to the keyframe animation being built: the changes `animations` makes
  /// run from `frameStartTime` to `frameStartTime + frameDuration`, fractions 0…1 of its
  /// duration (`addKeyframe(withRelativeStartTime:relativeDuration:animations:)`). Outside
  /// ``animateKeyframes(withDuration:delay:options:animations:completion:)``'s block the
  /// changes are made without animation (inside an ordinary animations block, they animate
  /// with it).
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: () -> Void
  ) {
    guard let outer = AnimationTransaction.current, let keyframes = outer.keyframes else {
      animations()
      return
    }
    let span = KeyframeSpan(
      recorder: keyframes.recorder, start: frameStartTime, duration: frameDuration)
    let transaction = AnimationTransaction(
      delay: outer.delay, duration: outer.duration, options: outer.options, timing: outer.timing,
      group: outer.group, keyframes: span)
    AnimationTransaction.$current.withValue(transaction) { animations() }
  }
}

extension AnimatableProperty {
  /// The layer key path UIKit's animations of the property use.
  var layerKeyPath: String {
    switch self {
    case .center: return "position"
    case .bounds: return "bounds"
    case .transform, .transform3D: return "transform"
    case .alpha: return "opacity"
    }
  }

  /// A value of the property's components as the layer key path takes it.
  func layerValue(_ c: [Double]) -> Any {
    switch self {
    case .center: return NSValue(cgPoint: AnimatableProperty.point(c))
    case .bounds: return NSValue(cgRect: AnimatableProperty.rect(c))
    case .transform: return CATransform3DMakeAffineTransform(AnimatableProperty.transform(c))
    case .transform3D: return Transform3DComponents.transform(c)
    case .alpha: return NSNumber(value: c[0])
    }
  }

  /// The components of the property in `values`.
  func components(of values: PresentationValues) -> [Double] {
    switch self {
    case .center: return AnimatableProperty.components(values.center)
    case .bounds: return AnimatableProperty.components(values.bounds)
    case .transform: return AnimatableProperty.components(values.transform)
    case .transform3D:
      return Transform3DComponents.components(
        of: values.transform3D ?? CATransform3DMakeAffineTransform(values.transform))
    case .alpha: return [Double(values.alpha)]
    }
  }
}
