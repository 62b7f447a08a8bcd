import Foundation

/// One animation added to a layer (``CALayer/add(_:forKey:)``): the copy the layer holds, its
/// key, and where it is in its life (started, stopped), with the clock timers that will tell
/// its delegate.
@preconcurrency @MainActor
final class AddedAnimation {
  /// The key, or `nil` when added with none.
  let key: String?
  /// The copy the layer holds.
  let animation: CAAnimation
  /// The clock the animation runs on (weak: the scene owns it).
  weak var scheduler: Scheduler?
  /// Whether `animationDidStart` has been sent.
  var started = false
  /// Whether the animation has stopped (ended or removed): `animationDidStop` sent or due.
  var stopped = false
  /// The timers waiting for the start and the end, when scheduled.
  var startTimer: Int?
  var endTimer: Int?

  init(key: String?, animation: CAAnimation, scheduler: Scheduler?) {
    self.key = key
    self.animation = animation
    self.scheduler = scheduler
  }

  /// Cancels the pending timers.
  func cancelTimers() {
    if let startTimer { scheduler?.cancel(startTimer) }
    if let endTimer { scheduler?.cancel(endTimer) }
    startTimer = nil
    endTimer = nil
  }
}

/// What a layer keeps for explicit animations: its own media timing, the animations added
/// to it in order, and, for a presentation copy, the model layer it copies.
struct LayerAnimationState {
  /// The layer's `CAMediaTiming` values.
  var timing = MediaTimingValues()
  /// The animations, in the order added (later ones are applied over earlier ones).
  var added: [AddedAnimation] = []
  /// The model layer, when this layer is a presentation copy (weak: the tree owns it).
  weak var model: CALayer?
}

/// The layers of one scene that hold explicit animations, held weakly: what the animator asks
/// whether anything still moves and what a capture draws afresh.
@preconcurrency @MainActor
package final class AnimatedLayerRegistry {
  private struct Entry {
    weak var layer: CALayer?
  }
  private var entries: [ObjectIdentifier: Entry] = [:]

  init() {}

  /// Notes that `layer` holds animations, or forgets it when it holds none.
  func update(_ layer: CALayer) {
    let id = ObjectIdentifier(layer)
    if layer.animationState.added.isEmpty {
      entries[id] = nil
    } else if entries[id]?.layer !== layer {
      entries[id] = Entry(layer: layer)
    }
  }

  /// The layers holding animations, in a stable order.
  var layers: [CALayer] {
    entries.sorted { $0.key < $1.key }.compactMap(\.value.layer)
  }

  /// Whether an animation of any layer still moves at `now` (``CALayer/hasMovingAnimation(at:)``).
  func hasMovingAnimation(at now: Double) -> Bool {
    entries.values.contains { $0.layer?.hasMovingAnimation(at: now) == true }
  }

  /// Whether no layer is registered.
  var isEmpty: Bool { entries.isEmpty }
}
