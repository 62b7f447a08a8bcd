import Foundation

/// A limit on the size of an animated image (APNG, GIF, WebP), and the settings tried, in order,
/// to meet it (`--max-size`).
///
/// The strategy is to encode, measure, and lower the setting one step at a time: first the
/// pixels per point, in the steps 3, 2, 1.5 and 1 below the scale asked for (a 3× device's
/// APNG is tried at 3×, 2×, 1.5×, then 1×; a step that would not give whole pixels is left
/// out), then, at the smallest scale, the highest frame rate,
/// halved while it stays at least ``minimumRate`` (60 fps becomes 30, then 15). The first
/// setting whose file fits is kept. Scale comes first because it costs the least to the
/// reader: a 2× image is still sharp on most screens at its point size, while a lower frame
/// rate shows motion in steps. Each step re-draws and re-encodes only the animated image (the
/// PNG frames and other outputs are drawn once). The encoders are deterministic and the choice
/// depends only on the sizes they give, so the same frames give the same bytes.
public struct SizeBudget: Sendable, Equatable {
  /// The scales tried below the one asked for, largest first (pixels per point).
  public static let scaleSteps: [Double] = [3, 2, 1.5, 1]
  /// The frame rate is halved only while it stays at or above this (frames per second): below
  /// about 10 fps motion is seen as a series of stills.
  public static let minimumRate: Double = 10

  /// The largest the file may be, bytes (1 KB = 1000 bytes).
  public var maximumBytes: UInt64

  /// A budget of `maximumBytes` (≥ 1).
  public init(maximumBytes: UInt64) {
    self.maximumBytes = maximumBytes
  }

  /// One setting of the animated image: its pixels per point and the highest rate it shows.
  public struct Setting: Sendable, Equatable {
    /// Pixels per point.
    public var scale: Double
    /// The frame rate shown, frames per second.
    public var rate: Double

    /// A setting; see the properties.
    public init(scale: Double, rate: Double) {
      self.scale = scale
      self.rate = rate
    }
  }

  /// The settings tried in order for an image of `canvas` points asked for at `scale` that
  /// shows `rate` frames per second (the format's rate: `min(fps, the format's maximum)`):
  /// `scale` and `rate` first, then each of ``scaleSteps`` below `scale` that makes both sides
  /// of the canvas whole pixels, then `rate` halved at the smallest scale while it stays at
  /// least ``minimumRate``. (3×, 60 fps) on a 390×844 pt canvas: 3×, 2×, 1.5×, 1× at 60 fps,
  /// then 1× at 30 and 15 fps; on 375×667 pt 1.5× is left out, as its 562.5×1000.5 pixels
  /// would end in a column and a row half covered by the screen (the window's colour shows
  /// through them as a line along two edges).
  public static func settings(scale: Double, rate: Double, canvas: CGSize) -> [Setting] {
    var result = [Setting(scale: scale, rate: rate)]
    func isWhole(_ value: Double) -> Bool { abs(value - value.rounded()) < 1e-9 }
    for step in scaleSteps
    where step < scale && isWhole(Double(canvas.width) * step)
      && isWhole(Double(canvas.height) * step)
    {
      result.append(Setting(scale: step, rate: rate))
    }
    let smallest = result[result.count - 1].scale
    var lower = rate / 2
    while lower >= minimumRate {
      result.append(Setting(scale: smallest, rate: lower))
      lower /= 2
    }
    return result
  }

  /// What a budget did to one animated image, for its report.
  public struct Outcome: Sendable, Equatable {
    /// The budget, bytes.
    public var maximumBytes: UInt64
    /// The setting asked for (the first tried).
    public var requested: Setting
    /// The setting of the file written: the first that fits, or the last tried when none does.
    public var written: Setting
    /// Whether the file fits the budget.
    public var isMet: Bool

    /// An outcome; see the properties.
    public init(maximumBytes: UInt64, requested: Setting, written: Setting, isMet: Bool) {
      self.maximumBytes = maximumBytes
      self.requested = requested
      self.written = written
      self.isMet = isMet
    }

    /// The report's note: "scaled from 3× to fit --max-size 10 MB", "within --max-size 10 MB",
    /// "scaled from 3× and 60 fps lowered to 15 fps to fit --max-size 10 KB", or for a budget
    /// not met "still over --max-size 10 KB at 1× and 15 fps, the smallest setting tried,
    /// lowered from 3× and 60 fps".
    public var note: String {
      let limit = "--max-size " + SizeBudget.text(bytes: maximumBytes)
      guard isMet else {
        return "still over \(limit) at \(SizeBudget.text(scale: written.scale)) and "
          + "\(SizeBudget.text(rate: written.rate)) fps, the smallest setting tried, lowered from "
          + "\(SizeBudget.text(scale: requested.scale)) and "
          + "\(SizeBudget.text(rate: requested.rate)) fps"
      }
      var changes: [String] = []
      if written.scale != requested.scale {
        changes.append("scaled from \(SizeBudget.text(scale: requested.scale))")
      }
      if written.rate != requested.rate {
        changes.append(
          "\(SizeBudget.text(rate: requested.rate)) fps lowered to "
            + "\(SizeBudget.text(rate: written.rate)) fps")
      }
      if changes.isEmpty { return "within \(limit)" }
      return changes.joined(separator: " and ") + " to fit \(limit)"
    }
  }

  /// Pixels per point as the summary writes them: `3×`, `1.5×`.
  public static func text(scale: Double) -> String { shortest(scale) + "×" }

  /// A frame rate as the summary writes it: `60`, `12.5`.
  public static func text(rate: Double) -> String { shortest(rate) }

  /// `value` with at most two decimals and no trailing zeros: `3`, `1.5`, `29.97`.
  private static func shortest(_ value: Double) -> String {
    var digits = String(format: "%.2f", value)
    while digits.hasSuffix("0") { digits.removeLast() }
    if digits.hasSuffix(".") { digits.removeLast() }
    return digits
  }

  /// A budget as the summary writes it: `10 MB`, `4 KB`, `1500 B`, else ``AnimationReport/size(_:)``
  /// (`4.1 KB` for 4096 bytes).
  public static func text(bytes: UInt64) -> String {
    if bytes >= 1_000_000 && bytes % 1_000_000 == 0 { return "\(bytes / 1_000_000) MB" }
    if bytes >= 1000 && bytes % 1000 == 0 { return "\(bytes / 1000) KB" }
    return AnimationReport.size(bytes)
  }
}
