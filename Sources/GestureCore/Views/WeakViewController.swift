/// A weak reference to a view controller (a window's controllers waiting for `viewDidAppear`).
@preconcurrency @MainActor
struct WeakViewController {
  weak var object: UIViewController?
  init(_ object: UIViewController) { self.object = object }
}
