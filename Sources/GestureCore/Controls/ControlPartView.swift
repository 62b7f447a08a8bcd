import Foundation

/// A piece a control draws itself with (a switch's track and thumb, a slider's tracks and
/// thumb), as UIKit's controls draw with private subviews. It takes no touches, so they reach
/// the control, and frames and timelines name it after its control: `volume.thumb`.
final class ControlPartView: UIView {
  /// The part's name after the control's, `thumb`.
  let partName: String

  /// A part called `partName`, filled with `color` and rounded by `cornerRadius` points.
  init(_ partName: String, color: UIColor?, cornerRadius: CGFloat) {
    self.partName = partName
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    backgroundColor = color
    layer.cornerRadius = cornerRadius
  }

  /// Parts are made in code only.
  required init?(coder: NSCoder) { nil }
}
