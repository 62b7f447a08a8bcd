import Foundation

/// The appearances a bar keeps (a navigation bar's, a toolbar's or a tab bar's), what it last
/// drew, and the two appearances iOS 15 derives from the standard one: filled with the legacy
/// bar tint, and made transparent for the scroll edge.
@preconcurrency @MainActor
final class BarAppearances<Appearance: UIBarAppearance> {
  var standard = Appearance()
  /// Whether code assigned ``standard`` (then the bar's `barTintColor` is not applied).
  var standardAssigned = false
  var scrollEdge: Appearance?
  var compact: Appearance?
  var compactScrollEdge: Appearance?
  /// The appearance drawn last, `nil` when it must be applied again.
  var applied: Appearance?
  /// Derived appearances, made once per source.
  private var transparent: (source: Appearance, copy: Appearance)?
  private var tinted: (color: UIColor, copy: Appearance)?

  init() {}

  /// ``standard``, or, when `tint` (the bar's `barTintColor`) is set and ``standard`` was not
  /// assigned, a copy of it with an opaque background of `tint`: iOS 15 applies the legacy
  /// tint to the standard appearance only.
  func standard(tintedWith tint: UIColor?) -> Appearance {
    guard let tint, !standardAssigned else { return standard }
    if let tinted, tinted.color === tint { return tinted.copy }
    let copy = standard.copy()
    copy.configureWithOpaqueBackground()
    copy.backgroundColor = tint
    tinted = (tint, copy)
    return copy
  }

  /// `standard` with a transparent background and no hairline: what iOS 15 draws at the scroll
  /// edge when no scroll-edge appearance is set (Apple, `scrollEdgeAppearance`: "UIKit uses the
  /// settings found in the standardAppearance property, modified to use a transparent
  /// background").
  func transparentCopy(of standard: Appearance) -> Appearance {
    if let transparent, transparent.source === standard { return transparent.copy }
    let copy = standard.copy()
    copy.configureWithTransparentBackground()
    transparent = (standard, copy)
    return copy
  }

  /// The appearance a bottom bar (a toolbar, a tab bar) draws: in compact height the compact
  /// ones where set; at the scroll edge the scroll-edge appearance, else the standard one with
  /// a transparent background (``transparentCopy(of:)``); elsewhere the standard one, filled
  /// with `tint` (the bar's `barTintColor`) as ``standard(tintedWith:)`` says.
  func resolved(compact: Bool, atScrollEdge: Bool, tint: UIColor?) -> Appearance {
    let standard =
      compact ? (self.compact ?? standard(tintedWith: tint)) : standard(tintedWith: tint)
    guard atScrollEdge else { return standard }
    if compact, let own = compactScrollEdge { return own }
    if let own = scrollEdge { return own }
    return transparentCopy(of: standard)
  }
}
