import Foundation

/// A button in a navigation bar (`UIBarButtonItem`): a title, an image or a system item, with
/// a target–action pair, or a custom view. The bar draws it plainly: its title (or image) in
/// the bar's tint colour, 17 pt regular (`.done`: semibold), and sends its action to its target
/// with the item as the sender when tapped (to the responder chain when the target is `nil`).
/// Its title, images, tag and title attributes are ``UIBarItem``'s.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
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
  /// English titles for the text items, symbols for the glyph items, and nothing for the
  /// spaces.
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

    /// The title the bar draws for a text item: Done, Cancel, Edit, Save, Undo, Redo (`nil`
    /// for glyphs and spaces).
    var drawnTitle: String? {
      switch self {
      case .done: return "Done"
      case .cancel: return "Cancel"
      case .edit: return "Edit"
      case .save: return "Save"
      case .undo: return "Undo"
      case .redo: return "Redo"
      default: return nil
      }
    }

    /// The symbol the bar draws for a glyph item, as iOS 13 and later draw them (the SF
    /// Symbols Apple's system items use, from the symbol set the core draws:
    /// Appearance/Symbols); `nil` for text items and spaces. `.close` is the filled circle
    /// with an x, drawn in `systemGray` (iOS draws it in two greys).
    var symbolName: String? {
      switch self {
      case .add: return "plus"
      case .compose: return "square.and.pencil"
      case .reply: return "arrowshape.turn.up.left"
      case .action: return "square.and.arrow.up"
      case .organize: return "folder"
      case .bookmarks: return "book"
      case .search: return "magnifyingglass"
      case .refresh: return "arrow.clockwise"
      case .stop: return "xmark"
      case .camera: return "camera"
      case .trash: return "trash"
      case .play: return "play.fill"
      case .pause: return "pause.fill"
      case .rewind: return "backward.fill"
      case .fastForward: return "forward.fill"
      case .close: return "xmark.circle.fill"
      default: return nil
      }
    }

    /// What VoiceOver says for a glyph item, as iOS names them ("Add", "Share", "Close").
    var spokenName: String? {
      guard symbolName != nil else { return nil }
      switch self {
      case .action: return "Share"
      case .fastForward: return "Fast Forward"
      default: return String(describing: self).capitalized
      }
    }
  }

  /// The style (`style`, default `.plain`).
  open var style: Style = .plain
  /// The object sent ``action`` (`target`, weak).
  open weak var target: AnyObject?
  /// The message sent when tapped (`action`).
  open var action: Selector?
  /// The colour of its title or image (`tintColor`; `nil`: the bar's). Honoured on an
  /// appearance proxy (``UIAppearance``).
  open var tintColor: UIColor? {
    didSet {
      noteAppearance(.property("tintColor"), tintColor) { (item: UIBarButtonItem, value) in
        item.tintColor = value
      }
    }
  }
  /// A view shown instead of a button (`customView`).
  open var customView: UIView?
  /// The width of a fixed space, points (`width`).
  open var width: CGFloat = 0
  /// The system item, when made from one.
  public internal(set) var systemItem: SystemItem?
  /// Performs the storyboard segue the item is connected to, when tapped (set by the
  /// storyboard; weak to its controller).
  final var storyboardSegueTrigger: (@MainActor (UIBarButtonItem) -> Void)?
  /// What a tap does for an item the framework makes (a controller's `editButtonItem`),
  /// instead of a target–action pair.
  final var builtInAction: (@MainActor (UIBarButtonItem) -> Void)?

  /// An empty item (`init()`).
  public override init() { super.init() }

  /// An item decoded from an archive (`init?(coder:)`); nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

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

  /// The action a tap performs instead of the target–action pair (`primaryAction`, iOS 14);
  /// its title and image are the item's when the item has none.
  open var primaryAction: UIAction?
  /// The menu a tap shows when the item has neither a primary action nor an action (`menu`,
  /// iOS 14; Controls/Menu/MenuPresentation.swift draws it).
  open var menu: UIMenu?

  /// A system item whose tap performs `primaryAction`, or shows `menu`
  /// (`init(systemItem:primaryAction:menu:)`, iOS 14).
  public convenience init(
    systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.systemItem = systemItem
    self.style = systemItem == .done ? .done : .plain
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// An item with a title and an image whose tap performs `primaryAction`, or shows `menu`
  /// (`init(title:image:primaryAction:menu:)`, iOS 14).
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// An item made from `primaryAction` (its title and image), or showing `menu`
  /// (`init(primaryAction:menu:)`, iOS 14).
  public convenience init(primaryAction: UIAction?, menu: UIMenu? = nil) {
    self.init()
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// A flexible space (`flexibleSpace()`, iOS 14).
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
  }

  /// A fixed space `width` points wide (`fixedSpace(_:)`, iOS 14).
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    item.width = width
    return item
  }

  /// What the bar draws as the item's title.
  var drawnTitle: String? {
    title ?? systemItem?.drawnTitle ?? (image == nil ? primaryAction?.title : nil)
  }

  /// What the bar draws as the item's image.
  var drawnImage: UIImage? {
    image ?? systemItem?.symbolName.flatMap { UIImage(systemName: $0) }
      ?? (title == nil ? primaryAction?.image : nil)
  }

  /// What a tap on the item's button does: the storyboard segue, the framework's action, the
  /// primary action (performed with the item as its sender), the menu when there is no
  /// action, else the target–action pair (to the responder chain from `button` when the target
  /// is `nil`). An item with both an action and a menu shows the menu on a long press in UIKit;
  /// here the tap's action runs and the long press does nothing.
  func performTap(from button: UIButton?) {
    if let segue = storyboardSegueTrigger {
      segue(self)
      return
    }
    if let builtIn = builtInAction {
      builtIn(self)
      return
    }
    if let primaryAction {
      primaryAction.perform(sender: self)
      return
    }
    if action == nil, let menu, let button {
      MenuPresentation.show(menu, from: button, sender: self)
      return
    }
    guard let action else { return }
    if let target {
      ObjectiveCRuntime.sendAction(action, to: target, from: self, event: nil)
    } else {
      button?.sendAction(action, to: nil, for: nil)
    }
  }
}
