import Foundation

@testable import GestureCore

/// A 375×667 window at scale 2 whose root view fills it, for Auto Layout tests.
@MainActor
final class LayoutHarness {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let root: UIView

  init(safeArea: UIEdgeInsets = .zero) {
    window.screenSafeAreaInsets = safeArea
    window.textMeasurer = FixedAdvanceMeasurer()
    root = UIView(frame: window.bounds)
    root.accessibilityIdentifier = "root"
    window.addSubview(root)
  }

  /// A view placed by constraints, added to `parent` (the root view by default).
  func view(_ id: String, in parent: UIView? = nil) -> UIView {
    let view = UIView()
    view.accessibilityIdentifier = id
    view.translatesAutoresizingMaskIntoConstraints = false
    (parent ?? root).addSubview(view)
    return view
  }

  /// A label placed by constraints.
  func label(_ id: String, text: String, size: Double = 20, in parent: UIView? = nil) -> UILabel {
    let label = UILabel()
    label.accessibilityIdentifier = id
    label.text = text
    label.font = .systemFont(ofSize: CGFloat(size))
    label.translatesAutoresizingMaskIntoConstraints = false
    (parent ?? root).addSubview(label)
    return label
  }

  /// Lays the window out and returns `view`'s frame.
  func frame(of view: UIView) -> CGRect {
    window.layoutIfNeeded()
    return view.frame
  }

  /// The events of kind `kind` recorded so far.
  func events(_ kind: String) -> [TimelineEvent] {
    window.eventLog.pending.filter { $0.kind == kind }
  }

  var engine: LayoutEngine { window.layoutEngine }
}

/// A text measurer with fixed metrics: every character advances half the font size, a line is
/// 1.2 × the font size tall. "Hello" at 20 pt is 50 × 24.
final class FixedAdvanceMeasurer: TextMeasuring {
  func size(of text: String, font: DisplayFont, numberOfLines: Int, maxWidth: CGFloat?)
    -> CGSize
  {
    let advance = font.size / 2
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
    if let maxWidth {
      let perLine = max(1, Int(Double(maxWidth) / advance))
      lines = lines.flatMap { count in
        stride(from: 0, to: max(count, 1), by: perLine).map { min(perLine, count - $0) }
      }
    }
    if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
    let width = Double(lines.max() ?? 0) * advance
    return CGSize(width: width, height: Double(lines.count) * font.size * 1.2)
  }
}

/// `CAMediaTimingFunction` ease-in-out, (0.42, 0) (0.58, 1), solved by bisection: the
/// test's own reference for the curve.
@MainActor
func easeInOutReference(_ t: Double) -> Double {
  if t <= 0 { return 0 }
  if t >= 1 { return 1 }
  func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<100 {
    let mid = (low + high) / 2
    if bezier(mid, 0.42, 0.58) < t { low = mid } else { high = mid }
  }
  return bezier((low + high) / 2, 0, 1)
}
