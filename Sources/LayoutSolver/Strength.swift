/// How strongly the solver tries to satisfy a constraint.
///
/// A strength is either *required* (the constraint must hold, or adding it fails) or *optional*:
/// a pair of a **level** and a **weight**. The solver minimises the violations of optional
/// constraints lexicographically by level — every level is satisfied as well as possible before any
/// lower level is considered — and, inside one level, minimises the sum of `weight × |violation|`.
/// This is the "symbolic weights" scheme of the Cassowary paper (Badros, Borning, Stuckey 2001):
/// the objective is a vector compared lexicographically, not one large real number, so no amount of
/// violation at a lower level can buy a smaller violation at a higher level, however large the
/// variable values are.
///
/// Two families of optional strengths are provided:
///
/// - **UIKit priorities**, ``init(priority:)``: priority `p` in 1..<1000 is its own level `p` with
///   weight 1, and 1000 or more is required. A violated 750 is therefore never traded for any number
///   of 250s, matching "higher priority constraints are satisfied before lower priority constraints"
///   of Auto Layout. Within one priority the violations are summed.
/// - **kiwi numeric strengths**, ``init(kiwi:)``, ``strong``, ``medium``, ``weak``: one shared level
///   (``numericLevel``, below every priority) where the strength is the weight. This reproduces kiwi
///   exactly (same doubles, same objective), which the side-by-side benchmark relies on; as in kiwi,
///   enough weak violations can outweigh a medium one. A value of `kiwiRequired` (1 001 001 000) or
///   more is required, and negative values are clamped to 0, as in kiwi.
///
/// Mixing the two families in one solver is allowed; the numeric level then ranks below every
/// priority. In particular an edit variable meant to win over Auto Layout priorities (a dragged
/// view, a window size) needs a priority strength such as `Strength(priority: 999)`; at
/// ``strong`` it would lose to any priority.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The lexicographic level; `Double.infinity` for required. Higher levels dominate lower ones.
  public let level: Double
  /// The weight inside the level (unitless, non-negative); 1 for required.
  public let weight: Double

  /// The level shared by all kiwi numeric strengths.
  public static let numericLevel: Double = 0

  /// kiwi's value for a required strength, `1000·1e6 + 1000·1e3 + 1000`.
  public static let kiwiRequired: Double = 1_001_001_000

  /// The constraint must hold.
  public static let required = Strength(uncheckedLevel: .infinity, weight: 1)
  /// kiwi's `strong`: weight 1e6 on the numeric level.
  public static let strong = Strength(kiwi: 1_000_000)
  /// kiwi's `medium`: weight 1e3 on the numeric level.
  public static let medium = Strength(kiwi: 1_000)
  /// kiwi's `weak`: weight 1 on the numeric level.
  public static let weak = Strength(kiwi: 1)

  private init(uncheckedLevel level: Double, weight: Double) {
    self.level = level
    self.weight = weight
  }

  /// Creates an optional strength with an explicit `level` and `weight`.
  ///
  /// A level of `Double.infinity` gives ``required``. A NaN level or weight, and a negative weight,
  /// are replaced by 0.
  public init(level: Double, weight: Double) {
    if level == .infinity {
      self = .required
    } else {
      self.init(
        uncheckedLevel: level.isNaN ? 0 : level,
        weight: weight.isNaN ? 0 : max(0, weight))
    }
  }

  /// Creates the strength of a UIKit layout priority.
  ///
  /// `priority` ≥ 1000 is required; any other value is clamped to at least 1 and becomes its own
  /// level with weight 1 (see the type's discussion).
  public init(priority: Double) {
    if priority >= 1000 {
      self = .required
    } else {
      self.init(uncheckedLevel: priority.isNaN ? 1 : max(1, priority), weight: 1)
    }
  }

  /// Creates a kiwi numeric strength: weight `value` on ``numericLevel``.
  ///
  /// `value` ≥ ``kiwiRequired`` is required; negative values (and NaN) become 0.
  public init(kiwi value: Double) {
    if value >= Strength.kiwiRequired {
      self = .required
    } else {
      self.init(uncheckedLevel: Strength.numericLevel, weight: value.isNaN ? 0 : max(0, value))
    }
  }

  /// Creates a kiwi numeric strength from its three tiers, `strong·1e6 + medium·1e3 + weak`, each
  /// multiplied by `weight` and clamped to 0...1000 first, as kiwi's `strength::create` does.
  public static func kiwi(strong: Double, medium: Double, weak: Double, weight: Double = 1)
    -> Strength
  {
    func clamped(_ value: Double) -> Double { max(0, min(1000, value * weight)) }
    return Strength(kiwi: clamped(strong) * 1_000_000 + clamped(medium) * 1_000 + clamped(weak))
  }

  /// Whether the constraint must hold.
  public var isRequired: Bool { level == .infinity }

  /// Orders by level, then by weight.
  public static func < (lhs: Strength, rhs: Strength) -> Bool {
    lhs.level != rhs.level ? lhs.level < rhs.level : lhs.weight < rhs.weight
  }

  /// `required`, `kiwi(1000000.0)` or `level 750.0 weight 1.0`.
  public var description: String {
    if isRequired { return "required" }
    if level == Strength.numericLevel { return "kiwi(\(weight))" }
    return "level \(level) weight \(weight)"
  }
}
