import Foundation

/// The text measurer of the scene being built or simulated, with its screen scale: what a label
/// that is in no window yet measures its text with (``SimulationContext/textMeasurer``).
///
/// iOS measures text with fonts that belong to the process, so `label.sizeToFit()` in
/// `viewDidLoad`, before the label is added to anything, gives the text's size. Here the fonts
/// belong to the renderer, which a window is given (``UIWindow/textMeasurer``); whoever builds
/// or runs a scene binds its measurer for the time its code runs. Main-actor isolated, so it can
/// be a task-local value and is only used where labels are.
@preconcurrency @MainActor
package final class SceneTextMeasurer {
  /// Measures text as the renderer draws it.
  package let measurer: any TextMeasuring
  /// Device pixels per point that measured sizes are rounded up to.
  package let screenScale: CGFloat

  /// A measurer for a screen of `screenScale` pixels per point.
  package init(_ measurer: any TextMeasuring, screenScale: CGFloat) {
    self.measurer = measurer
    self.screenScale = screenScale
  }
}
