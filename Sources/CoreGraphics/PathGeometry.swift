import Foundation

/// One drawn piece of a path from `start` to `end`: a line, or a curve given as its cubic
/// Bézier control points (a quadratic is raised to the cubic of the same shape,
/// c1 = p0 + ⅔(c − p0), c2 = p + ⅔(c − p), keeping its control point in `quadControl`).
package struct PathSegment: Sendable, Equatable {
  /// Where the piece starts, points.
  package var start: CGPoint
  /// The first cubic control point (`start` for a line).
  package var control1: CGPoint
  /// The second cubic control point (`end` for a line).
  package var control2: CGPoint
  /// Where the piece ends, points.
  package var end: CGPoint
  /// Whether the piece is a straight line.
  package var isLine: Bool
  /// The control point of a quadratic curve, `nil` otherwise.
  package var quadControl: CGPoint?

  /// A straight line.
  package static func line(_ start: CGPoint, _ end: CGPoint) -> PathSegment {
    PathSegment(
      start: start, control1: start, control2: end, end: end, isLine: true, quadControl: nil)
  }

  /// A cubic curve.
  package static func cubic(_ start: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint)
    -> PathSegment
  {
    PathSegment(start: start, control1: c1, control2: c2, end: end, isLine: false, quadControl: nil)
  }

  /// A quadratic curve, kept as the equal cubic.
  package static func quad(_ start: CGPoint, _ control: CGPoint, _ end: CGPoint) -> PathSegment {
    PathSegment(
      start: start,
      control1: PathGeometry.lerp(start, control, 2.0 / 3.0),
      control2: PathGeometry.lerp(end, control, 2.0 / 3.0), end: end, isLine: false,
      quadControl: control)
  }

  /// The point at parameter `t` (0…1).
  package func point(at t: Double) -> CGPoint {
    if isLine { return PathGeometry.lerp(start, end, t) }
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return CGPoint(
      x: a * start.x + b * control1.x + c * control2.x + d * end.x,
      y: a * start.y + b * control1.y + c * control2.y + d * end.y)
  }

  /// How many straight pieces the curve is flattened into: Wang's bound for a cubic,
  /// n = ⌈√(¾ · M / tolerance)⌉ with M the largest second difference of the control points,
  /// keeps every piece within ``PathGeometry/flatteningTolerance`` of the curve; 1 for a line,
  /// at most 4,096.
  package var flatteningCount: Int {
    guard !isLine else { return 1 }
    func second(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> Double {
      let x = Double(a.x - 2 * b.x + c.x)
      let y = Double(a.y - 2 * b.y + c.y)
      return (x * x + y * y).squareRoot()
    }
    let m = max(second(start, control1, control2), second(control1, control2, end))
    let n = (0.75 * m / PathGeometry.flatteningTolerance).squareRoot().rounded(.up)
    guard n.isFinite else { return 1 }
    return Int(min(4096, max(1, n)))
  }

  /// The cumulative lengths at parameters i / n for i = 0…n (n = ``flatteningCount``), points;
  /// the last is the piece's length (exact for a line).
  package var lengthTable: [Double] {
    let n = flatteningCount
    var table = [0.0]
    table.reserveCapacity(n + 1)
    var previous = start
    var total = 0.0
    for i in 1...n {
      let p = i == n ? end : point(at: Double(i) / Double(n))
      total += PathGeometry.distance(previous, p)
      table.append(total)
      previous = p
    }
    return table
  }

  /// The part of the piece between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1), split exactly
  /// by de Casteljau's construction.
  package func portion(from t0: Double, to t1: Double) -> PathSegment {
    if isLine { return .line(point(at: t0), point(at: t1)) }
    let left = split(at: t1).left
    guard t1 > 0 else { return .cubic(start, start, start, start) }
    return left.split(at: t0 / t1).right
  }

  /// The curve cut at `t` into the part before and the part after.
  private func split(at t: Double) -> (left: PathSegment, right: PathSegment) {
    let l = PathGeometry.lerp
    let ab = l(start, control1, t)
    let bc = l(control1, control2, t)
    let cd = l(control2, end, t)
    let abc = l(ab, bc, t)
    let bcd = l(bc, cd, t)
    let mid = l(abc, bcd, t)
    return (.cubic(start, ab, abc, mid), .cubic(mid, bcd, cd, end))
  }

  /// The element that draws this piece from the current point.
  package var element: PathElement {
    if isLine { return .lineTo(end) }
    if let quadControl { return .quadCurveTo(end, control: quadControl) }
    return .curveTo(end, control1: control1, control2: control2)
  }

  /// The same piece drawn from `end` to `start`.
  package var reversed: PathSegment {
    var r = PathSegment(
      start: end, control1: control2, control2: control1, end: start, isLine: isLine,
      quadControl: quadControl)
    if isLine { r.control1 = end }
    if isLine { r.control2 = start }
    return r
  }
}

/// A run of connected pieces starting at a `moveTo` (Core Graphics' subpath). A closed
/// subpath's last piece is the line back to its start, when that line has length.
package struct PathSubpath: Sendable, Equatable {
  /// The first point, points.
  package var start: CGPoint
  /// The pieces, in drawing order.
  package var segments: [PathSegment]
  /// Whether `closeSubpath` ended it.
  package var isClosed: Bool
}

/// Geometry of element lists: subpaths, bounds, hit-testing, length and trimming, shared by
/// `CGPath`, `UIBezierPath`, the display list and the renderer.
package enum PathGeometry {
  /// How far, in points, a flattened curve may stray from the true curve (hit-testing and
  /// lengths): 0.005 pt.
  package static let flatteningTolerance = 0.005

  /// The point a fraction `t` of the way from `a` to `b`.
  package static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }

  /// The distance between two points.
  package static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
    Double(hypot(b.x - a.x, b.y - a.y))
  }

  /// The subpaths of `elements`, as Core Graphics reads them: `moveTo` starts one;
  /// `closeSubpath` adds the line back to its start and makes the start the current point, so a
  /// line after it starts a new subpath there; a line or curve with no current point starts at
  /// its own end point.
  package static func subpaths(_ elements: [PathElement]) -> [PathSubpath] {
    var result: [PathSubpath] = []
    var current: PathSubpath?
    var point: CGPoint?
    func begin(_ p: CGPoint) {
      if let current { result.append(current) }
      current = PathSubpath(start: p, segments: [], isClosed: false)
      point = p
    }
    for element in elements {
      switch element {
      case .moveTo(let p):
        begin(p)
      case .lineTo(let p), .quadCurveTo(let p, _), .curveTo(let p, _, _):
        if current == nil || current!.isClosed { begin(point ?? p) }
        let from = point!
        switch element {
        case .quadCurveTo(_, let c): current!.segments.append(.quad(from, c, p))
        case .curveTo(_, let c1, let c2): current!.segments.append(.cubic(from, c1, c2, p))
        default: current!.segments.append(.line(from, p))
        }
        point = p
      case .closeSubpath:
        guard var open = current, !open.isClosed, let from = point else { continue }
        if from != open.start { open.segments.append(.line(from, open.start)) }
        open.isClosed = true
        current = open
        point = open.start
      }
    }
    if let current { result.append(current) }
    return result
  }

  /// The smallest rectangle holding every point of `elements`, control points included
  /// (`CGPath.boundingBox`); `CGRect.null` when there are none.
  package static func boundingBox(_ elements: [PathElement]) -> CGRect {
    enclosing(elements.flatMap(\.points))
  }

  /// The smallest rectangle holding the drawn path, control points excluded: end points and
  /// the extremes of each curve (`CGPath.boundingBoxOfPath`); `CGRect.null` when empty.
  package static func boundingBoxOfPath(_ elements: [PathElement]) -> CGRect {
    var points: [CGPoint] = []
    for subpath in subpaths(elements) {
      points.append(subpath.start)
      for segment in subpath.segments {
        points.append(segment.end)
        guard !segment.isLine else { continue }
        for t in extremaParameters(segment) { points.append(segment.point(at: t)) }
      }
    }
    return enclosing(points)
  }

  /// The parameters in (0, 1) where a cubic's x or y derivative is zero.
  private static func extremaParameters(_ s: PathSegment) -> [Double] {
    func roots(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
      // B'(t)/3 = a t² + b t + c.
      let a = -p0 + 3 * p1 - 3 * p2 + p3
      let b = 2 * (p0 - 2 * p1 + p2)
      let c = p1 - p0
      if abs(a) < 1e-12 {
        return abs(b) < 1e-12 ? [] : [-c / b]
      }
      let disc = b * b - 4 * a * c
      guard disc >= 0 else { return [] }
      let r = disc.squareRoot()
      return [(-b + r) / (2 * a), (-b - r) / (2 * a)]
    }
    let xs = roots(
      Double(s.start.x), Double(s.control1.x), Double(s.control2.x), Double(s.end.x))
    let ys = roots(
      Double(s.start.y), Double(s.control1.y), Double(s.control2.y), Double(s.end.y))
    return (xs + ys).filter { $0 > 0 && $0 < 1 }
  }

  /// The bounding rectangle of `points`, `CGRect.null` for none.
  private static func enclosing(_ points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for p in points.dropFirst() {
      minX = min(minX, p.x)
      maxX = max(maxX, p.x)
      minY = min(minY, p.y)
      maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether `point` is inside the area `elements` enclose under `rule`, every subpath taken as
  /// closed (as filling does); curves are flattened within ``flatteningTolerance``. A ray
  /// from the point towards +x counts each crossing edge +1 going down (y increasing) and −1
  /// going up; inside is a non-zero sum (winding) or an odd number of crossings (even-odd).
  package static func contains(
    _ point: CGPoint, in elements: [PathElement], rule: CGPathFillRule
  ) -> Bool {
    var winding = 0
    var crossings = 0
    let px = Double(point.x)
    let py = Double(point.y)
    func edge(_ a: CGPoint, _ b: CGPoint) {
      let ay = Double(a.y)
      let by = Double(b.y)
      guard (ay <= py) != (by <= py) else { return }
      let x = Double(a.x) + (py - ay) / (by - ay) * Double(b.x - a.x)
      guard x > px else { return }
      crossings += 1
      winding += by > ay ? 1 : -1
    }
    for subpath in subpaths(elements) {
      var previous = subpath.start
      for segment in subpath.segments {
        let n = segment.flatteningCount
        for i in 1...n {
          let p = i == n ? segment.end : segment.point(at: Double(i) / Double(n))
          edge(previous, p)
          previous = p
        }
      }
      edge(previous, subpath.start)
    }
    return rule == .winding ? winding != 0 : crossings % 2 == 1
  }

  /// The drawn length of `elements` in points: lines exactly, curves flattened within
  /// ``flatteningTolerance``; a closed subpath includes its closing line.
  package static func length(_ elements: [PathElement]) -> Double {
    subpaths(elements).reduce(0) { sum, subpath in
      subpath.segments.reduce(sum) { $0 + ($1.lengthTable.last ?? 0) }
    }
  }

  /// The part of `elements` between the fractions `start` and `end` (0…1, clamped) of its
  /// drawn length, over all subpaths in order: what Core Animation strokes for a shape layer's
  /// `strokeStart` and `strokeEnd`. A curve cut inside is split exactly at the parameter
  /// whose flattened length reaches the cut; a closed subpath kept whole stays closed. Empty
  /// when `end ≤ start`.
  package static func trimmed(_ elements: [PathElement], from start: Double, to end: Double)
    -> [PathElement]
  {
    let a = min(1, max(0, start.isNaN ? 0 : start))
    let b = min(1, max(0, end.isNaN ? 1 : end))
    if a <= 0 && b >= 1 { return elements }
    let paths = subpaths(elements)
    let tables = paths.map { $0.segments.map(\.lengthTable) }
    let total = tables.joined().reduce(0) { $0 + ($1.last ?? 0) }
    guard b > a, total > 0 else { return [] }
    let from = a * total
    let to = b * total
    var result: [PathElement] = []
    var offset = 0.0
    for (subpath, lengths) in zip(paths, tables) {
      let subpathStart = offset
      var connected = false
      for (segment, table) in zip(subpath.segments, lengths) {
        let length = table.last ?? 0
        let s0 = offset
        offset += length
        let overlaps = length > 0 ? offset > from && s0 < to : s0 > from && s0 < to
        guard overlaps else {
          connected = false
          continue
        }
        let t0 = s0 >= from ? 0 : parameter(at: from - s0, table: table)
        let t1 = offset <= to ? 1 : parameter(at: to - s0, table: table)
        let piece = segment.portion(from: t0, to: t1)
        if !connected { result.append(.moveTo(piece.start)) }
        result.append(
          t0 == 0 && t1 == 1 ? segment.element : PathSegment.cubicOrLine(piece).element)
        connected = t1 == 1
      }
      if subpath.isClosed && subpathStart >= from && offset <= to && !subpath.segments.isEmpty {
        result.append(.closeSubpath)
      }
    }
    return result
  }

  /// The curve parameter at which a piece whose cumulative lengths are `table` (at uniform
  /// parameters) has run `length` points, interpolated between the table's entries.
  private static func parameter(at length: Double, table: [Double]) -> Double {
    let n = table.count - 1
    guard n > 0, let total = table.last, total > 0 else { return 0 }
    if length <= 0 { return 0 }
    if length >= total { return 1 }
    var low = 0
    var high = n
    while high - low > 1 {
      let mid = (low + high) / 2
      if table[mid] < length { low = mid } else { high = mid }
    }
    let span = table[high] - table[low]
    let f = span > 0 ? (length - table[low]) / span : 0
    return (Double(low) + f) / Double(n)
  }

  /// The elements of `subpaths` in reverse: each subpath from its end to its start, pieces
  /// reversed, the last subpath first (`UIBezierPath.reversing()`); closed subpaths stay closed.
  package static func reversed(_ elements: [PathElement]) -> [PathElement] {
    var result: [PathElement] = []
    for subpath in subpaths(elements).reversed() {
      var segments = subpath.segments
      var closingDropped = false
      if subpath.isClosed, let last = segments.last, last.isLine, last.end == subpath.start {
        // The closing line is drawn again by closeSubpath.
        segments.removeLast()
        closingDropped = true
      }
      let start = segments.last?.end ?? subpath.start
      result.append(.moveTo(closingDropped || !subpath.isClosed ? start : subpath.start))
      for segment in segments.reversed() { result.append(segment.reversed.element) }
      if subpath.isClosed { result.append(.closeSubpath) }
    }
    return result
  }
}

extension PathSegment {
  /// `piece` as drawn: a line stays a line, a cut curve becomes the cubic of its control
  /// points (a cut quadratic is drawn as its exact cubic).
  fileprivate static func cubicOrLine(_ piece: PathSegment) -> PathSegment {
    var p = piece
    p.quadControl = nil
    return p
  }
}
