/// The kinds of ``TimelineEvent`` the simulated UIKit records, as `timeline.json` names them
/// and a scenario's `expect` entries must spell them (a misspelt kind would never happen, so
/// `"never": true` would hold by accident).
///
/// User code records events only through UIKit API: its `print` calls, its feedback
/// generators (`haptic`), the deallocation of its objects (`dealloc`), and what its views,
/// controls, scroll views, recognizers, animations and constraints do; it has no call that
/// records a kind of its own, so the list is closed.
package enum TimelineEventKinds {
  /// Every kind, grouped by what records it.
  package static let all: [String] =
    touches + gestures + controls + scrolling + animations + layout
    + [
      "dealloc", "haptic", "print", "log", "kvo.unsupported", "graphics.invalidSize",
      "graphics.unsupported", "accessibility.post", "statusBar.appearance",
      "appearance.unsupported",
      "textLayer.attributesIgnored",
      "layer.maskIgnored",
    ] + drawing + collectionView + tableView + screens + interfaceBuilder + keyboard + dynamics
    + menus + application + search

  /// A search controller becoming active and inactive, and what search bars and search
  /// controllers do not model (docs/search.md).
  static let search = [
    "search.present", "search.dismiss", "searchBar.unsupported", "searchController.unsupported",
  ]

  /// What the app was asked to do that leaves the app or has no screen here: open a URL, ask
  /// whether one opens, show a badge number (Application/UIApplication+Opening.swift).
  static let application = ["application.openURL", "application.canOpenURL", "application.badge"]

  /// A menu shown from a button or bar button item, an action chosen in it, a tap outside that
  /// closed it (Controls/Menu/MenuPresentation.swift).
  static let menus = [
    "menu.show", "menu.action", "menu.dismiss", "contextMenu.present", "contextMenu.dismiss",
  ]

  /// A dynamic animator resuming and pausing, and what UIKit Dynamics does not model
  /// (docs/dynamics.md).
  static let dynamics = ["dynamicAnimator.resume", "dynamicAnimator.pause", "dynamics.unsupported"]

  /// The software keyboard sliding up or down, and each key a script types (docs/text-input.md).
  static let keyboard = ["keyboard.show", "keyboard.hide", "keyboard.key"]

  /// What drawing reports: a symbol name the icon set has no glyph for; an asset catalog's
  /// set that cannot be read, and a colour or image name found nowhere (docs/asset-catalogs.md).
  static let drawing = ["symbol.unsupported", "asset.invalid", "asset.missing"]

  /// A collection view's highlight, selection and interactive move of an item, and what it
  /// does not model (docs/collection-view.md).
  static let collectionView = [
    "collectionView.didHighlightItem", "collectionView.didSelectItem",
    "collectionView.didDeselectItem", "collectionView.moveItem", "collectionView.swipeAction",
    "collectionView.dragBegan", "collectionView.performDrop", "collectionView.dragCancelled",
    "collectionView.unsupported",
  ]

  /// A table view's row selection, swipe actions, editing and drag and drop, and what it does
  /// not model (docs/tables.md).
  static let tableView = [
    "tableView.didSelectRow", "tableView.didDeselectRow", "tableView.swipeAction",
    "tableView.commitEditing", "tableView.moveRow", "tableView.sectionIndex",
    "tableView.dragBegan", "tableView.performDrop", "tableView.dragCancelled",
    "tableView.unsupported",
  ]

  /// Loading a storyboard or nib: what is not read, and a custom class the code lacks; a
  /// storyboard's segues performed, refused by `shouldPerformSegue`, or unwinding to no
  /// controller (docs/interface-builder.md, "Segues").
  static let interfaceBuilder = [
    "interfaceBuilder.skipped", "interfaceBuilder.unknownClass", "interfaceBuilder.duplicate",
    "storyboard.segue",
    "storyboard.segueRefused", "storyboard.unwindNotFound",
  ]

  /// A responder's touch methods, and a touch the window delivers to no view's responder
  /// methods (`touch.ignored`: a recognizer took it).
  static let touches = [
    "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "touch.ignored",
  ]

  /// A recognizer's state changes (`gesture.recognized` is a discrete recognizer's ended),
  /// its action calls, and a recognizer held back until another fails.
  static let gestures = [
    "gesture.began", "gesture.changed", "gesture.ended", "gesture.recognized",
    "gesture.cancelled", "gesture.failed", "gesture.action", "gesture.waiting",
  ]

  /// A control's events (`control.touchUpInside` …), the actions they call, and the value
  /// changes of a slider, a switch, a segmented control, a page control, a stepper, a
  /// refresh control, a picker view and a date picker (and a date picker's unmodelled styles).
  static let controls =
    UIControl.Event.namedEvents.map { "control.\($0.name)" }
    + [
      "control.action", "slider.value", "switch.isOn", "segmentedControl.selectedSegmentIndex",
      "pageControl.currentPage", "stepper.value", "refreshControl.beginRefreshing",
      "refreshControl.endRefreshing", "pickerView.didSelectRow", "datePicker.date",
      "datePicker.unsupported",
    ]

  /// A scroll view's delegate calls, by their `UIScrollViewDelegate` names.
  static let scrolling = [
    "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging",
    "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
    "scrollViewDidEndScrollingAnimation", "scrollViewDidChangeAdjustedContentInset",
    "scrollViewWillBeginZooming", "scrollViewDidZoom",
    "scrollViewDidEndZooming",
  ]

  /// An animation of each animatable property, and an animation's completion; an explicit
  /// Core Animation animation's start and stop, and what it asks that is not modelled.
  static let animations =
    AnimatableProperty.allCases.map { "animation.\($0.rawValue)" }
    + [
      "animation.completion", "animation.didStart", "animation.didStop",
      "animation.unsupported",
    ]

  /// What the Auto Layout engine reports (docs/auto-layout.md).
  static let layout = [
    "layout.unsatisfiable", "layout.ambiguous", "layout.exception", "layout.error",
  ]

  /// What moves whole screens: a property animator's flow (start, pause, reverse, stop,
  /// completion), a navigation controller's push, pop and cancelled interactive pop, a modal
  /// presentation's start, its dismissal's end or cancellation, a presentation UIKit refuses, a
  /// transition style drawn as another, a tap on an alert's button, a sheet's drag settling on
  /// a detent, dismissing or refused (docs/presentation.md), a tab bar controller switching
  /// tabs and what it does not model (docs/tab-bar.md).
  static let screens = [
    "animator.start", "animator.pause", "animator.reverse", "animator.stop",
    "animator.completion", "navigation.push", "navigation.pop", "navigation.popCancelled",
    "navigation.toolbar", "shareSheet.activity",
    "presentation.present", "presentation.dismiss", "presentation.dismissCancelled",
    "presentation.ignored",
    "presentation.unsupported", "alert.action", "sheet.detent", "sheet.dismissed",
    "sheet.refused", "tabBar.select", "tabBar.unsupported",
  ]
}
