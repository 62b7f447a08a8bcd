import Foundation

/// A horizontal row of mutually exclusive segments, UIKit's `UISegmentedControl`, drawn as
/// iOS 13 and later draw it: a rounded track (``UIColor/tertiarySystemFill``, or the control's
/// ``backgroundColor``), a white rounded thumb with a soft shadow under the selected segment,
/// 1 pt separators between unselected segments, and each segment's title (13 pt, semibold when
/// selected) or image centred in it.
///
/// - Size: the intrinsic height is 32 pt (iOS 13 and later; iOS 7–12 drew 28 pt, the value
///   here is that of the iOS 13+ control the other controls of this module draw, measured, not
///   documented by Apple). The intrinsic width gives every segment the widest content's width
///   plus 12 pt each side, or, with ``apportionsSegmentWidthsByContent``, each its own (the
///   12 pt padding is a working value).
/// - Widths: a segment with a width set by ``setWidth(_:forSegmentAt:)`` keeps it; the others
///   share the rest of the bounds equally (Apple, `setWidth(_:forSegmentAt:)`: "a value of 0
///   … the segment's width is automatically calculated"), or in proportion to their content
///   with ``apportionsSegmentWidthsByContent``.
/// - Touches: a lift on an enabled segment other than the selected one selects it, the thumb
///   slides there (0.25 s, ease-in-out, a working duration), and `valueChanged` is sent once,
///   then the segment's `UIAction` runs; re-tapping the selected segment sends nothing. A touch
///   that begins on the selected segment drags the thumb from segment to segment, and the lift
///   selects where the thumb is (iOS 13 behaviour, seen in the Settings and Maps apps; Apple
///   documents no details). With ``isMomentary`` the segment does not stay selected: after
///   `valueChanged` the index returns to ``noSegment`` (Apple, `isMomentary`).
/// - Code: ``selectedSegmentIndex`` and the insert/remove methods send no action.
open class UISegmentedControl: UIControl {
  /// The index meaning "no segment is selected" (`UISegmentedControl.noSegment`, −1).
  public static let noSegment = -1

  /// One segment's content and settings.
  struct Segment {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    /// Points; 0 sizes the segment automatically.
    var width: CGFloat = 0
    var isEnabled = true
    var contentOffset: CGSize = .zero
  }

  /// The segments, in order.
  var segments: [Segment] = []
  /// The selected index, or ``noSegment``.
  var selectedIndex = UISegmentedControl.noSegment
  /// The title attributes per control state (``setTitleTextAttributes(_:for:)``).
  var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// The rounded track behind the segments.
  let track = ControlPartView(
    "track", color: UISegmentedControl.defaultTrackColor,
    cornerRadius: UISegmentedControl.trackCornerRadius)
  /// The selected segment's thumb.
  let thumb = ControlPartView(
    "thumb", color: UISegmentedControl.defaultThumbColor,
    cornerRadius: UISegmentedControl.thumbCornerRadius)
  /// The separators: the one at index `i` sits between segments `i` and `i + 1`.
  var separators: [ControlPartView] = []
  /// Each segment's title label or image view, in segment order.
  var contentViews: [UIView] = []
  /// The segment the thumb is under while a drag moves it, or `nil`.
  var draggedIndex: Int?
  /// Whether the tracked touch began on the selected segment (and so drags the thumb).
  var dragsThumb = false
  /// The unselected segment under a tapping finger, drawn with the `.highlighted` title
  /// attributes, or `nil`.
  var highlightedIndex: Int?

  /// The number of segments (`numberOfSegments`).
  open var numberOfSegments: Int { segments.count }

  /// The selected segment's index, or ``noSegment`` (`selectedSegmentIndex`, default
  /// ``noSegment``). Setting it moves the thumb without animation and sends no action; an
  /// index outside the segments selects none.
  open var selectedSegmentIndex: Int {
    get { selectedIndex }
    set {
      selectedIndex = segments.indices.contains(newValue) ? newValue : Self.noSegment
      updateAppearance()
    }
  }

