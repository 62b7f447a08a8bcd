import Foundation

/// When a scroll view's indicators show, on the simulated clock (docs/scrolling.md, "Scroll
/// indicators"): fully opaque from the moment scrolling begins (a drag, a deceleration or
/// bounce, an animated `setContentOffset`) until it ends, then fading out over
/// ``fadeDuration`` along UIView's ease-in-out curve; ``flash(at:)`` holds them for
/// ``flashDuration`` first. Times are seconds of the window's scheduler.
struct ScrollIndicatorVisibility: Equatable {
  /// How long the indicators take to fade out once scrolling ends, seconds: 0.33 s, as a
  /// recreation of the native indicator measured it (Apple publishes none).
  static let fadeDuration = 0.33
  /// How long `flashScrollIndicators()` holds them fully opaque before the fade, seconds (the
  /// tool's choice: Apple says "momentarily").
  static let flashDuration = 0.5

  /// Whether the content is scrolling now (indicators at full opacity).
  private(set) var isScrolling = false
  /// When the fade begins, seconds; −∞ while they have never shown.
  private(set) var fadeStart = -Double.infinity

  /// Whether the indicators have shown (scrolled or flashed) since the scroll view was made.
  var hasShown: Bool { isScrolling || fadeStart > -Double.infinity }

  /// The indicators' opacity at `now`, 0…1.
  func opacity(at now: Double) -> Double {
    if isScrolling || now < fadeStart { return 1 }
    let t = (now - fadeStart) / Self.fadeDuration
    if t >= 1 { return 0 }
    return 1 - TimingFunction.easeInOut.progress(at: t)
  }

  /// Whether the opacity changes with time alone after `now` (a flash's hold or a fade is
  /// under way), so a frame's drawing cannot be kept for the next one.
  func changesAfter(_ now: Double) -> Bool {
    !isScrolling && now < fadeStart + Self.fadeDuration
  }

  /// Scrolling began: the indicators show at once.
  mutating func begin() { isScrolling = true }

  /// Scrolling ended at `now`: the fade begins.
  mutating func end(at now: Double) {
    guard isScrolling else { return }
    isScrolling = false
    fadeStart = now
  }

  /// `flashScrollIndicators()` at `now`: shown for ``flashDuration``, then faded; a scroll
  /// under way keeps them shown anyway.
  mutating func flash(at now: Double) {
    fadeStart = max(fadeStart, now + Self.flashDuration)
  }
}
