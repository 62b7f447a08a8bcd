import Foundation

/// The messages a dynamic animator sends when it stops and starts, UIKit's
/// `UIDynamicAnimatorDelegate`. Both methods are optional (empty by default).
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: _ObjCProtocol {
  /// The animator is about to run again after a pause (or for the first time), because a
  /// behaviour or item changed (`dynamicAnimatorWillResume(_:)`).
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  /// Every item came to rest and the animator stopped stepping (`dynamicAnimatorDidPause(_:)`).
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  /// Does nothing.
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {
    forwardToSubclass("dynamicAnimatorWillResume:", [animator], default: ())
  }
  /// Does nothing.
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
    forwardToSubclass("dynamicAnimatorDidPause:", [animator], default: ())
  }
}

/// Runs UIKit Dynamics, UIKit's `UIDynamicAnimator`: it moves the items of its behaviours in
/// the reference view's coordinates with a small rigid-body integrator stepped on the
/// simulated clock (docs/dynamics.md).
///
/// While it runs, the animator steps once per frame from a display link (so a frame shows the
/// state at its own time), in fixed sub-steps of 1/240 s; after each frame's sub-steps it
/// writes every item's `center` (and its rotation to `transform` once it has turned) and calls
/// every behaviour's `action`. It pauses (``isRunning`` false, ``delegate``'s
/// `dynamicAnimatorDidPause`) at the end of a step in which every item is at rest: speed below
/// 1 pt/s and angular speed below 0.01 rad/s, at the step's end and on average over it, and
/// velocity changing by less than 10 pt/s² (and 0.1 rad/s²). Adding or removing a behaviour or an item, changing a behaviour's parameters,
/// adding velocity or ``updateItem(usingCurrentState:)`` resume it
/// (`dynamicAnimatorWillResume`). A run's timeline records `dynamicAnimator.resume` and
/// `dynamicAnimator.pause`.
@preconcurrency @MainActor
open class UIDynamicAnimator: _ObjCProtocol {
  private var topBehaviors: [UIDynamicBehavior] = []
  /// The view whose coordinates the animator works in (`referenceView`, weak).
  public private(set) weak var referenceView: UIView?
  /// Receives pause and resume (`delegate`, weak).
  open weak var delegate: (any UIDynamicAnimatorDelegate)?
  let engine = DynamicsEngine()
  private var link: CADisplayLink?
  /// The sub-step the integrator has reached, counted in 1/240 s from time 0.
  private var tick = 0
  private var steppedTicks = 0
  private var itemsNeedSync = true

  /// An animator working in `view`'s coordinates (`init(referenceView:)`): the items must be
  /// subviews of it (their centres are read and written as is).
  public init(referenceView view: UIView) {
    referenceView = view
  }

  /// An animator for a collection view layout's attributes
  /// (`init(collectionViewLayout:)`): not modelled; the animator has no reference view, moves
  /// nothing, and a `dynamics.unsupported` warning names the call's file and line (`file`
  /// and `line` default to the caller's: leave them out).
  public init(
    collectionViewLayout layout: UICollectionViewLayout, file: StaticString = #fileID,
    line: UInt = #line
  ) {
    let fileName = "\(file)".split(separator: "/").last.map(String.init) ?? "\(file)"
    SimulationContext.eventLog?.record(
      "dynamics.unsupported", view: nil,
      detail: "UIDynamicAnimator(collectionViewLayout:) at \(fileName):\(line) is not "
        + "modelled: its behaviours move no layout attributes")
  }

  /// The behaviours added with ``addBehavior(_:)``, in order (`behaviors`).
  open var behaviors: [UIDynamicBehavior] { topBehaviors }

