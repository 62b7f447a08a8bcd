import UIKit

/// A round avatar with a ring: the corner radius follows the bounds, whoever changes them
/// (a frame set in code or Auto Layout), and frame changes are reported to the owner.
final class AvatarRingView: UIView {
  var onFrameChange: ((CGRect) -> Void)?

  override var bounds: CGRect {
    didSet {
      layer.cornerRadius = bounds.height / 2
    }
  }

  override var frame: CGRect {
    didSet {
      guard frame != oldValue else { return }
      onFrameChange?(frame)
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.borderWidth = 3
    layer.borderColor = UIColor.systemGreen.cgColor
    clipsToBounds = true
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
