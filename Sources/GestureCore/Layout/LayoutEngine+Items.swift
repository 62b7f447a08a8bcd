import Foundation
import LayoutSolver

/// A view or layout guide the engine knows: its four variables and the constraints the engine
/// made for it.
@preconcurrency @MainActor
final class EngineItem {
  /// The view, for a view item (weak: the tree owns views).
  private(set) weak var view: UIView?
  /// The guide, for a guide item.
  private(set) weak var guide: UILayoutGuide?
  /// The identity it is registered under.
  let key: ObjectIdentifier
  /// The frame's x in the parent's bounds coordinates, points.
  let minX: Variable
  /// The frame's y in the parent's bounds coordinates, points.
  let minY: Variable
  /// The frame's width, points.
  let width: Variable
  /// The frame's height, points.
  let height: Variable
  /// For a view: whether it translated its frame into constraints when last configured.
  var translates: Bool?
  /// The superview the frame constraints were made against.
  weak var framedParent: UIView?
  /// The constraints the engine made for the item (frame, content size or safe area).
  var system: [NSLayoutConstraint] = []
  /// The solved frame of the last pass, edges rounded to device pixels.
  var solvedFrame: CGRect?
  /// The variables found free at the last ambiguity check (`minX`, `minY`, `width`,
  /// `height`).
  var ambiguous: [String] = []
  /// For a scroll view: the width and height of its content, which constraints between it and
  /// its content determine (its `right` and `bottom` there), points.
  private(set) lazy var contentWidth = Variable("\(view?.identifier ?? "nil").contentWidth")
  /// See ``contentWidth``.
  private(set) lazy var contentHeight = Variable("\(view?.identifier ?? "nil").contentHeight")
  /// How many installed constraints use ``contentWidth`` and ``contentHeight``.
  var contentUses = [0, 0]

  init(_ item: LayoutItemRef) {
    switch item {
    case .view(let view): self.view = view
    case .guide(let guide): self.guide = guide
    }
    key = item.id
    let name: String
    switch item {
    case .view(let view): name = view.identifier
    case .guide(let guide): name = "\(guide.owningView?.identifier ?? "nil").\(guide.identifier)"
    }
    minX = Variable("\(name).minX")
    minY = Variable("\(name).minY")
    width = Variable("\(name).width")
    height = Variable("\(name).height")
  }

  /// The view or guide, while it exists.
  var ref: LayoutItemRef? {
    if let view { return .view(view) }
    if let guide { return .guide(guide) }
    return nil
  }

  /// The view or guide object, while it exists.
  var object: AnyObject? { view ?? guide }
}

extension LayoutEngine {
  /// The item for `ref`, registering it (with the constraints the engine makes for it) when it
  /// is new.
  @discardableResult
  func register(_ ref: LayoutItemRef) -> EngineItem {
    if let existing = items[ref.id] {
      if existing.object === ref.object { return existing }
      purge(existing)
    }
    let item = EngineItem(ref)
    items[ref.id] = item
    itemOrder.append(item)
    structureChanged = true
    configure(item)
    return item
  }

  /// Makes the engine's own constraints for a new or reconfigured item.
  private func configure(_ item: EngineItem) {
    switch item.ref {
    case .view(let view):
      if view === fittingRoot {
        // The measured view's size is what the engine solves for: no frame constraints, its
        // intrinsic size whether or not it translates its frame.
        item.translates = false
        syncContentSize(of: item, view: view)
        return
      }
      item.translates = view.translatesAutoresizingMaskIntoConstraints
      if view.translatesAutoresizingMaskIntoConstraints {
        addFrameConstraints(to: item, of: view)
      } else {
        syncContentSize(of: item, view: view)
      }
    case .guide(let guide):
      if guide.isSystem, let owner = guide.owningView {
        let k = LayoutEngine.insetConstants(of: guide, in: owner)
        let edges: [NSLayoutConstraint.Attribute] = [.left, .top, .right, .bottom]
        for (attribute, constant) in zip(edges, k) {
          let constraint = NSLayoutConstraint(
            item: guide, attribute: attribute, relatedBy: .equal, toItem: owner,
            attribute: attribute, multiplier: 1, constant: constant,
            origin: guide.role == .scrollContent ? .scrollContentGuide : .safeArea)
          constraint.identifier = "\(guide.identifier)-\(attribute.rawValue)"
          addSystem(constraint, to: item)
        }
      }
    case nil:
      break
    }
  }

