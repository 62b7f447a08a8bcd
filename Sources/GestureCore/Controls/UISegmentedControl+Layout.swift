import Foundation

/// A segmented control's metrics, segment frames and drawing.
///
/// The metrics below are measured from iOS 17 screenshots at @3x (Apple documents none of
/// them): the track's corners, the thumb's 2 pt inset and corners, the separators, and the
/// thumb's shadow; the 13 pt title font is iOS's default for segments.
extension UISegmentedControl {
  /// The intrinsic height, points (iOS 13 and later).
  static let intrinsicHeight: CGFloat = 32
  /// The track's corner radius, points (measured).
  static let trackCornerRadius: CGFloat = 9
  /// The thumb's inset inside its segment, and its corner radius, points (measured).
  static let thumbInset: CGFloat = 2
  static let thumbCornerRadius: CGFloat = 7
  /// The thumb's shadow: black at 12 %, 3 pt down, 8 pt blur radius (measured).
  static let thumbShadowOpacity: Float = 0.12
  static let thumbShadowRadius: CGFloat = 8
  static let thumbShadowOffset = CGSize(width: 0, height: 3)
  /// A separator's width and height, points: 1 × 16, centred down the control (measured).
  static let separatorSize = CGSize(width: 1, height: 16)
  /// The padding each side of a segment's content in the intrinsic width, points (working
  /// value).
  static let contentPadding: CGFloat = 12
  /// The title font's size, points: regular unselected, semibold selected.
  static let titleFontSize: CGFloat = 13
  /// The duration of the thumb's slide to a newly selected segment, seconds (working value).
  static let thumbSlideDuration = 0.25
  /// The track's default colour, ``UIColor/tertiarySystemFill``: (118, 118, 128) at 12 %
  /// light, 24 % dark.
  static var defaultTrackColor: UIColor { .tertiarySystemFill }
  /// The thumb's default colour: white light, `#636366` dark (measured).
  static let defaultThumbColor = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
  }

  /// The frames of the segments in the bounds, points: fixed widths kept, the rest shared
  /// equally, or by content with ``apportionsSegmentWidthsByContent``. Segment 0 is at the
  /// leading edge: the left, or the right when the control lays out right to left (UIKit
  /// mirrors the segments; Apple's guidelines, "Right to left": flip controls that help people
  /// access items in a fixed order).
  func segmentFrames() -> [CGRect] {
    let frames = leftToRightSegmentFrames()
    guard isRightToLeft else { return frames }
    return frames.map { frame in
      var mirrored = frame
      mirrored.origin.x = bounds.minX + bounds.maxX - frame.maxX
      return mirrored
    }
  }

  /// ``segmentFrames()`` laid out from the left.
  private func leftToRightSegmentFrames() -> [CGRect] {
    guard !segments.isEmpty else { return [] }
    let fixed = segments.reduce(0) { $0 + $1.width }
    let automatic = segments.indices.filter { segments[$0].width == 0 }
    let free = max(0, bounds.width - fixed)
    let naturals = segments.indices.map { naturalWidth(of: $0) }
    let naturalTotal = automatic.reduce(0) { $0 + naturals[$1] }
    var x = bounds.minX
    return segments.indices.map { index in
      var width = segments[index].width
      if width == 0 {
        if apportionsSegmentWidthsByContent, naturalTotal > 0 {
          width = free * naturals[index] / naturalTotal
        } else {
          width = free / CGFloat(automatic.count)
        }
      }
      defer { x += width }
      return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }
  }

  /// The segment at `x` in the control's coordinates, clamped to the leftmost and rightmost
  /// (the first and last, or the last and first in right to left).
  func segmentIndex(atX x: CGFloat) -> Int? {
    let frames = segmentFrames()
    guard !frames.isEmpty else { return nil }
    let rightToLeft = frames.count > 1 && frames[0].minX > frames[frames.count - 1].minX
    if rightToLeft {
      return frames.firstIndex { x >= $0.minX } ?? frames.count - 1
    }
    return frames.firstIndex { x < $0.maxX } ?? frames.count - 1
  }

  /// Every segment as wide as the widest content (or each its own when apportioned), fixed
  /// widths kept, × 32 pt.
  func intrinsicSize() -> CGSize {
    let widest = segments.indices.map { naturalWidth(of: $0) }.max() ?? 0
    let width = segments.indices.reduce(CGFloat(0)) { total, index in
      if segments[index].width > 0 { return total + segments[index].width }
      return total + (apportionsSegmentWidthsByContent ? naturalWidth(of: index) : widest)
    }
    return CGSize(width: width, height: Self.intrinsicHeight)
  }

  /// The width of segment `index`'s content plus the padding each side, points.
  func naturalWidth(of index: Int) -> CGFloat {
    let content = contentViews.indices.contains(index) ? contentViews[index] : nil
    return ceil((content?.intrinsicContentSize.width ?? 0) + 2 * Self.contentPadding)
  }

  /// Makes a label or image view for each segment and a separator between neighbours.
  func rebuildContent() {
    for view in contentViews + separators { view.removeFromSuperview() }
    contentViews = segments.map { segment in
      if let image = segment.image {
        let imageView = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
        imageView.bounds.size = image.size
        return imageView
      }
      let label = UILabel(frame: .zero)
      label.text = segment.title
      label.textAlignment = .center
      return label
    }
    separators = segments.dropLast().indices.map { _ in
      ControlPartView("separator", color: .separator, cornerRadius: 0)
    }
    var below: UIView = track
    for separator in separators {
      insertSubview(separator, aboveSubview: below)
      below = separator
    }
    for content in contentViews { addSubview(content) }
    invalidateIntrinsicContentSize()
    updateAppearance()
  }

  /// Applies the selection, the states and the title attributes, then places the parts.
  func updateAppearance() {
    for (index, content) in contentViews.enumerated() {
      let enabled = isEnabled && segments[index].isEnabled
      let selected = index == shownIndex
      let state: State =
        !enabled
        ? .disabled : selected ? .selected : index == highlightedIndex ? .highlighted : .normal
      let attributes = attributes(for: state)
      let color = (attributes[.foregroundColor] as? UIColor) ?? defaultContentColor(enabled)
      if let label = content as? UILabel {
        label.font =
          (attributes[.font] as? UIFont)
          ?? .systemFont(ofSize: Self.titleFontSize, weight: selected ? .semibold : .regular)
        label.textColor = color
        // The title's font changes at once, so its size does too: a size animated along with
        // the thumb would truncate the wider bold title while it grows.
        UIView.performWithoutAnimation { label.bounds.size = label.intrinsicContentSize }
      } else {
        content.tintColor = color
      }
    }
    placeParts()
  }

  /// The segment the thumb shows: the one dragged over, else the selected one.
  var shownIndex: Int { draggedIndex ?? (isMomentary ? Self.noSegment : selectedIndex) }

  /// The thumb under the shown segment, the separators next to it hidden, the contents centred.
  func placeParts() {
    track.frame = bounds
    let frames = segmentFrames()
    let shown = shownIndex
    if frames.indices.contains(shown) {
      thumb.frame = frames[shown].insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
      thumb.alpha = 1
    } else {
      thumb.alpha = 0
    }
    let rightToLeft = frames.count > 1 && frames[0].minX > frames[frames.count - 1].minX
    for (index, separator) in separators.enumerated() where frames.indices.contains(index + 1) {
      let size = Self.separatorSize
      // Between segment `index` and the next: at its right edge, or its left in right to left.
      let boundary = rightToLeft ? frames[index].minX : frames[index].maxX
      separator.frame = CGRect(
        x: boundary - size.width / 2, y: bounds.midY - size.height / 2,
        width: size.width, height: size.height)
      separator.alpha = (index == shown || index + 1 == shown) ? 0 : 1
    }
    for (index, content) in contentViews.enumerated() where frames.indices.contains(index) {
      let offset = segments[index].contentOffset
      content.center = CGPoint(
        x: frames[index].midX + offset.width, y: frames[index].midY + offset.height)
    }
  }

  /// The attributes for a segment's title: the state's, else `.normal`'s.
  private func attributes(for state: State) -> [NSAttributedString.Key: Any] {
    let normal = titleAttributes[State.normal.rawValue] ?? [:]
    return normal.merging(titleAttributes[state.rawValue] ?? [:]) { $1 }
  }

  /// ``UIColor/label``, or ``UIColor/tertiaryLabel`` when disabled.
  private func defaultContentColor(_ enabled: Bool) -> UIColor {
    enabled ? .label : .tertiaryLabel
  }
}
