import Foundation

extension CALayer {
  /// The layer's own coordinate space, points (`bounds`, default `.zero`). A view's layer
  /// reads and writes the view's ``UIView/bounds``.
  public var bounds: CGRect {
    get { view?.bounds ?? storedBounds }
    set {
      if let view {
        view.bounds = newValue
      } else {
        let old = storedBounds
        changeAnimatably(.bounds) { storedBounds = newValue }
        // Core Animation lays a layer out again when its size changes.
        if storedBounds.size != old.size { setNeedsLayout() }
        didChangeValue(forKey: "bounds", from: old, to: storedBounds)
      }
    }
  }

  /// Where the layer's ``anchorPoint`` is in its superlayer's coordinates, points
  /// (`position`, default `.zero`). A view's layer reads and writes the view's
  /// ``UIView/center``.
  public var position: CGPoint {
    get { view?.center ?? storedPosition }
    set {
      if let view {
        view.center = newValue
      } else {
        let old = storedPosition
        changeAnimatably(.center) { storedPosition = newValue }
        didChangeValue(forKey: "position", from: old, to: storedPosition)
      }
    }
  }

  /// The transform applied about the anchor point (`transform`, default
  /// ``CATransform3DIdentity``). A view's layer reads and writes the view's
  /// ``UIView/transform3D``, depth and perspective included. A transform with perspective
  /// (`m14`, `m24`, `m34`) is drawn with the exact projection of the layer's plane, its
  /// subtree flattened into it as Core Animation flattens it (docs/transforms-3d.md).
  public var transform: CATransform3D {
    get { view.map(\.transform3D) ?? storedTransform }
    set {
      if let view {
        view.transform3D = newValue
      } else {
        changeAnimatably(.transform) { storedTransform = newValue }
      }
    }
  }

  /// The affine part of ``transform`` (`affineTransform()`).
  public func affineTransform() -> CGAffineTransform {
    CATransform3DGetAffineTransform(transform)
  }

