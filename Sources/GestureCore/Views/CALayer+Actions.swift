import Foundation

extension CALayer {
  /// The property's model value as animation components (a layer of its own).
  func modelComponents(_ property: AnimatableProperty) -> [Double] {
    switch property {
    case .center: return AnimatableProperty.components(storedPosition)
    case .bounds: return AnimatableProperty.components(storedBounds)
    case .transform:
      return AnimatableProperty.components(CATransform3DGetAffineTransform(storedTransform))
    case .alpha: return [Double(storedOpacity)]
    case .transform3D: return Transform3DComponents.components(of: storedTransform)
    }
  }

  /// The animator of the window whose screen shows this layer of its own, when a change of it
  /// is animated implicitly: the layer has been drawn in a frame (Core Animation animates
  /// layers the render tree already has; a layer added and set up in the same turn appears as
  /// set up) and a view's layer up its superlayer chain is in a window (a mask layer's chain
  /// goes on through the layer it masks). A view's own layer has
  /// none: its view, the layer's delegate, returns no action outside an animation block
  /// (objc.io issue 12, "View-Layer Synergy"), so its changes go through the view.
  private var implicitAnimator: Animator? {
    guard view == nil, hasBeenDrawn else { return nil }
    var current = storedSuperlayer ?? maskOwner
    while let layer = current {
      if let view = layer.view { return view.window?.animator }
      current = layer.storedSuperlayer ?? layer.maskOwner
    }
    return nil
  }

  /// Makes `change` to `property` of a layer of its own and animates it implicitly when the
  /// layer is on screen (``implicitAnimator``) and the current ``CATransaction`` allows it.
  /// Inside `UIView.animate` the same rule applies: UIKit animates views' layers only.
  ///
  /// The action is looked up with ``action(forKey:)`` unless the transaction disables actions
  /// (Core Animation does not search then): the default action animates, `nil` (an `NSNull`
  /// in ``actions`` or from the delegate) changes at once, and any other action is run with
  /// the key and the layer once the change is made.
  func changeAnimatably(_ property: AnimatableProperty, _ change: () -> Void) {
    guard let animator = implicitAnimator,
      !animator.scheduler.transactions.disablesActions
    else {
      change()
      return
    }
    let old = modelComponents(property)
    let key = property.layerKey
    let action = self.action(forKey: key)
    change()
    if action is ImplicitAnimationAction {
      animator.addImplicitAnimation(property, of: self, from: old)
    } else if let action {
      action.run(forKey: key, object: self, arguments: nil)
    }
  }
}

extension AnimatableProperty {
  /// The layer property's key, Core Animation's name (`position`, `bounds`, `transform`,
  /// `opacity`).
  var layerKey: String {
    switch self {
    case .center: return "position"
    case .bounds: return "bounds"
    case .transform, .transform3D: return "transform"
    case .alpha: return "opacity"
    }
  }

  /// The keys of the properties a layer of its own animates implicitly.
  static let layerKeys: Set<String> = ["position", "bounds", "transform", "opacity"]
}
