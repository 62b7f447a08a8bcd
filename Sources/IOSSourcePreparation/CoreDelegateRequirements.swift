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

  /// Every requirement of the core's protocols that UIKit declares `optional` and the core
  /// implements by default in an extension (the delegates and data sources, the transition
  /// protocols, `CALayerDelegate`), Swift names, sorted. `x.m?(…)` of one is prepared as
  /// ``swiftNames``' are; its selector enters the method tables of the classes implementing
  /// it only when the code calls it so (``SourceIndex/optionallyCalledNames``).
  /// `CoreDelegateRequirementsTests` reads the core and checks that this list is its own.
  static let optionalSwiftNames: [String] = [
    "action(for:forKey:)", "adaptivePresentationStyle(for:)",
    "adaptivePresentationStyle(for:traitCollection:)", "animationController(forDismissed:)",
    "animationController(forPresented:presenting:source:)", "animationDidStart(_:)",
    "animationDidStop(_:finished:)", "animationEnded(_:)",
    "application(_:configurationForConnecting:options:)", "application(_:didDiscardSceneSessions:)",
    "application(_:didFinishLaunchingWithOptions:)", "application(_:open:options:)",
    "application(_:willFinishLaunchingWithOptions:)", "applicationDidBecomeActive(_:)",
    "applicationDidEnterBackground(_:)", "applicationWillEnterForeground(_:)",
    "applicationWillResignActive(_:)", "applicationWillTerminate(_:)",
    "collectionView(_:canHandle:)", "collectionView(_:canMoveItemAt:)",
    "collectionView(_:cancelPrefetchingForItemsAt:)",
    "collectionView(_:contextMenuConfigurationForItemAt:point:)",
    "collectionView(_:contextMenuConfigurationForItemsAt:point:)",
    "collectionView(_:didDeselectItemAt:)", "collectionView(_:didEndDisplaying:forItemAt:)",
    "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)",
    "collectionView(_:didHighlightItemAt:)", "collectionView(_:didSelectItemAt:)",
    "collectionView(_:didUnhighlightItemAt:)", "collectionView(_:dragSessionAllowsMoveOperation:)",
    "collectionView(_:dragSessionDidEnd:)", "collectionView(_:dragSessionWillBegin:)",
    "collectionView(_:dropSessionDidEnd:)", "collectionView(_:dropSessionDidEnter:)",
    "collectionView(_:dropSessionDidExit:)",
    "collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)",
    "collectionView(_:layout:insetForSectionAt:)",
    "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
    "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
    "collectionView(_:layout:referenceSizeForFooterInSection:)",
    "collectionView(_:layout:referenceSizeForHeaderInSection:)",
    "collectionView(_:layout:sizeForItemAt:)", "collectionView(_:moveItemAt:to:)",
    "collectionView(_:shouldDeselectItemAt:)", "collectionView(_:shouldHighlightItemAt:)",
    "collectionView(_:shouldSelectItemAt:)",
    "collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)",
    "collectionView(_:viewForSupplementaryElementOfKind:at:)",
    "collectionView(_:willDisplay:forItemAt:)",
    "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)",
    "collisionBehavior(_:beganContactFor:with:at:)",
    "collisionBehavior(_:beganContactFor:withBoundaryIdentifier:at:)",
    "collisionBehavior(_:endedContactFor:with:)",
    "collisionBehavior(_:endedContactFor:withBoundaryIdentifier:)",
    "contextMenuInteraction(_:willDisplayMenuFor:animator:)",
    "contextMenuInteraction(_:willEndFor:animator:)",
    "contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)",
    "didDismissSearchController(_:)", "didPresentSearchController(_:)", "display(_:)",
    "draw(_:in:)", "dynamicAnimatorDidPause(_:)", "dynamicAnimatorWillResume(_:)",
    "gestureRecognizer(_:shouldBeRequiredToFailBy:)", "gestureRecognizer(_:shouldReceive:)",
    "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
    "gestureRecognizer(_:shouldRequireFailureOf:)", "gestureRecognizerShouldBegin(_:)",
    "interactionControllerForDismissal(using:)", "interactionControllerForPresentation(using:)",
    "interruptibleAnimator(using:)", "layerWillDraw(_:)", "layoutSublayers(of:)",
    "navigationController(_:animationControllerFor:from:to:)",
    "navigationController(_:didShow:animated:)",
    "navigationController(_:interactionControllerFor:)",
    "navigationController(_:willShow:animated:)", "numberOfSections(in:)",
    "pickerView(_:attributedTitleForRow:forComponent:)", "pickerView(_:didSelectRow:inComponent:)",
    "pickerView(_:rowHeightForComponent:)", "pickerView(_:titleForRow:forComponent:)",
    "pickerView(_:viewForRow:forComponent:reusing:)", "pickerView(_:widthForComponent:)",
    "pointerInteraction(_:regionFor:defaultRegion:)", "pointerInteraction(_:styleFor:)",
    "presentSearchController(_:)", "presentationController(forPresented:presenting:source:)",
    "presentationControllerDidAttemptToDismiss(_:)", "presentationControllerDidDismiss(_:)",
    "presentationControllerShouldDismiss(_:)", "presentationControllerWillDismiss(_:)",
    "scene(_:openURLContexts:)", "scene(_:willConnectTo:options:)", "sceneDidBecomeActive(_:)",
    "sceneDidDisconnect(_:)", "sceneDidEnterBackground(_:)", "sceneWillEnterForeground(_:)",
    "sceneWillResignActive(_:)", "scrollViewDidChangeAdjustedContentInset(_:)",
    "scrollViewDidEndDecelerating(_:)", "scrollViewDidEndDragging(_:willDecelerate:)",
    "scrollViewDidEndScrollingAnimation(_:)", "scrollViewDidEndZooming(_:with:atScale:)",
    "scrollViewDidScroll(_:)", "scrollViewDidZoom(_:)", "scrollViewWillBeginDecelerating(_:)",
    "scrollViewWillBeginDragging(_:)", "scrollViewWillBeginZooming(_:with:)",
    "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
    "searchBar(_:selectedScopeButtonIndexDidChange:)",
    "searchBar(_:shouldChangeTextIn:replacementText:)", "searchBar(_:textDidChange:)",
    "searchBarCancelButtonClicked(_:)", "searchBarSearchButtonClicked(_:)",
    "searchBarShouldBeginEditing(_:)", "searchBarShouldEndEditing(_:)",
    "searchBarTextDidBeginEditing(_:)", "searchBarTextDidEndEditing(_:)",
    "sectionIndexTitles(for:)", "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)",
    "supports(_:)", "tabBar(_:didSelect:)", "tabBarController(_:didSelect:)",
    "tabBarController(_:shouldSelect:)", "tableView(_:accessoryButtonTappedForRowWith:)",
    "tableView(_:canEditRowAt:)", "tableView(_:canHandle:)", "tableView(_:canMoveRowAt:)",
    "tableView(_:cancelPrefetchingForRowsAt:)", "tableView(_:commit:forRowAt:)",
    "tableView(_:contextMenuConfigurationForRowAt:point:)", "tableView(_:didDeselectRowAt:)",
    "tableView(_:didEndDisplaying:forRowAt:)", "tableView(_:didEndEditingRowAt:)",
    "tableView(_:didHighlightRowAt:)", "tableView(_:didSelectRowAt:)",
    "tableView(_:didUnhighlightRowAt:)", "tableView(_:dragSessionAllowsMoveOperation:)",
    "tableView(_:dragSessionDidEnd:)", "tableView(_:dragSessionIsRestrictedToDraggingApplication:)",
    "tableView(_:dragSessionWillBegin:)", "tableView(_:dropSessionDidEnd:)",
    "tableView(_:dropSessionDidEnter:)", "tableView(_:dropSessionDidExit:)",
    "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)",
    "tableView(_:editingStyleForRowAt:)", "tableView(_:estimatedHeightForRowAt:)",
    "tableView(_:heightForFooterInSection:)", "tableView(_:heightForHeaderInSection:)",
    "tableView(_:heightForRowAt:)", "tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
    "tableView(_:moveRowAt:to:)", "tableView(_:sectionForSectionIndexTitle:at:)",
    "tableView(_:shouldHighlightRowAt:)", "tableView(_:shouldIndentWhileEditingRowAt:)",
    "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)",
    "tableView(_:titleForDeleteConfirmationButtonForRowAt:)",
    "tableView(_:titleForFooterInSection:)", "tableView(_:titleForHeaderInSection:)",
    "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
    "tableView(_:viewForFooterInSection:)", "tableView(_:viewForHeaderInSection:)",
    "tableView(_:willBeginEditingRowAt:)", "tableView(_:willDeselectRowAt:)",
    "tableView(_:willDisplay:forRowAt:)", "tableView(_:willDisplayHeaderView:forSection:)",
    "tableView(_:willSelectRowAt:)", "textField(_:shouldChangeCharactersIn:replacementString:)",
    "textFieldDidBeginEditing(_:)", "textFieldDidChangeSelection(_:)", "textFieldDidEndEditing(_:)",
    "textFieldDidEndEditing(_:reason:)", "textFieldShouldBeginEditing(_:)",
    "textFieldShouldClear(_:)", "textFieldShouldEndEditing(_:)", "textFieldShouldReturn(_:)",
    "textView(_:shouldChangeTextIn:replacementText:)", "textViewDidBeginEditing(_:)",
    "textViewDidChange(_:)", "textViewDidChangeSelection(_:)", "textViewDidEndEditing(_:)",
    "textViewShouldBeginEditing(_:)", "textViewShouldEndEditing(_:)", "viewForZooming(in:)",
    "willDismissSearchController(_:)", "willPresentSearchController(_:)",
  ]

  /// Requirements UIKit declares `optional` that every conforming type implements here
  /// (`UIViewImplicitlyAnimating`'s; the core's only conforming class is
  /// `UIViewPropertyAnimator`, which implements them on iOS too): `x.m?(…)` of one always
  /// calls it.
  static let implementedSwiftNames: [String] = [
    "addAnimations(_:)", "addAnimations(_:delayFactor:)", "addCompletion(_:)",
    "continueAnimation(withTimingParameters:durationFactor:)",
  ]

  /// The base names of ``optionalSwiftNames``.
  static let optionalNames: Set<String> = baseNames(optionalSwiftNames)

  /// The base names of ``implementedSwiftNames``.
  static let implementedNames: Set<String> = baseNames(implementedSwiftNames)

  /// The core requirement that `x.name?(…)` with argument `labels` (`nil` for none) and
  /// `trailingClosures` trailing closures calls, and whether every conforming type implements
  /// it (``implementedSwiftNames``); `nil` when no requirement of that name takes those labels
  /// (an optional closure property of that name, `self.action?()`, is not one).
  static func matching(_ name: String, labels: [String?], trailingClosures: Int)
    -> (swiftName: String, isImplemented: Bool)?
  {
    let written = labels.map { $0 ?? "_" }
    func matches(_ swiftName: String) -> Bool {
      guard swiftName.hasPrefix(name + "(") else { return false }
      let required = swiftName.dropFirst(name.count + 1).dropLast().split(separator: ":")
        .map(String.init)
      guard required.count == written.count + trailingClosures else { return false }
      return Array(required.prefix(written.count)) == written
    }
    // ``swiftNames`` are among ``optionalSwiftNames``.
    if let swiftName = optionalSwiftNames.first(where: matches) {
      return (swiftName, false)
    }
    return implementedSwiftNames.first(where: matches).map { ($0, true) }
  }

  /// `name` of each `name(label:)`.
  private static func baseNames(_ swiftNames: [String]) -> Set<String> {
    Set(swiftNames.map { String($0.prefix { $0 != "(" }) })
  }
}
