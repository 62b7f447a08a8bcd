import Foundation

// A layer's `mask` in the display list: the mask layer (or mask view) drawn as a layer of its
// own placed in the masked layer's bounds space, its items carried by the masked group's
// `pushMask` (docs/appearance.md, "Masks").
extension DisplayListBuilder {
  /// The items of `layer`'s mask, or `nil` when it has none: the mask drawn with `transform`
  /// (the masked layer's bounds space to window points) as its superlayer's transform, with the
  /// identifier `ID/mask`. A mask view is walked with its subviews (no snapshots: it is not in
  /// the view tree); the views in it that a kept capture cannot follow are counted in `unkept`,
  /// so the masked view is walked afresh with them. `style` is the masked view's appearance.
  static func maskItems(
    of layer: CALayer, id: String, transform: CGAffineTransform, window: UIWindow,
    style: UIUserInterfaceStyle, unkept: inout Int
  ) -> [DisplayItem]? {
    guard let mask = layer.storedMask else { return nil }
    let maskID = "\(id)/mask"
    if let view = mask.view {
      var capture = Capture(reuses: false)
      appendWalking(
        view, id: maskID, parentTransform: transform, window: window, style: style, depth: 0,
        snapshots: false, to: &capture)
      unkept += capture.unkept
      return capture.items
    }
    var items: [DisplayItem] = []
    appendStandalone(
      mask, id: maskID, parentTransform: transform, window: window,
      traits: UITraitCollection.of(style, level: window.screenUserInterfaceLevel), to: &items)
    return items
  }
}
