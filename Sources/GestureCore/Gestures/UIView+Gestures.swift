extension UIView {
  /// Attaches `gestureRecognizer` to the view, which owns it from now on
  /// (`addGestureRecognizer(_:)`). A recognizer attached to another view moves here; adding it
  /// twice does nothing.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if gestureRecognizer.view === self { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attachedRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer` (`removeGestureRecognizer(_:)`): a gesture in progress is
  /// cancelled (or failed when still possible), and the view no longer owns the recognizer.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard attachedRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    if gestureRecognizer.state.isActive {
      gestureRecognizer.state = .cancelled
    } else if gestureRecognizer.state == .possible, gestureRecognizer.hasReceivedTouches {
      gestureRecognizer.state = .failed
    }
    window?.gestureRuntime.forget(gestureRecognizer)
    attachedRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }
}
