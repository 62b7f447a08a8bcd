import Foundation

extension UICollectionView {
  /// What a set of layout attributes places (`UICollectionView.ElementCategory`).
  public enum ElementCategory: Int, Sendable {
    /// An item's cell.
    case cell
    /// A supplementary view (a header, a footer, a badge), named by its kind.
    case supplementaryView
    /// A decoration view, which the layout owns.
    case decorationView
  }

  /// The kind of a flow layout's section header (`elementKindSectionHeader`).
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow layout's section footer (`elementKindSectionFooter`).
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// Where and how one element of a collection view shows, UIKit's
/// `UICollectionViewLayoutAttributes`: the layout makes them, the collection view applies them
/// to the element's view every time it lays out (every frame its content scrolls): `center`,
/// `size` (as the bounds size), `transform3D` (the view's layer transform, of which only the
/// affine part is drawn here), `alpha`, `zIndex` (the layer's `zPosition`) and `isHidden`,
/// then the view's ``UICollectionReusableView/apply(_:)``.
///
/// `frame` is the untransformed frame: setting it sets `center` and `size`; `transform` is the
/// affine part of `transform3D` and setting it sets `transform3D`, as in UIKit.
///
/// Subclasses named by ``UICollectionViewLayout/layoutAttributesClass`` add properties;
/// ``copy(with:)`` makes an instance of the same class (through the required convenience
/// initializers, which a subclass inherits), and a subclass overrides it to copy its own
/// properties, as it must on iOS.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: _ObjCProtocol, AssociatedObjectHost,
  @MainActor CustomStringConvertible
{
  /// The attributes' associated objects.
  nonisolated let associatedObjectStore = AssociatedObjectStore()

  /// The element's centre in the collection view's content, points.
  open var center: CGPoint = .zero
  /// The element's size, points.
  open var size: CGSize = .zero
  /// The element's 3D transform about its centre (default identity).
  open var transform3D: CATransform3D = CATransform3DIdentity
  /// The element's opacity, 0…1 (default 1).
  open var alpha: CGFloat = 1
  /// The element's place in front of (higher) or behind (lower) the others (default 0);
  /// applied as the view's layer `zPosition`.
  open var zIndex = 0
  /// Whether the element is hidden (default false).
  open var isHidden = false
  /// The element's index path.
  open var indexPath = IndexPath(item: 0, section: 0)
  /// Whether the attributes are of a cell, a supplementary view or a decoration view.
  open private(set) var representedElementCategory = UICollectionView.ElementCategory.cell
  /// The kind of a supplementary or decoration view; `nil` for a cell.
  open private(set) var representedElementKind: String?

  /// Attributes of an item at index path (0, 0) with a zero frame.
  public init() {}

  /// Attributes of the cell of the item at `indexPath` (`init(forCellWith:)`).
  public required convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Attributes of a supplementary view of kind `elementKind` at `indexPath`
  /// (`init(forSupplementaryViewOfKind:with:)`).
  public required convenience init(
    forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// Attributes of a decoration view of kind `decorationViewKind` at `indexPath`
  /// (`init(forDecorationViewOfKind:with:)`).
  public required convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }

  /// The untransformed frame: `center` and `size` as a rectangle, points. Setting it sets both.
  open var frame: CGRect {
    get {
      CGRect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
        height: size.height)
    }
    set {
      size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  /// The element's bounds: its size at the origin. Setting it sets `size`.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  /// The affine part of ``transform3D``; setting it sets ``transform3D`` to it.
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(transform3D) }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }

  /// ``copy(with:)`` (`copy()`).
  public func copy() -> Any { copy(with: nil) }

  /// An instance of the same class with the same values (`copy(with:)`). A subclass with its
  /// own properties overrides it, calls `super` and copies them.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy: UICollectionViewLayoutAttributes
    switch representedElementCategory {
    case .cell: copy = type(of: self).init(forCellWith: indexPath)
    case .supplementaryView:
      copy = type(of: self).init(
        forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
    case .decorationView:
      copy = type(of: self).init(
        forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
    }
    copy.center = center
    copy.size = size
    copy.transform3D = transform3D
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    return copy
  }

  /// Whether `object` is attributes of the same element with the same values.
  open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes else { return false }
    return center == other.center && size == other.size && transform3D == other.transform3D
      && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
      && indexPath == other.indexPath
      && representedElementCategory == other.representedElementCategory
      && representedElementKind == other.representedElementKind
  }

  /// The element as `category kind [section, item]`, for messages.
  open var description: String {
    let kind = representedElementKind.map { " \($0)" } ?? ""
    return "<\(type(of: self)) \(representedElementCategory)\(kind) \(indexPath) frame \(frame)>"
  }
}
