import Foundation

/// The path data of an SVG `<path d="…">` (SVG 1.1, "Paths", and its grammar in "Path data"):
/// every command (`M L H V C S Q T A Z`, absolute and relative) made into ``PathElement``s,
/// elliptical arcs as cubic Béziers of at most a quarter turn each (the endpoint-to-centre
/// conversion of SVG 1.1 appendix F.6.5). What the icon set's glyphs are drawn from.
package enum SVGPathData {
  /// The elements of `data`, in the SVG's user units; parsing stops at the first malformed
  /// command and keeps what came before, as SVG renderers do ("render up to the error").
  package static func elements(of data: String) -> [PathElement] {
    var scanner = PathScanner(Array(data.utf8))
    var elements: [PathElement] = []
    var current = CGPoint.zero
    var start = CGPoint.zero
    var lastControl: CGPoint?
    var lastQuadControl: CGPoint?
    var command: UInt8 = 0
    while true {
      scanner.skipSeparators()
      guard let next = scanner.peek() else { break }
      if PathScanner.isCommand(next) {
        command = next
        scanner.advance()
      } else if command == 0 || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
        break
      } else if command == UInt8(ascii: "M") {
        command = UInt8(ascii: "L")  // Coordinates after a moveto are implicit linetos.
      } else if command == UInt8(ascii: "m") {
        command = UInt8(ascii: "l")
      }
      let relative = command >= UInt8(ascii: "a")
      let base = relative ? current : .zero
      func point(_ x: Double, _ y: Double) -> CGPoint {
        CGPoint(x: base.x + CGFloat(x), y: base.y + CGFloat(y))
      }
      var control: CGPoint?
      var quadControl: CGPoint?
      switch command | 0x20 {  // lower case
      case UInt8(ascii: "m"):
        guard let x = scanner.number(), let y = scanner.number() else { return elements }
        current = point(x, y)
        start = current
        elements.append(.moveTo(current))
      case UInt8(ascii: "l"):
        guard let x = scanner.number(), let y = scanner.number() else { return elements }
        current = point(x, y)
        elements.append(.lineTo(current))
      case UInt8(ascii: "h"):
        guard let x = scanner.number() else { return elements }
        current = CGPoint(x: base.x + CGFloat(x), y: current.y)
        elements.append(.lineTo(current))
      case UInt8(ascii: "v"):
        guard let y = scanner.number() else { return elements }
        current = CGPoint(x: current.x, y: base.y + CGFloat(y))
        elements.append(.lineTo(current))
      case UInt8(ascii: "c"):
        guard let x1 = scanner.number(), let y1 = scanner.number(), let x2 = scanner.number(),
          let y2 = scanner.number(), let x = scanner.number(), let y = scanner.number()
        else { return elements }
        let c1 = point(x1, y1)
        let c2 = point(x2, y2)
        current = point(x, y)
        elements.append(.curveTo(current, control1: c1, control2: c2))
        control = c2
      case UInt8(ascii: "s"):
        guard let x2 = scanner.number(), let y2 = scanner.number(), let x = scanner.number(),
          let y = scanner.number()
        else { return elements }
        let c1 = reflected(lastControl, about: current)
        let c2 = point(x2, y2)
        current = point(x, y)
        elements.append(.curveTo(current, control1: c1, control2: c2))
        control = c2
      case UInt8(ascii: "q"):
        guard let x1 = scanner.number(), let y1 = scanner.number(), let x = scanner.number(),
          let y = scanner.number()
        else { return elements }
        let c = point(x1, y1)
        current = point(x, y)
        elements.append(.quadCurveTo(current, control: c))
        quadControl = c
      case UInt8(ascii: "t"):
        guard let x = scanner.number(), let y = scanner.number() else { return elements }
        let c = reflected(lastQuadControl, about: current)
        current = point(x, y)
        elements.append(.quadCurveTo(current, control: c))
        quadControl = c
      case UInt8(ascii: "a"):
        guard let rx = scanner.number(), let ry = scanner.number(),
          let rotation = scanner.number(), let large = scanner.flag(),
          let sweep = scanner.flag(), let x = scanner.number(), let y = scanner.number()
        else { return elements }
        let end = point(x, y)
        elements += arc(
          from: current, to: end, radii: (abs(rx), abs(ry)), rotation: rotation,
          largeArc: large, sweep: sweep)
        current = end
      case UInt8(ascii: "z"):
        elements.append(.closeSubpath)
        current = start
      default:
        return elements
      }
      lastControl = control
      lastQuadControl = quadControl
    }
    return elements
  }

  /// The reflection of `control` about `point` (the first control of `S` and `T`), or `point`
  /// when the command before had no control of that kind.
  private static func reflected(_ control: CGPoint?, about point: CGPoint) -> CGPoint {
    guard let control else { return point }
    return CGPoint(x: 2 * point.x - control.x, y: 2 * point.y - control.y)
  }

  /// An elliptical arc as cubic Béziers (SVG 1.1 appendix F.6.5 and F.6.6: zero radii give
  /// a line, too-small radii are scaled up until the arc fits).
  static func arc(
    from p1: CGPoint, to p2: CGPoint, radii: (Double, Double), rotation degrees: Double,
    largeArc: Bool, sweep: Bool
  ) -> [PathElement] {
    var (rx, ry) = radii
    let x1 = Double(p1.x)
    let y1 = Double(p1.y)
    let x2 = Double(p2.x)
    let y2 = Double(p2.y)
    if x1 == x2 && y1 == y2 { return [] }
    if rx == 0 || ry == 0 { return [.lineTo(p2)] }
    let phi = degrees * .pi / 180
    let (cosPhi, sinPhi) = (cos(phi), sin(phi))
    let dx = (x1 - x2) / 2
    let dy = (y1 - y2) / 2
    let x1p = cosPhi * dx + sinPhi * dy
    let y1p = -sinPhi * dx + cosPhi * dy
    let lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    let numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
    let denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p
    var factor = (max(0, numerator) / denominator).squareRoot()
    if largeArc == sweep { factor = -factor }
    let cxp = factor * rx * y1p / ry
    let cyp = -factor * ry * x1p / rx
    let cx = cosPhi * cxp - sinPhi * cyp + (x1 + x2) / 2
    let cy = sinPhi * cxp + cosPhi * cyp + (y1 + y2) / 2
    func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
      atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    }
    let theta1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
    var delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
    if !sweep && delta > 0 { delta -= 2 * .pi }
    if sweep && delta < 0 { delta += 2 * .pi }
    let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
    let step = delta / Double(segments)
    // The control distance of a cubic approximating a circular arc of `step`.
    let k = 4.0 / 3.0 * tan(step / 4)
    func onEllipse(_ t: Double) -> (Double, Double) {
      let (c, s) = (cos(t), sin(t))
      return (
        cx + rx * c * cosPhi - ry * s * sinPhi, cy + rx * c * sinPhi + ry * s * cosPhi
      )
    }
    func derivative(_ t: Double) -> (Double, Double) {
      let (c, s) = (cos(t), sin(t))
      return (-rx * s * cosPhi - ry * c * sinPhi, -rx * s * sinPhi + ry * c * cosPhi)
    }
    var elements: [PathElement] = []
    var t = theta1
    for index in 0..<segments {
      let t2 = t + step
      let (ax, ay) = onEllipse(t)
      let (bx, by) = index == segments - 1 ? (x2, y2) : onEllipse(t2)
      let (dax, day) = derivative(t)
      let (dbx, dby) = derivative(t2)
      elements.append(
        .curveTo(
          CGPoint(x: bx, y: by), control1: CGPoint(x: ax + k * dax, y: ay + k * day),
          control2: CGPoint(x: bx - k * dbx, y: by - k * dby)))
      t = t2
    }
    return elements
  }
}

