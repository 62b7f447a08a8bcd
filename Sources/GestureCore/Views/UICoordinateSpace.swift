import Foundation

/// A space points and rectangles can be converted between (`UICoordinateSpace`): a view's
/// bounds, or the screen's (``UIScreen/coordinateSpace``). Conversions between two views are
/// their `convert(_:to:)` for views; with the screen, through the view's window, whose origin
/// is where the window sits on the screen.
///
/// Apple: https://developer.apple.com/documentation/uikit/uicoordinatespace
@preconcurrency @MainActor
public protocol UICoordinateSpace: _ObjCProtocol {
  /// `point` in this space converted to `coordinateSpace` (`convert(_:to:)`).
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// `point` in `coordinateSpace` converted to this space (`convert(_:from:)`).
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// `rect` in this space converted to `coordinateSpace` (`convert(_:to:)`).
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// `rect` in `coordinateSpace` converted to this space (`convert(_:from:)`).
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  /// The space's bounds, points (`bounds`).
  var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {
  /// `point` in the view's bounds converted to `coordinateSpace` (`convert(_:to:)`): for a view
  /// as ``convert(_:to:)-(CGPoint,UIView?)``, else through the screen.
  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
    let onScreen = pointOnScreen(convert(point, to: UIView?.none))
    return coordinateSpace.convert(onScreen, from: ScreenCoordinateSpace.shared(for: self))
  }

  /// `point` in `coordinateSpace` converted to the view's bounds (`convert(_:from:)`).
  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
    let onScreen = coordinateSpace.convert(point, to: ScreenCoordinateSpace.shared(for: self))
    return convert(pointInWindow(onScreen), from: UIView?.none)
  }

  /// `rect` in the view's bounds converted to `coordinateSpace` (`convert(_:to:)`), as the
  /// bounding box of its converted corners.
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
    return ScreenCoordinateSpace.boundingBox(of: rect) { convert($0, to: coordinateSpace) }
  }

  /// `rect` in `coordinateSpace` converted to the view's bounds (`convert(_:from:)`).
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
    return ScreenCoordinateSpace.boundingBox(of: rect) { convert($0, from: coordinateSpace) }
  }

  /// A point in the window's coordinates, on the screen.
  private func pointOnScreen(_ point: CGPoint) -> CGPoint {
    let origin = window?.frame.origin ?? .zero
    return CGPoint(x: point.x + origin.x, y: point.y + origin.y)
  }

  /// A point on the screen, in the window's coordinates.
  private func pointInWindow(_ point: CGPoint) -> CGPoint {
    let origin = window?.frame.origin ?? .zero
    return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
  }
}

/// The screen's space (``UIScreen/coordinateSpace`` and ``UIScreen/fixedCoordinateSpace``: the
/// simulated devices stay portrait, so the two are the same).
@preconcurrency @MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
  let bounds: CGRect

  init(bounds: CGRect) { self.bounds = bounds }

  /// The space of the screen `view` is on (the run's screen, else one of `view`'s window's
  /// size).
  static func shared(for view: UIView) -> ScreenCoordinateSpace {
    ScreenCoordinateSpace(
      bounds: SimulationContext.screen?.bounds ?? view.window?.bounds ?? .zero)
  }

  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    if coordinateSpace is ScreenCoordinateSpace { return point }
    return coordinateSpace.convert(point, from: self)
  }

  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    if coordinateSpace is ScreenCoordinateSpace { return point }
    return coordinateSpace.convert(point, to: self)
  }

  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    Self.boundingBox(of: rect) { convert($0, to: coordinateSpace) }
  }

  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    Self.boundingBox(of: rect) { convert($0, from: coordinateSpace) }
  }

  /// The smallest rectangle holding `rect`'s four corners mapped by `map`.
  static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map(map)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}

extension UIScreen {
  /// The screen's coordinate space (`coordinateSpace`): its bounds, the origin at the top
  /// left of the portrait screen.
  @MainActor public var coordinateSpace: any UICoordinateSpace {
    ScreenCoordinateSpace(bounds: bounds)
  }

  /// The screen's space fixed to the portrait orientation (`fixedCoordinateSpace`): the same
  /// as ``coordinateSpace`` (the simulated devices do not rotate).
  @MainActor public var fixedCoordinateSpace: any UICoordinateSpace {
    ScreenCoordinateSpace(bounds: bounds)
  }
}