  /// Applies a queued change of a view's `translatesAutoresizingMaskIntoConstraints`, intrinsic
  /// size or content priorities. A view placed by constraints is always known to the engine; a
  /// view that translates its frame only once a constraint names it.
  func refresh(_ view: UIView) {
    guard contains(view) else { return }
    guard let item = items[ObjectIdentifier(view)], item.view === view else {
      if !view.translatesAutoresizingMaskIntoConstraints { register(.view(view)) }
      return
    }
    if item.translates != view.translatesAutoresizingMaskIntoConstraints {
      removeSystem(of: item)
      configure(item)
    } else if !view.translatesAutoresizingMaskIntoConstraints {
      syncContentSize(of: item, view: view)
    }
  }

  /// Per pass, before the queued changes: forgets items that left the window or were freed,
  /// follows the frames of views that translate them and the safe areas.
  func syncItems() {
    for item in itemOrder {
      guard let ref = item.ref, let host = ref.hostView, contains(host) else {
        purge(item)
        continue
      }
      switch ref {
      case .view(let view):
        guard item.translates == true else { continue }
        if item.framedParent !== view.superview {
          removeSystem(of: item)
          configure(item)
          continue
        }
        let frame = view.layoutFrame
        for constraint in item.system {
          let value: CGFloat
          switch constraint.firstAttribute {
          case .left: value = frame.minX
          case .top: value = frame.minY
          case .width: value = frame.width
          default: value = frame.height
          }
          setSystemConstant(value, of: constraint)
        }
      case .guide(let guide):
        guard guide.isSystem, let owner = guide.owningView else { continue }
        let constants = LayoutEngine.insetConstants(of: guide, in: owner)
        for (constraint, value) in zip(item.system, constants) {
          setSystemConstant(value, of: constraint)
        }
      }
    }
  }

  /// Whether a safe area or margins guide the engine uses no longer matches its view's insets (the pass moved the
  /// view), so another pass is needed.
  func safeAreasChanged() -> Bool {
    for item in itemOrder {
      guard let guide = item.guide, guide.isSystem, let owner = guide.owningView,
        contains(owner)
      else { continue }
      let wanted = LayoutEngine.insetConstants(of: guide, in: owner)
      if zip(item.system, wanted).contains(where: { $0.constant != $1 }) { return true }
    }
    return false
  }

  /// The constants of a system guide's left, top, right and bottom constraints: for a safe area
  /// or layout margins guide ``UIView/safeAreaInsets`` or the effective
  /// ``UIView/layoutMargins``, for a scroll view's frame guide none, shifted by the bounds
  /// origin so the guide covers what is on screen; for a scroll view's content guide zero (it
  /// spans the content area, from the origin to the content size).
  static func insetConstants(of guide: UILayoutGuide, in view: UIView) -> [CGFloat] {
    let insets: UIEdgeInsets
    switch guide.role {
    case .scrollContent: return [0, 0, 0, 0]
    case .layoutMargins: insets = view.layoutMargins
    case .readableContent: insets = view.readableContentInsets
    case .safeArea: insets = view.safeAreaInsets
    case .scrollFrame, .none: insets = .zero
    }
    let origin = view.bounds.origin
    return [
      origin.x + insets.left, origin.y + insets.top, origin.x - insets.right,
      origin.y - insets.bottom,
    ]
  }

