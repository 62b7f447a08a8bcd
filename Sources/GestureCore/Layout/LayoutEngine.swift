import Foundation
import LayoutSolver

/// The Auto Layout engine of one window: UIKit's `NSISEngine` on top of our Cassowary solver
/// (`LayoutSolver.Solver`).
///
/// ## Variables
/// Every view or layout guide the engine knows has four variables: `minX` and `minY` of its
/// frame in its parent's bounds coordinates (a view's superview, a guide's owning view) and its
/// `width` and `height`, points. A constraint installed on view `C` compares attributes in `C`'s
/// bounds coordinates: an item's `left` there is its own `minX` plus, for each view between it
/// and `C`, that view's `minX` minus its `bounds.origin.x` (a constant, updated each pass, so a
/// view constrained to something outside a scroll view stays put while the content scrolls);
/// `C`'s own edges are `0` and its width, so a scroll view's subviews are constrained to its
/// content, as UIKit's legacy scroll-view constraints are.
///
/// ## What the engine adds itself
/// - a view that translates its frame: `minX`, `minY` (relative to its superview), `width`,
///   `height` equal to its frame, required (`NSAutoresizingMaskLayoutConstraint`), constants
///   updated in place when the frame changes;
/// - a view placed by constraints with an intrinsic size: per axis `size <= intrinsic` at its
///   content hugging priority and `size >= intrinsic` at its compression resistance priority
///   (`NSContentSizeLayoutConstraint`);
/// - a safe area guide: its edges equal to its view's bounds inset by `safeAreaInsets`; a layout
///   margins guide: inset by the effective `layoutMargins` (both followed every pass).
///
/// ## When it works
/// Constraint changes are queued as they happen (activation, deactivation, constant, priority,
/// `translatesAutoresizingMaskIntoConstraints`, intrinsic size) and replayed in order at the next
/// layout pass (``update()``), so the outcome is the one UIKit's immediate updates give —
/// activating a constraint before deactivating the one it replaces is a conflict here too.
///
/// ## Unsatisfiable constraints
/// When a required constraint cannot hold with the required constraints already in the engine,
/// the solver leaves it out and names the installed ones it conflicts with; the engine records a
/// `layout.unsatisfiable` event with UIKit's report (`unsatisfiableReport`), keeps the
/// constraint out of the solver while it stays active ("broken") and goes on. A broken
/// constraint is tried again when its constant or priority changes, or when it is deactivated
/// and activated again; otherwise it stays broken, even if what it conflicted with goes away.
///
/// ## Ambiguity
/// After a pass that changed which constraints are installed or a priority (constant changes
/// do not trigger it: they happen every frame while scrolling or animating), once its
/// multi-line labels wrap at their solved widths, each view placed
/// by constraints (and each app-made guide) is probed: each of its four variables becomes, in
/// turn, an edit variable at a strength below every UIKit priority (level 0.5), suggested 1 pt
/// above and 1 pt below its value. If the solver moves it, no constraint at any priority fixes it — its layout
/// is ambiguous — and the engine records a `layout.ambiguous` warning naming the free variables
/// (UIKit stays silent at run time; this is `hasAmbiguousLayout` made visible). The probe leaves
/// the variable at its old value; other free variables may settle elsewhere, which only changes
/// views that are ambiguous anyway.
@preconcurrency @MainActor
final class LayoutEngine {
  /// A change to replay at the next pass.
  enum Change {
    /// A constraint became active (`true`) or inactive, or its subtree joined or left the
    /// window.
    case constraint(NSLayoutConstraint, active: Bool)
    /// An active constraint's constant changed.
    case constant(NSLayoutConstraint)
    /// An active constraint's priority changed.
    case priority(NSLayoutConstraint)
    /// A view's `translatesAutoresizingMaskIntoConstraints`, intrinsic size or content
    /// priorities changed.
    case item(UIView)
  }

  /// The strength of the ambiguity probe: below every UIKit priority (1…999 are levels 1…999).
  static let probeStrength = Strength(level: 0.5, weight: 1)

