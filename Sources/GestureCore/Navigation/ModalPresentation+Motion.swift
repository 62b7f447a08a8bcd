import Foundation

/// Where a presentation's views are at each end of its transition, and how long it takes
/// (docs/presentation.md).
extension ModalPresentation {
  /// The duration of the way in or out.
  func duration(presenting: Bool) -> TimeInterval {
    switch alertStyle {
    case .alert: return presenting ? Self.alertPresentDuration : Self.alertDismissDuration
    case .actionSheet: return Self.coverVerticalDuration
    case nil: return dissolves ? Self.crossDissolveDuration : Self.coverVerticalDuration
    }
  }

  /// Where the moving view rests, in the container: a sheet's card below the safe area's top,
  /// anything else filling the container.
  var restingFrame: CGRect {
    let bounds = container.bounds
    guard card != nil else { return bounds }
    let top = (window?.screenSafeAreaInsets.top ?? 0) + Self.sheetTopGap
    return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
  }

  /// The moving view's state away from the screen: below the bottom edge for cover-vertical,
  /// transparent (and for an alert on its way in, scaled) for a dissolve.
  func applyOffscreen(dismissing: Bool = false) {
    let rest = restingFrame
    switch alertStyle {
    case .alert where dismissing:
      moving.alpha = 0
    case .alert:
      moving.frame = rest
      moving.alpha = 0
      moving.transform = CGAffineTransform(
        scaleX: Self.alertStartScale, y: Self.alertStartScale)
    case .actionSheet:
      moving.frame = rest.offsetBy(dx: 0, dy: container.bounds.height - rest.minY)
    case nil:
      if dissolves {
        moving.frame = rest
        moving.alpha = 0
      } else {
        moving.frame = rest.offsetBy(dx: 0, dy: container.bounds.height - rest.minY)
      }
    }
    dimming?.alpha = 0
  }

  /// The moving view at rest, the dimming shown.
  func applyOnscreen() {
    moving.transform = .identity
    moving.alpha = 1
    moving.frame = restingFrame
    dimming?.alpha = Self.dimmingAlpha
  }

  /// The presenter shrunk behind a sheet: `(W − 32)/W`, its top at the safe area's top.
  func applyShrunk() {
    guard let view = shrunk?.view, let window else { return }
    let height = view.bounds.height
    let scale = max(
      0, (view.bounds.width - 2 * Self.presenterSideInset) / max(1, view.bounds.width))
    let top = window.screenSafeAreaInsets.top
    view.transform = CGAffineTransform(translationX: 0, y: top - height * (1 - scale) / 2)
      .scaledBy(x: scale, y: scale)
    view.layer.cornerRadius = Self.sheetCornerRadius
    view.clipsToBounds = true
  }
}