  /// Forgets an item: its engine-made constraints and every installed constraint that uses it.
  func purge(_ item: EngineItem) {
    removeSystem(of: item)
    let users = recordOrder.filter { $0.itemKeys.contains(item.key) }
    for record in users { uninstall(record.constraint) }
    if items[item.key] === item { items[item.key] = nil }
    itemOrder.removeAll { $0 === item }
    structureChanged = true
  }

  // MARK: Engine-made constraints

  private func addFrameConstraints(to item: EngineItem, of view: UIView) {
    let frame = view.layoutFrame
    item.framedParent = view.superview
    if let root = fittingRoot, view.superview === root, root.autoresizesSubviews,
      !view.autoresizingMask.isEmpty
    {
      for constraint in flexibleFrameConstraints(of: view, frame: frame, in: root) {
        addSystem(constraint, to: item)
      }
      return
    }
    var made: [NSLayoutConstraint] = []
    if let parent = view.superview {
      made.append(
        NSLayoutConstraint(
          item: view, attribute: .left, relatedBy: .equal, toItem: parent, attribute: .left,
          multiplier: 1, constant: frame.minX, origin: .autoresizingMask))
      made.append(
        NSLayoutConstraint(
          item: view, attribute: .top, relatedBy: .equal, toItem: parent, attribute: .top,
          multiplier: 1, constant: frame.minY, origin: .autoresizingMask))
    }
    for (attribute, value) in [
      (NSLayoutConstraint.Attribute.width, frame.width), (.height, frame.height),
    ] {
      made.append(
        NSLayoutConstraint(
          item: view, attribute: attribute, relatedBy: .equal, toItem: nil,
          attribute: .notAnAttribute, multiplier: 1, constant: value, origin: .autoresizingMask))
    }
    for constraint in made { addSystem(constraint, to: item) }
  }

  /// Makes, updates or removes the content hugging and compression resistance constraints of a
  /// view placed by constraints so they match its intrinsic size and priorities.
  func syncContentSize(of item: EngineItem, view: UIView) {
    let size = intrinsicSize(of: view)
    var wanted:
      [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, CGFloat, UILayoutPriority)] =
        []
    for axis in NSLayoutConstraint.Axis.allCases {
      let value = axis == .horizontal ? size.width : size.height
      guard value >= 0, value.isFinite else { continue }
      let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
      wanted.append(
        (attribute, .lessThanOrEqual, value, view.contentHuggingPriority(for: axis)))
      wanted.append(
        (
          attribute, .greaterThanOrEqual, value,
          view.contentCompressionResistancePriority(for: axis)
        ))
    }
    var kept: [NSLayoutConstraint] = []
    for constraint in item.system {
      guard
        let match = wanted.first(where: {
          $0.0 == constraint.firstAttribute && $0.1 == constraint.relation
        })
      else {
        constraint.storedIsActive = false
        uninstall(constraint)
        continue
      }
      kept.append(constraint)
      setSystemConstant(match.2, of: constraint)
      if constraint.storedPriority != match.3 {
        constraint.storedPriority = match.3
        updatePriority(of: constraint)
      }
    }
    item.system = kept
    for (attribute, relation, value, priority) in wanted
    where !kept.contains(where: { $0.firstAttribute == attribute && $0.relation == relation }) {
      let constraint = NSLayoutConstraint(
        item: view, attribute: attribute, relatedBy: relation, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: value, priority: priority,
        origin: .contentSize)
      addSystem(constraint, to: item)
    }
  }

  private func addSystem(_ constraint: NSLayoutConstraint, to item: EngineItem) {
    constraint.storedIsActive = true
    item.system.append(constraint)
    install(constraint)
  }

  private func removeSystem(of item: EngineItem) {
    for constraint in item.system {
      constraint.storedIsActive = false
      uninstall(constraint)
    }
    item.system.removeAll()
  }

  private func setSystemConstant(_ value: CGFloat, of constraint: NSLayoutConstraint) {
    guard constraint.constant != value else { return }
    constraint.constant = value
    updateConstant(of: constraint)
  }
}
