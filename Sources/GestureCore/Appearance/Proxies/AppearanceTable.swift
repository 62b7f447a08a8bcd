import Foundation

/// The values set on appearance proxies in one run (the app's: ``UIApplication``'s
/// `appearanceTable`), and applying them to views entering a window and to bar items.
///
/// Which value wins, for each property, among the entries whose class is the object's or a
/// superclass and whose containers all enclose it: the entry with more containers, then the
/// one whose class is nearer the object's class, then the one set last (UIKit documents the
/// containment rule, "more specific" wins, but not the order between the two criteria; this
/// order is the model's). A property the code set directly on the object keeps its value.
///
/// Costs: entering a window costs one table look-up per view when no proxy value is new since
/// the view last took them (a generation compare), else a pass over the entries (each a class
/// chain walk, and a walk up the superviews for one with containers).
@preconcurrency @MainActor
final class AppearanceTable {
  /// One recorded value.
  struct Entry {
    let target: AnyClass
    let containers: [AnyClass]
    let key: AppearanceKey
    let apply: @MainActor (AnyObject) -> Void
    let sequence: Int
  }

  private(set) var entries: [Entry] = []
  /// Bumped at every recorded value: an object that took the values of this generation has
  /// nothing to take again.
  private(set) var generation = 0
  private var proxies: [ProxyKey: AnyObject] = [:]
  /// The warnings already recorded (one per class and kind).
  private var warned: Set<String> = []

  /// Whether a value was recorded.
  var hasValues: Bool { !entries.isEmpty }

  private struct ProxyKey: Hashable {
    let target: ObjectIdentifier
    let containers: [ObjectIdentifier]
  }

  /// The table of the running app, if one was made.
  static var current: AppearanceTable? { SimulationContext.application?.existingAppearanceTable }

  /// The table proxies record into: the running app's, made on first use; outside a run, a
  /// table of its own that no view ever reads (there is no app to apply it).
  static var forProxies: AppearanceTable {
    SimulationContext.application?.appearanceTable ?? AppearanceTable()
  }

  /// The coder a proxy is made with: an empty archive.
  static func proxyCoder() -> NSCoder {
    IBCoder(element: IBElement(name: "appearanceProxy"))
  }

  func proxy(of target: AnyClass, containers: [AnyClass]) -> AnyObject? {
    proxies[
      ProxyKey(target: ObjectIdentifier(target), containers: containers.map(ObjectIdentifier.init))]
  }

  func keep(_ proxy: AnyObject, of target: AnyClass, containers: [AnyClass]) {
    proxies[
      ProxyKey(target: ObjectIdentifier(target), containers: containers.map(ObjectIdentifier.init))] =
      proxy
  }

  /// Records `apply` as the value of `key` for `proxy`'s class and containers, replacing the
  /// one set before for them.
  func record(
    _ key: AppearanceKey, for proxy: AppearanceProxyInfo,
    apply: @escaping @MainActor (AnyObject) -> Void
  ) {
    let containerIDs = proxy.containers.map(ObjectIdentifier.init)
    entries.removeAll {
      $0.key == key && ObjectIdentifier($0.target) == ObjectIdentifier(proxy.target)
        && $0.containers.map(ObjectIdentifier.init) == containerIDs
    }
    generation += 1
    entries.append(
      Entry(
        target: proxy.target, containers: proxy.containers, key: key, apply: apply,
        sequence: generation))
  }

  /// Records an `appearance.unsupported` warning, once per class and property.
  func warn(_ detail: String, view: UIView?) {
    guard warned.insert(detail).inserted else { return }
    SimulationContext.eventLog?.record("appearance.unsupported", view: view, detail: detail)
  }

