import Foundation

/// The style of the status bar's text and glyphs (`UIStatusBarStyle`), raw values as in the SDK.
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark content on light backgrounds, light on dark, following the appearance (`default`).
  case `default` = 0
  /// Light content, for dark backgrounds (`lightContent`).
  case lightContent = 1
  /// Dark content, for light backgrounds (`darkContent`, iOS 13).
  case darkContent = 3

  /// The name the timeline gives the style.
  var name: String {
    switch self {
    case .default: return "default"
    case .lightContent: return "lightContent"
    case .darkContent: return "darkContent"
    }
  }
}

/// How the status bar animates when it is shown or hidden (`UIStatusBarAnimation`).
public enum UIStatusBarAnimation: Int, Sendable {
  /// No animation (`none`).
  case none = 0
  /// A fade (`fade`, the default).
  case fade = 1
  /// A slide (`slide`).
  case slide = 2
}

/// A legacy layout guide of a view controller (`topLayoutGuide`, `bottomLayoutGuide`,
/// UIKit's `UILayoutSupport`): the part of the view the status bar (top) or the home
/// indicator (bottom) covers.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
  /// The guide's height, points (`length`).
  var length: CGFloat { get }
  /// The guide's top edge (`topAnchor`).
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's bottom edge (`bottomAnchor`).
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's height (`heightAnchor`).
  var heightAnchor: NSLayoutDimension { get }
}

/// The layout guide behind ``UIViewController/topLayoutGuide`` and
/// ``UIViewController/bottomLayoutGuide``: a guide of the root view from the view's edge to the
/// safe area's (what UIKit's guides have measured since iOS 11).
final class EdgeLayoutGuide: UILayoutGuide, UILayoutSupport {
  /// Which edge.
  let isTop: Bool

  init(top: Bool) {
    isTop = top
    super.init()
  }

  /// The root view's safe-area inset at the guide's edge, points.
  var length: CGFloat {
    guard let view = owningView else { return 0 }
    return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
  }
}

extension UIViewController {
  /// The area the status bar covers at the top of the view (`topLayoutGuide`, deprecated in
  /// iOS 11): a guide from the view's top to its safe area's top; its `length` is
  /// `view.safeAreaInsets.top` (20 pt on an iPhone SE, 0 outside a window).
  public var topLayoutGuide: UILayoutSupport { legacyGuides().top }

  /// The area at the bottom of the view outside the safe area (`bottomLayoutGuide`,
  /// deprecated in iOS 11): a guide from the safe area's bottom to the view's bottom; its
  /// `length` is `view.safeAreaInsets.bottom`.
  public var bottomLayoutGuide: UILayoutSupport { legacyGuides().bottom }

  /// The two guides, added to the view and constrained on first use.
  private func legacyGuides() -> (top: EdgeLayoutGuide, bottom: EdgeLayoutGuide) {
    if let edgeLayoutGuides { return edgeLayoutGuides }
    let top = EdgeLayoutGuide(top: true)
    let bottom = EdgeLayoutGuide(top: false)
    top.identifier = "UIViewControllerTopLayoutGuide"
    bottom.identifier = "UIViewControllerBottomLayoutGuide"
    let root: UIView = view
    root.addLayoutGuide(top)
    root.addLayoutGuide(bottom)
    let safe = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      top.topAnchor.constraint(equalTo: root.topAnchor),
      top.bottomAnchor.constraint(equalTo: safe.topAnchor),
      top.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      top.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bottom.topAnchor.constraint(equalTo: safe.bottomAnchor),
      bottom.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      bottom.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bottom.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    edgeLayoutGuides = (top, bottom)
    return (top, bottom)
  }

  /// The controller whose status bar preferences show over this one: the last in the chain of
  /// presented controllers that captures the status bar (presented full screen or over full
  /// screen, or with ``modalPresentationCapturesStatusBarAppearance``), else this one.
  var statusBarCapturingController: UIViewController {
    var shown = self
    var presented = presentedViewController
    while let current = presented, current !== shown {
      let style = current.modalPresentationStyle
      if style == .fullScreen || style == .overFullScreen
        || current.modalPresentationCapturesStatusBarAppearance
      {
        shown = current
      }
      presented = current.presentedViewController
    }
    return shown
  }

  /// The controller whose status bar style shows: following ``childForStatusBarStyle``.
  var statusBarStyleController: UIViewController {
    var controller = self
    while let child = controller.childForStatusBarStyle, child !== controller { controller = child }
    return controller
  }

  /// The controller whose status bar visibility shows: following ``childForStatusBarHidden``.
  var statusBarHiddenController: UIViewController {
    var controller = self
    while let child = controller.childForStatusBarHidden, child !== controller {
      controller = child
    }
    return controller
  }

  /// Records the status bar appearance the window's root controller gives now
  /// (`statusBar.appearance`), for ``setNeedsStatusBarAppearanceUpdate()``.
  func recordStatusBarAppearance() {
    guard let window = viewIfLoaded?.window else { return }
    let root = (window.rootViewController ?? self).statusBarCapturingController
    let style = root.statusBarStyleController.preferredStatusBarStyle
    let hidden = root.statusBarHiddenController.prefersStatusBarHidden
    window.eventLog.record(
      "statusBar.appearance", view: viewIfLoaded,
      detail: "style \(style.name), hidden \(hidden)")
  }
}
