import Foundation

@_implementationOnly import CCairo

// Filling, stroking and clipping: the current path or a convenience shape, with the state's
// colours, alpha, blend mode and line style.
extension CGContext {
  /// Fills the current path with the fill colour and `rule`, then ends the path
  /// (`fillPath(using:)`).
  public func fillPath(using rule: CGPathFillRule = .winding) {
    paint(devicePath.elements, fill: rule, stroke: false)
    beginPath()
  }

  /// Strokes the current path with the stroke colour and line style, then ends the path
  /// (`strokePath()`).
  public func strokePath() {
    paint(devicePath.elements, fill: nil, stroke: true)
    beginPath()
  }

  /// Paints the current path as `mode` says, then ends the path (`drawPath(using:)`).
  public func drawPath(using mode: CGPathDrawingMode) {
    switch mode {
    case .fill: paint(devicePath.elements, fill: .winding, stroke: false)
    case .eoFill: paint(devicePath.elements, fill: .evenOdd, stroke: false)
    case .stroke: paint(devicePath.elements, fill: nil, stroke: true)
    case .fillStroke: paint(devicePath.elements, fill: .winding, stroke: true)
    case .eoFillStroke: paint(devicePath.elements, fill: .evenOdd, stroke: true)
    }
    beginPath()
  }

  /// Intersects the clip with the current path's inside by `rule`, then ends the path
  /// (`clip(using:)`); the clip lasts until the state it was set in is restored.
  public func clip(using rule: CGPathFillRule = .winding) {
    clip(devicePath.elements, rule: rule)
    beginPath()
  }

  /// Intersects the clip with `rect` (`clip(to:)`); the current path is kept.
  public func clip(to rect: CGRect) { clip(to: [rect]) }

  /// Intersects the clip with the union of `rects` (`clip(to:)`).
  public func clip(to rects: [CGRect]) {
    let shape = CGMutablePath()
    shape.addRects(rects, transform: ctm)
    clip(shape.elements, rule: .winding)
  }

  /// Removes the clip (`resetClip()`).
  public func resetClip() { cairo_reset_clip(cr) }

  /// The clip's bounding box in user space (`boundingBoxOfClipPath`).
  public var boundingBoxOfClipPath: CGRect {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_identity_matrix(cr)
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(ctm.inverted())
  }

  /// Fills `rect` with the fill colour (`fill(_:)`); the current path is kept.
  public func fill(_ rect: CGRect) { fill([rect]) }

  /// Fills each of `rects` (`fill(_:)`).
  public func fill(_ rects: [CGRect]) {
    let shape = CGMutablePath()
    shape.addRects(rects, transform: ctm)
    paint(shape.elements, fill: .winding, stroke: false)
  }

  /// Strokes `rect`'s outline with the stroke colour and line style (`stroke(_:)`).
  public func stroke(_ rect: CGRect) {
    let shape = CGMutablePath()
    shape.addRect(rect, transform: ctm)
    paint(shape.elements, fill: nil, stroke: true)
  }