  /// Sets on `object` the winning value of each property whose entries match it, but not the
  /// properties it set itself; `ancestors` are its containers, nearest first (superviews and
  /// the view controllers whose views they are).
  func apply<Host: AppearanceHost>(to object: Host, ancestors: () -> [AnyObject]) {
    guard object.appearanceMarks.proxy == nil,
      object.appearanceMarks.appliedGeneration != generation
    else { return }
    object.appearanceMarks.appliedGeneration = generation
    guard !entries.isEmpty else { return }
    var chain: [AnyObject]?
    var winners: [AppearanceKey: (rank: (Int, Int, Int), entry: Entry)] = [:]
    for entry in entries where !object.appearanceMarks.explicit.contains(entry.key) {
      guard let depth = Self.distance(from: type(of: object), to: entry.target) else { continue }
      if !entry.containers.isEmpty {
        if chain == nil { chain = ancestors() }
        guard Self.contains(entry.containers, in: chain ?? []) else { continue }
      }
      let rank = (entry.containers.count, -depth, entry.sequence)
      if let best = winners[entry.key], best.rank >= rank { continue }
      winners[entry.key] = (rank, entry)
    }
    guard !winners.isEmpty else { return }
    object.appearanceMarks.applying = true
    for (_, winner) in winners.sorted(by: { $0.value.entry.sequence < $1.value.entry.sequence }) {
      winner.entry.apply(object)
    }
    object.appearanceMarks.applying = false
  }

  /// How many superclasses up from `type` `target` is, or `nil` when `type` is not `target` or
  /// a subclass of it.
  static func distance(from type: AnyClass, to target: AnyClass) -> Int? {
    var current: AnyClass? = type
    var steps = 0
    while let aClass = current {
      if ObjectIdentifier(aClass) == ObjectIdentifier(target) { return steps }
      current = class_getSuperclassOrNil(aClass)
      steps += 1
    }
    return nil
  }

  /// Whether instances of `containers` enclose the object in order, nearest first, in
  /// `chain` (its ancestors, nearest first).
  static func contains(_ containers: [AnyClass], in chain: [AnyObject]) -> Bool {
    var index = 0
    for ancestor in chain where index < containers.count {
      if distance(from: type(of: ancestor), to: containers[index]) != nil { index += 1 }
    }
    return index == containers.count
  }

  /// The superclass of `aClass`, or `nil` at a root class.
  private static func class_getSuperclassOrNil(_ aClass: AnyClass) -> AnyClass? {
    _getSuperclass(aClass)
  }
}

extension UIView {
  /// The view's containers for appearance, nearest first: the view controller whose root
  /// view it is, then each superview and the controller whose root view that is, to the
  /// window. `moving`, a view being added (this one or an ancestor), continues at `parent`,
  /// its new superview.
  func appearanceAncestors(moving: UIView? = nil, under parent: UIView? = nil) -> [AnyObject] {
    var chain: [AnyObject] = []
    if let controller = marginsRootController { chain.append(controller) }
    var current: UIView = self
    while let next = current === moving ? parent : current.superview {
      chain.append(next)
      if let controller = next.marginsRootController { chain.append(controller) }
      current = next
    }
    return chain
  }

  /// Takes the run's appearance values as the view enters a window (UIKit applies them before
  /// `willMove(toWindow:)`); `moving` is the view being added under `parent`.
  func applyAppearance(enteringWindow window: UIWindow, moving: UIView, under parent: UIView?) {
    guard
      let table = SimulationContext.application?.existingAppearanceTable
        ?? window.ownedApplication?.existingAppearanceTable
    else { return }
    table.apply(to: self) { appearanceAncestors(moving: moving, under: parent) }
  }

  /// Warns that a property set on this proxy is not honoured (called where a change of the
  /// view's drawing is noted).
  func warnAboutUnhonouredAppearance() {
    guard let proxy = appearanceMarks.proxy, appearanceMarks.codeSetterDepth == 0 else { return }
    AppearanceTable.forProxies.warn(
      "\(proxy.target).appearance(): a property set on the proxy that is not honoured is not "
        + "applied to instances (docs/appearance.md lists the honoured ones)",
      view: nil)
  }
}

extension UIBarItem {
  /// Takes the run's appearance values as a bar shows the item; `bar` is the view showing it.
  func applyAppearance(shownIn bar: UIView) {
    guard let table = AppearanceTable.current else { return }
    table.apply(to: self) { [bar] + bar.appearanceAncestors() }
  }
}

extension UIApplication {
  /// The run's appearance table, made on first use.
  var appearanceTable: AppearanceTable {
    if let table = existingAppearanceTable { return table }
    let table = AppearanceTable()
    existingAppearanceTable = table
    return table
  }
}
