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

  /// Where the moving view rests, in the container: the presentation controller's
  /// `frameOfPresentedViewInContainerView` (a sheet's card at its selected detent; the
  /// container's bounds for the system's other styles); an alert fills the container.
  var restingFrame: CGRect {
    guard alertStyle == nil else { return container.bounds }
    if let sheet, card != nil { return sheet.frame(forHeight: sheet.currentHeight) }
    return controller.frameOfPresentedViewInContainerView
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

  /// The moving view at rest, the dimming shown (for a sheet, as much as its height dims).
  func applyOnscreen() {
    moving.transform = .identity
    moving.alpha = 1
    moving.frame = restingFrame
    let fraction = sheet.map { $0.dimFraction(atHeight: $0.currentHeight) } ?? 1
    dimming?.alpha = Self.dimmingAlpha * fraction
  }

  /// The presenter shrunk behind a sheet, as far as the sheet's height shrinks it: fully,
  /// `(W − 32)/W` with its top at the safe area's top and corners rounded 10 pt.
  func applyShrunk() {
    guard let view = shrunk?.view, let window else { return }
    let fraction = sheet.map { $0.shrinkFraction(atHeight: $0.currentHeight) } ?? 1
    let height = view.bounds.height
    let full = max(
      0, (view.bounds.width - 2 * Self.presenterSideInset) / max(1, view.bounds.width))
    let scale = 1 - (1 - full) * fraction
    let top = window.screenSafeAreaInsets.top
    let shift = (top - height * (1 - full) / 2) * fraction
    view.transform = CGAffineTransform(translationX: 0, y: shift).scaledBy(x: scale, y: scale)
    view.layer.cornerRadius = fraction > 0 ? Self.sheetCornerRadius : shrunk?.radius ?? 0
    view.clipsToBounds = fraction > 0 ? true : shrunk?.clips ?? false
  }
}
