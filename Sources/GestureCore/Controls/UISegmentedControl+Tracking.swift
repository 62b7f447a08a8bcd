import Foundation

/// A segmented control's touch handling: tap to select, drag the thumb.
extension UISegmentedControl {
  /// Starts a touch: one on the selected segment (not momentary) will drag the thumb.
  func beginSegmentTracking(_ touch: UITouch) {
    let index =
      bounds.contains(touch.location(in: self))
      ? segmentIndex(atX: touch.location(in: self).x) : nil
    dragsThumb = !isMomentary && index != nil && index == selectedIndex
    draggedIndex = nil
    highlight(dragsThumb ? nil : index)
  }

  /// Draws segment `index` (an enabled one) with the `.highlighted` title attributes.
  private func highlight(_ index: Int?) {
    let index = index.flatMap { segments[$0].isEnabled ? $0 : nil }
    guard index != highlightedIndex else { return }
    highlightedIndex = index
    updateAppearance()
  }

  /// While dragging the thumb, slides it to the enabled segment under the finger (clamped to
  /// the first and last segment).
  func continueSegmentTracking(_ touch: UITouch) {
    if !dragsThumb {
      let point = touch.location(in: self)
      highlight(bounds.contains(point) ? segmentIndex(atX: point.x) : nil)
    }
    guard dragsThumb, let index = segmentIndex(atX: touch.location(in: self).x),
      segments[index].isEnabled, index != shownIndex
    else { return }
    draggedIndex = index
    animateAppearance()
  }

  /// Selects the segment the thumb was dragged to, or the enabled segment the lift is on,
  /// sending `valueChanged` and running the segment's action when the index changes (every
  /// time when momentary).
  func endSegmentTracking(_ touch: UITouch?, with event: UIEvent?) {
    let dragged = draggedIndex
    draggedIndex = nil
    highlightedIndex = nil
    var target: Int?
    if dragsThumb {
      target = dragged ?? selectedIndex
    } else if let point = touch?.location(in: self), bounds.contains(point) {
      target = segmentIndex(atX: point.x)
    }
    dragsThumb = false
    guard let target, segments[target].isEnabled, target != selectedIndex || isMomentary else {
      animateAppearance()
      return
    }
    selectedIndex = target
    animateAppearance()
    window?.eventLog.record(
      "segmentedControl.selectedSegmentIndex", view: self,
      detail: "\(identifier) selectedSegmentIndex \(target)")
    sendTriggeringActions(for: .valueChanged, event: event)
    segments[target].action?.perform(sender: self)
    if isMomentary { selectedIndex = Self.noSegment }
  }

  /// A cancelled touch puts a dragged thumb back on the selected segment.
  func cancelSegmentTracking() {
    draggedIndex = nil
    highlightedIndex = nil
    dragsThumb = false
    animateAppearance()
  }

  /// ``updateAppearance()`` with the thumb sliding over 0.25 s, ease-in-out.
  private func animateAppearance() {
    UIView.animate(
      withDuration: Self.thumbSlideDuration, delay: 0, options: .curveEaseInOut,
      animations: { self.updateAppearance() })
  }
}