  /// Whether segments stay selected after a tap (`isMomentary`, default false): when true, a
  /// tap sends `valueChanged` with the tapped index, then the index returns to ``noSegment``.
  open var isMomentary = false

  /// Whether segments with an automatic width are as wide as their content
  /// (`apportionsSegmentWidthsByContent`, default false: equal widths).
  open var apportionsSegmentWidthsByContent = false { didSet { setNeedsLayout() } }

  /// The thumb's colour (`selectedSegmentTintColor`, iOS 13); `nil`, the default, is white in
  /// light appearance and `#636366` in dark (measured from iOS screenshots).
  open var selectedSegmentTintColor: UIColor? {
    didSet {
      if noteAppearance(
        .property("selectedSegmentTintColor"), selectedSegmentTintColor,
        { (target: UISegmentedControl, value) in target.selectedSegmentTintColor = value })
      {
        return
      }
      thumb.backgroundColor = selectedSegmentTintColor ?? Self.defaultThumbColor
    }
  }

  /// The track's colour (`backgroundColor`): UIKit fills the rounded track with it, not a
  /// rectangle; `nil`, the default, shows ``UIColor/tertiarySystemFill``.
  open override var backgroundColor: UIColor? {
    get { trackColor }
    set {
      trackColor = newValue
      track.backgroundColor = newValue ?? Self.defaultTrackColor
    }
  }
  private var trackColor: UIColor?

