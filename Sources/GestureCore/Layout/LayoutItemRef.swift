import Foundation

/// A constraint's item seen by the engine: a view or a layout guide.
@preconcurrency @MainActor
enum LayoutItemRef {
  case view(UIView)
  case guide(UILayoutGuide)

  /// The item `object` refers to, or `nil` when it is neither a view nor a layout guide.
  init?(_ object: AnyObject?) {
    if let view = object as? UIView {
      self = .view(view)
    } else if let guide = object as? UILayoutGuide {
      self = .guide(guide)
    } else {
      return nil
    }
  }

  /// The view or guide.
  var object: AnyObject {
    switch self {
    case .view(let view): return view
    case .guide(let guide): return guide
    }
  }

  /// The identity the engine keys its variables by.
  var id: ObjectIdentifier { ObjectIdentifier(object) }

  /// The view that stands for the item in the view tree: the view itself, or the guide's owning
  /// view.
  var hostView: UIView? {
    switch self {
    case .view(let view): return view
    case .guide(let guide): return guide.owningView
    }
  }

  /// The view in whose bounds coordinates the item's frame is expressed: a view's superview, a
  /// guide's owning view.
  var parent: UIView? {
    switch self {
    case .view(let view): return view.superview
    case .guide(let guide): return guide.owningView
    }
  }

  /// `UIView:card`, `UILabel:title`, `UILayoutGuide:root'UIViewSafeAreaLayoutGuide'`: the item
  /// as unsatisfiable-constraint reports name it (UIKit prints an address where this prints the
  /// view's identifier).
  var reportName: String {
    switch self {
    case .view(let view):
      return "\(LayoutItemRef.className(of: view)):\(view.identifier)"
    case .guide(let guide):
      let owner = guide.owningView?.identifier ?? "nil"
      return "UILayoutGuide:\(owner)'\(guide.identifier)'"
    }
  }

  /// UIKit's class name for the view's class (`UIView`, `UILabel`, …) or the subclass's own
  /// name.
  static func className(of view: UIView) -> String {
    let name = String(describing: type(of: view))
    let uikit: Set<String> = [
      "View", "Label", "ImageView", "Button", "Window", "ScrollView", "Control",
    ]
    return uikit.contains(name) ? "UI" + name : name
  }
}
