import Foundation

extension UIView {
  /// How a view is resized when its superview's bounds change size (UIKit's
  /// `UIView.AutoresizingMask`, `UIViewAutoresizing`): which of its left margin, width and right
  /// margin (and top margin, height and bottom margin) take up the change. The raw values are
  /// the SDK's (`1 << 0` … `1 << 5`).
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// A mask of the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The distance from the superview's left edge changes (`flexibleLeftMargin`).
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width changes (`flexibleWidth`).
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance from the superview's right edge changes (`flexibleRightMargin`).
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance from the superview's top edge changes (`flexibleTopMargin`).
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height changes (`flexibleHeight`).
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance from the superview's bottom edge changes (`flexibleBottomMargin`).
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How the view resizes when its superview's bounds change size (`autoresizingMask`, default
  /// none: the frame stays). Applied by the superview at once, when its bounds size changes
  /// (set in code, through `frame`, or by Auto Layout), if its ``autoresizesSubviews`` is true
  /// and the view's ``translatesAutoresizingMaskIntoConstraints`` is true: on each axis the
  /// change is shared among the flexible portions (margin before, size, margin after) in
  /// proportion to their sizes before it (Apple, `autoresizingMask`: "distribute the size
  /// difference proportionally among the flexible portions"), equally when they are all zero;
  /// no rounding. Inside an animation block the new frames animate with the superview's.
  public var autoresizingMask: AutoresizingMask {
    get { layoutState.autoresizingMask }
    set { layoutState.autoresizingMask = newValue }
  }

  /// Whether the view resizes its subviews by their ``autoresizingMask`` when its bounds
  /// change size (`autoresizesSubviews`, default true).
  public var autoresizesSubviews: Bool {
    get { layoutState.autoresizesSubviews }
    set { layoutState.autoresizesSubviews = newValue }
  }

  /// Applies each subview's ``autoresizingMask`` after this view's bounds changed from
  /// `oldSize` (UIKit's springs and struts).
  func resizeSubviews(withOldSize oldSize: CGSize) {
    guard layoutState.autoresizesSubviews else { return }
    let newSize = bounds.size
    for subview in subviews {
      let mask = subview.layoutState.autoresizingMask
      guard !mask.isEmpty, subview.translatesAutoresizingMaskIntoConstraints else { continue }
      subview.resize(withOldSuperviewSize: oldSize, newSize: newSize, mask: mask)
    }
  }

  /// Moves and resizes the view for its superview's change of size from `oldSize` to `newSize`.
  private func resize(withOldSuperviewSize oldSize: CGSize, newSize: CGSize, mask: AutoresizingMask)
  {
    let old = frame
    let (x, width) = UIView.distribute(
      newSize.width - oldSize.width, start: old.minX, length: old.width,
      end: oldSize.width - old.maxX,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ))
    let (y, height) = UIView.distribute(
      newSize.height - oldSize.height, start: old.minY, length: old.height,
      end: oldSize.height - old.maxY,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    let new = CGRect(x: x, y: y, width: width, height: height)
    if new != old { frame = new }
  }

  /// The new origin and length on one axis when the superview grows by `delta`: the flexible
  /// ones of (margin before `start`, `length`, margin after `end`) share `delta` in proportion
  /// to their sizes (equally when those are all zero); an axis with none flexible keeps its
  /// origin and length (the margin after takes the change).
  static func distribute(
    _ delta: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat,
    flexible: (start: Bool, length: Bool, end: Bool)
  ) -> (origin: CGFloat, length: CGFloat) {
    guard delta != 0 else { return (start, length) }
    let portions = [
      flexible.start ? start : nil, flexible.length ? length : nil, flexible.end ? end : nil,
    ]
    let count = portions.compactMap { $0 }.count
    guard count > 0 else { return (start, length) }
    let total = portions.compactMap { $0 }.reduce(0, +)
    func share(_ portion: CGFloat?) -> CGFloat {
      guard let portion else { return 0 }
      return total == 0 ? delta / CGFloat(count) : delta * portion / total
    }
    return (start + share(portions[0]), length + share(portions[1]))
  }
}
