/// A view inside a scroll view whose touches the scroll view leaves alone: its pan does not
/// receive them and its content-touch delay does not hold them back. The table's section index
/// is one: a finger slides along it to pick a title without scrolling the rows, and a tap on it
/// acts at once.
protocol KeepsTouchesFromScrolling: UIView {}

extension UIScrollView {
  /// Whether `touch` began in a ``KeepsTouchesFromScrolling`` view inside this scroll view.
  func touchIsKeptFromScrolling(_ touch: UITouch) -> Bool {
    var touched = touch.view
    while let view = touched, view !== self {
      if view is any KeepsTouchesFromScrolling { return true }
      touched = view.superview
    }
    return false
  }
}
