import Foundation

/// How a key path's values are held as numbers while animating.
enum AnimatedValueKind: String, Equatable {
  /// One number (`opacity`, `position.x`, `transform.rotation.z`).
  case scalar
  /// (x, y).
  case point
  /// (width, height).
  case size
  /// (x, y, width, height).
  case rect
  /// The 16 numbers of ``AnimatedValue/components(_:)-(CATransform3D)``.
  case transform
  /// (red, green, blue, alpha); `nil` is transparent black.
  case color
  /// The coordinates of a path's points, with its elements as a template.
  case path
  /// The (r, g, b, a) of each colour of a list.
  case colors
  /// A list of numbers (`locations`).
  case numbers

  /// How the kind is named in warnings.
  var expected: String {
    switch self {
    case .scalar: return "a number (NSNumber, CGFloat, Double, Float)"
    case .point: return "a CGPoint (or NSValue(cgPoint:))"
    case .size: return "a CGSize (or NSValue(cgSize:))"
    case .rect: return "a CGRect (or NSValue(cgRect:))"
    case .transform: return "a CATransform3D (or NSValue(caTransform3D:))"
    case .color: return "a CGColor"
    case .path: return "a CGPath"
    case .colors: return "an array of CGColor"
    case .numbers: return "an array of NSNumber"
    }
  }
}

/// A value of an animated key path as numbers that interpolate component by component.
struct AnimatedValue: Equatable {
  /// The numbers.
  var numbers: [Double]
  /// For a path: its elements, whose points ``numbers`` replace.
  var template: [PathElement]? = nil

