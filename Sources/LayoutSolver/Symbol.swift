/// A column of the simplex tableau.
///
/// Symbols are numbered from 1 in creation order by the solver that owns them, and they compare by
/// number only. Every choice the solver makes between symbols (which one enters or leaves the
/// basis) is made in this order, never in `Dictionary` or `Set` order, so a sequence of calls gives
/// the same pivots and the same results in every process. This follows the design of kiwi, which
/// keeps its maps sorted by symbol id.
struct Symbol: Hashable, Comparable, Sendable {
  /// What a symbol stands for; this decides whether it may be negative and whether it may pivot.
  enum Kind: UInt8, Sendable {
    /// No symbol (the `invalid` sentinel).
    case invalid
    /// A user variable; unrestricted in sign.
    case external
    /// The slack of an inequality; restricted to be non-negative.
    case slack
    /// An error term of a non-required constraint; restricted to be non-negative.
    case error
    /// The marker of a required equality; fixed at zero, never chosen to enter the basis.
    case dummy
  }

  /// The symbol number, unique within one solver; 0 for `invalid`.
  var id: UInt32
  /// The kind of quantity the symbol stands for.
  var kind: Kind

  /// The sentinel meaning "no symbol".
  static let invalid = Symbol(id: 0, kind: .invalid)

  /// Whether this is a real symbol (not the `invalid` sentinel).
  var isValid: Bool { kind != .invalid }

  /// Whether the symbol is a user variable (unrestricted in sign).
  var isExternal: Bool { kind == .external }

  /// Whether the symbol is a slack or an error term, the kinds that may be pivoted on freely.
  var isPivotable: Bool { kind == .slack || kind == .error }

  /// Whether the symbol is a dummy (the fixed-at-zero marker of a required equality).
  var isDummy: Bool { kind == .dummy }

  /// The array index for tables keyed by symbol number.
  var index: Int { Int(id) }

  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// The tolerance under which a coefficient or constant counts as zero (kiwi uses the same 1e-8).
let nearZeroTolerance = 1.0e-8

/// Whether `value` is within `nearZeroTolerance` of zero.
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
  value < nearZeroTolerance && value > -nearZeroTolerance
}

/// Whether a restricted row with this constant needs the dual simplex: negative beyond
/// `nearZeroTolerance` (kiwi queues every negative row but skips the near-zero ones later).
@inline(__always)
func isInfeasible(_ constant: Double) -> Bool {
  constant <= -nearZeroTolerance
}
