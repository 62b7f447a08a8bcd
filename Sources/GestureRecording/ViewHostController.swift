import GestureCore

/// The root view controller of a recording of a view: a white root view, the size of the
/// screen, holding the view at its own frame.
final class ViewHostController: UIViewController {
  private let content: UIView

  /// A controller that shows `content`.
  init(content: UIView) {
    self.content = content
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.addSubview(content)
  }
}