  /// The value of `value` as `kind`, or `nil` when it is not of a type the kind accepts.
  static func from(_ value: Any?, kind: AnimatedValueKind) -> AnimatedValue? {
    guard let value else { return nil }
    switch kind {
    case .scalar: return number(value).map { AnimatedValue(numbers: [$0]) }
    case .point:
      if let p = value as? CGPoint { return AnimatedValue(numbers: [p.x, p.y].map(Double.init)) }
      if let v = value as? NSValue, v.objCTypeName == "{CGPoint=dd}" {
        return from(v.cgPointValue, kind: .point)
      }
      return nil
    case .size:
      if let s = value as? CGSize {
        return AnimatedValue(numbers: [s.width, s.height].map(Double.init))
      }
      if let v = value as? NSValue, v.objCTypeName == "{CGSize=dd}" {
        return from(v.cgSizeValue, kind: .size)
      }
      return nil
    case .rect:
      if let r = value as? CGRect {
        return AnimatedValue(numbers: [r.minX, r.minY, r.width, r.height].map(Double.init))
      }
      if let v = value as? NSValue, v.objCTypeName.hasPrefix("{CGRect=") {
        return from(v.cgRectValue, kind: .rect)
      }
      return nil
    case .transform:
      if let t = value as? CATransform3D { return AnimatedValue(numbers: components(t)) }
      if let t = value as? CGAffineTransform {
        return from(CATransform3DMakeAffineTransform(t), kind: .transform)
      }
      if let v = value as? NSValue {
        if v.objCTypeName == "[16d]" { return from(v.caTransform3DValue, kind: .transform) }
        if v.objCTypeName == "[6d]" { return from(v.cgAffineTransformValue, kind: .transform) }
      }
      return nil
    case .color:
      guard let c = value as? CGColor else { return nil }
      return AnimatedValue(numbers: [c.red, c.green, c.blue, c.alpha])
    case .path:
      guard let path = value as? CGPath else { return nil }
      return AnimatedValue(numbers: pathNumbers(path.elements), template: path.elements)
    case .colors:
      guard let list = value as? [Any] else { return nil }
      let colors = list.compactMap { $0 as? CGColor }
      guard colors.count == list.count else { return nil }
      return AnimatedValue(numbers: colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
    case .numbers:
      guard let list = value as? [Any] else { return nil }
      let numbers = list.compactMap(number)
      guard numbers.count == list.count else { return nil }
      return AnimatedValue(numbers: numbers)
    }
  }

  /// A number boxed as iOS code writes it: `NSNumber`, `CGFloat`, `Double`, `Float`, `Int`.
  static func number(_ value: Any) -> Double? {
    if let v = value as? CGFloat { return Double(v) }
    if let v = value as? Double { return v }
    if let v = value as? Float { return Double(v) }
    if let v = value as? Int { return Double(v) }
    if let v = value as? NSNumber { return v.doubleValue }
    return nil
  }

  /// Whether two values can be interpolated: as many numbers, and paths with the same
  /// sequence of element kinds.
  func matches(_ other: AnimatedValue) -> Bool {
    guard numbers.count == other.numbers.count else { return false }
    guard let a = template, let b = other.template else { return template == other.template }
    return zip(a, b).allSatisfy { AnimatedValue.sameKind($0, $1) } && a.count == b.count
  }

  /// The value `p` of the way from `self` to `other` (`p` may leave 0…1: springs and curves
  /// overshoot).
  func interpolated(to other: AnimatedValue, _ p: Double) -> AnimatedValue {
    var result = self
    for i in numbers.indices { result.numbers[i] += (other.numbers[i] - numbers[i]) * p }
    return result
  }

  /// The component-wise sum (additive and cumulative animations).
  func adding(_ other: AnimatedValue) -> AnimatedValue {
    var result = self
    for i in numbers.indices where i < other.numbers.count { result.numbers[i] += other.numbers[i] }
    return result
  }

  /// The component-wise difference.
  func subtracting(_ other: AnimatedValue) -> AnimatedValue {
    var result = self
    for i in numbers.indices where i < other.numbers.count { result.numbers[i] -= other.numbers[i] }
    return result
  }

  /// `self` scaled by `factor`.
  func scaled(_ factor: Double) -> AnimatedValue {
    var result = self
    result.numbers = numbers.map { $0 * factor }
    return result
  }

  /// The straight distance to `other` in component space (paced keyframes).
  func distance(to other: AnimatedValue) -> Double {
    zip(numbers, other.numbers).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
  }

  // MARK: Transforms

  /// A transform as the numbers Core Animation interpolates it in: its 3D decomposition
  /// (``Transform3DComponents``: translation, scale, skew, perspective, rotation vector), so
  /// that a flip about y or a turn in depth keeps its shape halfway instead of collapsing, as
  /// component-wise matrix interpolation would. A singular transform (a scale of 0, the usual
  /// "pop in" start) has no decomposition; it is decomposed as if each of m11, m22 and m33 were
  /// larger by ``singularNudge``, so the scale grows from nearly 0 (Core Animation's handling
  /// of singular ends is not documented: the model is stated in docs/transforms-3d.md).
  static func components(_ t: CATransform3D) -> [Double] {
    if let c = Transform3DComponents.components(t) { return c }
    var nudged = t
    nudged.m11 += singularNudge
    nudged.m22 += singularNudge
    nudged.m33 += singularNudge
    return Transform3DComponents.components(of: nudged)
  }

  /// What a singular transform's diagonal is grown by to decompose it (points per point).
  static let singularNudge: CGFloat = 1e-6

  /// The transform of ``components(_:)-(CATransform3D)``.
  static func transform(_ c: [Double]) -> CATransform3D { Transform3DComponents.transform(c) }

  // MARK: Paths

  /// The coordinates of every point of `elements`, in order (a quadratic's control point
  /// after its end point, a cubic's two after its end point).
  static func pathNumbers(_ elements: [PathElement]) -> [Double] {
    elements.flatMap { element -> [Double] in
      switch element {
      case .moveTo(let p), .lineTo(let p): return [p.x, p.y].map(Double.init)
      case .quadCurveTo(let p, let c): return [p.x, p.y, c.x, c.y].map(Double.init)
      case .curveTo(let p, let c1, let c2):
        return [p.x, p.y, c1.x, c1.y, c2.x, c2.y].map(Double.init)
      case .closeSubpath: return []
      }
    }
  }

  /// `template` with its points taken from `numbers` in ``pathNumbers(_:)`` order.
  static func path(_ template: [PathElement], _ numbers: [Double]) -> [PathElement] {
    var i = 0
    func next() -> CGPoint {
      defer { i += 2 }
      return CGPoint(x: numbers[i], y: numbers[i + 1])
    }
    return template.map { element in
      switch element {
      case .moveTo: return .moveTo(next())
      case .lineTo: return .lineTo(next())
      case .quadCurveTo:
        let p = next()
        return .quadCurveTo(p, control: next())
      case .curveTo:
        let p = next()
        let c1 = next()
        return .curveTo(p, control1: c1, control2: next())
      case .closeSubpath: return .closeSubpath
      }
    }
  }

  private static func sameKind(_ a: PathElement, _ b: PathElement) -> Bool {
    switch (a, b) {
    case (.moveTo, .moveTo), (.lineTo, .lineTo), (.quadCurveTo, .quadCurveTo),
      (.curveTo, .curveTo), (.closeSubpath, .closeSubpath):
      return true
    default: return false
    }
  }
}

/// A property of a layer that explicit animations can animate, named by its key path: how to
/// read its value from a layer and write an animated value into a presentation copy.
@preconcurrency @MainActor
struct AnimatableKeyPath {
  /// The key path, as the animation names it.
  let name: String
  /// How its values are held.
  let kind: AnimatedValueKind
  /// The value of the layer now.
  let read: @MainActor (CALayer) -> AnimatedValue
  /// Sets the value on a layer (a presentation copy).
  let write: @MainActor (CALayer, AnimatedValue) -> Void

