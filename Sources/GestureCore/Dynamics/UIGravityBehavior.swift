import Foundation

/// A constant acceleration of its items, UIKit's `UIGravityBehavior`.
///
/// The acceleration is `1000 · gravityDirection` pt/s² (Apple: a magnitude of 1.0 is
/// "1000 points / second²", UIKit's gravity), the same for every item whatever its mass.
/// The default direction is (0, 1): straight down at 1000 pt/s².
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
  private var list: DynamicItemList

  /// Gravity for `items` (`init(items:)`).
  public init(items: [any UIDynamicItem]) {
    list = DynamicItemList(items)
    super.init()
  }

  /// A gravity behaviour with no items.
  public override convenience init() { self.init(items: []) }

  /// The items pulled, in the order added (`items`).
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

  /// The gravity vector in UIKit gravities (`gravityDirection`): (0, 1) is 1000 pt/s² down.
  open var gravityDirection = CGVector(dx: 0, dy: 1) {
    didSet { behaviorDidChange() }
  }

  /// The direction of the vector, radians clockwise from +x (`angle`, default π/2);
  /// setting it keeps the magnitude.
  open var angle: CGFloat {
    get { atan2(gravityDirection.dy, gravityDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The length of the vector (`magnitude`, default 1.0, 1000 pt/s²); setting it keeps the
  /// angle, except that a magnitude of 0 resets the angle to 0 (Apple, `magnitude`).
  open var magnitude: CGFloat {
    get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy)
        .squareRoot() }
    set { setAngle(magnitude == 0 ? 0 : angle, magnitude: newValue) }
  }

  /// Sets the vector from an angle (radians) and a magnitude (`setAngle(_:magnitude:)`).
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  override var dynamicItems: [any UIDynamicItem] { list.items }

  override func applyForces(_ engine: DynamicsEngine, dt: Double) {
    let g = Vec2(gravityDirection) * 1000
    for item in list.items {
      engine.body(for: item)?.constantAcceleration += g
    }
  }
}
