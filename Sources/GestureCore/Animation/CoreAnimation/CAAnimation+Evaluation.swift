import Foundation

// What an animation contributes at a moment: its phase on its parent's timeline
// (CAMediaTiming's arithmetic), its progress along its curve or spring, and the value it
// writes into a presentation copy of its layer.
extension CAAnimation {
  /// Where the animation is when its parent's time (its layer's local time, or its group's)
  /// is `t`: before its begin time it fills backwards or contributes nothing; after its active
  /// duration it holds the end of its last cycle when it fills forwards; in between, the cycle
  /// and the fraction of it (running backwards in the second half of an autoreversing cycle).
  func phase(atParentTime t: Double) -> AnimationPhase {
    let local = timing.localTime(fromParent: t)
    let d = timing.duration
    let active = timing.activeDuration(cycle: d)
    // A speed, begin time or time offset that is not a finite number (or one that overflows
    // the arithmetic) places the animation nowhere on its timeline: it shows nothing.
    guard local.isFinite, d.isFinite, !active.isNaN else { return .inactive }
    var time = local
    if local < 0 {
      guard timing.fillMode.fillsBackwards else { return .inactive }
      time = 0
    } else if local >= active - Scheduler.tolerance {
      guard timing.fillMode.fillsForwards else { return .inactive }
      time = active
    }
    guard d > 0 else { return .active(fraction: 1, time: 0, iteration: 0) }
    let cycle = timing.autoreverses ? 2 * d : d
    var iteration = (time / cycle).rounded(.down)
    var within = time - iteration * cycle
    if time >= active - Scheduler.tolerance, within < Scheduler.tolerance, iteration > 0 {
      // The very end of the last cycle, not the start of the next.
      iteration -= 1
      within = cycle
    }
    var fraction = within / d
    var seconds = within
    if timing.autoreverses, within > d {
      fraction = 2 - within / d
      seconds = 2 * d - within
    }
    // Only a cumulative animation reads the cycle's number; a time of 1e300 s has one too
    // large for an Int.
    let cycleNumber = Int(min(max(iteration, -1e15), 1e15))
    return .active(fraction: min(1, max(0, fraction)), time: seconds, iteration: cycleNumber)
  }

  /// The progress at `fraction` of a cycle, `time` seconds into it: the timing function's
  /// value (linear without one), or a spring's `1 − x(t)`.
  func progress(fraction: Double, time: Double) -> Double {
    if let spring = self as? CASpringAnimation {
      return 1 - spring.effectiveSpring.remaining(at: time)
    }
    return timingFunction?.curve.progress(at: fraction) ?? fraction
  }

  /// Writes what the animation shows at parent time `t` into `target`, a presentation copy
  /// of its layer holding what the layer shows without this animation.
  func apply(to target: CALayer, parentTime t: Double) {
    guard case .active(let fraction, let time, let iteration) = phase(atParentTime: t) else {
      return
    }
    switch self {
    case let group as CAAnimationGroup:
      for child in group.animations ?? [] { child.apply(to: target, parentTime: time) }
    case let transition as CATransition:
      let p = progress(fraction: fraction, time: time)
      let start = Double(transition.startProgress)
      let shown = start + (Double(transition.endProgress) - start) * p
      target.opacity = Float(Double(target.opacity) * min(1, max(0, shown)))
    case let property as CAPropertyAnimation:
      guard let name = property.keyPath,
        let keyPath = AnimatableKeyPath.named(name, for: target)
      else { return }
      let p = progress(fraction: fraction, time: time)
      let f = timingFunction?.curve.progress(at: fraction) ?? fraction
      property.write(
        keyPath, to: target, progress: property is CAKeyframeAnimation ? f : p,
        iteration: iteration)
    default:
      return
    }
  }
}

extension CAPropertyAnimation {
  /// The animation's start and end for `base` (the value without it), or `nil` when it
  /// animates nothing; values are held as `kind`.
  func endpoints(base: AnimatedValue, kind: AnimatedValueKind) -> (AnimatedValue, AnimatedValue)? {
    guard let basic = self as? CABasicAnimation else { return nil }
    let from = AnimatedValue.from(basic.fromValue, kind: kind)
    let to = AnimatedValue.from(basic.toValue, kind: kind)
    let by = AnimatedValue.from(basic.byValue, kind: kind)
    switch (from, to, by) {
    case (let f?, let t?, _): return (f, t)
    case (let f?, nil, let b?): return (f, f.adding(b))
    case (nil, let t?, let b?): return (t.subtracting(b), t)
    case (let f?, nil, nil): return (f, base)
    case (nil, let t?, nil): return (base, t)
    case (nil, nil, let b?): return (base, base.adding(b))
    default: return nil
    }
  }

  /// The kind the animation's values are given as: numbers for a `transform` animated
  /// through a ``valueFunction``, else the key path's.
  func valueKind(for keyPath: AnimatableKeyPath) -> AnimatedValueKind {
    guard valueFunction != nil, keyPath.kind == .transform else { return keyPath.kind }
    return .numbers
  }

