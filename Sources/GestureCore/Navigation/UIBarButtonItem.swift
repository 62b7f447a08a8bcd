import Foundation

/// A button in a navigation bar (`UIBarButtonItem`): a title, an image or a system item, with
/// a target–action pair, or a custom view. The bar draws it plainly: its title (or image) in
/// the bar's tint colour, 17 pt regular (`.done`: semibold), and sends its action to its target
/// with the item as the sender when tapped (to the responder chain when the target is `nil`).
@preconcurrency @MainActor
open class UIBarButtonItem: _ObjCProtocol {
  /// How an item is drawn (`UIBarButtonItem.Style`, UIKit's raw values).
  public enum Style: Int, Sendable {
    /// Regular weight (`plain`).
    case plain = 0
    /// Bordered, drawn as plain since iOS 7 (`bordered`, deprecated).
    case bordered = 1
    /// Semibold, for the button that completes (`done`).
    case done = 2
  }

  /// The system's items (`UIBarButtonItem.SystemItem`, UIKit's raw values); drawn with their
  /// English titles, `+` for `.add`, and nothing for the spaces.
  public enum SystemItem: Int, Sendable {
    /// `done`.
    case done = 0
    /// `cancel`.
    case cancel = 1
    /// `edit`.
    case edit = 2
    /// `save`.
    case save = 3
    /// `add`.
    case add = 4
    /// `flexibleSpace`.
    case flexibleSpace = 5
    /// `fixedSpace`.
    case fixedSpace = 6
    /// `compose`.
    case compose = 7
    /// `reply`.
    case reply = 8
    /// `action`.
    case action = 9
    /// `organize`.
    case organize = 10
    /// `bookmarks`.
    case bookmarks = 11
    /// `search`.
    case search = 12
    /// `refresh`.
    case refresh = 13
    /// `stop`.
    case stop = 14
    /// `camera`.
    case camera = 15
    /// `trash`.
    case trash = 16
    /// `play`.
    case play = 17
    /// `pause`.
    case pause = 18
    /// `rewind`.
    case rewind = 19
    /// `fastForward`.
    case fastForward = 20
    /// `undo`.
    case undo = 21
    /// `redo`.
    case redo = 22
    /// `close`.
    case close = 24

    /// What the bar draws for the item.
    var drawnTitle: String? {
      switch self {
      case .done: return "Done"
      case .cancel: return "Cancel"
      case .edit: return "Edit"
      case .save: return "Save"
      case .add: return "+"
      case .flexibleSpace, .fixedSpace: return nil
      case .undo: return "Undo"
      case .redo: return "Redo"
      case .close: return "×"
      default: return String(describing: self).capitalized
      }
    }
  }

  /// The title (`title`).
  open var title: String?
  /// The image (`image`).
  open var image: UIImage?
  /// The style (`style`, default `.plain`).
  open var style: Style = .plain
  /// The object sent ``action`` (`target`, weak).
  open weak var target: AnyObject?
  /// The message sent when tapped (`action`).
  open var action: Selector?
  /// Whether the item can be tapped (`isEnabled`, default true); a disabled item is drawn
  /// greyed.
  open var isEnabled = true
  /// The colour of its title or image (`tintColor`; `nil`: the bar's).
  open var tintColor: UIColor?
  /// A view shown instead of a button (`customView`).
  open var customView: UIView?
  /// The width of a fixed space, points (`width`).
  open var width: CGFloat = 0
  /// The identifier the script reaches the item's button by (`accessibilityIdentifier`).
  open var accessibilityIdentifier: String?
  /// The system item, when made from one.
  public internal(set) var systemItem: SystemItem?
  /// Performs the storyboard segue the item is connected to, when tapped (set by the
  /// storyboard; weak to its controller).
  final var storyboardSegueTrigger: (@MainActor (UIBarButtonItem) -> Void)?
  /// What a tap does for an item the framework makes (a controller's `editButtonItem`),
  /// instead of a target–action pair.
  final var builtInAction: (@MainActor (UIBarButtonItem) -> Void)?

  /// An empty item (`init()`).
  public init() {}

  /// An item with a title (`init(title:style:target:action:)`).
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// An item with an image (`init(image:style:target:action:)`).
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// A system item (`init(barButtonSystemItem:target:action:)`).
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init()
    self.systemItem = systemItem
    self.style = systemItem == .done ? .done : .plain
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// An item showing `customView` (`init(customView:)`).
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// What the bar draws as the item's title.
  var drawnTitle: String? { title ?? systemItem?.drawnTitle }
}
