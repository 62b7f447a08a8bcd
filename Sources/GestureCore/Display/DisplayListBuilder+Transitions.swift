import Foundation

extension DisplayListBuilder {
  /// The display items of `view`'s subtree as the window shows it now (presentation values,
  /// window coordinates), for the old side of a cross-dissolve.
  static func items(ofSubtree view: UIView, in window: UIWindow) -> [DisplayItem] {
    var chain: [UIView] = []
    var current = view.superview
    while let ancestor = current, ancestor !== window {
      chain.append(ancestor)
      current = ancestor.superview
    }
    let origin = window.presentation.bounds.origin
    var transform = CGAffineTransform(translationX: -origin.x, y: -origin.y)
    var style = window.resolvedUserInterfaceStyle(inheriting: nil)
    for ancestor in chain.reversed() {
      let p = presentation(of: ancestor, in: window)
      transform = ancestor.transformToSuperview(
        center: p.center, bounds: p.bounds, transform: p.transform
      ).concatenating(transform)
      style = ancestor.resolvedUserInterfaceStyle(inheriting: style)
    }
    var capture = Capture(reuses: false)
    appendWalking(
      view, id: view.identifier, parentTransform: transform, window: window, style: style,
      depth: 0, snapshots: false, to: &capture)
    return capture.items
  }

  /// Opens a view's cross-dissolve at the window's time: the old items in a group fading out,
  /// then a group fading in that the caller closes after the view's own items
  /// (``closeTransition(_:to:)``). Returns whether one was opened; a view with a transition
  /// is walked every frame.
  static func openTransition(
    of view: UIView, id: String, window: UIWindow, to capture: inout Capture
  )
    -> Bool
  {
    guard let transition = view.activeTransition else { return false }
    capture.unkept += 1
    let progress = transition.progress(at: window.scheduler.now)
    capture.items.append(.beginGroup(id: "\(id)/transition.old", opacity: 1 - progress))
    capture.items.append(contentsOf: transition.oldItems)
    capture.items.append(.endGroup)
    capture.items.append(.beginGroup(id: "\(id)/transition.new", opacity: progress))
    return true
  }
}