  /// A control with no segments and the given frame, points (`init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// A control with no segments (`init?(coder:)`; nothing is decoded, see
  /// ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// A control with a segment for each item, a `String` title or a `UIImage` (`init(items:)`);
  /// another kind of item makes an empty segment. No segment is selected; the frame is the
  /// intrinsic size at the origin.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      segments.append(Segment(title: item as? String, image: item as? UIImage))
    }
    rebuildContent()
    bounds.size = intrinsicContentSize
  }

  /// A control with a segment for each action, titled and imaged by it; selecting a segment
  /// runs its action (`init(frame:actions:)`, iOS 14).
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    rebuildContent()
  }

  private func setUp() {
    addSubview(track)
    thumb.layer.shadowColor = UIColor.black.cgColor
    thumb.layer.shadowOpacity = Self.thumbShadowOpacity
    thumb.layer.shadowRadius = Self.thumbShadowRadius
    thumb.layer.shadowOffset = Self.thumbShadowOffset
    addSubview(thumb)
    updateAppearance()
  }

  // MARK: Segments

  /// Inserts a segment titled `title` at `segment` (clamped to 0…``numberOfSegments``)
  /// (`insertSegment(withTitle:at:animated:)`). The selection stays on the same segment.
  /// Animated or not, the new layout shows at once (UIKit fades the segment in; not modelled).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  /// Inserts a segment showing `image` at `segment` (`insertSegment(with:at:animated:)`).
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  /// Inserts a segment for `action`, with its title and image, at `segment`
  /// (`insertSegment(action:at:animated:)`, iOS 14).
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(Segment(title: action.title, image: action.image, action: action), at: segment)
  }

  /// Removes the segment at `segment` (`removeSegment(at:animated:)`); removing the selected
  /// one selects none. An index outside the segments does nothing.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedIndex == segment {
      selectedIndex = Self.noSegment
    } else if selectedIndex > segment {
      selectedIndex -= 1
    }
    rebuildContent()
  }

  /// Removes every segment (`removeAllSegments()`); none is selected.
  open func removeAllSegments() {
    segments.removeAll()
    selectedIndex = Self.noSegment
    rebuildContent()
  }

  /// Sets the title of the segment at `segment`, replacing its image
  /// (`setTitle(_:forSegmentAt:)`).
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    segments[segment].image = nil
    rebuildContent()
  }

  /// The title of the segment at `segment`, or `nil` (`titleForSegment(at:)`).
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets the image of the segment at `segment`, replacing its title
  /// (`setImage(_:forSegmentAt:)`).
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    segments[segment].title = nil
    rebuildContent()
  }

  /// The image of the segment at `segment`, or `nil` (`imageForSegment(at:)`).
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Sets the width of the segment at `segment`, points; 0 (the default) sizes it
  /// automatically (`setWidth(_:forSegmentAt:)`).
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].width = max(0, width)
    setNeedsLayout()
  }

  /// The width set for the segment at `segment`, points, 0 when automatic
  /// (`widthForSegment(at:)`).
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// Moves the content of the segment at `segment` by `offset` points from its centre
  /// (`setContentOffset(_:forSegmentAt:)`).
  open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].contentOffset = offset
    setNeedsLayout()
  }

  /// The content offset of the segment at `segment`, points (`contentOffsetForSegment(at:)`).
  open func contentOffsetForSegment(at segment: Int) -> CGSize {
    segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
  }

  /// Enables or disables the segment at `segment` (`setEnabled(_:forSegmentAt:)`): a disabled
  /// segment takes no taps and draws its content in ``UIColor/tertiaryLabel``.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
    updateAppearance()
  }

  /// Whether the segment at `segment` is enabled (`isEnabledForSegment(at:)`).
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// The action of the segment at `segment`, or `nil` (`actionForSegment(at:)`, iOS 14).
  open func actionForSegment(at segment: Int) -> UIAction? {
    segments.indices.contains(segment) ? segments[segment].action : nil
  }

  /// Replaces the segment at `segment`'s action, title and image with `action`'s
  /// (`setAction(_:forSegmentAt:)`, iOS 14).
  open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment] = Segment(
      title: action.title, image: action.image, action: action,
      width: segments[segment].width, isEnabled: segments[segment].isEnabled)
    rebuildContent()
  }

  /// The index of the segment whose action has `actionIdentifier`, or ``noSegment``
  /// (`segmentIndex(identifiedBy:)`, iOS 14).
  open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
    segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
  }

  /// Sets the text attributes of titles in `state` (`setTitleTextAttributes(_:for:)`):
  /// `.font` and `.foregroundColor` are drawn; `.normal` applies to every state that has none,
  /// `.selected` to the selected segment, `.highlighted` to an unselected segment under a
  /// finger, `.disabled` to disabled segments.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
    titleAttributes[state.rawValue] = attributes
    updateAppearance()
  }

  /// The text attributes set for `state`, or `nil` (`titleTextAttributes(for:)`).
  open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  private func insert(_ segment: Segment, at index: Int) {
    let index = min(max(index, 0), segments.count)
    segments.insert(segment, at: index)
    if selectedIndex >= index { selectedIndex += 1 }
    rebuildContent()
  }

  /// Every segment as wide as the widest content plus 12 pt each side (each its own with
  /// ``apportionsSegmentWidthsByContent``), fixed widths kept, × 32 pt.
  open override var intrinsicContentSize: CGSize { intrinsicSize() }

  /// The intrinsic size, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSize() }

  /// Places the track, the thumb, the separators and the contents.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeParts()
  }

  /// A segmented control's primary action follows `valueChanged`.
  package override var controlEventsForActionTriggered: UIControl.Event { .valueChanged }

  /// Redraws the segments in the new state (disabled, …).
  package override func controlStateDidChange() {
    super.controlStateDidChange()
    updateAppearance()
  }

  /// Tracks every touch; one on the selected segment drags the thumb.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    beginSegmentTracking(touch)
    return true
  }

  /// Slides a dragged thumb to the segment under the finger.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    continueSegmentTracking(touch)
    return true
  }

  /// Selects the tapped segment, or the one the thumb was dragged to, and sends
  /// `valueChanged` once when the selection changed.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    endSegmentTracking(touch, with: event)
  }

  /// Puts a dragged thumb back.
  open override func cancelTracking(with event: UIEvent?) {
    super.cancelTracking(with: event)
    cancelSegmentTracking()
  }

  /// Re-colours images in the new tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateAppearance()
  }
}
