import Foundation

/// One dimension of a compositional layout's item, group or supplementary item, UIKit's
/// `NSCollectionLayoutDimension`: a fraction of its container's width or height, a number of
/// points, or an estimate the cell's own size replaces (docs/collection-view.md,
/// "Compositional layout").
@preconcurrency @MainActor
public class NSCollectionLayoutDimension: NSObject {
  /// What the value means.
  enum Kind: Equatable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  let kind: Kind
  /// The value: a fraction (0…1 usually) or points (`dimension`).
  public let dimension: CGFloat

  /// `fractionalDimension` times the container's width (`fractionalWidth(_:)`).
  public class func fractionalWidth(_ fractionalDimension: CGFloat) -> Self {
    Self(.fractionalWidth, fractionalDimension)
  }
  /// `fractionalDimension` times the container's height (`fractionalHeight(_:)`).
  public class func fractionalHeight(_ fractionalDimension: CGFloat) -> Self {
    Self(.fractionalHeight, fractionalDimension)
  }
  /// `absoluteDimension` points (`absolute(_:)`).
  public class func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(.absolute, absoluteDimension)
  }
  /// `estimatedDimension` points until the element's view is measured; then the view's own
  /// size (`estimated(_:)`).
  public class func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(.estimated, estimatedDimension)
  }

  required init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
    super.init()
  }

  /// Whether it is a fraction of the container's width (`isFractionalWidth`).
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether it is a fraction of the container's height (`isFractionalHeight`).
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether it is in points (`isAbsolute`).
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether it is an estimate (`isEstimated`).
  public var isEstimated: Bool { kind == .estimated }

  /// The points this dimension gives in a container of `container` size.
  func resolve(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: container.width * dimension
    case .fractionalHeight: container.height * dimension
    case .absolute, .estimated: dimension
    }
  }
}

/// The width and height of a compositional layout element, UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
  /// The width (`widthDimension`).
  public let widthDimension: NSCollectionLayoutDimension
  /// The height (`heightDimension`).
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of the two dimensions (`init(widthDimension:heightDimension:)`).
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  /// The size in points in a container of `container` size.
  func resolve(in container: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
  }
}

/// Space between the items of a group, UIKit's `NSCollectionLayoutSpacing`: a fixed number of
/// points, or at least a number of points with the space left over shared equally.
@preconcurrency @MainActor
public class NSCollectionLayoutSpacing: NSObject {
  /// The points (`spacing`): exact when fixed, the least when flexible.
  public let spacing: CGFloat
  /// Whether the leftover space is shared out (`isFlexibleSpacing`).
  public let isFlexibleSpacing: Bool
  /// Whether it is exactly ``spacing`` (`isFixedSpacing`).
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  required init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
    super.init()
  }

  /// At least `flexibleSpacing` points; a group shares the space its items leave between
  /// them equally (`flexible(_:)`).
  public class func flexible(_ flexibleSpacing: CGFloat) -> Self {
    Self(spacing: flexibleSpacing, flexible: true)
  }
  /// Exactly `fixedSpacing` points (`fixed(_:)`).
  public class func fixed(_ fixedSpacing: CGFloat) -> Self {
    Self(spacing: fixedSpacing, flexible: false)
  }
}

/// Space added around an item in its group, UIKit's `NSCollectionLayoutEdgeSpacing`: unlike
/// content insets, it moves the item and its neighbours apart. Here each edge's spacing counts
/// as its ``NSCollectionLayoutSpacing/spacing`` points (a flexible edge spacing takes its least
/// value).
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
  /// Before the leading edge (`leading`).
  public let leading: NSCollectionLayoutSpacing?
  /// Above (`top`).
  public let top: NSCollectionLayoutSpacing?
  /// After the trailing edge (`trailing`).
  public let trailing: NSCollectionLayoutSpacing?
  /// Below (`bottom`).
  public let bottom: NSCollectionLayoutSpacing?

  /// Edge spacing of the given spacings (`init(leading:top:trailing:bottom:)`).
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
    super.init()
  }

  /// The points on each edge.
  var insets: NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(
      top: top?.spacing ?? 0, leading: leading?.spacing ?? 0, bottom: bottom?.spacing ?? 0,
      trailing: trailing?.spacing ?? 0)
  }
}
