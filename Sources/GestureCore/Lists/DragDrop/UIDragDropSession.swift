import Foundation

/// What UIKit's drag sessions and drop sessions share (`UIDragDropSession`): the dragged
/// items, where the finger is, and whether the items may be moved.
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
  /// The dragged items, in the order the drag delegate gave them.
  var items: [UIDragItem] { get }
  /// Whether a drop may move the items rather than copy them (the drag delegate's
  /// `dragSessionAllowsMoveOperation`, default true).
  var allowsMoveOperation: Bool { get }
  /// Whether the items may only be dropped in the app they came from (the drag delegate's
  /// `dragSessionIsRestrictedToDraggingApplication`, default false).
  var isRestrictedToDraggingApplication: Bool { get }
  /// Where the finger is, in `view`'s coordinates.
  func location(in view: UIView) -> CGPoint
  /// Whether any item offers one of `typeIdentifiers`.
  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
  /// Whether any item's provider can load an object of `aClass`.
  func canLoadObjects(ofClass aClass: any NSItemProviderWriting.Type) -> Bool
}

/// The session of a drag from this app (`UIDragSession`).
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
  /// Any object the code keeps with the drag (default `nil`).
  var localContext: Any? { get set }
}

/// The session of a drag over a drop target (`UIDropSession`).
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
  /// The drag session when the drag began in this app, else `nil`.
  var localDragSession: (any UIDragSession)? { get }
}

/// A drag that begins in a list of this app: the one kind the model has, so its drag session
/// is also the drop session of the list it is over (`localDragSession` is itself).
@preconcurrency @MainActor
final class LocalDragSession: NSObject, UIDragSession, UIDropSession {
  var items: [UIDragItem]
  var allowsMoveOperation = true
  var isRestrictedToDraggingApplication = false
  var localContext: Any?
  /// Where the finger is, in the window's coordinates.
  var windowLocation: CGPoint

  init(items: [UIDragItem], at windowLocation: CGPoint) {
    self.items = items
    self.windowLocation = windowLocation
    super.init()
  }

  var localDragSession: (any UIDragSession)? { self }

  func location(in view: UIView) -> CGPoint {
    view.convert(windowLocation, from: nil)
  }

  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
    items.contains { item in
      typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) }
    }
  }

  func canLoadObjects(ofClass aClass: any NSItemProviderWriting.Type) -> Bool {
    items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
  }
}

/// What a drop does with the items, UIKit's `UIDropOperation`.
public enum UIDropOperation: UInt, Sendable {
  /// No drop: the items go back (the default when a target proposes nothing).
  case cancel = 0
  /// No drop here, shown as forbidden.
  case forbidden = 1
  /// The items are copied.
  case copy = 2
  /// The items are moved (only when the session's `allowsMoveOperation`).
  case move = 3
}

/// How a drop target would take a drop, UIKit's `UIDropProposal`.
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
  /// The operation the target would perform. (`isPrecise` and `prefersFullSizePreview`, which
  /// change only how the preview is drawn over text and other targets, are not declared.)
  public let operation: UIDropOperation

  /// A proposal of `operation` (`init(operation:)`).
  public init(operation: UIDropOperation) {
    self.operation = operation
    super.init()
  }
}

/// Animations that run along with a drop's animation, UIKit's `UIDragAnimating`.
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
  /// Adds animations that run with the drop's.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a completion run when the drop's animation ends (`.end`).
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// The animator a drop's `drop(_:toRowAt:)` returns: its animations run inside the drop's
/// animation block, its completions when the preview has landed.
@preconcurrency @MainActor
final class DropAnimator: NSObject, UIDragAnimating {
  private(set) var animations: [() -> Void] = []
  private(set) var completions: [(UIViewAnimatingPosition) -> Void] = []

  func addAnimations(_ animations: @escaping () -> Void) {
    self.animations.append(animations)
  }

  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }
}
