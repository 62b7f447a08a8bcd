import Foundation

/// The options of a whole compositional layout, UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// The direction sections stack and the content scrolls (`scrollDirection`, default
  /// `.vertical`). `.horizontal` puts sections side by side along x, each section's groups
  /// along x, fractions of the visible width and of the height less the section's top and
  /// bottom insets; the content is as tall as the visible area.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// Space between sections, points (`interSectionSpacing`, default 0).
  open var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout (`boundarySupplementaryItems`): placed around
  /// all the sections as a section's are around its groups (a `.top` one above them, a
  /// `.bottom` one below, `.leading` and `.trailing` ones beside or before and after them),
  /// asked of the data source with index path item 0 (1, … for more of the same kind) of
  /// section 0.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// The default configuration (`init()`).
  public override init() { super.init() }
}

/// A layout made of sections, groups and items, UIKit's `UICollectionViewCompositionalLayout`
/// (docs/collection-view.md, "Compositional layout").
///
/// At each ``prepare()`` the section provider (or the one section) is asked for each
/// section, with an environment whose container is the collection view's size less its
/// adjusted content insets. Sections stack downward (side by side along x when the
/// configuration's `scrollDirection` is `.horizontal`),
/// ``UICollectionViewCompositionalLayoutConfiguration/interSectionSpacing`` apart, after the
/// configuration's own boundary items before them; each is: its boundary items before the
/// content (headers), its leading content inset along the scroll direction, its group
/// repeated until the section's items run out (`interGroupSpacing` apart), its trailing
/// inset, its boundary items after the content (footers); see
/// ``NSCollectionLayoutBoundarySupplementaryItem``. Fractional dimensions are fractions of the
/// container: a group's of the section's breadth across the scroll direction less its insets
/// and the boundary items beside it (and of the container's length along it: a
/// `.fractionalWidth(1)` group of a horizontal layout is the visible width), an item's of
/// its group's size. A horizontal layout's content is as tall as the visible area, a vertical
/// one's as wide. Estimated heights are
/// replaced by the cells' own once shown: a list cell's content configuration is measured as
/// a table row is; another cell gives its `preferredLayoutAttributesFitting(_:)`.
///
/// A section with an `orthogonalScrollingBehavior` puts its groups side by side in one band
/// that scrolls sideways in its own scroll view (as UIKit embeds one), with the scroll
/// view's drag, deceleration and bounce; it comes to rest as the behaviour says:
/// `.paging` a section width at a time, `.groupPaging` a group (and its spacing) at a time
/// from the leading inset, `.groupPagingCentered` with a group centred, and
/// `.continuousGroupLeadingBoundary` at the group boundary nearest to where it would stop.
/// In a horizontal layout such a section is laid out as one that does not scroll sideways,
/// with a `collectionView.unsupported` warning: its embedded scroll view is modelled along x
/// only.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// What gives each section (`UICollectionViewCompositionalLayoutSectionProvider`).
  public typealias SectionProvider =
    @MainActor (_ section: Int, _ layoutEnvironment: any NSCollectionLayoutEnvironment)
    -> NSCollectionLayoutSection?

  private let provider: SectionProvider
  /// The options of the whole layout (`configuration`). Setting it invalidates the layout.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  /// What prepare() placed.
  private(set) var sections: [CompositionalSection] = []
  /// The layout's own boundary items, placed around all the sections.
  private(set) var layoutBoundaries: [CompositionalSection.Boundary] = []
  /// Where the sections begin and end along the scroll direction.
  private(set) var sectionsStart: CGFloat = 0
  private(set) var sectionsEnd: CGFloat = 0
  private var contentSize = CGSize.zero
  /// Heights measured from cells and supplementary views, replacing estimates.
  var measuredHeights: [IndexPath: CGFloat] = [:]
  var measuredSupplementaryHeights: [String: CGFloat] = [:]
  /// The sideways scroll views of orthogonal sections, by section.
  var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
  /// Warnings already recorded.
  private var warned: Set<String> = []

  /// A layout of one kind of section (`init(section:)`).
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout of one kind of section with options (`init(section:configuration:)`).
  public convenience init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// A layout that asks `sectionProvider` for each section (`init(sectionProvider:)`).
  public convenience init(sectionProvider: @escaping SectionProvider) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// The same with options (`init(sectionProvider:configuration:)`).
  public init(
    sectionProvider: @escaping SectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// A layout with no sections (`init?(coder:)`; nothing is decoded).
  public required init?(coder: NSCoder) {
    provider = { _, _ in nil }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init(coder: coder)
  }

  /// A layout whose every section is a list of `configuration`
  /// (`list(using:)`): ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }

  // MARK: Preparing

  /// Asks for the sections and places every element (see the type's notes).
  open override func prepare() {
    super.prepare()
    sections = []
    layoutBoundaries = []
    contentSize = .zero
    guard let collectionView else { return }
    let inset = collectionView.adjustedContentInset
    let container = CGSize(
      width: max(0, collectionView.bounds.width - inset.left - inset.right),
      height: max(0, collectionView.bounds.height - inset.top - inset.bottom))
    let environment = CompositionalEnvironment(
      contentSize: container, traitCollection: collectionView.traitCollection)
    let axis = CompositionalAxis(horizontal: configuration.scrollDirection == .horizontal)
    let solver = CompositionalSolver(
      container: container, axis: axis, measured: measuredHeights,
      measuredSupplementary: measuredSupplementaryHeights)
    warnAboutLayoutOptions(collectionView)
    let items = configuration.boundarySupplementaryItems
    let placement = BoundaryPlacement(
      axis: axis, start: 0, crossStart: 0, breadth: axis.breadth(container), insets: .zero,
      follows: false)
    let sizes = solver.boundarySizes(
      items, in: container, insets: .zero, follows: false, key: "layout")
    let placed = placement.place(items, sizes: sizes) { along, across, breadth in
      var sectionSolver = solver
      sectionSolver.container = axis.size(length: axis.length(container), breadth: breadth)
      sectionSolver.crossStart = across
      var position = along
      for index in 0..<collectionView.numberOfSections {
        if index > 0 { position += configuration.interSectionSpacing }
        guard let section = provider(index, environment) else {
          warn(
            collectionView, "nil section",
            "the section provider gave no section for section \(index): it shows nothing")
          var empty = CompositionalSection(
            section: NSCollectionLayoutSection(
              group: .vertical(
                layoutSize: .init(widthDimension: .absolute(0), heightDimension: .absolute(0)),
                subitems: [])))
          (empty.bodyStart, empty.bodyEnd, empty.end) = (position, position, position)
          sections.append(empty)
          continue
        }
        warnAboutSectionOptions(section, collectionView)
        var solved = sectionSolver.solve(
          section, index: index, count: collectionView.numberOfItems(inSection: index),
          start: position)
        (solved.start, solved.crossStart, solved.breadth) = (position, across, breadth)
        position = solved.end
        sections.append(solved)
      }
      return (position, across + breadth)
    }
    layoutBoundaries = zip(items, placed.frames).map {
      CompositionalSection.Boundary(kind: $0.elementKind, frame: $1, item: $0)
    }
    (sectionsStart, sectionsEnd) = (placed.bodyStart, placed.bodyEnd)
    contentSize = axis.size(length: placed.end, breadth: axis.breadth(container))
    collectionView.syncOrthogonalScrollers(of: self)
  }

  /// The content size prepare() computed.
  open override var collectionViewContentSize: CGSize { contentSize }

  // MARK: Attributes

  /// The sideways offset of an orthogonal section's scroll view.
  func orthogonalOffset(_ section: Int) -> CGFloat {
    orthogonalScrollers[section]?.contentOffset.x ?? 0
  }

  private func makeItemAttributes(_ path: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard path.count == 2, sections.indices.contains(path.section),
      sections[path.section].items.indices.contains(path.item)
    else { return nil }
    let type =
      (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
      ?? UICollectionViewLayoutAttributes.self
    let attributes = type.init(forCellWith: path)
    attributes.frame = sections[path.section].items[path.item].offsetBy(
      dx: -orthogonalOffset(path.section), dy: 0)
    return attributes
  }

  /// The items, headers and footers whose frames meet `rect`. A section that scrolls
  /// sideways shows the items in its band's visible part, after its
  /// `visibleItemsInvalidationHandler` saw them.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    var result: [UICollectionViewLayoutAttributes] = []
    for number in layoutBoundaries.indices {
      let attributes = layoutBoundaryAttributes(number)
      if attributes.frame.intersects(rect) { result.append(attributes) }
    }
    for (index, section) in sections.enumerated() {
      for attributes in decorationAttributes(index) where attributes.frame.intersects(rect) {
        result.append(attributes)
      }
      for (number, boundary) in section.boundaries.enumerated() {
        guard
          let attributes = supplementaryAttributes(index, boundary, number: number),
          attributes.frame.intersects(rect)
        else { continue }
        result.append(attributes)
      }
      for badge in section.badges {
        let attributes = badgeAttributes(badge)
        guard attributes.frame.intersects(rect) else { continue }
        if let band = section.orthogonalBand, !attributes.frame.intersects(band) { continue }
        result.append(attributes)
      }
      var visible: [UICollectionViewLayoutAttributes] = []
      for item in section.items.indices {
        guard let attributes = makeItemAttributes(IndexPath(item: item, section: index)),
          attributes.frame.intersects(rect)
        else { continue }
        if let band = section.orthogonalBand, !attributes.frame.intersects(band) { continue }
        visible.append(attributes)
      }
      if let handler = section.section.visibleItemsInvalidationHandler,
        section.orthogonalBand != nil, let collectionView
      {
        let inset = collectionView.adjustedContentInset
        handler(
          visible, CGPoint(x: orthogonalOffset(index), y: 0),
          CompositionalEnvironment(
            contentSize: CGSize(
              width: collectionView.bounds.width - inset.left - inset.right,
              height: collectionView.bounds.height - inset.top - inset.bottom),
            traitCollection: collectionView.traitCollection))
      }
      result += visible
    }
    return result
  }

  /// The attributes of the decoration views of section `index`: each covers the whole section
  /// (``NSCollectionLayoutDecorationItem``), less its content insets, at item index `n` for
  /// the n-th decoration of its kind.
  private func decorationAttributes(_ index: Int) -> [UICollectionViewLayoutAttributes] {
    let section = sections[index]
    var perKind: [String: Int] = [:]
    let horizontal = configuration.scrollDirection == .horizontal
    return section.section.decorationItems.map { item in
      let number = perKind[item.elementKind, default: 0]
      perKind[item.elementKind] = number + 1
      let attributes = UICollectionViewLayoutAttributes(
        forDecorationViewOfKind: item.elementKind, with: IndexPath(item: number, section: index))
      let insets = item.contentInsets
      let whole =
        horizontal
        ? CGRect(
          x: section.start, y: section.crossStart, width: section.end - section.start,
          height: section.breadth)
        : CGRect(
          x: section.crossStart, y: section.start, width: section.breadth,
          height: section.end - section.start)
      attributes.frame = CGRect(
        x: whole.minX + insets.leading, y: whole.minY + insets.top,
        width: max(0, whole.width - insets.leading - insets.trailing),
        height: max(0, whole.height - insets.top - insets.bottom))
      attributes.zIndex = item.zIndex
      return attributes
    }
  }

  /// The attributes of the decoration view of `elementKind` at `indexPath`: the
  /// `indexPath.item`-th decoration of that kind in section `indexPath.section`.
  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    return decorationAttributes(indexPath.section).first {
      $0.representedElementKind == elementKind && $0.indexPath.item == indexPath.item
    }
  }

  /// The list configuration of section `section`, or `nil` for a section that is not a list
  /// (or not laid out yet).
  func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
    sections.indices.contains(section) ? sections[section].section.listConfiguration : nil
  }

  /// The attributes of the item at `indexPath`, or `nil` when it does not exist.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    makeItemAttributes(indexPath)
  }

  /// The attributes of a section's header or footer of `elementKind` (item 0 of the
  /// section's index path; a second one of the same kind is item 1).
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    if indexPath.section == 0 {
      let matching = layoutBoundaries.indices.filter { layoutBoundaries[$0].kind == elementKind }
      if matching.indices.contains(indexPath.item) {
        return layoutBoundaryAttributes(matching[indexPath.item])
      }
    }
    guard sections.indices.contains(indexPath.section) else { return nil }
    if let badge = sections[indexPath.section].badges.first(where: {
      $0.kind == elementKind && $0.indexPath == indexPath
    }) {
      return badgeAttributes(badge)
    }
    let matching = sections[indexPath.section].boundaries.enumerated().filter {
      $0.element.kind == elementKind
    }
    guard matching.indices.contains(indexPath.item) else { return nil }
    let (number, boundary) = matching[indexPath.item]
    return supplementaryAttributes(indexPath.section, boundary, number: number)
  }

  /// The attributes of an item's badge, moved with an orthogonal section's sideways scroll.
  private func badgeAttributes(_ badge: CompositionalSection.Badge)
    -> UICollectionViewLayoutAttributes
  {
    let type =
      (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
      ?? UICollectionViewLayoutAttributes.self
    let attributes = type.init(forSupplementaryViewOfKind: badge.kind, with: badge.indexPath)
    attributes.frame = badge.frame.offsetBy(dx: -orthogonalOffset(badge.indexPath.section), dy: 0)
    attributes.zIndex = badge.zIndex
    return attributes
  }

  private func supplementaryAttributes(
    _ section: Int, _ boundary: CompositionalSection.Boundary, number: Int
  ) -> UICollectionViewLayoutAttributes? {
    let sameKindBefore = sections[section].boundaries[..<number].filter { $0.kind == boundary.kind }
      .count
    let path = IndexPath(item: sameKindBefore, section: section)
    let type =
      (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
      ?? UICollectionViewLayoutAttributes.self
    let attributes = type.init(forSupplementaryViewOfKind: boundary.kind, with: path)
    attributes.frame = pinned(
      boundary, between: sections[section].bodyStart, and: sections[section].bodyEnd)
    attributes.zIndex = boundary.item.zIndex
    if boundary.item.pinToVisibleBounds {
      attributes.zIndex = max(attributes.zIndex, UICollectionViewFlowLayout.pinnedZIndex)
    }
    return attributes
  }

  /// Pinned headers and footers follow every scroll; otherwise only a size change needs a
  /// new layout.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    let pins =
      layoutBoundaries.contains { $0.item.pinToVisibleBounds }
      || sections.contains { section in
        section.boundaries.contains { $0.item.pinToVisibleBounds }
      }
    return pins || super.shouldInvalidateLayout(forBoundsChange: newBounds)
  }

  /// The list configuration of `section`, when it is a list.
  func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
    sections.indices.contains(section) ? sections[section].section.listConfiguration : nil
  }

  /// Whether the item's height is an estimate its cell replaces.
  func isEstimated(_ path: IndexPath) -> Bool {
    sections.indices.contains(path.section)
      && sections[path.section].estimated.indices.contains(path.item)
      && sections[path.section].estimated[path.item]
  }

  // MARK: Warnings

  /// Records a `collectionView.unsupported` warning once per layout for `key`.
  func warn(_ collectionView: UICollectionView, _ key: String, _ detail: String) {
    guard !warned.contains(key), let window = collectionView.window else { return }
    warned.insert(key)
    window.eventLog.record("collectionView.unsupported", view: collectionView, detail: detail)
  }
}
