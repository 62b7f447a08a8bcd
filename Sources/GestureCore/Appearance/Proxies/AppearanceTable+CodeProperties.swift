import Foundation

extension AppearanceTable {
  /// The setter of an `@objc dynamic` property `key` of the code's classes starts or ends on
  /// `object` (the tool's preparation makes such setters call `willChangeValue(forKey:)` and
  /// `didChangeValue(forKey:)`). On a proxy the value set is recorded, to be sent to instances
  /// through the property's setter (`setKey:`, in the method tables the preparation makes);
  /// on an instance it is noted as set directly. Only views and bar items take part; other
  /// objects return at once.
  nonisolated static func codeSetter(of object: AnyObject, key: String, ended: Bool) {
    guard object is UIView || object is UIBarItem, MainQueue.isCurrent else { return }
    nonisolated(unsafe) let object = object
    MainActor.assumeIsolated {
      if let view = object as? UIView {
        recordCodeSetter(of: view, key: key, ended: ended)
      } else if let item = object as? UIBarItem {
        recordCodeSetter(of: item, key: key, ended: ended)
      }
    }
  }

  private static func recordCodeSetter<Host: AppearanceHost>(
    of host: Host, key: String, ended: Bool
  ) {
    guard let proxy = host.appearanceMarks.proxy else {
      guard ended, !host.appearanceMarks.applying, let table = current, table.hasValues else {
        return
      }
      host.appearanceMarks.explicit.insert(.code(key))
      return
    }
    guard ended else {
      host.appearanceMarks.codeSetterDepth += 1
      return
    }
    host.appearanceMarks.codeSetterDepth = max(0, host.appearanceMarks.codeSetterDepth - 1)
    let selector = Selector("set" + key.prefix(1).uppercased() + String(key.dropFirst()) + ":")
    let table = forProxies
    guard ObjectiveCRuntime.lookUp(selector, of: host) != nil else {
      table.warn(
        "\(proxy.target).appearance().\(key): not applied to instances (the tool finds no "
          + "setter for it: an @objc dynamic stored property of the class is needed)",
        view: nil)
      return
    }
    let value = KeyValueCoding.value(of: host, forKey: key)
    table.record(.code(key), for: proxy) { object in
      _ = ObjectiveCRuntime.sendIfImplemented(object, selector, [value])
    }
  }
}
