import Foundation

/// Decoration views: the views a layout places for itself (a section's background), made from
/// the class or nib registered on the layout for their kind
/// (``UICollectionViewLayout/register(_:forDecorationViewOfKind:)``), never asked of the data
/// source. They sit behind the cells and supplementary views (then in their attributes'
/// `zIndex` order) and are reused by kind. A batch update moves them to their new frames at
/// once: their appearing and disappearing animations are not modelled.
extension UICollectionView {
  /// Shows exactly the decoration views in `wanted`, each with its attributes.
  func place(decorations wanted: [SupplementaryKey: UICollectionViewLayoutAttributes]) {
    for (key, view) in visibleDecorations where wanted[key] == nil {
      visibleDecorations[key] = nil
      putAway(view, kind: Self.decorationQueueKind(key.kind))
    }
    let ordered = wanted.sorted { a, b in
      a.value.zIndex != b.value.zIndex
        ? a.value.zIndex > b.value.zIndex
        : a.key.kind == b.key.kind ? a.key.indexPath > b.key.indexPath : a.key.kind > b.key.kind
    }
    // A new one goes to the back, in turn, so the lowest zIndex ends furthest back.
    for (key, attributes) in ordered {
      let view = visibleDecorations[key] ?? makeDecoration(key)
      visibleDecorations[key] = view
      apply(attributes, to: view)
      guard view.superview !== self else { continue }
      if let backgroundView, backgroundView.superview === self {
        insertSubview(view, aboveSubview: backgroundView)
      } else {
        insertSubview(view, at: 0)
      }
    }
  }

  /// The reuse queue's kind for decoration views of `kind`, apart from supplementary views.
  private static func decorationQueueKind(_ kind: String) -> String { "decoration \(kind)" }

  /// A decoration view of `key.kind`, reused or made from the layout's registration.
  private func makeDecoration(_ key: SupplementaryKey) -> UICollectionReusableView {
    let queue = ReuseQueue.Key(kind: Self.decorationQueueKind(key.kind), identifier: key.kind)
    if let reused = reuseQueue.dequeue(queue) {
      reused.prepareForReuse()
      return reused
    }
    let layout = collectionViewLayout
    let view: UICollectionReusableView
    if let nib = layout.decorationNibs[key.kind] {
      view = nib.instantiateReusableView(UICollectionReusableView.self, identifier: key.kind)
    } else if let viewClass = layout.decorationClasses[key.kind] {
      guard let type = viewClass as? UICollectionReusableView.Type else {
        fatalError(
          "the class registered for decoration views of kind \(key.kind), \(viewClass), is not "
            + "a UICollectionReusableView")
      }
      view = type.init(reusableViewFrame: .zero)
    } else {
      fatalError(
        "could not dequeue a decoration view of kind: \(key.kind) - must register a nib or a "
          + "class for the kind with the layout's register(_:forDecorationViewOfKind:)")
    }
    view.reuseIdentifier = key.kind
    return view
  }
}
