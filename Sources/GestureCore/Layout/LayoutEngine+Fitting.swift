import Foundation
import LayoutSolver

/// Measuring one view with its constraints (`systemLayoutSizeFitting`): an engine of its own
/// that sees only the view's subtree.
///
/// The engine is the window's code (`LayoutEngine`) with a subtree for scope
/// (``LayoutEngine/init(fitting:)``): it installs the constraints held by the view and its
/// descendants, registers every view there placed by constraints (with its intrinsic size at
/// its hugging and compression resistance priorities) and pins every view that translates its
/// frame to that frame, as a window's engine does. The measured view itself has no frame
/// constraints (its size is the unknown) but keeps its intrinsic size, whether or not it
/// translates its frame, and its subviews with flexible autoresizing masks follow its size
/// (``flexibleFrameConstraints(of:frame:in:)``). Two constraints ask for the target size,
/// `width == target.width` at the horizontal fitting priority and `height == target.height` at
/// the vertical one (identified `fittingSizeHTarget`, the name UIKit's logs show for the width
/// one, and `fittingSizeVTarget`). Multi-line labels and text views wrap at the widths this
/// engine solves for them, in the rounds a window's pass uses
/// (``LayoutEngine/wrappingSolves``), kept in the engine: the views, their frames, their
/// wrapping widths and the window's engine are left as they were. Constraints between the
/// subtree and views outside it take no part.
extension LayoutEngine {
  /// The size `view`'s constraints give it nearest `target` (points) at the given fitting
  /// priorities, each edge rounded to device pixels (the window's scale, else the simulated
  /// screen's, else 2). Brings the subtree's constraints up to date first
  /// (`updateConstraintsIfNeeded()`), as UIKit does.
  static func fittingSize(
    of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    view.updateConstraintsIfNeeded()
    let engine = LayoutEngine(fitting: view)
    let root = engine.register(.view(view))
    engine.loadSubtree(view)
    for (attribute, value, priority, name) in [
      (NSLayoutConstraint.Attribute.width, target.width, horizontal, "fittingSizeHTarget"),
      (.height, target.height, vertical, "fittingSizeVTarget"),
    ] {
      let constraint = NSLayoutConstraint(
        item: view, attribute: attribute, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: value, priority: priority,
        origin: .app)
      constraint.identifier = name
      constraint.storedIsActive = true
      engine.install(constraint)
    }
    let scale =
      view.window?.screenScale ?? SimulationContext.screen?.scale
      ?? SimulationContext.textMeasurer?.screenScale ?? 2
    for solve in 1...LayoutEngine.wrappingSolves {
      engine.replayPending()
      engine.solver.updateVariables()
      engine.storeSolvedFrames(scale: Double(scale))
      guard solve < LayoutEngine.wrappingSolves, engine.followLabelWidths() else { break }
    }
    func rounded(_ value: Double) -> CGFloat {
      scale > 0 ? CGFloat((value * Double(scale)).rounded() / Double(scale)) : CGFloat(value)
    }
    return CGSize(
      width: rounded(engine.solver.value(of: root.width)),
      height: rounded(engine.solver.value(of: root.height)))
  }

  /// Queues the subtree's views placed by constraints and the constraints its views hold (the
  /// measured view is registered already).
  private func loadSubtree(_ view: UIView) {
    if view !== fittingRoot, !view.translatesAutoresizingMaskIntoConstraints {
      enqueue(.item(view))
    }
    for constraint in view.layoutState.constraints {
      enqueue(.constraint(constraint, active: true))
    }
    for subview in view.subviews { loadSubtree(subview) }
  }

  /// The frame constraints of a subview of the measured view that translates its frame with
  /// flexible parts in its ``UIView/autoresizingMask``: on each axis its position and size
  /// follow the measured view's free size as autoresizing would move them (the change shared
  /// among the flexible portions in proportion to their current sizes, equally when those are
  /// all zero; UIKit expresses autoresizing masks as such constraints), so a collection view
  /// cell's `contentView` (flexible width and height) spans the measured cell.
  func flexibleFrameConstraints(of view: UIView, frame: CGRect, in root: UIView)
    -> [NSLayoutConstraint]
  {
    let mask = view.autoresizingMask
    let bounds = root.bounds.size
    var made: [NSLayoutConstraint] = []
    for horizontal in [true, false] {
      let start = horizontal ? frame.minX : frame.minY
      let size = horizontal ? frame.width : frame.height
      let end = (horizontal ? bounds.width : bounds.height) - start - size
      let flexible =
        horizontal
        ? [
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin),
        ]
        : [
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin),
        ]
      let portions = [start, size, end]
      let total = zip(portions, flexible).filter(\.1).map(\.0).reduce(0, +)
      let count = CGFloat(flexible.filter { $0 }.count)
      func share(_ index: Int) -> CGFloat {
        guard flexible[index] else { return 0 }
        return total > 0 ? portions[index] / total : 1 / count
      }
      let extent: NSLayoutConstraint.Attribute = horizontal ? .width : .height
      let rootExtent = horizontal ? bounds.width : bounds.height
      // position = start + (extent − extent now) × share, size likewise.
      for (attribute, value, k) in [
        (horizontal ? NSLayoutConstraint.Attribute.left : .top, start, share(0)),
        (extent, size, share(1)),
      ] {
        let follows = k != 0
        made.append(
          NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: .equal,
            toItem: follows || !attribute.isDimension ? root : nil,
            attribute: follows ? extent : (attribute.isDimension ? .notAnAttribute : attribute),
            multiplier: follows ? k : 1, constant: follows ? value - k * rootExtent : value,
            origin: .autoresizingMask))
      }
    }
    return made
  }

  /// The intrinsic size the engine gives `view`: its ``UIView/intrinsicContentSize``; in a
  /// measuring engine, a label's or text view's at the wrapping width this engine solved for
  /// it (its own until then).
  func intrinsicSize(of view: UIView) -> CGSize {
    guard fittingRoot != nil, let width = fittingWidths[ObjectIdentifier(view)] else {
      return view.intrinsicContentSize
    }
    if let label = view as? UILabel { return label.intrinsicContentSize(wrappingAt: width) }
    if let textView = view as? UITextView {
      return textView.intrinsicContentSize(wrappingAt: width)
    }
    return view.intrinsicContentSize
  }

  /// The measuring engine's ``followLabelWidths()``: each label and text view placed by
  /// constraints takes the width just solved for it as its wrapping width, in the engine;
  /// returns whether an intrinsic size changed (its content size constraints follow).
  func followFittingWidths() -> Bool {
    var changed = false
    for item in itemOrder where item.translates == false {
      guard let view = item.view, view is UILabel || view is UITextView,
        let frame = item.solvedFrame, frame.width > 0
      else { continue }
      let key = ObjectIdentifier(view)
      guard fittingWidths[key] != frame.width else { continue }
      let before = intrinsicSize(of: view)
      fittingWidths[key] = frame.width
      guard intrinsicSize(of: view) != before else { continue }
      syncContentSize(of: item, view: view)
      changed = true
    }
    return changed
  }
}
