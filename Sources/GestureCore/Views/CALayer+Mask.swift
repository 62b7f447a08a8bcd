import Foundation

extension CALayer {
  /// The layer whose alpha masks this one (`mask`, default `nil`): Apple, "The layer’s alpha
  /// channel determines how much of the layer’s content and background shows through. Fully
  /// or partially opaque pixels allow the underlying content to show through, but fully
  /// transparent pixels block that content."
  ///
  /// The mask is placed in this layer's coordinates (its ``frame`` is in this layer's bounds
  /// space, as Apple's "set the size and position of the mask layer" asks) and drawn as a
  /// layer of its own, its sublayers and its own mask included; everything this layer draws
  /// (shadow, background, contents, sublayers, border) is then painted through the mask's
  /// alpha, before this layer's ``opacity``. Where the mask draws nothing, nothing shows; a
  /// hidden mask hides the whole layer. Hit-testing ignores the mask, as UIKit's does (it tests
  /// `bounds` through `point(inside:with:)`).
  ///
  /// Apple: "The layer you assign to this property must not have a superlayer. If it does, the
  /// behavior is undefined." Here a mask that has one is drawn both in its superlayer and as
  /// the mask. A layer that is already another layer's mask moves to this one. A mask this
  /// layer is drawn within (itself, a superlayer, the layer a superlayer masks…) would draw
  /// itself without end: it is ignored and a `layer.maskIgnored` warning is recorded.
  public var mask: CALayer? {
    get { storedMask }
    set {
      guard newValue !== storedMask else { return }
      if let newValue, isWithin(newValue) {
        let what = newValue === self ? "itself" : "a layer it is drawn within"
        record(
          "layer.maskIgnored",
          "mask \(type(of: newValue)) is \(what): it would draw itself without end; the mask is "
            + "not set")
        return
      }
      if let newValue, let owner = newValue.maskOwner { owner.storedMask = nil }
      storedMask?.maskOwner = nil
      newValue?.maskOwner = self
      storedMask = newValue
    }
  }
}

extension UIView {
  /// The view whose alpha masks this view's content (`mask`, default `nil`): its layer becomes
  /// this view's `layer.mask` (``CALayer/mask``), placed by its `frame` in this view's bounds
  /// space. Apple: "The view’s alpha channel determines how much of the view’s content and
  /// background shows through." The mask view is not a subview: it is not hit-tested, and it
  /// is drawn with its subviews only as the mask. The view keeps it (strongly, as UIKit keeps
  /// its `maskView`).
  ///
  /// The mask view is in no window, so `UIView.animate` does not animate it (its changes show
  /// at once); animate the masked view, or use a mask layer, which animates implicitly.
  public var mask: UIView? {
    get { layer.mask?.view }
    set {
      storedMaskView = newValue
      layer.mask = newValue?.layer
    }
  }
}
