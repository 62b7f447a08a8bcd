import Foundation

/// One dragged thing, UIKit's `UIDragItem`: the provider of its data and, for drops inside
/// the app, any object the code attaches (``localObject``), which a drop reads without
/// loading data.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
  /// The item's data (`itemProvider`).
  public let itemProvider: NSItemProvider
  /// Any object for drops inside the app (default `nil`).
  open var localObject: Any?

  /// An item carrying `itemProvider`'s data (`init(itemProvider:)`).
  public init(itemProvider: NSItemProvider) {
    self.itemProvider = itemProvider
    super.init()
  }
}
