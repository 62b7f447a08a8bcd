import Foundation

/// Where a scroll view draws its indicators, in its bounds coordinates (points), and in what
/// colour: the iOS 13+ indicator, a rounded bar ``thickness`` thick, ``edgeInset`` from the
/// scroll view's edges (measured on a device's view dump: a 315.5 × 54.5 pt text view's
/// vertical indicator at (309.5, 3; 3, 48.5), its horizontal one at (3, 48.5; 309.5, 3)).
enum ScrollIndicatorGeometry {
  /// The bar's thickness, points.
  static let thickness: CGFloat = 3
  /// The gap between the bar and the scroll view's edges (and the ends of its track), points.
  static let edgeInset: CGFloat = 3
  /// The shortest bar while the content is inside its range, points (the tool's choice: a
  /// recreation of the pre-iOS 13 indicator used 34.5 pt at 2.5 pt thick).
  static let minimumLength: CGFloat = 36
  /// The shortest bar while the content is pulled past an edge, points (the same recreation).
  static let minimumSqueezedLength: CGFloat = 8

  /// The vertical indicator's rectangle, or `nil` when the content does not scroll vertically
  /// (its height with the adjusted insets fits the bounds) or the track is empty.
  ///
  /// The track runs from `bounds.minY + edgeInset + insets.top` to
  /// `bounds.maxY − edgeInset − insets.bottom` (length T); the bar is
  /// `max(minimumLength, T · visible / content)` long (visible the bounds height, content the
  /// content height plus the adjusted top and bottom insets) and travels the track as the
  /// offset travels its range. Pulled past an edge by o, it keeps to that end of the track and
  /// shortens by o, to no less than ``minimumSqueezedLength``. It sits `edgeInset +
  /// insets.right` from the right edge, or from the left one (`insets.left`) right to left.
  static func vertical(
    bounds: CGRect, contentSize: CGSize, adjustedInset: UIEdgeInsets, insets: UIEdgeInsets,
    rightToLeft: Bool
  ) -> CGRect? {
    guard
      let (y, length) = along(
        visible: bounds.height, offset: bounds.minY, content: contentSize.height,
        leading: adjustedInset.top, trailing: adjustedInset.bottom,
        trackStart: bounds.minY + edgeInset + insets.top,
        trackEnd: bounds.maxY - edgeInset - insets.bottom)
    else { return nil }
    let x =
      rightToLeft
      ? bounds.minX + edgeInset + insets.left
      : bounds.maxX - edgeInset - insets.right - thickness
    return CGRect(x: x, y: y, width: thickness, height: length)
  }

  /// The horizontal indicator's rectangle, as ``vertical(bounds:contentSize:adjustedInset:insets:rightToLeft:)``
  /// across: `edgeInset + insets.bottom` above the bottom edge.
  static func horizontal(
    bounds: CGRect, contentSize: CGSize, adjustedInset: UIEdgeInsets, insets: UIEdgeInsets
  ) -> CGRect? {
    guard
      let (x, length) = along(
        visible: bounds.width, offset: bounds.minX, content: contentSize.width,
        leading: adjustedInset.left, trailing: adjustedInset.right,
        trackStart: bounds.minX + edgeInset + insets.left,
        trackEnd: bounds.maxX - edgeInset - insets.right)
    else { return nil }
    let y = bounds.maxY - edgeInset - insets.bottom - thickness
    return CGRect(x: x, y: y, width: length, height: thickness)
  }

  /// The bar's start and length along one axis.
  private static func along(
    visible: CGFloat, offset: CGFloat, content: CGFloat, leading: CGFloat, trailing: CGFloat,
    trackStart: CGFloat, trackEnd: CGFloat
  ) -> (CGFloat, CGFloat)? {
    let extent = content + leading + trailing
    let track = trackEnd - trackStart
    guard extent > visible, track > 0, visible > 0 else { return nil }
    let length = min(track, max(minimumLength, track * visible / extent))
    let minOffset = -leading
    let maxOffset = content + trailing - visible
    if offset < minOffset {
      let squeezed = max(min(minimumSqueezedLength, length), length - (minOffset - offset))
      return (trackStart, squeezed)
    }
    if offset > maxOffset {
      let squeezed = max(min(minimumSqueezedLength, length), length - (offset - maxOffset))
      return (trackEnd - squeezed, squeezed)
    }
    let progress = (offset - minOffset) / (maxOffset - minOffset)
    return (trackStart + progress * (track - length), length)
  }

  /// The bar's colour for `style` in the resolved appearance, before the fade: black at 35 %
  /// (`.black`, and `.default` in the light appearance) or white at 35 % (`.white`, and
  /// `.default` in the dark appearance). A device's iOS 13+ indicator is one rounded fill
  /// view (`roundedFillView`), with no separate border; the 35 % is the tool's choice.
  static func color(style: UIScrollView.IndicatorStyle, appearance: UIUserInterfaceStyle)
    -> (white: Double, alpha: Double)
  {
    switch style {
    case .black: return (0, 0.35)
    case .white: return (1, 0.35)
    case .default: return appearance == .dark ? (1, 0.35) : (0, 0.35)
    }
  }
}