  /// The window (weak: the window owns the engine).
  private(set) weak var window: UIWindow?
  /// The Cassowary solver.
  let solver = Solver()
  /// Changes not yet given to the solver, in order.
  private(set) var pending: [Change] = []
  /// Whether some view in the window waits for `updateConstraints()`.
  var needsUpdateConstraintsPass = false
  /// The variables and engine-made constraints of each known view and guide.
  var items: [ObjectIdentifier: EngineItem] = [:]
  /// The known items in the order they became known (every loop over items uses it, never the
  /// dictionary, so results repeat).
  var itemOrder: [EngineItem] = []
  /// The installed constraints (in the solver, or broken), by the constraint's identity.
  var records: [ObjectIdentifier: InstalledConstraint] = [:]
  /// The installed constraints in install order.
  var recordOrder: [InstalledConstraint] = []
  /// The installed constraints whose expression crosses intermediate views, in install order:
  /// their constants follow those views' bounds origins.
  var chainedRecords: [InstalledConstraint] = []
  /// The layout constraint each solver constraint stands for.
  var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
  /// Whether the installed constraints changed since the last ambiguity check.
  var structureChanged = false
  /// Scroll views whose initial offset a pass of the current ``UIView/layoutIfNeeded()`` placed
  /// provisionally; the cycle places them for good once its passes are done
  /// (``UIScrollView/placeInitialOffset(final:)``).
  var provisionalScrollViews: [UIScrollView] = []
  /// Whether a view's layout direction changed since the last pass: the directional
  /// constraints are rebuilt at the next one.
  private var directionIsStale = false

  /// For an engine that measures one view (``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``):
  /// that view, whose subtree is all the engine sees; `nil` for a window's engine.
  private(set) weak var fittingRoot: UIView?
  /// For a measuring engine: the wrapping widths its multi-line labels and text views took
  /// from its own solves, kept here so the views themselves are not touched.
  var fittingWidths: [ObjectIdentifier: CGFloat] = [:]

  init(window: UIWindow) {
    self.window = window
  }

  /// An engine that sees only `root`'s subtree, for measuring it (see
  /// ``LayoutEngine/fittingSize(_:horizontal:vertical:)``).
  init(fitting root: UIView) {
    fittingRoot = root
  }

  /// Whether `view` is one this engine lays out: in its window, or in the measured subtree.
  func contains(_ view: UIView) -> Bool {
    if let fittingRoot { return view.isDescendant(of: fittingRoot) }
    return window != nil && view.window === window
  }

  /// Where the engine records events: its window's log; for a measuring engine, the measured
  /// view's window's, or the running simulation's when it is in no window.
  var eventLog: EventLog? {
    if let window { return window.eventLog }
    return fittingRoot?.window?.eventLog ?? SimulationContext.eventLog
  }

  /// Whether changes wait for the next solve: queued constraint changes, or views waiting for
  /// `updateConstraints()`.
  var hasPendingWork: Bool { !pending.isEmpty || needsUpdateConstraintsPass || directionIsStale }

  /// Queues a change for the next pass.
  func enqueue(_ change: Change) {
    pending.append(change)
  }

  /// Notes that a layout direction in the window changed (the app's, or a view's
  /// `semanticContentAttribute`): the next pass rebuilds every installed constraint on a
  /// leading or trailing edge, which the solver takes as a new constraint when its mirrored
  /// terms differ (``updateConstant(of:)``).
  func directionChanged() {
    directionIsStale = true
  }

  // MARK: Passes

  /// Brings the engine up to date and solves: the constraint update pass, engine-made
  /// constraints following frames, safe areas and scroll offsets, the queued changes in order,
  /// the ambiguity check when constraints were added or removed, then the solved frames. Marks
  /// the superview of every view placed by constraints whose solved frame changed since the
  /// last pass (or that is new to the engine), as UIKit's engine does when a variable's value
  /// changes: a frame the code set by hand (`center` in a pan handler) stays until that
  /// superview lays out for another reason, then the solved frame replaces it.
  ///
  /// A multi-line label whose preferred width is automatic then takes its solved width as its
  /// wrapping width (``followLabelWidths()``); when that changes a label's intrinsic size the
  /// engine solves again, at most ``wrappingSolves`` times in all, so text that wraps gets
  /// the height of its lines in the same pass, as UIKit solves again for such labels.
  func update() {
    guard let window else { return }
    if needsUpdateConstraintsPass {
      needsUpdateConstraintsPass = false
      UIView.updateConstraintsPass(window)
    }
    syncItems()
    if directionIsStale {
      directionIsStale = false
      for record in recordOrder where record.isDirectional {
        enqueue(.constant(record.constraint))
      }
    }
    var probes = false
    for solve in 1...LayoutEngine.wrappingSolves {
      replayPending()
      for record in chainedRecords { updateConstant(of: record.constraint) }
      if structureChanged {
        structureChanged = false
        probes = true
      }
      solver.updateVariables()
      storeSolvedFrames(scale: Double(window.screenScale))
      guard solve < LayoutEngine.wrappingSolves, followLabelWidths() else { break }
    }
    // Probed once the labels wrap at their widths: a multi-line label measured unwrapped in
    // the first solve leaves the space around it to hugging priorities that tie, which the
    // next round settles, so probing then reported layouts that are not ambiguous.
    guard probes else { return }
    checkAmbiguity()
    solver.updateVariables()
    storeSolvedFrames(scale: Double(window.screenScale))
  }