  /// Sets ``transform`` to the affine transform `m` (`setAffineTransform(_:)`).
  public func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }

  /// Whether the layer and its sublayers are not drawn (`isHidden`, default false). A view's
  /// layer reads and writes the view's ``UIView/isHidden``.
  public var isHidden: Bool {
    get { view?.isHidden ?? storedIsHidden }
    set {
      if let view { view.isHidden = newValue } else { storedIsHidden = newValue }
    }
  }

  /// The opacity, 0…1 (`opacity`, default 1), applied to the layer and its sublayers as one
  /// group (Core Animation's `allowsGroupOpacity`, on since iOS 7). A view's layer reads and
  /// writes the view's ``UIView/alpha``. Values outside 0…1 are clamped when drawn.
  public var opacity: Float {
    get { view.map { Float($0.alpha) } ?? storedOpacity }
    set {
      if let view {
        view.alpha = CGFloat(newValue)
      } else {
        changeAnimatably(.alpha) { storedOpacity = newValue }
      }
    }
  }

  /// The pixels per point of the layer's backing store (`contentsScale`, default 1). A view's
  /// layer in a window reads the screen's scale, as UIKit sets it there, unless it was set.
  /// It is the scale of what ``draw(in:)`` draws and of how ``contents`` is shown; the rest of
  /// a frame is drawn as vectors at the device's scale.
  public var contentsScale: CGFloat {
    get {
      if let scale = storedContentsScale { return scale }
      if let window = view?.window { return window.screenScale }
      return view == nil ? 1 : (SimulationContext.screen?.scale ?? 1)
    }
    set {
      storedContentsScale = newValue > 0 ? newValue : nil
      displayDidChange()
    }
  }

  /// The layer's rectangle in its superlayer's coordinates, points (`frame`): the bounding box
  /// of ``bounds`` mapped by ``transform`` about ``anchorPoint`` and placed at ``position``
  /// (Core Animation derives it so); without a transform exactly `bounds.size` with the anchor
  /// point at `position`. A view's layer reads and writes the view's ``UIView/frame``.
  ///
  /// Setting it on a layer of its own sets `bounds.size` (keeping `bounds.origin`) and then
  /// `position` so that the frame reads back as set: under a transform, the size that
  /// transformed has the new frame's size (Apple calls the value undefined then, for rotations
  /// that are not multiples of 90°); a transform that cannot be inverted ignores the new
  /// frame. Only the affine part of the transform counts.
  public var frame: CGRect {
    get {
      if let view { return view.frame }
      let affine = affineTransform()
      let b = storedBounds
      if affine.isIdentity {
        return CGRect(
          x: storedPosition.x - anchorPoint.x * b.width,
          y: storedPosition.y - anchorPoint.y * b.height, width: b.width, height: b.height)
      }
      return b.applying(transformToSuperlayer)
    }
    set {
      if let view {
        view.frame = newValue
        return
      }
      let affine = affineTransform()
      let size: CGSize
      if affine.isIdentity {
        size = newValue.size
      } else {
        guard let inverse = affine.invertedOrNil() else { return }
        size = CGRect(origin: .zero, size: newValue.size).applying(inverse).size
      }
      let newBounds = CGRect(origin: storedBounds.origin, size: size)
      let newPosition: CGPoint
      if affine.isIdentity {
        newPosition = CGPoint(
          x: newValue.minX + anchorPoint.x * size.width,
          y: newValue.minY + anchorPoint.y * size.height)
      } else {
        // Where the transformed bounds lie around the position; the position puts them at the
        // new frame's origin, so the frame reads back as set.
        let around = newBounds.applying(
          CALayer.transformToSuperlayer(
            position: .zero, bounds: newBounds, anchorPoint: anchorPoint, transform: affine))
        newPosition = CGPoint(x: newValue.minX - around.minX, y: newValue.minY - around.minY)
      }
      // Through the setters, so that a layer on screen animates both (Core Animation's
      // `frame` is its bounds and position).
      bounds = newBounds
      position = newPosition
    }
  }

  /// Maps a point of this layer's bounds space to its superlayer's coordinates (model
  /// values): `p' = (p − anchor)·affine(transform) + position`, `anchor` the anchor point in
  /// bounds space. A view's layer uses the view's ``UIView/transformToSuperview``.
  package var transformToSuperlayer: CGAffineTransform {
    if let view { return view.transformToSuperview }
    return CALayer.transformToSuperlayer(
      position: storedPosition, bounds: storedBounds, anchorPoint: anchorPoint,
      transform: affineTransform())
  }

  /// `(p − anchor)·transform + position` as one affine transform, for given geometry.
  package static func transformToSuperlayer(
    position: CGPoint, bounds: CGRect, anchorPoint: CGPoint, transform: CGAffineTransform
  ) -> CGAffineTransform {
    let anchor = CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width,
      y: bounds.minY + anchorPoint.y * bounds.height)
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
  }

  /// This layer's bounds space to the bounds space of the root of its layer tree, and that
  /// root.
  private var transformToRoot: (CGAffineTransform, CALayer) {
    var result = CGAffineTransform.identity
    var current = self
    while let parent = current.superlayer {
      result = result.concatenating(current.transformToSuperlayer)
      current = parent
    }
    return (result, current)
  }

  /// `p`, given in `l`'s coordinates, in this layer's (`convert(_:from:)`); `l` `nil` means
  /// the root of this layer's tree. Layers in different trees, or a transform that cannot be
  /// inverted, give `p` back unchanged (Apple: the layers "must share a common parent").
  public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
    p.applying(mapping(from: l) ?? .identity)
  }

  /// `p`, given in this layer's coordinates, in `l`'s (`convert(_:to:)`); as
  /// ``convert(_:from:)-(CGPoint,_)`` otherwise.
  public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    p.applying(mapping(to: l) ?? .identity)
  }

  /// `r`, given in `l`'s coordinates, in this layer's: the bounding box of the mapped
  /// rectangle (`convert(_:from:)`).
  public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
    r.applying(mapping(from: l) ?? .identity)
  }

  /// `r`, given in this layer's coordinates, in `l`'s: the bounding box of the mapped
  /// rectangle (`convert(_:to:)`).
  public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
    r.applying(mapping(to: l) ?? .identity)
  }

  /// This layer's coordinates to `l`'s (the root's when `nil`), or `nil` when there is no
  /// such mapping.
  private func mapping(to l: CALayer?) -> CGAffineTransform? {
    let (own, root) = transformToRoot
    guard let l else { return own }
    let (other, otherRoot) = l.transformToRoot
    guard root === otherRoot, let inverse = other.invertedOrNil() else { return nil }
    return own.concatenating(inverse)
  }

  /// `l`'s coordinates (the root's when `nil`) to this layer's.
  private func mapping(from l: CALayer?) -> CGAffineTransform? {
    mapping(to: l)?.invertedOrNil()
  }
}
