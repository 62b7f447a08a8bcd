import Foundation

/// The closure a ``UIAction`` runs, UIKit's `UIActionHandler`; it receives the action, whose
/// ``UIAction/sender`` is the control it runs for.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that runs a closure, UIKit's `UIAction` (iOS 13); controls run actions for
/// their events (``UIControl/addAction(_:for:)``, iOS 14) and buttons take one as their primary
/// action (`UIButton(primaryAction:)`).
///
/// Ownership as in UIKit: a control keeps a copy of each action added to it (reference
/// uikit-multitouch.md §11, the decompiled `-[UIControl addAction:forControlEvents:]`), the
/// action keeps its handler, so a handler that captures the control or its owner strongly makes
/// a cycle; capture them `[weak self]`. Changing the action after adding it does not change the
/// copy the control runs.
///
/// ```swift
/// button.addAction(UIAction(title: "Buy") { [weak self] action in self?.buy() }, for: .touchUpInside)
/// ```
open class UIAction: UIMenuElement {
  /// The action's identifier (`identifier`); unique among a control's actions.
  public let identifier: UIAction.Identifier
  /// A longer title for the keyboard shortcut overlay, or `nil` (`discoverabilityTitle`).
  open var discoverabilityTitle: String?
  /// How the action shows in a menu (`attributes`, default none).
  open var attributes: UIMenuElement.Attributes
  /// Whether the action shows a check mark in a menu (`state`, default `.off`).
  open var state: UIMenuElement.State
  /// The object the handler is running for, while it runs: the control that sent the action;
  /// `nil` at other times (`sender`). Working assumption: UIKit does not document when it is
  /// cleared.
  open private(set) var sender: Any?

  let handler: UIActionHandler

  /// An action that runs `handler` (`init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`).
  /// Without an `identifier` the action gets a unique one (a UUID, as UIKit "generates a unique
  /// identifier").
  public init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier ?? UIAction.Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: nil, image: image)
  }

  /// The action's title (`title`).
  open override var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }

  /// The action's image, or `nil` (`image`).
  open override var image: UIImage? {
    get { storedImage }
    set { storedImage = newValue }
  }

  /// A copy with the same identifier, titles, image, attributes, state and handler: what a
  /// control keeps (UIKit copies the action it is given). A subclass is copied as a
  /// `UIAction`.
  func copy() -> UIAction {
    let copy = UIAction(
      title: title, image: image, identifier: identifier,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      handler: handler)
    copy.subtitle = subtitle
    return copy
  }

  /// Runs the handler with ``sender`` set to `sender` for the duration of the call.
  func perform(sender: Any) {
    let previous = self.sender
    self.sender = sender
    defer { self.sender = previous }
    handler(self)
  }
}
