/// The requirements of the core's delegate protocols (`UIScrollViewDelegate`,
/// `UIGestureRecognizerDelegate`), all optional as in UIKit.
///
/// A user class method with one of these names is put in the method table, so the core finds
/// an implementation in a subclass of the class that declares the conformance, as
/// Objective-C's `respondsToSelector:` does on iOS; and `delegate?.m?(…)` in the user's code
/// is prepared as for the code's own optional requirements. `CoreDelegateRequirementsTests`
/// reads the core's protocol files and checks that this list is theirs.
enum CoreDelegateRequirements {
  /// Swift names, as declared in the core.
  static let swiftNames: [String] = [
    "scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)",
    "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
    "scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewWillBeginDecelerating(_:)",
    "scrollViewDidEndDecelerating(_:)", "scrollViewDidEndScrollingAnimation(_:)",
    "scrollViewDidChangeAdjustedContentInset(_:)",
    "viewForZooming(in:)", "scrollViewWillBeginZooming(_:with:)", "scrollViewDidZoom(_:)",
    "scrollViewDidEndZooming(_:with:atScale:)",
    "gestureRecognizerShouldBegin(_:)", "gestureRecognizer(_:shouldReceive:)",
    "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
    "gestureRecognizer(_:shouldRequireFailureOf:)",
    "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
  ]

  /// Their selectors (``ObjCSelectorName``).
  static let selectors: Set<String> = Set(swiftNames.map { ObjCSelectorName.method(swiftName: $0) })

  /// Methods the core sends as messages to objects of any class, outside a protocol:
  /// key-value observing's `observeValue(forKeyPath:of:change:context:)`; and the table
  /// view's requirements whose presence changes what UIKit draws (a row's editing style, its
  /// reorder grip), the collection view controller's standard reordering press, and the
  /// lists' context menus (a row or item has one only when the delegate implements the
  /// method; a collection view prefers the iOS 16 one), the table's drop proposal (without
  /// it the table proposes its own) and the drag and drop methods the core warns about, which
  /// the core asks `respondsToSelector:`-style.
  static let messagedSelectors: Set<String> = [
    ObjCSelectorName.method(swiftName: "observeValue(forKeyPath:of:change:context:)"),
    ObjCSelectorName.method(swiftName: "tableView(_:commit:forRowAt:)"),
    ObjCSelectorName.method(swiftName: "tableView(_:moveRowAt:to:)"),
    ObjCSelectorName.method(swiftName: "tableView(_:editingStyleForRowAt:)"),
    ObjCSelectorName.method(swiftName: "collectionView(_:moveItemAt:to:)"),
    ObjCSelectorName.method(swiftName: "tableView(_:contextMenuConfigurationForRowAt:point:)"),
    ObjCSelectorName.method(
      swiftName: "collectionView(_:contextMenuConfigurationForItemsAt:point:)"),
    ObjCSelectorName.method(
      swiftName: "collectionView(_:contextMenuConfigurationForItemAt:point:)"),
    ObjCSelectorName.method(
      swiftName: "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)"),
    ObjCSelectorName.method(swiftName: "tableView(_:itemsForAddingTo:at:point:)"),
    ObjCSelectorName.method(swiftName: "tableView(_:dragPreviewParametersForRowAt:)"),
    ObjCSelectorName.method(swiftName: "tableView(_:dropPreviewParametersForRowAt:)"),
  ]

  /// Their base names.
  static let names: Set<String> = Set(swiftNames.map { String($0.prefix { $0 != "(" }) })
}
