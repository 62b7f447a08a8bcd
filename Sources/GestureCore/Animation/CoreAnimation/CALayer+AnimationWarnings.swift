import Foundation

extension CALayer {
  /// Why `anim` cannot be added at all, or `nil`: a group that holds itself (directly or
  /// through other groups) would be copied and run without end, and groups nested deeper than
  /// ``maximumGroupDepth`` would overflow the stack; Core Animation documents neither.
  static func refusal(of anim: CAAnimation) -> String? {
    var path: [ObjectIdentifier] = []
    func visit(_ animation: CAAnimation) -> String? {
      guard let group = animation as? CAAnimationGroup else { return nil }
      if path.contains(ObjectIdentifier(group)) {
        return "CAAnimationGroup contains itself among its animations: not added"
      }
      if path.count >= maximumGroupDepth {
        return "CAAnimationGroups are nested more than \(maximumGroupDepth) deep: not added"
      }
      path.append(ObjectIdentifier(group))
      defer { path.removeLast() }
      for child in group.animations ?? [] {
        if let reason = visit(child) { return reason }
      }
      return nil
    }
    return visit(anim)
  }

  /// How deep groups may nest in an added animation.
  static let maximumGroupDepth = 64

  /// What `anim` (about to be added to this layer) asks that this model does not animate,
  /// as sentences for `animation.unsupported` timeline warnings: an unknown key path, a
  /// value of the wrong type, paths whose elements differ, a transition drawn as a fade.
  func warnings(for anim: CAAnimation) -> [String] {
    switch anim {
    case let group as CAAnimationGroup:
      return (group.animations ?? []).flatMap { warnings(for: $0) }
    case let transition as CATransition:
      guard transition.type != .fade else { return [] }
      return [
        "CATransition type \"\(transition.type.rawValue)\" is drawn as a fade here (only "
          + "fade is modelled)"
      ]
    case let property as CAPropertyAnimation:
      return warnings(forProperty: property)
    default:
      return [
        "\(type(of: anim)) animates nothing: add a CABasicAnimation, "
          + "CAKeyframeAnimation, CASpringAnimation, CAAnimationGroup or CATransition"
      ]
    }
  }

  private func warnings(forProperty anim: CAPropertyAnimation) -> [String] {
    let kindName = String(describing: type(of: anim))
    guard let name = anim.keyPath else {
      return ["\(kindName) has no keyPath: it animates nothing"]
    }
    guard let keyPath = AnimatableKeyPath.named(name, for: self) else {
      return [
        "\(kindName) of key path \"\(name)\" animates nothing: this model animates the key "
          + "paths listed in docs/gestures-and-animations.md, \"Explicit animations\""
      ]
    }
    let kind = anim.valueKind(for: keyPath)
    func check(_ label: String, _ value: Any?) -> String? {
      guard let value else { return nil }
      let converted =
        kind == .numbers && anim.valueFunction != nil
        ? CAPropertyAnimation.functionNumbers(value) : AnimatedValue.from(value, kind: kind)
      guard let converted else {
        return "\(kindName) of \"\(name)\": \(label) is a \(type(of: value)), not "
          + "\(kind.expected): ignored"
      }
      if let problem = Self.nonFiniteProblem(value, converted: converted, kind: kind) {
        return "\(kindName) of \"\(name)\": \(label) \(problem)"
      }
      return nil
    }
    var result: [String] = []
    if let basic = anim as? CABasicAnimation {
      result += [
        check("fromValue", basic.fromValue), check("toValue", basic.toValue),
        check("byValue", basic.byValue),
      ].compactMap { $0 }
      if let from = AnimatedValue.from(basic.fromValue, kind: kind),
        let to = AnimatedValue.from(basic.toValue, kind: kind), !from.matches(to)
      {
        result.append(
          "\(kindName) of \"\(name)\": fromValue and toValue do not interpolate (paths need "
            + "the same elements, lists the same length): the value switches halfway")
      }
    }
    if let keyframe = anim as? CAKeyframeAnimation {
      if keyframe.path != nil, keyPath.kind != .point {
        result.append(
          "CAKeyframeAnimation of \"\(name)\": a path animates a point key path "
            + "(position, anchorPoint) only: ignored")
      } else if keyframe.path == nil {
        for (index, value) in (keyframe.values ?? []).enumerated() {
          if let warning = check("values[\(index)]", value) { result.append(warning) }
        }
      }
    }
    return result
  }

  /// What is wrong with an animation value whose numbers are not all finite, or a transform
  /// without a decomposition, as the end of a sentence; `nil` for a value that animates.
  /// Core Animation documents neither: the model draws the layer's own value while a value
  /// is not finite (a frame cannot show NaN) and interpolates a singular transform as the
  /// identity's components (``Transform3DComponents``), so each is said once, when added.
  static func nonFiniteProblem(_ value: Any, converted: AnimatedValue, kind: AnimatedValueKind)
    -> String?
  {
    if kind == .transform {
      let raw: CATransform3D? =
        (value as? CATransform3D)
        ?? (value as? NSValue).flatMap { $0.objCTypeName == "[16d]" ? $0.caTransform3DValue : nil }
      if let raw {
        let entries = raw.matrixRows.joined()
        if !entries.allSatisfy(\.isFinite) {
          return "is a transform with entries that are not finite numbers: it is animated "
            + "as the identity"
        }
        var nudged = raw
        nudged.m11 += AnimatedValue.singularNudge
        nudged.m22 += AnimatedValue.singularNudge
        nudged.m33 += AnimatedValue.singularNudge
        if Transform3DComponents.components(raw) == nil,
          Transform3DComponents.components(nudged) == nil
        {
          return "is a transform without a decomposition (its m44 is 0): it is animated as "
            + "the identity"
        }
      }
      return nil
    }
    let bad = converted.numbers.first { !$0.isFinite }
    guard let bad else { return nil }
    return "is not a finite number (\(bad)): the layer shows its own value while the "
      + "animation runs"
  }
}
