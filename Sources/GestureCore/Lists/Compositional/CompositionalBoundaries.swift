import Foundation

/// Positions along and across a compositional layout's scroll direction: along is y and
/// across is x when it scrolls vertically, the other way round when horizontally.
struct CompositionalAxis {
  var horizontal: Bool

  func along(_ point: CGPoint) -> CGFloat { horizontal ? point.x : point.y }
  func length(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
  func breadth(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
  func point(along: CGFloat, across: CGFloat) -> CGPoint {
    horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
  }
  func size(length: CGFloat, breadth: CGFloat) -> CGSize {
    horizontal ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
  }
  func minAlong(_ rect: CGRect) -> CGFloat { horizontal ? rect.minX : rect.minY }
  func maxAlong(_ rect: CGRect) -> CGFloat { horizontal ? rect.maxX : rect.maxY }
  func maxAcross(_ rect: CGRect) -> CGFloat { horizontal ? rect.maxY : rect.maxX }

  /// Insets before and after the content along and across the axis.
  func split(_ insets: NSDirectionalEdgeInsets) -> (
    before: CGFloat, after: CGFloat, crossBefore: CGFloat, crossAfter: CGFloat
  ) {
    horizontal
      ? (insets.leading, insets.trailing, insets.top, insets.bottom)
      : (insets.top, insets.bottom, insets.leading, insets.trailing)
  }

  /// Where a boundary item of `alignment` sits relative to the content: before or after it
  /// along the axis, or before or after it across (`.none` counts as `.top`).
  func side(of alignment: NSRectAlignment) -> BoundarySide {
    switch alignment {
    case .top, .topLeading, .topTrailing, .none: horizontal ? .crossBefore : .before
    case .bottom, .bottomLeading, .bottomTrailing: horizontal ? .crossAfter : .after
    case .leading: horizontal ? .before : .crossBefore
    case .trailing: horizontal ? .after : .crossAfter
    }
  }
}

/// The side of the content a boundary supplementary item sits on (``CompositionalAxis/side(of:)``).
enum BoundarySide {
  case before, after, crossBefore, crossAfter
}

extension NSRectAlignment {
  /// Whether the item sits at the trailing end of its edge (`.topTrailing`, `.bottomTrailing`).
  var isTrailingCorner: Bool { self == .topTrailing || self == .bottomTrailing }
}

/// The placement of boundary supplementary items around a body of content (a section's
/// groups, or a whole layout's sections); see docs/collection-view.md, "Boundary items".
///
/// Along the scroll direction, the items before the content (`.top` ones when scrolling
/// vertically, `.leading` when horizontally) stack in order from `start`; the content starts
/// after them, then its `before` inset. Items after it (`.bottom`, or `.trailing`) stack after
/// the content's `after` inset. Across, the items beside it (`.leading`/`.trailing` when
/// vertical, `.top`/`.bottom` when horizontal) sit at the content's start along it, the
/// `.leading`/`.top` ones before the content's cross inset and the others after its extent;
/// the content is narrowed by them and moved past the ones before it. An item with
/// `extendsBoundary` false takes no room: it lies over the content's edge instead. With
/// `supplementariesFollowContentInsets` an item is inset along its edge by the content
/// insets; `.topTrailing` and `.bottomTrailing` items end at their edge's trailing end.
/// `absoluteOffset` moves an item after placement without moving anything else.
@MainActor
struct BoundaryPlacement {
  var axis: CompositionalAxis
  /// Where the content's region starts along and across, and its breadth across.
  var start: CGFloat
  var crossStart: CGFloat
  var breadth: CGFloat
  var insets: NSDirectionalEdgeInsets
  var follows: Bool

  /// What the placement gives.
  struct Result {
    var frames: [CGRect]
    /// Where the content and its insets begin and end along the axis.
    var bodyStart: CGFloat
    var bodyEnd: CGFloat
    /// Where everything placed ends along the axis.
    var end: CGFloat
  }

  /// Places `items` of `sizes` around the content `body` lays out: it is given where its
  /// first element goes along, where across, and the breadth it has; it returns where it
  /// ends along and across.
  func place(
    _ items: [NSCollectionLayoutBoundarySupplementaryItem], sizes: [CGSize],
    body: (_ along: CGFloat, _ across: CGFloat, _ breadth: CGFloat) -> (
      end: CGFloat, acrossEnd: CGFloat
    )
  ) -> Result {
    let inset = axis.split(insets)
    var frames = Array(repeating: CGRect.zero, count: items.count)
    let sides = items.map { axis.side(of: $0.alignment) }
    func length(_ index: Int) -> CGFloat { axis.length(sizes[index]) }
    func thickness(_ index: Int) -> CGFloat { axis.breadth(sizes[index]) }
    func put(_ index: Int, along: CGFloat, across: CGFloat) {
      let origin = axis.point(along: along, across: across)
      frames[index] = CGRect(
        x: origin.x + items[index].offset.x, y: origin.y + items[index].offset.y,
        width: sizes[index].width, height: sizes[index].height)
    }
    // Across its edge, an item before or after the content starts (or, at a trailing
    // corner, ends) within the breadth less the cross insets it follows.
    let spanStart = crossStart + (follows ? inset.crossBefore : 0)
    let spanEnd = crossStart + breadth - (follows ? inset.crossAfter : 0)
    func across(_ index: Int) -> CGFloat {
      items[index].alignment.isTrailingCorner ? spanEnd - thickness(index) : spanStart
    }
    var along = start
    for index in items.indices where sides[index] == .before && items[index].extendsBoundary {
      put(index, along: along, across: across(index))
      along += length(index)
    }
    let bodyStart = along
    for index in items.indices where sides[index] == .before && !items[index].extendsBoundary {
      put(index, along: bodyStart, across: across(index))
    }
    // The items beside the content take their breadth from it.
    func taken(_ side: BoundarySide) -> CGFloat {
      items.indices.filter { sides[$0] == side && items[$0].extendsBoundary }
        .reduce(0) { $0 + thickness($1) }
    }
    let takenBefore = taken(.crossBefore)
    let takenAfter = taken(.crossAfter)
    let contentAcross = crossStart + takenBefore + inset.crossBefore
    let (contentEnd, acrossEnd) = body(
      bodyStart + inset.before, contentAcross,
      max(0, breadth - takenBefore - takenAfter - inset.crossBefore - inset.crossAfter))
    let bodyEnd = contentEnd + inset.after
    // Beside the content: at its start along (or its end, at a trailing corner).
    let besideStart = bodyStart + (follows ? inset.before : 0)
    let besideEnd = bodyEnd - (follows ? inset.after : 0)
    func besideAlong(_ index: Int) -> CGFloat {
      items[index].alignment.isTrailingCorner ? besideEnd - length(index) : besideStart
    }
    var end = bodyEnd
    var before = crossStart
    for index in items.indices where sides[index] == .crossBefore {
      let extends = items[index].extendsBoundary
      put(index, along: besideAlong(index), across: extends ? before : crossStart + takenBefore)
      if extends {
        before += thickness(index)
        end = max(end, besideAlong(index) + length(index))
      }
    }
    let afterContent = max(acrossEnd, contentAcross) + inset.crossAfter
    var after = afterContent
    for index in items.indices where sides[index] == .crossAfter {
      let extends = items[index].extendsBoundary
      put(
        index, along: besideAlong(index),
        across: extends ? after : afterContent - thickness(index))
      if extends {
        after += thickness(index)
        end = max(end, besideAlong(index) + length(index))
      }
    }
    for index in items.indices where sides[index] == .after && !items[index].extendsBoundary {
      put(index, along: bodyEnd - length(index), across: across(index))
    }
    for index in items.indices where sides[index] == .after && items[index].extendsBoundary {
      put(index, along: end, across: across(index))
      end += length(index)
    }
    return Result(frames: frames, bodyStart: bodyStart, bodyEnd: bodyEnd, end: end)
  }
}