/// Reads numbers and flags of SVG path data (SVG 1.1 "The grammar for path data": numbers may
/// run together, `1.5.5` is 1.5 and .5, `-` starts a new number, flags are single digits).
private struct PathScanner {
  let bytes: [UInt8]
  var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  static func isCommand(_ byte: UInt8) -> Bool {
    let commands: [UInt8] = Array("MmLlHhVvCcSsQqTtAaZz".utf8)
    return commands.contains(byte)
  }

  func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }
  mutating func advance() { index += 1 }

  mutating func skipSeparators() {
    while let byte = peek(),
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") || byte == 0x0A || byte == 0x0D
        || byte == 0x09
    {
      advance()
    }
  }

  /// A flag of an arc: `0` or `1`.
  mutating func flag() -> Bool? {
    skipSeparators()
    guard let byte = peek(), byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else {
      return nil
    }
    advance()
    return byte == UInt8(ascii: "1")
  }

  /// A number: sign, digits, one decimal point, exponent.
  mutating func number() -> Double? {
    skipSeparators()
    let begin = index
    if let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { advance() }
    var digits = 0
    var sawPoint = false
    while let byte = peek() {
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        digits += 1
        advance()
      } else if byte == UInt8(ascii: "."), !sawPoint {
        sawPoint = true
        advance()
      } else {
        break
      }
    }
    guard digits > 0 else {
      index = begin
      return nil
    }
    if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      let mark = index
      advance()
      if let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { advance() }
      var exponentDigits = 0
      while let byte = peek(), byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        exponentDigits += 1
        advance()
      }
      if exponentDigits == 0 { index = mark }
    }
    return Double(String(decoding: bytes[begin..<index], as: UTF8.self))
  }
}