  /// The most times one ``update()`` solves: once, plus once for each round of multi-line
  /// labels taking new wrapping widths. Two rounds settle a label whose width its constraints
  /// fix (one to measure at that width) and one whose width hugs its widest wrapped line (one
  /// more at that narrower width, which wraps the same); the fourth solve only bounds layouts
  /// whose width depends on their own height.
  static let wrappingSolves = 4

  /// Gives the solver the queued changes, in order.
  func replayPending() {
    let changes = pending
    pending.removeAll()
    for change in changes {
      switch change {
      case .constraint(let constraint, let active):
        if active { install(constraint) } else { uninstall(constraint) }
      case .constant(let constraint): updateConstant(of: constraint)
      case .priority(let constraint): updatePriority(of: constraint)
      case .item(let view): refresh(view)
      }
    }
  }

  /// Tells each label and text view placed by constraints the width just solved for it
  /// (``UILabel/followLaidOutWidth(_:)``, ``UITextView/followLaidOutWidth(_:)``); returns
  /// whether any intrinsic size changed.
  func followLabelWidths() -> Bool {
    if fittingRoot != nil { return followFittingWidths() }
    var changed = false
    for item in itemOrder where item.translates == false {
      guard let frame = item.solvedFrame else { continue }
      if let label = item.view as? UILabel {
        if label.followLaidOutWidth(frame.width) { changed = true }
      } else if let textView = item.view as? UITextView {
        if textView.followLaidOutWidth(frame.width) { changed = true }
      }
    }
    return changed
  }

  /// The frame the engine solved for `view` at the last pass, in its superview's coordinates,
  /// edges rounded to device pixels; `nil` when the engine does not know the view.
  func solvedFrame(of view: UIView) -> CGRect? {
    guard let item = items[ObjectIdentifier(view)], item.view === view else { return nil }
    return item.solvedFrame
  }

  /// Whether `constraint` is active in this window but kept out of the solver because it could
  /// not be satisfied.
  func isBroken(_ constraint: NSLayoutConstraint) -> Bool {
    guard let record = records[ObjectIdentifier(constraint)] else { return false }
    return record.solverConstraint == nil
  }

  /// Whether `constraint` is in the solver.
  func isInSolver(_ constraint: NSLayoutConstraint) -> Bool {
    records[ObjectIdentifier(constraint)]?.solverConstraint != nil
  }

  // MARK: Subtrees joining and leaving

  /// Queues the subtree's installed constraints and its views placed by constraints.
  func subtreeDidJoin(_ root: UIView) {
    if !root.translatesAutoresizingMaskIntoConstraints { enqueue(.item(root)) }
    for constraint in root.layoutState.constraints {
      enqueue(.constraint(constraint, active: true))
    }
    if root.layoutState.needsUpdateConstraints { needsUpdateConstraintsPass = true }
    for subview in root.subviews { subtreeDidJoin(subview) }
  }

  /// Queues the removal of the subtree's installed constraints (they stay active and come back
  /// when the subtree joins a window).
  func subtreeWillLeave(_ root: UIView) {
    for constraint in root.layoutState.constraints {
      enqueue(.constraint(constraint, active: false))
    }
    for subview in root.subviews { subtreeWillLeave(subview) }
  }

  // MARK: Solved frames

  /// Stores each item's solved frame; a window's engine also marks superviews whose views
  /// moved, gives guides their frames and scroll views their content sizes (a measuring
  /// engine changes nothing outside itself).
  func storeSolvedFrames(scale: Double) {
    func rounded(_ value: Double) -> Double {
      scale > 0 ? (value * scale).rounded() / scale : value
    }
    for item in itemOrder {
      let x = solver.value(of: item.minX)
      let y = solver.value(of: item.minY)
      let minX = rounded(x)
      let minY = rounded(y)
      let frame = CGRect(
        x: minX, y: minY, width: rounded(x + solver.value(of: item.width)) - minX,
        height: rounded(y + solver.value(of: item.height)) - minY)
      let previous = item.solvedFrame
      item.solvedFrame = frame
      if fittingRoot != nil { continue }
      if let view = item.view, item.translates == false, previous != frame {
        view.superview?.setNeedsLayout()
      }
      if let guide = item.guide { guide.layoutFrame = frame }
      if let scrollView = item.view as? UIScrollView, item.contentUses != [0, 0] {
        var size = scrollView.contentSize
        if item.contentUses[0] > 0 { size.width = rounded(solver.value(of: item.contentWidth)) }
        if item.contentUses[1] > 0 { size.height = rounded(solver.value(of: item.contentHeight)) }
        if size != scrollView.contentSize { scrollView.contentSize = size }
      }
    }
  }
}