  /// The key path `name` of `layer`, or `nil` when it is not one explicit animations animate
  /// here (a shape layer's and a gradient layer's own key paths only on those classes).
  static func named(_ name: String, for layer: CALayer) -> AnimatableKeyPath? {
    if let path = common(name) { return path }
    if layer is CAShapeLayer, let path = shape(name) { return path }
    if layer is CAGradientLayer, let path = gradient(name) { return path }
    return nil
  }

  private static func scalar(
    _ name: String, _ get: @escaping @MainActor (CALayer) -> Double,
    _ set: @escaping @MainActor (CALayer, Double) -> Void
  ) -> AnimatableKeyPath {
    AnimatableKeyPath(
      name: name, kind: .scalar, read: { AnimatedValue(numbers: [get($0)]) },
      write: { set($0, $1.numbers[0]) })
  }

  private static func color(
    _ name: String, _ get: @escaping @MainActor (CALayer) -> CGColor?,
    _ set: @escaping @MainActor (CALayer, CGColor) -> Void
  ) -> AnimatableKeyPath {
    AnimatableKeyPath(
      name: name, kind: .color,
      read: { layer in
        let c = get(layer) ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
        return AnimatedValue(numbers: [c.red, c.green, c.blue, c.alpha])
      },
      write: { layer, v in
        let n = v.numbers.map { min(1, max(0, $0)) }
        set(layer, CGColor(red: n[0], green: n[1], blue: n[2], alpha: n[3]))
      })
  }

  private static func point(
    _ name: String, _ get: @escaping @MainActor (CALayer) -> CGPoint,
    _ set: @escaping @MainActor (CALayer, CGPoint) -> Void
  ) -> AnimatableKeyPath {
    AnimatableKeyPath(
      name: name, kind: .point, read: { AnimatedValue(numbers: [get($0).x, get($0).y]) },
      write: { set($0, CGPoint(x: $1.numbers[0], y: $1.numbers[1])) })
  }