  /// Adds `behavior` and its children (`addBehavior(_:)`); the animator runs at the next frame.
  /// Adding a behaviour already added, or a child of another behaviour, does nothing.
  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard referenceView != nil, !behavior.hasOwner else { return }
    topBehaviors.append(behavior)
    behavior.move(to: self)
    behaviorsDidChange()
  }

  /// Removes a behaviour added with ``addBehavior(_:)`` (`removeBehavior(_:)`).
  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = topBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    topBehaviors.remove(at: index)
    behavior.move(to: nil)
    behaviorsDidChange()
  }

  /// Removes every behaviour (`removeAllBehaviors()`).
  open func removeAllBehaviors() {
    for behavior in topBehaviors { removeBehavior(behavior) }
  }

  /// Whether the animator is stepping (`isRunning`): it has items not all at rest.
  public private(set) var isRunning = false

  /// The time the animator has run, seconds, pauses excluded (`elapsedTime`): a whole number
  /// of 1/240 s sub-steps.
  open var elapsedTime: TimeInterval { Double(steppedTicks) * DynamicsEngine.subStep }

  /// The items of any behaviour whose frame (the bounding box of the turned bounds) meets
  /// `rect`, in the reference view's coordinates (`items(in:)`).
  open func items(in rect: CGRect) -> [any UIDynamicItem] {
    syncItemsIfNeeded()
    return engine.bodies.filter { body in
      let shape = CGRect(
        x: -body.size.width / 2, y: -body.size.height / 2, width: body.size.width,
        height: body.size.height
      ).applying(CGAffineTransform(rotationAngle: CGFloat(body.angle)))
      return shape.offsetBy(dx: body.position.point.x, dy: body.position.point.y)
        .intersects(rect)
    }.map(\.item)
  }

  /// Reads `item`'s centre, size and rotation again, keeping its velocity
  /// (`updateItem(usingCurrentState:)`): after code moved or resized an item itself.
  open func updateItem(usingCurrentState item: any UIDynamicItem) {
    syncItemsIfNeeded()
    engine.body(for: item)?.read()
    resume()
  }

  // MARK: Stepping

  /// The behaviours of the tree, parents before children.
  var allBehaviors: [UIDynamicBehavior] { topBehaviors.flatMap(\.tree) }

  /// A behaviour or item changed: the bodies are made again before the next use and the
  /// animator resumes.
  func behaviorsDidChange() {
    itemsNeedSync = true
    resume()
  }

  /// Makes the bodies match the behaviours' items, applying item behaviours' materials and
  /// their pending velocities.
  func syncItemsIfNeeded() {
    guard itemsNeedSync else { return }
    itemsNeedSync = false
    let behaviors = allBehaviors
    engine.sync(items: behaviors.flatMap(\.dynamicItems))
    for body in engine.bodies { body.material = DynamicMaterial() }
    for case let itemBehavior as UIDynamicItemBehavior in behaviors {
      itemBehavior.applyMaterial(engine)
    }
    for case let field as UIFieldBehavior in behaviors { field.warnNotModelled() }
  }

  /// The scheduler whose frames step the animator: the reference view's window's, or the
  /// scene being built's.
  private var scheduler: Scheduler? {
    referenceView?.window?.scheduler ?? SimulationContext.scheduler
  }

  private func resume() {
    guard !isRunning, let scheduler else { return }
    syncItemsIfNeeded()
    guard !engine.bodies.isEmpty else { return }
    isRunning = true
    tick = Int((scheduler.now / DynamicsEngine.subStep + 1e-6).rounded(.down))
    record("dynamicAnimator.resume")
    delegate?.dynamicAnimatorWillResume(self)
    let link = CADisplayLink { [weak self] link in self?.step(to: link.timestamp) }
    link.add(to: scheduler)
    self.link = link
  }

  private func pause() {
    isRunning = false
    link?.invalidate()
    link = nil
    record("dynamicAnimator.pause")
    delegate?.dynamicAnimatorDidPause(self)
  }

  private func record(_ kind: String) {
    let log = referenceView?.window?.eventLog ?? SimulationContext.eventLog
    log?.record(kind, view: referenceView, detail: "elapsedTime \(format(elapsedTime)) s")
  }

  private func format(_ value: Double) -> String { String(format: "%.3f", value) }

  /// Steps the integrator up to `time` (a frame's), writes the items and calls the actions.
  private func step(to time: Double) {
    syncItemsIfNeeded()
    guard !engine.bodies.isEmpty else { return pause() }
    let target = Int((time / DynamicsEngine.subStep + 1e-6).rounded(.down))
    guard target > tick else { return }
    let behaviors = allBehaviors
    let dt = DynamicsEngine.subStep
    var events: [ContactEvent] = []
    let duration = Double(target - tick) * dt
    engine.beginStep()
    while tick < target {
      tick += 1
      steppedTicks += 1
      events += engine.step(behaviors, dt: dt)
    }
    for body in engine.bodies { body.write() }
    for event in events { event.behavior.report(event) }
    for behavior in behaviors { behavior.action?() }
    if isRunning, engine.isAtRest(duration: duration, dt: dt) { pause() }
  }
}
