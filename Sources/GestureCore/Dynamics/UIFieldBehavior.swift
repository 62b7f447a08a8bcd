import Foundation

/// A field acting on items in a region, UIKit's `UIFieldBehavior` (iOS 9). Not modelled: each
/// constructor compiles, and adding a field to an animator records a `dynamics.unsupported`
/// warning naming the constructor and the call's file and line; the field moves nothing.
@preconcurrency @MainActor
open class UIFieldBehavior: UIDynamicBehavior {
  private var list = DynamicItemList([])
  private let kind: String
  private let location: String
  private var warned = false

  private init(kind: String, file: StaticString, line: UInt) {
    self.kind = kind
    let name = "\(file)".split(separator: "/").last.map(String.init) ?? "\(file)"
    location = "\(name):\(line)"
    super.init()
  }

  /// The items (`items`).
  open var items: [any UIDynamicItem] { list.items }
  /// Adds an item (`addItem(_:)`).
  open func addItem(_ item: any UIDynamicItem) { list.add(item) }
  /// Removes an item (`removeItem(_:)`).
  open func removeItem(_ item: any UIDynamicItem) { list.remove(item) }
  /// The field's origin, reference-view points (`position`).
  open var position: CGPoint = .zero
  /// The field's strength (`strength`).
  open var strength: CGFloat = 1
  /// How the strength falls off with distance (`falloff`).
  open var falloff: CGFloat = 0
  /// The distance below which the field does not fall off (`minimumRadius`).
  open var minimumRadius: CGFloat = 0
  /// The direction of a linear gravity or velocity field (`direction`).
  open var direction = CGVector(dx: 0, dy: 0)
  /// A noise field's smoothness (`smoothness`).
  open var smoothness: CGFloat = 0
  /// A noise field's animation speed (`animationSpeed`).
  open var animationSpeed: CGFloat = 0

  /// A drag field (`dragField()`).
  open class func dragField(file: StaticString = #fileID, line: UInt = #line) -> UIFieldBehavior
  {
    UIFieldBehavior(kind: "dragField()", file: file, line: line)
  }
  /// A vortex field (`vortexField()`).
  open class func vortexField(file: StaticString = #fileID, line: UInt = #line)
    -> UIFieldBehavior
  {
    UIFieldBehavior(kind: "vortexField()", file: file, line: line)
  }
  /// A radial gravity field at `position` (`radialGravityField(position:)`).
  open class func radialGravityField(
    position: CGPoint, file: StaticString = #fileID, line: UInt = #line
  ) -> UIFieldBehavior {
    let field = UIFieldBehavior(kind: "radialGravityField(position:)", file: file, line: line)
    field.position = position
    return field
  }
  /// A linear gravity field (`linearGravityField(direction:)`).
  open class func linearGravityField(
    direction: CGVector, file: StaticString = #fileID, line: UInt = #line
  ) -> UIFieldBehavior {
    let field = UIFieldBehavior(kind: "linearGravityField(direction:)", file: file, line: line)
    field.direction = direction
    return field
  }
  /// A velocity field (`velocityField(direction:)`).
  open class func velocityField(
    direction: CGVector, file: StaticString = #fileID, line: UInt = #line
  ) -> UIFieldBehavior {
    let field = UIFieldBehavior(kind: "velocityField(direction:)", file: file, line: line)
    field.direction = direction
    return field
  }
  /// A noise field (`noiseField(smoothness:animationSpeed:)`).
  open class func noiseField(
    smoothness: CGFloat, animationSpeed speed: CGFloat, file: StaticString = #fileID,
    line: UInt = #line
  ) -> UIFieldBehavior {
    UIFieldBehavior(kind: "noiseField(smoothness:animationSpeed:)", file: file, line: line)
  }
  /// A turbulence field (`turbulenceField(smoothness:animationSpeed:)`).
  open class func turbulenceField(
    smoothness: CGFloat, animationSpeed speed: CGFloat, file: StaticString = #fileID,
    line: UInt = #line
  ) -> UIFieldBehavior {
    UIFieldBehavior(kind: "turbulenceField(smoothness:animationSpeed:)", file: file, line: line)
  }
  /// A spring field (`springField()`).
  open class func springField(file: StaticString = #fileID, line: UInt = #line)
    -> UIFieldBehavior
  {
    UIFieldBehavior(kind: "springField()", file: file, line: line)
  }
  /// An electric field (`electricField()`).
  open class func electricField(file: StaticString = #fileID, line: UInt = #line)
    -> UIFieldBehavior
  {
    UIFieldBehavior(kind: "electricField()", file: file, line: line)
  }
  /// A magnetic field (`magneticField()`).
  open class func magneticField(file: StaticString = #fileID, line: UInt = #line)
    -> UIFieldBehavior
  {
    UIFieldBehavior(kind: "magneticField()", file: file, line: line)
  }

  /// Records the warning the first time the field is added to an animator.
  func warnNotModelled() {
    guard !warned else { return }
    warned = true
    warnUnsupported(
      "UIFieldBehavior.\(kind) at \(location) is not modelled: the field moves nothing")
  }
}
