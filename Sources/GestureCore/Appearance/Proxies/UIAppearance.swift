import Foundation

/// A class whose instances take values set on a proxy of the class (`UIAppearance`):
/// `UINavigationBar.appearance().barTintColor = .red` colours every navigation bar that enters
/// a window afterwards. ``UIView`` and ``UIBarItem`` conform.
///
/// A proxy is an instance of the class itself, made with `init?(coder:)` and flagged as a
/// proxy (iOS returns an Objective-C proxy object that records the messages it is sent; Swift
/// has no such object, and the proxy's type must be the class for `.barTintColor =` to
/// compile). The honoured properties' setters record into the run's appearance table instead
/// of changing the proxy; a view takes the recorded values when it enters a window (before its
/// `willMove(toWindow:)`, as UIKit applies them), a bar item when its bar makes its button or
/// tab. A value the code sets directly on an instance wins over the proxy's, whenever it was
/// set. docs/appearance.md ("Appearance proxies") lists the honoured properties; a property
/// set on a proxy that is not honoured records an `appearance.unsupported` timeline warning.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiappearance
@preconcurrency @MainActor
public protocol UIAppearance: _ObjCProtocol {
  /// The proxy for every instance of the class (`appearance()`).
  static func appearance() -> Self
  /// The proxy for the instances contained in instances of `containerTypes`
  /// (`appearance(whenContainedInInstancesOf:)`): the first type is the nearest container,
  /// each next one further out, found in order up the superviews and their view controllers.
  static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  )
    -> Self
}

/// A class whose instances can contain views that take appearance values
/// (`UIAppearanceContainer`): views and view controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: _ObjCProtocol {}

extension UIView: UIAppearance, UIAppearanceContainer {
  /// The proxy for every instance of the class (`appearance()`): see ``UIAppearance``.
  public static func appearance() -> Self {
    appearanceProxy(containers: [])
  }

  /// The proxy for the instances inside instances of `containerTypes`
  /// (`appearance(whenContainedInInstancesOf:)`): see ``UIAppearance``.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    appearanceProxy(containers: containerTypes.map { $0 as AnyClass })
  }
}

extension UIViewController: UIAppearanceContainer {}

extension UIBarItem: UIAppearance {
  /// The proxy for every item of the class (`appearance()`): see ``UIAppearance``.
  public static func appearance() -> Self {
    appearanceProxy(containers: [])
  }

  /// The proxy for the items shown inside instances of `containerTypes`
  /// (`appearance(whenContainedInInstancesOf:)`), found from the bar that shows the item.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    appearanceProxy(containers: containerTypes.map { $0 as AnyClass })
  }
}

/// A class whose proxies are instances of itself, made with `init?(coder:)`.
@MainActor
protocol AppearanceProxyMaking: AppearanceHost {
  init?(coder: NSCoder)
}

extension UIView: AppearanceProxyMaking {}
extension UIBarItem: AppearanceProxyMaking {}

extension AppearanceProxyMaking {
  /// The run's proxy of the class for `containers` (nearest first), made on first use.
  static func appearanceProxy(containers: [AnyClass]) -> Self {
    let table = AppearanceTable.forProxies
    if let existing = table.proxy(of: self, containers: containers) as? Self { return existing }
    guard let proxy = self.init(coder: AppearanceTable.proxyCoder()) else {
      preconditionFailure(
        "\(self).appearance(): init?(coder:) returned nil, so no appearance proxy could be made")
    }
    proxy.appearanceMarks.proxy = AppearanceProxyInfo(target: self, containers: containers)
    table.keep(proxy, of: self, containers: containers)
    return proxy
  }
}
