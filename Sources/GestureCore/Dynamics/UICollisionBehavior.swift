import Foundation

/// Keeps its items from passing through each other and through boundaries, UIKit's
/// `UICollisionBehavior` (docs/dynamics.md, "Collisions").
///
/// Items collide as boxes turned with their rotation (`.ellipse` items as circles); a boundary
/// is a straight segment (`addBoundary(withIdentifier:from:to:)`), a path's outline flattened
/// to segments, or the reference view's bounds (``translatesReferenceBoundsIntoBoundary``).
/// A contact's elasticity is the larger of the two items' (a boundary has the item's), its
/// friction the geometric mean of the two (a boundary's is the item's).
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
  /// What an item collides with, UIKit's `UICollisionBehavior.Mode`.
  public struct Mode: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// With the behaviour's other items.
    public static let items = Mode(rawValue: 1 << 0)
    /// With the boundaries.
    public static let boundaries = Mode(rawValue: 1 << 1)
    /// With both (the default).
    public static let everything = Mode(rawValue: UInt.max)
  }

  private var list: DynamicItemList
  private var boundaries: [(identifier: any NSCopying, path: UIBezierPath)] = []
  private var referenceInsets: UIEdgeInsets?

  /// A collision behaviour for `items` (`init(items:)`).
  public init(items: [any UIDynamicItem]) {
    list = DynamicItemList(items)
    super.init()
  }

  /// A collision behaviour with no items.
  public override convenience init() { self.init(items: []) }

  /// The items, in the order added (`items`).
  open var items: [any UIDynamicItem] { list.items }
  /// Adds an item (`addItem(_:)`).
  open func addItem(_ item: any UIDynamicItem) {
    list.add(item)
    behaviorDidChange()
  }
  /// Removes an item (`removeItem(_:)`).
  open func removeItem(_ item: any UIDynamicItem) {
    list.remove(item)
    behaviorDidChange()
  }

  /// What the items collide with (`collisionMode`, default `.everything`).
  open var collisionMode: Mode = .everything {
    didSet { behaviorDidChange() }
  }

  /// Receives contact messages (`collisionDelegate`, weak).
  open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

  /// Whether the reference view's bounds are a boundary (`translatesReferenceBoundsIntoBoundary`,
  /// default false).
  open var translatesReferenceBoundsIntoBoundary: Bool {
    get { referenceInsets != nil }
    set {
      referenceInsets = newValue ? .zero : nil
      behaviorDidChange()
    }
  }

  /// Makes the reference bounds, inset by `insets` (points), a boundary
  /// (`setTranslatesReferenceBoundsIntoBoundary(with:)`).
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    referenceInsets = insets
    behaviorDidChange()
  }

  /// Adds a straight boundary from `p1` to `p2`, reference-view points
  /// (`addBoundary(withIdentifier:from:to:)`); an identifier already used is replaced.
  open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint)
  {
    let path = UIBezierPath()
    path.move(to: p1)
    path.addLine(to: p2)
    addBoundary(withIdentifier: identifier, for: path)
  }

  /// Adds a path's outline as a boundary (`addBoundary(withIdentifier:for:)`): its lines as
  /// they are, its curves flattened to 8 segments each.
  open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
    if let index = boundaryIndex(identifier) {
      boundaries[index].path = bezierPath
    } else {
      boundaries.append((identifier, bezierPath))
    }
    behaviorDidChange()
  }

  /// The path of the boundary with `identifier` (`boundary(withIdentifier:)`), or `nil`.
  open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
    boundaryIndex(identifier).map { boundaries[$0].path }
  }

  /// Removes the boundary with `identifier` (`removeBoundary(withIdentifier:)`).
  open func removeBoundary(withIdentifier identifier: any NSCopying) {
    guard let index = boundaryIndex(identifier) else { return }
    boundaries.remove(at: index)
    behaviorDidChange()
  }

  /// The identifiers of the added boundaries, in order, or `nil` when there are none
  /// (`boundaryIdentifiers`); the reference bounds have none.
  open var boundaryIdentifiers: [any NSCopying]? {
    boundaries.isEmpty ? nil : boundaries.map(\.identifier)
  }

  /// Removes every added boundary (`removeAllBoundaries()`); the reference bounds stay.
  open func removeAllBoundaries() {
    boundaries.removeAll()
    behaviorDidChange()
  }

  private func boundaryIndex(_ identifier: any NSCopying) -> Int? {
    boundaries.firstIndex { Self.same($0.identifier, identifier) }
  }

  /// Whether two identifiers are equal (`isEqual(_:)`, as UIKit compares them).
  static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
    if let a = a as? NSObject { return a.isEqual(b) }
    if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
    return (a as AnyObject) === (b as AnyObject)
  }

  override var dynamicItems: [any UIDynamicItem] { list.items }

  // MARK: Contacts

  /// The segments of every boundary this step: the reference bounds' four edges, then each
  /// added boundary's.
  private func segments() -> [BoundarySegment] {
    var all: [BoundarySegment] = []
    if let insets = referenceInsets, let view = dynamicAnimator?.referenceView {
      let r = insets.inset(CGRect(origin: .zero, size: view.bounds.size))
      let corners = [
        Vec2(x: Double(r.minX), y: Double(r.minY)), Vec2(x: Double(r.maxX), y: Double(r.minY)),
        Vec2(x: Double(r.maxX), y: Double(r.maxY)), Vec2(x: Double(r.minX), y: Double(r.maxY)),
      ]
      for i in 0..<4 {
        all.append(
          BoundarySegment(a: corners[i], b: corners[(i + 1) % 4], identifier: nil, boundaryIndex: -1))
      }
    }
    for (index, boundary) in boundaries.enumerated() {
      for (a, b) in DynamicsPathSegments.segments(of: boundary.path.cgPath) {
        all.append(
          BoundarySegment(a: a, b: b, identifier: boundary.identifier, boundaryIndex: index))
      }
    }
    return all
  }

  /// This behaviour's contacts after the bodies moved, keyed by what touches.
  func contacts(_ engine: DynamicsEngine) -> [(ContactKey, Contact)] {
    let bodies = list.items.compactMap { engine.body(for: $0) }
    let shapes = bodies.map { shape(of: $0) }
    var found: [(ContactKey, Contact)] = []
    if collisionMode.contains(.boundaries) {
      let segments = segments()
      for (body, shape) in zip(bodies, shapes) {
        for segment in segments {
          for (point, normal, depth) in ContactGeometry.contacts(shape, segment) {
            let key = ContactKey(
              behavior: 0, a: nil, b: ObjectIdentifier(body.item), boundary: segment.boundaryIndex)
            found.append(
              (key, Contact(a: nil, b: body, point: point, normal: normal, depth: depth)))
          }
        }
      }
    }
    if collisionMode.contains(.items) {
      for i in bodies.indices {
        for j in bodies.indices where j > i {
          let (a, b) = (bodies[i], bodies[j])
          guard a.inverseMass + b.inverseMass > 0 else { continue }
          for (point, normal, depth) in ContactGeometry.contacts(shapes[i], shapes[j]) {
            let key = ContactKey(
              behavior: 0, a: ObjectIdentifier(a.item), b: ObjectIdentifier(b.item), boundary: nil)
            found.append((key, Contact(a: a, b: b, point: point, normal: normal, depth: depth)))
          }
        }
      }
    }
    return found
  }

  private func shape(of body: DynamicBody) -> CollisionShape {
    let w = Double(body.size.width)
    let h = Double(body.size.height)
    let rectangle = CollisionShape(
      center: body.position, halfWidth: w / 2, halfHeight: h / 2, angle: body.angle,
      isCircle: false)
    switch body.item.collisionBoundsType {
    case .ellipse:
      let r = min(w, h) / 2
      return CollisionShape(
        center: body.position, halfWidth: r, halfHeight: r, angle: body.angle, isCircle: true)
    case .path:
      let box = body.item.collisionBoundingPath.cgPath.boundingBox
      if !body.warnedAboutPath {
        body.warnedAboutPath = true
        warnUnsupported(
          "a .path collision shape collides as its path's bounding box \(box)")
      }
      guard !box.isNull, !box.isEmpty else { return rectangle }
      let middle = Vec2(x: Double(box.midX), y: Double(box.midY)).rotated(body.angle)
      return CollisionShape(
        center: body.position + middle, halfWidth: Double(box.width) / 2,
        halfHeight: Double(box.height) / 2, angle: body.angle, isCircle: false)
    case .rectangle:
      return rectangle
    }
  }

  /// Sends a contact's message to the delegate.
  func report(_ event: ContactEvent) {
    guard let delegate = collisionDelegate else { return }
    guard let b = items.first(where: { ObjectIdentifier($0) == event.key.b }) else { return }
    let point = event.contact?.point.point ?? .zero
    if let aID = event.key.a {
      guard let a = items.first(where: { ObjectIdentifier($0) == aID }) else { return }
      if event.began {
        delegate.collisionBehavior(self, beganContactFor: a, with: b, at: point)
      } else {
        delegate.collisionBehavior(self, endedContactFor: a, with: b)
      }
    } else {
      let index = event.key.boundary ?? -1
      let identifier = index >= 0 && index < boundaries.count ? boundaries[index].identifier : nil
      if event.began {
        delegate.collisionBehavior(
          self, beganContactFor: b, withBoundaryIdentifier: identifier, at: point)
      } else {
        delegate.collisionBehavior(self, endedContactFor: b, withBoundaryIdentifier: identifier)
      }
    }
  }
}