  /// Strokes `rect`'s outline `width` user units wide (`stroke(_:width:)`).
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }

  /// Fills the ellipse inscribed in `rect` (`fillEllipse(in:)`).
  public func fillEllipse(in rect: CGRect) {
    let shape = CGMutablePath()
    shape.addEllipse(in: rect, transform: ctm)
    paint(shape.elements, fill: .winding, stroke: false)
  }

  /// Strokes the ellipse inscribed in `rect` (`strokeEllipse(in:)`).
  public func strokeEllipse(in rect: CGRect) {
    let shape = CGMutablePath()
    shape.addEllipse(in: rect, transform: ctm)
    paint(shape.elements, fill: nil, stroke: true)
  }

  /// Strokes the segments between consecutive pairs of `points` (`strokeLineSegments(between:)`):
  /// 0–1, 2–3, …; an odd last point is ignored.
  public func strokeLineSegments(between points: [CGPoint]) {
    let shape = CGMutablePath()
    for pair in stride(from: 0, to: points.count - 1, by: 2) {
      shape.move(to: points[pair], transform: ctm)
      shape.addLine(to: points[pair + 1], transform: ctm)
    }
    paint(shape.elements, fill: nil, stroke: true)
  }

  /// Makes `rect` transparent, whatever the blend mode and alpha (`clear(_:)`).
  public func clear(_ rect: CGRect) {
    let shape = CGMutablePath()
    shape.addRect(rect, transform: ctm)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_new_path(cr)
    appendCairoPath(shape.elements, to: cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_fill(cr)
    cairo_restore(cr)
  }

  /// Paints `color` under everything drawn so far, over the whole bitmap, whatever the clip
  /// and matrix: a backing store without alpha shows its uncovered pixels in it (black).
  package func fillBehind(_ color: CGColor) {
    markAllInked()
    cairo_save(cr)
    cairo_reset_clip(cr)
    cairo_identity_matrix(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OVER)
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  // MARK: Cairo

  /// Fills `elements` (pixels) with `fill`'s rule when given, then strokes them when `stroke`.
  func paint(_ elements: [PathElement], fill: CGPathFillRule?, stroke: Bool) {
    guard !elements.isEmpty else { return }
    shadowed { paintUnshadowed(elements, fill: fill, stroke: stroke) }
  }

  /// Fills and strokes `elements` (pixels) without the shadow.
  private func paintUnshadowed(_ elements: [PathElement], fill: CGPathFillRule?, stroke: Bool) {
    if fill != nil { markInked(elements, stroke: false) }
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_new_path(cr)
    appendCairoPath(elements, to: cr)
    applyCompositing()
    if let fill {
      cairo_set_fill_rule(
        cr, fill == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      setSource(state.fillColor)
      if stroke { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
    }
    if stroke, setCairoMatrix(state.ctm) {
      applyLineStyle()
      markStrokeInked(elements)
      setSource(state.strokeColor)
      cairo_stroke(cr)
    }
    cairo_restore(cr)
  }

  /// Widens the inked box by what stroking `elements` (pixels, Cairo's current path, with the
  /// line style and matrix set) touches: Cairo's own extents of the stroke
  /// (`cairo_stroke_extents`: the box of the outline it fills, joins and caps as drawn, dashes
  /// applied), mapped to pixels and widened by 2 pixels for antialiasing, within the bound of
  /// ``markInked(_:stroke:)``, which assumes every join reaches the miter limit (with
  /// UIKit's limit of 10, a 4 pt line at @3x adds 60 pixels on every side of a signature's
  /// box). Nothing for a stroke that covers nothing.
  private func markStrokeInked(_ elements: [PathElement]) {
    guard document == nil, inkedBox != .all(width: width, height: height) else { return }
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
    guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
      markAllInked()
      return
    }
    guard x2 > x1, y2 > y1 else { return }
    // User space (the stroke's matrix) back to pixels: the box of the corners.
    var xs = [x1, x2, x1, x2]
    var ys = [y1, y1, y2, y2]
    for i in 0..<4 { cairo_user_to_device(cr, &xs[i], &ys[i]) }
    let exact = PixelBox(
      covering: CGRect(
        x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!),
      margin: 2, width: width, height: height)
    inkedBox = inkedBox.union(exact.intersection(conservativeBox(elements, stroke: true)))
  }

  /// Widens the inked box by what filling or stroking `elements` (pixels) can touch: the box
  /// of their points (a Bézier curve lies inside its control points' hull), widened for a
  /// stroke by half the line width mapped by the matrix, times the longest a join or cap can
  /// reach (the miter limit for mitred joins, √2 for square caps), and by 2 pixels for
  /// antialiasing.
  private func markInked(_ elements: [PathElement], stroke: Bool) {
    guard document == nil, inkedBox != .all(width: width, height: height) else { return }
    inkedBox = inkedBox.union(conservativeBox(elements, stroke: stroke))
  }

  /// The pixels ``markInked(_:stroke:)`` adds for `elements`.
  private func conservativeBox(_ elements: [PathElement], stroke: Bool) -> PixelBox {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    func add(_ p: CGPoint) {
      minX = min(minX, Double(p.x))
      maxX = max(maxX, Double(p.x))
      minY = min(minY, Double(p.y))
      maxY = max(maxY, Double(p.y))
    }
    for element in elements {
      switch element {
      case .moveTo(let p), .lineTo(let p): add(p)
      case .quadCurveTo(let p, let c):
        add(p)
        add(c)
      case .curveTo(let p, let c1, let c2):
        add(p)
        add(c1)
        add(c2)
      case .closeSubpath: break
      }
    }
    guard minX <= maxX, minY <= maxY else { return .empty }
    var margin = 2.0
    if stroke {
      // The matrix stretches no length by more than its Frobenius norm.
      let t = state.ctm
      let norm = Double((t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d).squareRoot())
      let reach = max(2.0.squareRoot(), state.lineJoin == .miter ? state.miterLimit : 1)
      margin += abs(state.lineWidth) / 2 * norm * reach
    }
    return PixelBox(
      covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), margin: margin,
      width: width, height: height)
  }

  /// Intersects Cairo's clip with `elements` (pixels) by `rule`.
  func clip(_ elements: [PathElement], rule: CGPathFillRule) {
    cairo_identity_matrix(cr)
    cairo_new_path(cr)
    appendCairoPath(elements, to: cr)
    cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_set_antialias(cr, antialias)
    cairo_clip(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
  }

  /// The blend mode and antialiasing of the state, on Cairo.
  func applyCompositing() {
    cairo_set_operator(cr, state.blendMode.cairoOperator)
    cairo_set_antialias(cr, antialias)
    cairo_set_tolerance(cr, state.flatness)
  }

  private var antialias: cairo_antialias_t {
    state.antialias && state.allowsAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE
  }

  private func applyLineStyle() {
    cairo_set_line_width(cr, state.lineWidth)
    let cap: cairo_line_cap_t =
      switch state.lineCap {
      case .butt: CAIRO_LINE_CAP_BUTT
      case .round: CAIRO_LINE_CAP_ROUND
      case .square: CAIRO_LINE_CAP_SQUARE
      }
    let join: cairo_line_join_t =
      switch state.lineJoin {
      case .miter: CAIRO_LINE_JOIN_MITER
      case .round: CAIRO_LINE_JOIN_ROUND
      case .bevel: CAIRO_LINE_JOIN_BEVEL
      }
    cairo_set_line_cap(cr, cap)
    cairo_set_line_join(cr, join)
    cairo_set_miter_limit(cr, state.miterLimit)
    let lengths = state.dashLengths.filter { $0 >= 0 }
    if lengths.isEmpty || lengths.allSatisfy({ $0 == 0 }) {
      cairo_set_dash(cr, nil, 0, 0)
    } else {
      cairo_set_dash(cr, lengths, Int32(lengths.count), state.dashPhase)
    }
  }

  /// Sets Cairo's matrix to `transform`; `false` (and nothing set) when it cannot be inverted,
  /// which would put Cairo's context in an error state for good.
  func setCairoMatrix(_ transform: CGAffineTransform) -> Bool {
    let t = transform
    let determinant = Double(t.a * t.d - t.b * t.c)
    guard determinant != 0, determinant.isFinite, Double(t.tx).isFinite, Double(t.ty).isFinite
    else { return false }
    var matrix = cairo_matrix_t(
      xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx),
      y0: Double(t.ty))
    cairo_set_matrix(cr, &matrix)
    return true
  }

  /// Sets Cairo's source to `color` with the state's alpha multiplied in.
  func setSource(_ color: CGColor) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * state.alpha)
  }
}
