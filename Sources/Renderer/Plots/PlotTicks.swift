import Foundation

/// Readable axis ticks: steps of 1, 2 or 5 times a power of ten (the "nice numbers" of
/// Heckbert, "Nice numbers for graph labels", Graphics Gems, 1990), labelled with as many
/// decimals as the step needs.
public struct PlotTicks: Sendable, Equatable {
  /// The axis' first value (a multiple of ``step`` for a value axis).
  public var lower: Double
  /// The axis' last value.
  public var upper: Double
  /// The distance between ticks.
  public var step: Double
  /// The tick values from ``lower`` to ``upper``, each `k · step`.
  public var values: [Double]

  /// The smallest step of 1, 2 or 5 × 10ⁿ that divides `span` into at most `count` intervals.
  public static func niceStep(span: Double, count: Int) -> Double {
    guard span.isFinite, span > 0, count > 0 else { return 1 }
    let raw = span / Double(count)
    let magnitude = pow(10, (log10(raw)).rounded(.down))
    let residual = raw / magnitude
    let factor: Double =
      residual <= 1 + 1e-9 ? 1 : residual <= 2 + 1e-9 ? 2 : residual <= 5 + 1e-9 ? 5 : 10
    return factor * magnitude
  }

  /// A value axis covering `minimum…maximum`: widened outwards to multiples of a nice step
  /// making at most `count` intervals. A flat range (one value) is widened to ±1, or ±5 % of
  /// the value when that is larger, first.
  public static func value(minimum: Double, maximum: Double, count: Int = 5) -> PlotTicks {
    var low = minimum.isFinite ? minimum : 0
    var high = maximum.isFinite ? maximum : 1
    if high < low { swap(&low, &high) }
    if high - low < 1e-9 * max(1, abs(high)) {
      let pad = max(1, abs(low) * 0.05)
      low -= pad
      high += pad
    }
    let step = niceStep(span: high - low, count: count)
    let first = (low / step + 1e-9).rounded(.down)
    let last = (high / step - 1e-9).rounded(.up)
    return PlotTicks(
      lower: first * step, upper: last * step, step: step,
      values: stride(from: first, through: last, by: 1).map { $0 * step })
  }

  /// A time axis from 0 to `duration` seconds exactly (a 0 s run spans 1 s), ticked at
  /// multiples of a nice step making at most `count` intervals.
  public static func time(duration: Double, count: Int = 8) -> PlotTicks {
    let upper = duration.isFinite && duration > 0 ? duration : 1
    let step = niceStep(span: upper, count: count)
    let last = (upper / step + 1e-9).rounded(.down)
    return PlotTicks(
      lower: 0, upper: upper, step: step,
      values: stride(from: 0, through: last, by: 1).map { $0 * step })
  }

  /// `value` with the decimals ``step`` needs, the same for every tick of the axis: `150`,
  /// `0.0`, `0.2`, `-12.5`; never `-0`.
  public func label(_ value: Double) -> String {
    let decimals = max(0, Int((-log10(step) - 1e-9).rounded(.up)))
    var text = String(format: "%.\(decimals)f", value)
    if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) {
      text.removeFirst()
    }
    return text
  }
}