  /// A value given through a value function as numbers: one number, or an array of them.
  static func functionNumbers(_ value: Any?) -> AnimatedValue? {
    guard let value else { return nil }
    if let n = AnimatedValue.number(value) { return AnimatedValue(numbers: [n]) }
    return AnimatedValue.from(value, kind: .numbers)
  }

  /// Writes the value at `progress` (of cycle `iteration`) into `target`.
  func write(
    _ keyPath: AnimatableKeyPath, to target: CALayer, progress p: Double, iteration: Int
  ) {
    let base = keyPath.read(target)
    var value: AnimatedValue
    if let keyframe = self as? CAKeyframeAnimation {
      guard let v = keyframe.value(at: p, keyPath: keyPath, target: target) else { return }
      value = v
    } else if let function = valueFunction, keyPath.kind == .transform,
      let basic = self as? CABasicAnimation
    {
      guard
        let numbers = functionEndpoints(basic, function: function)
      else { return }
      value = numbers.0.interpolated(to: numbers.1, p)
      if isCumulative, iteration > 0 {
        value = value.adding(numbers.1.subtracting(numbers.0).scaled(Double(iteration)))
      }
      value = AnimatedValue(numbers: AnimatedValue.components(function.transform(value.numbers)))
    } else {
      guard let ends = endpoints(base: base, kind: keyPath.kind) else { return }
      var from = ends.0
      let to = ends.1
      if keyPath.kind == .transform, from.matches(to) {
        // Between two matrices Core Animation turns the shorter way, as quaternion slerp does.
        from.numbers = Transform3DComponents.nearest(from.numbers, to: to.numbers)
      }
      if from.matches(to) {
        value = from.interpolated(to: to, p)
        if isCumulative, iteration > 0 {
          value = value.adding(to.subtracting(from).scaled(Double(iteration)))
        }
      } else {
        // Paths of different elements, lists of different lengths: no interpolation is
        // defined (Apple: "undefined"); the value switches halfway.
        value = p < 0.5 ? from : to
      }
    }
    if isAdditive {
      if keyPath.kind == .transform {
        value = AnimatedValue(
          numbers: AnimatedValue.components(
            CATransform3DConcat(
              AnimatedValue.transform(value.numbers), AnimatedValue.transform(base.numbers))))
      } else if value.matches(base) {
        value = base.adding(value)
      }
    }
    guard value.numbers.allSatisfy(\.isFinite),
      value.numbers.count == base.numbers.count
        || keyPath.kind == .path || keyPath.kind == .colors || keyPath.kind == .numbers
    else { return }
    keyPath.write(target, value)
  }

  /// The numbers a value function turns into transforms, by the from/to/by rules with 0 (1
  /// for scales) as the value without the animation.
  private func functionEndpoints(_ basic: CABasicAnimation, function: CAValueFunction)
    -> (AnimatedValue, AnimatedValue)?
  {
    let isScale = function.name.rawValue.hasPrefix("scale")
    let from = Self.functionNumbers(basic.fromValue)
    let to = Self.functionNumbers(basic.toValue)
    let by = Self.functionNumbers(basic.byValue)
    let width = max(from?.numbers.count ?? 1, to?.numbers.count ?? 1, by?.numbers.count ?? 1)
    let neutral = AnimatedValue(numbers: Array(repeating: isScale ? 1 : 0, count: width))
    switch (from, to, by) {
    case (let f?, let t?, _): return (f, t)
    case (let f?, nil, let b?): return (f, f.adding(b))
    case (nil, let t?, let b?): return (t.subtracting(b), t)
    case (let f?, nil, nil): return (f, neutral)
    case (nil, let t?, nil): return (neutral, t)
    case (nil, nil, let b?): return (neutral, neutral.adding(b))
    default: return nil
    }
  }
}

extension CAKeyframeAnimation {
  /// The value at `f` (the fraction of the cycle after the animation's own timing function),
  /// from ``path`` for a point key path, else from ``values``; `nil` when there is none.
  /// With ``rotationMode``, also turns `target` to the path's tangent.
  func value(at f: Double, keyPath: AnimatableKeyPath, target: CALayer) -> AnimatedValue? {
    if let path, keyPath.kind == .point {
      guard let (point, tangent) = pointOnPath(path.elements, at: f) else { return nil }
      if let rotationMode, tangent.dx != 0 || tangent.dy != 0 {
        var angle = atan2(Double(tangent.dy), Double(tangent.dx))
        if rotationMode == .rotateAutoReverse { angle += Double.pi }
        target.transform = CATransform3DConcat(
          CATransform3DMakeRotation(angle, 0, 0, 1), target.transform)
      }
      return AnimatedValue(numbers: [Double(point.x), Double(point.y)])
    }
    let kind = valueKind(for: keyPath)
    let frames = (values ?? []).compactMap { value -> AnimatedValue? in
      if kind == .numbers && valueFunction != nil { return Self.functionNumbers(value) }
      return AnimatedValue.from(value, kind: kind)
    }
    guard !frames.isEmpty, frames.count == values?.count,
      frames.allSatisfy({ $0.matches(frames[0]) })
    else { return nil }
    var value = Self.interpolate(
      frames, at: f, mode: calculationMode, keyTimes: keyTimes?.map(\.doubleValue),
      curves: timingFunctions?.map(\.curve))
    if let function = valueFunction, keyPath.kind == .transform {
      value = AnimatedValue(numbers: AnimatedValue.components(function.transform(value.numbers)))
    }
    return value
  }