  /// Fields of the transform's decomposition (``AnimatedValue/components(_:)-(CATransform3D)``
  /// indices) named by a key path of Apple's "CATransform3D Key Paths" table: reading gives
  /// the field (for `transform.scale` the average of the three scales, as the table says),
  /// writing replaces it and composes the transform again. A rotation field is that axis's
  /// component of the rotation vector: for a turn about one axis, the angle (radians) itself.
  private static func transformPart(_ name: String, _ indices: [Int]) -> AnimatableKeyPath {
    AnimatableKeyPath(
      name: name, kind: indices.count == 2 ? .size : .scalar,
      read: { layer in
        let c = AnimatedValue.components(layer.transform)
        if indices.count == 3 {
          return AnimatedValue(numbers: [indices.map { c[$0] }.reduce(0, +) / 3])
        }
        return AnimatedValue(numbers: indices.map { c[$0] })
      },
      write: { layer, v in
        var c = AnimatedValue.components(layer.transform)
        for (k, index) in indices.enumerated() {
          c[index] = v.numbers[min(k, v.numbers.count - 1)]
        }
        layer.transform = AnimatedValue.transform(c)
      })
  }

  /// A rectangle property (four numbers: x, y, width, height).
  private static func rect(
    _ name: String, _ get: @escaping @MainActor (CALayer) -> CGRect,
    _ set: @escaping @MainActor (CALayer, CGRect) -> Void
  ) -> AnimatableKeyPath {
    AnimatableKeyPath(
      name: name, kind: .rect,
      read: { AnimatedValue.from(get($0), kind: .rect)! },
      write: { l, v in
        set(l, CGRect(x: v.numbers[0], y: v.numbers[1], width: v.numbers[2], height: v.numbers[3]))
      })
  }

  private static func common(_ name: String) -> AnimatableKeyPath? {
    switch name {
    case "position": return point(name, { $0.position }, { $0.position = $1 })
    case "position.x": return scalar(name, { $0.position.x }, { $0.position.x = $1 })
    case "position.y": return scalar(name, { $0.position.y }, { $0.position.y = $1 })
    case "anchorPoint": return point(name, { $0.anchorPoint }, { $0.anchorPoint = $1 })
    case "bounds":
      return AnimatableKeyPath(
        name: name, kind: .rect,
        read: { AnimatedValue.from($0.bounds, kind: .rect)! },
        write: { l, v in
          l.bounds = CGRect(
            x: v.numbers[0], y: v.numbers[1], width: v.numbers[2], height: v.numbers[3])
        })
    case "contentsRect": return rect(name, { $0.contentsRect }, { $0.contentsRect = $1 })
    case "contentsCenter": return rect(name, { $0.contentsCenter }, { $0.contentsCenter = $1 })
    case "bounds.origin": return point(name, { $0.bounds.origin }, { $0.bounds.origin = $1 })
    case "bounds.origin.x": return scalar(name, { $0.bounds.minX }, { $0.bounds.origin.x = $1 })
    case "bounds.origin.y": return scalar(name, { $0.bounds.minY }, { $0.bounds.origin.y = $1 })
    case "bounds.size":
      return AnimatableKeyPath(
        name: name, kind: .size,
        read: { AnimatedValue.from($0.bounds.size, kind: .size)! },
        write: { l, v in l.bounds.size = CGSize(width: v.numbers[0], height: v.numbers[1]) })
    case "bounds.size.width":
      return scalar(name, { $0.bounds.width }, { $0.bounds.size.width = $1 })
    case "bounds.size.height":
      return scalar(name, { $0.bounds.height }, { $0.bounds.size.height = $1 })
    case "transform":
      return AnimatableKeyPath(
        name: name, kind: .transform,
        read: { AnimatedValue(numbers: AnimatedValue.components($0.transform)) },
        write: { $0.transform = AnimatedValue.transform($1.numbers) })
    case "transform.scale": return transformPart(name, [3, 4, 5])
    case "transform.scale.x": return transformPart(name, [3])
    case "transform.scale.y": return transformPart(name, [4])
    case "transform.scale.z": return transformPart(name, [5])
    case "transform.rotation.x": return transformPart(name, [13])
    case "transform.rotation.y": return transformPart(name, [14])
    case "transform.rotation", "transform.rotation.z": return transformPart(name, [15])
    case "transform.translation.x": return transformPart(name, [0])
    case "transform.translation.y": return transformPart(name, [1])
    case "transform.translation.z": return transformPart(name, [2])
    case "transform.translation": return transformPart(name, [0, 1])
    case "opacity": return scalar(name, { Double($0.opacity) }, { $0.opacity = Float($1) })
    case "cornerRadius": return scalar(name, { $0.cornerRadius }, { $0.cornerRadius = $1 })
    case "borderWidth": return scalar(name, { $0.borderWidth }, { $0.borderWidth = $1 })
    case "zPosition": return scalar(name, { $0.zPosition }, { $0.zPosition = $1 })
    case "backgroundColor":
      return color(name, { $0.backgroundColor }, { $0.backgroundColor = $1 })
    case "borderColor": return color(name, { $0.borderColor }, { $0.borderColor = $1 })
    case "shadowColor": return color(name, { $0.shadowColor }, { $0.shadowColor = $1 })
    case "shadowOpacity":
      return scalar(name, { Double($0.shadowOpacity) }, { $0.shadowOpacity = Float($1) })
    case "shadowRadius": return scalar(name, { $0.shadowRadius }, { $0.shadowRadius = $1 })
    case "shadowOffset":
      return AnimatableKeyPath(
        name: name, kind: .size,
        read: { AnimatedValue.from($0.shadowOffset, kind: .size)! },
        write: { $0.shadowOffset = CGSize(width: $1.numbers[0], height: $1.numbers[1]) })
    default: return nil
    }
  }

