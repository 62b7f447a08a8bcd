import Foundation

/// A layout that places items in lines, UIKit's `UICollectionViewFlowLayout`
/// (docs/collection-view.md, "Flow layout").
///
/// Per section, along the scroll direction: the header (across the whole width, or height when
/// scrolling horizontally), the section's top inset, the lines, its bottom inset, the footer.
/// A line takes items while they fit across the content width less the section's left and
/// right insets with at least `minimumInteritemSpacing` between them (a first item always
/// fits). A line is as thick as its thickest item, and smaller items are centred in it. Across
/// a line, as Apple's Collection View Programming Guide and UIKit's observed behaviour say: the
/// items of a line that is not the section's last are spread so the first touches the left
/// inset and the last the right one, the extra space shared equally between them, and a
/// lone item in such a line is centred; the last line of a section is left-aligned at the
/// minimum spacing. Lines are `minimumLineSpacing` apart. The delegate's
/// ``UICollectionViewDelegateFlowLayout`` methods override the properties per item or section.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The size that tells a flow layout to size items by their cells
  /// (`automaticSize`, UIKit's `UICollectionViewFlowLayoutAutomaticSize`).
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The size of every item, points (`itemSize`, default 50 × 50).
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// The estimated size of self-sizing items (`estimatedItemSize`, default zero: off). Cells
  /// are not measured here: items take this size (``itemSize`` with ``automaticSize``), and a
  /// `collectionView.unsupported` warning says so once.
  open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The least space between lines, points (`minimumLineSpacing`, default 10).
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least space between items of a line, points (`minimumInteritemSpacing`, default 10).
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The margins of each section's items, points (`sectionInset`, default zero).
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  /// The scroll direction (`scrollDirection`, default `.vertical`).
  open var scrollDirection = UICollectionView.ScrollDirection.vertical {
    didSet { invalidateLayout() }
  }
  /// The size of each section's header, points (`headerReferenceSize`, default zero: none);
  /// only the height counts when scrolling vertically, the width horizontally.
  open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The size of each section's footer (`footerReferenceSize`, default zero).
  open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// Whether a section's header stays at the top of the visible area while its section is
  /// visible, pushed off by the section's end (`sectionHeadersPinToVisibleBounds`, default false).
  open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
  /// Whether footers stay at the bottom likewise (`sectionFootersPinToVisibleBounds`).
  open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

  /// The frames prepare() computed.
  private var sections: [FlowSection] = []
  private var contentSize = CGSize.zero
  private var warnedAboutEstimatedSize = false

  /// One section's frames, in content coordinates.
  private struct FlowSection {
    var items: [CGRect] = []
    var header: CGRect?
    var footer: CGRect?
    /// Where the section's items and insets begin and end along the scroll direction.
    var bodyStart: CGFloat = 0
    var bodyEnd: CGFloat = 0
  }

  /// A flow layout with UIKit's defaults.
  public override init() { super.init() }

  /// True: a flow layout's rows run from the right edge in a right-to-left collection view
  /// (`flipsHorizontallyInOppositeLayoutDirection`), as UIKit's flow layout does.
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
  /// A flow layout (`init?(coder:)`; nothing is decoded).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  private var flowDelegate: (any UICollectionViewDelegateFlowLayout)? {
    collectionView?.delegate as? (any UICollectionViewDelegateFlowLayout)
  }

  /// Computes every item's, header's and footer's frame and the content size.
  open override func prepare() {
    super.prepare()
    sections = []
    contentSize = .zero
    guard let collectionView else { return }
    warnAboutEstimatedSizeIfNeeded(collectionView)
    let vertical = scrollDirection == .vertical
    let inset = collectionView.adjustedContentInset
    let across =
      vertical
      ? collectionView.bounds.width - inset.left - inset.right
      : collectionView.bounds.height - inset.top - inset.bottom
    var along: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      var flow = FlowSection()
      let count = collectionView.numberOfItems(inSection: section)
      let header = headerSize(section)
      let headerExtent = vertical ? header.height : header.width
      if headerExtent > 0 {
        flow.header = rect(along: along, across: 0, length: headerExtent, breadth: across)
        along += headerExtent
      }
      flow.bodyStart = along
      if count > 0 {
        let insets = self.inset(section)
        let (before, after, start, end) =
          vertical
          ? (insets.top, insets.bottom, insets.left, insets.right)
          : (insets.left, insets.right, insets.top, insets.bottom)
        along += before
        along = placeLines(
          of: section, count: count, in: &flow, along: along, crossStart: start,
          available: across - start - end)
        along += after
      }
      flow.bodyEnd = along
      let footer = footerSize(section)
      let footerExtent = vertical ? footer.height : footer.width
      if footerExtent > 0 {
        flow.footer = rect(along: along, across: 0, length: footerExtent, breadth: across)
        along += footerExtent
      }
      sections.append(flow)
    }
    contentSize =
      vertical
      ? CGSize(width: max(0, across), height: along) : CGSize(width: along, height: max(0, across))
  }

  /// Breaks the section's items into lines and places them; returns where the lines end.
  private func placeLines(
    of section: Int, count: Int, in flow: inout FlowSection, along start: CGFloat,
    crossStart: CGFloat, available: CGFloat
  ) -> CGFloat {
    let vertical = scrollDirection == .vertical
    let sizes = (0..<count).map { sizeOfItem(IndexPath(item: $0, section: section)) }
    let spacing = interitemSpacing(section)
    let lineSpacing = self.lineSpacing(section)
    var lines: [[Int]] = []
    var line: [Int] = []
    var used: CGFloat = 0
    for (index, size) in sizes.enumerated() {
      let breadth = vertical ? size.width : size.height
      if !line.isEmpty && used + spacing + breadth > available + 0.0001 {
        lines.append(line)
        line = []
        used = 0
      }
      used += (line.isEmpty ? 0 : spacing) + breadth
      line.append(index)
    }
    if !line.isEmpty { lines.append(line) }
    flow.items = Array(repeating: .zero, count: count)
    var along = start
    for (number, items) in lines.enumerated() {
      let isLast = number == lines.count - 1
      let breadths = items.map { vertical ? sizes[$0].width : sizes[$0].height }
      let lengths = items.map { vertical ? sizes[$0].height : sizes[$0].width }
      let thickness = lengths.max() ?? 0
      let total = breadths.reduce(0, +)
      var across = crossStart
      var gap = spacing
      if !isLast && items.count > 1 {
        gap = (available - total) / CGFloat(items.count - 1)
      } else if !isLast {
        across = crossStart + (available - total) / 2
      }
      for (position, item) in items.enumerated() {
        let length = lengths[position]
        flow.items[item] = rect(
          along: along + (thickness - length) / 2, across: across, length: length,
          breadth: breadths[position])
        across += breadths[position] + gap
      }
      along += thickness + (isLast ? 0 : lineSpacing)
    }
    return along
  }

  /// A rectangle from positions along and across the scroll direction.
  private func rect(along: CGFloat, across: CGFloat, length: CGFloat, breadth: CGFloat) -> CGRect {
    scrollDirection == .vertical
      ? CGRect(x: across, y: along, width: breadth, height: length)
      : CGRect(x: along, y: across, width: length, height: breadth)
  }

  /// The content size prepare() computed.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// The items, headers and footers whose frames meet `rect`; pinned headers where the visible
  /// bounds put them.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    var result: [UICollectionViewLayoutAttributes] = []
    for (section, flow) in sections.enumerated() {
      let path = IndexPath(item: 0, section: section)
      if flow.header != nil,
        let header = layoutAttributesForSupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader, at: path),
        header.frame.intersects(rect)
      {
        result.append(header)
      }
      for (item, frame) in flow.items.enumerated() where frame.intersects(rect) {
        result.append(makeAttributes(IndexPath(item: item, section: section), frame))
      }
      if flow.footer != nil,
        let footer = layoutAttributesForSupplementaryView(
          ofKind: UICollectionView.elementKindSectionFooter, at: path),
        footer.frame.intersects(rect)
      {
        result.append(footer)
      }
    }
    return result
  }

  /// The attributes of the item at `indexPath`, or `nil` when it does not exist.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    return makeAttributes(indexPath, sections[indexPath.section].items[indexPath.item])
  }

  /// The attributes of a section's header or footer (item 0 of the section's index path).
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let flow = sections[indexPath.section]
    let isHeader = elementKind == UICollectionView.elementKindSectionHeader
    guard isHeader || elementKind == UICollectionView.elementKindSectionFooter,
      var frame = isHeader ? flow.header : flow.footer
    else { return nil }
    let pins = isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
    var zIndex = 0
    if pins, let collectionView {
      frame = pinned(frame, isHeader: isHeader, flow: flow, in: collectionView)
      zIndex = UICollectionViewFlowLayout.pinnedZIndex
    }
    let type =
      (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
      ?? UICollectionViewLayoutAttributes.self
    let attributes = type.init(forSupplementaryViewOfKind: elementKind, with: indexPath)
    attributes.frame = frame
    attributes.zIndex = zIndex
    return attributes
  }

  /// The z index of pinned headers and footers, above the items (UIKit's value is not
  /// documented; any positive value keeps them in front).
  static let pinnedZIndex = 10

  /// A header kept at the top of the visible area (a footer at the bottom) while its section
  /// shows, never outside the section's body and itself.
  private func pinned(
    _ frame: CGRect, isHeader: Bool, flow: FlowSection, in collectionView: UICollectionView
  ) -> CGRect {
    let vertical = scrollDirection == .vertical
    let inset = collectionView.adjustedContentInset
    let offset = collectionView.contentOffset
    let size = collectionView.bounds.size
    let length = vertical ? frame.height : frame.width
    let origin = vertical ? frame.minY : frame.minX
    var result = frame
    let pinnedOrigin: CGFloat
    if isHeader {
      let visibleStart =
        vertical
        ? offset.y + inset.top - collectionView.largeTitleCollapse : offset.x + inset.left
      pinnedOrigin = min(max(origin, visibleStart), max(origin, flow.bodyEnd - length))
    } else {
      let visibleEnd =
        vertical ? offset.y + size.height - inset.bottom : offset.x + size.width - inset.right
      pinnedOrigin = max(min(origin, visibleEnd - length), min(origin, flow.bodyStart))
    }
    if vertical { result.origin.y = pinnedOrigin } else { result.origin.x = pinnedOrigin }
    return result
  }

  /// A size change, or any bounds change while headers or footers are pinned, needs a new
  /// layout.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
    return super.shouldInvalidateLayout(forBoundsChange: newBounds)
  }

  private func makeAttributes(_ indexPath: IndexPath, _ frame: CGRect)
    -> UICollectionViewLayoutAttributes
  {
    let type =
      (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
      ?? UICollectionViewLayoutAttributes.self
    let attributes = type.init(forCellWith: indexPath)
    attributes.frame = frame
    return attributes
  }

  // MARK: Values, from the delegate or the properties

  private func sizeOfItem(_ indexPath: IndexPath) -> CGSize {
    if estimatedItemSize != .zero && estimatedItemSize != Self.automaticSize {
      return estimatedItemSize
    }
    guard let collectionView, let delegate = flowDelegate else { return itemSize }
    return delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
  }

  private func inset(_ section: Int) -> UIEdgeInsets {
    guard let collectionView, let delegate = flowDelegate else { return sectionInset }
    return delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)
  }

  private func lineSpacing(_ section: Int) -> CGFloat {
    guard let collectionView, let delegate = flowDelegate else { return minimumLineSpacing }
    return delegate.collectionView(
      collectionView, layout: self, minimumLineSpacingForSectionAt: section)
  }

  private func interitemSpacing(_ section: Int) -> CGFloat {
    guard let collectionView, let delegate = flowDelegate else { return minimumInteritemSpacing }
    return delegate.collectionView(
      collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
  }

  private func headerSize(_ section: Int) -> CGSize {
    guard let collectionView, let delegate = flowDelegate else { return headerReferenceSize }
    return delegate.collectionView(
      collectionView, layout: self, referenceSizeForHeaderInSection: section)
  }

  private func footerSize(_ section: Int) -> CGSize {
    guard let collectionView, let delegate = flowDelegate else { return footerReferenceSize }
    return delegate.collectionView(
      collectionView, layout: self, referenceSizeForFooterInSection: section)
  }

  /// Self-sizing cells are not measured: says so once per layout in the timeline.
  private func warnAboutEstimatedSizeIfNeeded(_ collectionView: UICollectionView) {
    guard estimatedItemSize != .zero, !warnedAboutEstimatedSize, let window = collectionView.window
    else { return }
    warnedAboutEstimatedSize = true
    let chosen = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
    let name = estimatedItemSize == Self.automaticSize ? "itemSize" : "estimatedItemSize"
    let size = "\(name) \(format(Double(chosen.width))) × \(format(Double(chosen.height)))"
    window.eventLog.record(
      "collectionView.unsupported", view: collectionView,
      detail:
        "self-sizing cells (estimatedItemSize) are not measured: items take their \(size)")
  }
}

extension UICollectionView {
  /// The direction a flow layout's content scrolls (`UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Int, Sendable {
    /// Lines of items stack downwards (the default).
    case vertical
    /// Lines of items stack rightwards.
    case horizontal
  }
}