  /// The value of keyframes `frames` at `f`, by `mode`.
  static func interpolate(
    _ frames: [AnimatedValue], at f: Double, mode: CAAnimationCalculationMode,
    keyTimes: [Double]?, curves: [TimingFunction]?
  ) -> AnimatedValue {
    let n = frames.count
    guard n > 1 else { return frames[0] }
    if mode == .discrete {
      let times =
        keyTimes.flatMap { $0.count == n + 1 || $0.count == n ? $0 : nil }
        ?? (0...n).map { Double($0) / Double(n) }
      if f >= 1 { return frames[n - 1] }
      let index = (0..<n).last { times[$0] <= f } ?? 0
      return frames[index]
    }
    let paced = mode == .paced || mode == .cubicPaced
    var times: [Double]
    if paced {
      var lengths = [0.0]
      for i in 1..<n { lengths.append(lengths[i - 1] + frames[i - 1].distance(to: frames[i])) }
      let total = lengths[n - 1]
      times = total > 0 ? lengths.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
    } else {
      times =
        keyTimes.flatMap { $0.count == n ? $0 : nil }
        ?? (0..<n).map {
          Double($0) / Double(n - 1)
        }
    }
    if f <= times[0] { return frames[0] }
    if f >= times[n - 1] { return frames[n - 1] }
    let i = (0..<(n - 1)).first { f < times[$0 + 1] } ?? (n - 2)
    let span = times[i + 1] - times[i]
    var u = span > 0 ? (f - times[i]) / span : 1
    if !paced, let curves, i < curves.count { u = curves[i].progress(at: u) }
    guard mode == .cubic || mode == .cubicPaced else {
      return frames[i].interpolated(to: frames[i + 1], u)
    }
    // Catmull-Rom through frames[i-1…i+2], the end frames repeated at the ends.
    let p0 = frames[max(0, i - 1)].numbers
    let p1 = frames[i].numbers
    let p2 = frames[i + 1].numbers
    let p3 = frames[min(n - 1, i + 2)].numbers
    var result = frames[i]
    for k in p1.indices {
      let a = 2 * p1[k]
      let b = p2[k] - p0[k]
      let c = 2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]
      let d = -p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]
      result.numbers[k] = 0.5 * (a + b * u + c * u * u + d * u * u * u)
    }
    return result
  }

  /// The point at `f` along `elements` and the direction of travel there: each element other
  /// than a move is one keyframe interval (by ``keyTimes`` when there is one more of them
  /// than intervals, else evenly), or by length in the paced modes.
  func pointOnPath(_ elements: [PathElement], at f: Double) -> (CGPoint, CGVector)? {
    let segments = PathGeometry.subpaths(elements).flatMap(\.segments)
    guard let first = segments.first, let last = segments.last else { return nil }
    if calculationMode == .paced || calculationMode == .cubicPaced {
      func point(_ g: Double) -> CGPoint {
        if g <= 0 { return first.start }
        if g >= 1 { return last.end }
        return CGPath(elements: PathGeometry.trimmed(elements, from: 0, to: g)).currentPoint
      }
      let (a, b) = (point(max(0, f - 1e-4)), point(min(1, f + 1e-4)))
      return (point(f), CGVector(dx: b.x - a.x, dy: b.y - a.y))
    }
    let m = segments.count
    let times =
      keyTimes.map { $0.map(\.doubleValue) }.flatMap { $0.count == m + 1 ? $0 : nil }
      ?? (0...m).map { Double($0) / Double(m) }
    let g = min(1, max(0, f))
    let i = (0..<m).first { g < times[$0 + 1] } ?? (m - 1)
    let segment = segments[i]
    if calculationMode == .discrete {
      let p = g >= 1 ? last.end : segment.start
      return (p, CGVector(dx: segment.end.x - segment.start.x, dy: segment.end.y - segment.start.y))
    }
    let span = times[i + 1] - times[i]
    var u = span > 0 ? min(1, max(0, (g - times[i]) / span)) : 1
    if let curves = timingFunctions, i < curves.count { u = curves[i].curve.progress(at: u) }
    let (a, b) = (segment.point(at: max(0, u - 1e-4)), segment.point(at: min(1, u + 1e-4)))
    return (segment.point(at: u), CGVector(dx: b.x - a.x, dy: b.y - a.y))
  }
}

extension CAAnimation {
  /// Whether the animation (or one in its group) animates `keyPath`.
  func touches(_ keyPath: String) -> Bool {
    switch self {
    case let group as CAAnimationGroup:
      return (group.animations ?? []).contains { $0.touches(keyPath) }
    case let property as CAPropertyAnimation:
      return property.keyPath == keyPath
    default:
      return false
    }
  }
}
