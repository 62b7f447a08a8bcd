import Foundation

// The keys each class of the core tells key-value observers of, and their current values for
// an `.initial` notification (KeyValueObserving.swift has the table). One function per kind of
// object: overriding members in extensions needs the Objective-C runtime.

extension UIResponder {
  /// The keys whose changes the responder tells observers of.
  var observableKeys: Set<String> {
    var keys: Set<String> = []
    if self is UIView { keys.formUnion(["center", "frame", "bounds", "alpha", "hidden"]) }
    if self is UIScrollView { keys.formUnion(["contentOffset", "contentSize", "contentInset"]) }
    if self is UILabel { keys.formUnion(["text", "font"]) }
    return keys
  }

  /// The current value of observable `key`, for an `.initial` notification.
  func observableValue(forKey key: String) -> Any? {
    if let label = self as? UILabel {
      switch key {
      case "text": return label.text as Any
      case "font": return label.font as Any
      default: break
      }
    }
    if let scrollView = self as? UIScrollView {
      switch key {
      case "contentOffset": return scrollView.contentOffset
      case "contentSize": return scrollView.contentSize
      case "contentInset": return scrollView.contentInset
      default: break
      }
    }
    guard let view = self as? UIView else { return nil }
    switch key {
    case "center": return view.center
    case "frame": return view.frame
    case "bounds": return view.bounds
    case "alpha": return view.alpha
    case "hidden": return view.isHidden
    default: return nil
    }
  }
}

extension CALayer {
  /// The keys whose changes the layer tells observers of.
  var observableKeys: Set<String> { ["bounds", "position"] }

  /// The current value of observable `key`.
  func observableValue(forKey key: String) -> Any? {
    switch key {
    case "bounds": return bounds
    case "position": return position
    default: return nil
    }
  }
}
