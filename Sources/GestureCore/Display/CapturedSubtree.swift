import Foundation

/// What the last capture drew for a view's subtree (``DisplayListBuilder/capture(_:)``): its
/// display items and view snapshots, with what the walk passed down to the view. The next
/// capture appends them again instead of walking the subtree when the view is given the same
/// inputs and nothing in the subtree changed since: every property the walk reads forgets the
/// captures of its view and the views above it when set (``UIView/displayDidChange()``), and a
/// view with a running animation, or one at the last capture, is drawn afresh each frame.
///
/// A frame then costs time in the views that changed, not in every view: at 1,000 still
/// buttons and one dragged card, one walk of the window's subviews appends kept items.
/// Debug builds check every frame's kept items against a walk without them.
///
/// Not kept, and walked every frame with the views above them: views of classes declared
/// outside the core (``UIView/looksFollowSetters``), controllers' root views, and windows
/// inside the window with everything in them. A dynamic colour's provider is taken to be a
/// function of the traits, as UIKit calls it only when they change: one that reads other
/// state shows its new colour when the view is next walked.
struct CapturedSubtree {
  /// What the walk passed down to the view; the kept items hold only for the same.
  struct Inputs: Equatable {
    /// The view's identifier.
    var id: String
    /// The superview's bounds space to window points.
    var parentTransform: CGAffineTransform
    /// The nearest enclosing window.
    var window: ObjectIdentifier
    /// The appearance inherited from the superview, and the screen's level.
    var style: UIUserInterfaceStyle
    var level: UIUserInterfaceLevel
    /// The view's depth below the window, and whether its snapshots were recorded.
    var depth: Int
    var snapshots: Bool
  }

  var inputs: Inputs
  /// The subtree's items, back to front, and its snapshots, depth first.
  var items: [DisplayItem]
  var views: [ViewSnapshot]
}

extension UIView {
  /// Whether everything the display-list walk reads of the view changes only through the
  /// setters that call ``displayDidChange()``: true for the core's own classes, false for a
  /// subclass declared elsewhere (the user's code, the built-in behaviours), which may
  /// override a getter (`override var text: String? { "count \(count)" }`). Found once per
  /// view, from the module its class is declared in.
  var looksFollowSetters: Bool {
    if let known = classIsCore { return known }
    let isCore = DeclaringModule.name(of: type(of: self)) == "GestureCore"
    classIsCore = isCore
    return isCore
  }

  /// Forgets what the last capture drew for this view and for every view above it, whose
  /// kept items contain this one's: called when anything the display-list walk reads of the
  /// view changes (its geometry, opacity, visibility, colours, layer, subviews, content).
  func displayDidChange() {
    if appearanceMarks.proxy != nil { warnAboutUnhonouredAppearance() }
    var view: UIView? = self
    while let current = view {
      current.capturedSubtree = nil
      guard let superview = current.superview else {
        // A mask view draws in the view it masks.
        current.layer.maskOwner?.displayDidChange()
        return
      }
      view = superview
    }
  }
}

extension CALayer {
  /// Forgets what the last capture kept for this layer's own view, if it has one (its
  /// superlayer changed how it is placed).
  func forgetKeptCapture() {
    view?.capturedSubtree = nil
  }

  /// Forgets what the last capture drew for the view this layer draws in: its own view, or the
  /// view of the nearest superlayer (or layer it masks: ``mask``) that has one
  /// (``UIView/displayDidChange()``).
  func displayDidChange() {
    var layer: CALayer? = self
    while let current = layer {
      if let view = current.view {
        view.displayDidChange()
        return
      }
      layer = current.storedSuperlayer ?? current.maskOwner
    }
  }
}

/// A view or a layer of its own that had a running animation at a capture, held weakly: its
/// presentation changes with time alone, and once the animation ends it shows its model
/// values again, so the next capture draws it afresh.
@preconcurrency @MainActor
struct AnimatedAtCapture {
  weak var view: UIView?
  weak var layer: CALayer?

  /// Forgets the captures of the view or layer (``UIView/displayDidChange()``).
  func displayDidChange() {
    view?.displayDidChange()
    layer?.displayDidChange()
  }
}