  private static func shape(_ name: String) -> AnimatableKeyPath? {
    func on(_ layer: CALayer) -> CAShapeLayer { layer as! CAShapeLayer }
    switch name {
    case "strokeStart":
      return scalar(name, { on($0).strokeStart }, { on($0).strokeStart = $1 })
    case "strokeEnd": return scalar(name, { on($0).strokeEnd }, { on($0).strokeEnd = $1 })
    case "lineWidth": return scalar(name, { on($0).lineWidth }, { on($0).lineWidth = $1 })
    case "lineDashPhase":
      return scalar(name, { on($0).lineDashPhase }, { on($0).lineDashPhase = $1 })
    case "miterLimit": return scalar(name, { on($0).miterLimit }, { on($0).miterLimit = $1 })
    case "fillColor": return color(name, { on($0).fillColor }, { on($0).fillColor = $1 })
    case "strokeColor": return color(name, { on($0).strokeColor }, { on($0).strokeColor = $1 })
    case "path":
      return AnimatableKeyPath(
        name: name, kind: .path,
        read: { layer in
          let elements = on(layer).path?.elements ?? []
          return AnimatedValue(numbers: AnimatedValue.pathNumbers(elements), template: elements)
        },
        write: { layer, v in
          on(layer).path = CGPath(elements: AnimatedValue.path(v.template ?? [], v.numbers))
        })
    default: return nil
    }
  }

  private static func gradient(_ name: String) -> AnimatableKeyPath? {
    func on(_ layer: CALayer) -> CAGradientLayer { layer as! CAGradientLayer }
    switch name {
    case "startPoint": return point(name, { on($0).startPoint }, { on($0).startPoint = $1 })
    case "endPoint": return point(name, { on($0).endPoint }, { on($0).endPoint = $1 })
    case "colors":
      return AnimatableKeyPath(
        name: name, kind: .colors,
        read: {
          AnimatedValue.from(on($0).colors ?? [], kind: .colors) ?? AnimatedValue(numbers: [])
        },
        write: { layer, v in
          let n = v.numbers.map { min(1, max(0, $0)) }
          on(layer).colors = stride(from: 0, to: n.count - 3, by: 4).map {
            CGColor(red: n[$0], green: n[$0 + 1], blue: n[$0 + 2], alpha: n[$0 + 3])
          }
        })
    case "locations":
      return AnimatableKeyPath(
        name: name, kind: .numbers,
        read: { AnimatedValue(numbers: (on($0).locations ?? []).map(\.doubleValue)) },
        write: { on($0).locations = $1.numbers.map { NSNumber(value: $0) } })
    default: return nil
    }
  }
}
