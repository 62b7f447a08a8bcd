import Foundation

/// A transition between two view controllers of a storyboard, UIKit's `UIStoryboardSegue`:
/// made when the segue is triggered (a control, cell or bar button item with a `<segue>`
/// connection, or ``UIViewController/performSegue(withIdentifier:sender:)``), handed to the
/// source's ``UIViewController/prepare(for:sender:)``, then performed.
///
/// The segues a storyboard makes perform their `kind` (docs/interface-builder.md, "Segues"):
/// `show` (and the older `push`) and `showDetail` show the destination with
/// ``UIViewController/show(_:sender:)``: pushed on the source's navigation controller, else
/// presented; `presentation` (and the older `modal`) presents it modally with the segue's
/// `modalPresentationStyle` and `modalTransitionStyle`; `unwind` goes back to the controller
/// that took the segue's action. A segue made in code (``init(identifier:source:destination:)``)
/// performs nothing unless made with a handler or subclassed, as UIKit documents for the base
/// class ("The default implementation of this method does nothing").
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  /// The segue's identifier from the storyboard (`identifier`), or `nil`.
  open var identifier: String? { storedIdentifier }
  /// The controller the segue starts from (`source`).
  open var source: UIViewController { storedSource }
  /// The controller the segue goes to (`destination`).
  open var destination: UIViewController { storedDestination }

  private let storedIdentifier: String?
  private let storedSource: UIViewController
  private let storedDestination: UIViewController
  private var performHandler: (@MainActor () -> Void)?

  /// A segue from `source` to `destination` (`init(identifier:source:destination:)`); its
  /// ``perform()`` does nothing unless a subclass overrides it.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    storedIdentifier = identifier
    storedSource = source
    storedDestination = destination
    super.init()
  }

  /// A segue whose ``perform()`` runs `performHandler`
  /// (`init(identifier:source:destination:performHandler:)`).
  public convenience init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping @MainActor () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    self.performHandler = performHandler
  }

  /// Performs the transition (`perform()`): the handler given at creation, or what the
  /// storyboard's segue kind does; a bare segue made in code does nothing, as UIKit's base
  /// class.
  open func perform() {
    performHandler?()
  }

  /// A segue of the storyboard whose ``perform()`` runs `handler`.
  static func storyboardSegue(
    identifier: String?, source: UIViewController, destination: UIViewController,
    handler: @escaping @MainActor () -> Void
  ) -> UIStoryboardSegue {
    UIStoryboardSegue(
      identifier: identifier, source: source, destination: destination, performHandler: handler)
  }
}
