import Foundation

extension NSLayoutConstraint {
  /// Options of ``constraints(withVisualFormat:options:metrics:views:)``
  /// (`NSLayoutConstraint.FormatOptions`), raw values as in the SDK: the `alignAll…` options
  /// align every view of the format on an attribute (bit `1 << attribute`); the direction and
  /// spacing options are accepted with their default meaning only.
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// Options of the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Align all views' left edges (`alignAllLeft`).
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align all views' right edges (`alignAllRight`).
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align all views' top edges (`alignAllTop`).
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align all views' bottom edges (`alignAllBottom`).
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align all views' leading edges (`alignAllLeading`).
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align all views' trailing edges (`alignAllTrailing`).
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align all views' horizontal centres (`alignAllCenterX`).
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align all views' vertical centres (`alignAllCenterY`).
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Lay out leading to trailing (`directionLeadingToTrailing`, the default, 0).
    public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
    /// Lay out left to right whatever the layout direction (`directionLeftToRight`): the
    /// format's edges are `left` and `right`.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Lay out right to left whatever the layout direction (`directionRightToLeft`): the first
    /// view at the right.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The direction bits (`directionMask`).
    public static let directionMask = FormatOptions(rawValue: 3 << 16)
    /// Space edge to edge (`spacingEdgeToEdge`, the default, 0).
    public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)

    /// The attributes the `alignAll…` bits name.
    var alignments: [NSLayoutConstraint.Attribute] {
      let table: [(FormatOptions, NSLayoutConstraint.Attribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
        (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
        (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
      ]
      return table.filter { contains($0.0) }.map(\.1)
    }
  }

  /// UIKit's standard space between two sibling views, points: a visual format's `[a]-[b]`
  /// and the system spacing anchors (`constraint(equalToSystemSpacingAfter:multiplier:)`).
  package static let systemSpacing: CGFloat = 8
  /// The standard space between a view and its superview's edge (`|-[a]`), points.
  static let visualFormatSuperviewSpacing: CGFloat = 20

  /// The constraints a visual format string describes
  /// (`constraints(withVisualFormat:options:metrics:views:)`), not yet active.
  ///
  /// Apple's grammar ("Visual Format Language"): an optional `H:` or `V:`, the superview `|`,
  /// views `[name(predicates)]`, connections `-`, `-N-`, `-(>=N@P)-` or none; predicates
  /// `==`, `<=`, `>=` a number, metric or view name, `@priority` a number or metric. `H:`
  /// places leading and trailing edges, `V:` top and bottom; a view predicate constrains its
  /// width (height), to a constant or to another view's. The standard space is 8 pt between
  /// siblings and 20 pt to the superview. A format that does not parse, or names a view or
  /// metric missing from `views`/`metrics`, stops the run with UIKit's message ("Unable to
  /// parse constraint format"), as UIKit raises an exception.
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
    do {
      return try parser.parse(options: opts)
    } catch let error as VisualFormatError {
      preconditionFailure("Unable to parse constraint format: \(error.message)\n\(format)")
    } catch {
      preconditionFailure("Unable to parse constraint format: \(error)\n\(format)")
    }
  }
}

extension UIView {
  /// Installs `constraint` (`addConstraint(_:)`): it becomes active, kept by its items'
  /// closest common ancestor, as activating it does (UIKit requires the receiver to be that
  /// ancestor or above it; it is not checked here).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    NSLayoutConstraint.activate([constraint])
  }

  /// Installs each of `constraints` (`addConstraints(_:)`), as ``addConstraint(_:)``.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Removes `constraint` (`removeConstraint(_:)`): it becomes inactive.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    NSLayoutConstraint.deactivate([constraint])
  }

  /// Removes each of `constraints` (`removeConstraints(_:)`).
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }
}

/// Why a visual format did not parse.
struct VisualFormatError: Error {
  let message: String
}

/// A recursive-descent reader of one visual format string.
@MainActor
struct VisualFormatParser {
  /// One predicate: a relation, a constant or a view, and a priority.
  struct Predicate {
    var relation: NSLayoutConstraint.Relation = .equal
    var constant: CGFloat = 0
    var view: UIView?
    var priority: UILayoutPriority = .required
  }

  private let characters: [Character]
  private var index = 0
  private let metrics: [String: Any]
  private let views: [String: Any]

  init(format: String, metrics: [String: Any], views: [String: Any]) {
    characters = Array(format.filter { !$0.isWhitespace })
    self.metrics = metrics
    self.views = views
  }

  mutating func parse(options: NSLayoutConstraint.FormatOptions) throws -> [NSLayoutConstraint] {
    var vertical = false
    if peek("H:") {
      index += 2
    } else if peek("V:") {
      index += 2
      vertical = true
    }
    // H: runs leading to trailing (right to left in a right-to-left view, as the engine
    // mirrors leading and trailing), or left to right or right to left as the options say;
    // right to left relates each view's right edge to the left edge of the one before it.
    let direction = options.intersection(.directionMask)
    let reversed = !vertical && direction == .directionRightToLeft
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    if vertical {
      (leading, trailing) = (.top, .bottom)
    } else if direction == .directionLeftToRight {
      (leading, trailing) = (.left, .right)
    } else if reversed {
      (leading, trailing) = (.right, .left)
    } else {
      (leading, trailing) = (.leading, .trailing)
    }
    let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
    var made: [NSLayoutConstraint] = []
    var startsAtSuperview = false
    var pending: [Predicate]?  // the connection before the next view
    if peek("|") {
      index += 1
      startsAtSuperview = true
      pending = try connection(standard: NSLayoutConstraint.visualFormatSuperviewSpacing)
    }
    var previous: UIView?
    var laidOut: [UIView] = []
    while peek("[") {
      let (view, predicates) = try viewElement()
      for predicate in predicates {
        let constraint: NSLayoutConstraint
        if let other = predicate.view {
          constraint = NSLayoutConstraint(
            item: view, attribute: size, relatedBy: predicate.relation, toItem: other,
            attribute: size, multiplier: 1, constant: predicate.constant)
        } else {
          constraint = NSLayoutConstraint(
            item: view, attribute: size, relatedBy: predicate.relation, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: predicate.constant)
        }
        constraint.priority = predicate.priority
        made.append(constraint)
      }
      if let connection = pending {
        let anchor: (UIView, NSLayoutConstraint.Attribute)
        if let previous {
          anchor = (previous, trailing)
        } else {
          guard startsAtSuperview, let superview = view.superview else {
            throw VisualFormatError(message: "the view has no superview")
          }
          anchor = (superview, leading)
        }
        for predicate in connection {
          let constraint =
            reversed
            ? NSLayoutConstraint(
              item: anchor.0, attribute: anchor.1, relatedBy: predicate.relation, toItem: view,
              attribute: leading, multiplier: 1, constant: predicate.constant)
            : NSLayoutConstraint(
              item: view, attribute: leading, relatedBy: predicate.relation, toItem: anchor.0,
              attribute: anchor.1, multiplier: 1, constant: predicate.constant)
          constraint.priority = predicate.priority
          made.append(constraint)
        }
      }
      previous = view
      laidOut.append(view)
      pending = nil
      if peek("[") {
        pending = [Predicate()]
      } else if peek("-") {
        let toSuperview = peek("-|")
        pending = try connection(
          standard: toSuperview
            ? NSLayoutConstraint.visualFormatSuperviewSpacing
            : NSLayoutConstraint.systemSpacing)
        if !peek("[") && !peek("|") { throw VisualFormatError(message: "expected a view or |") }
      } else if peek("|") {
        pending = [Predicate()]
      }
    }
    guard let last = previous else { throw VisualFormatError(message: "expected a view") }
    if peek("|") {
      index += 1
      guard let superview = last.superview else {
        throw VisualFormatError(message: "the view has no superview")
      }
      for predicate in pending ?? [Predicate()] {
        let constraint =
          reversed
          ? NSLayoutConstraint(
            item: last, attribute: trailing, relatedBy: predicate.relation, toItem: superview,
            attribute: trailing, multiplier: 1, constant: predicate.constant)
          : NSLayoutConstraint(
            item: superview, attribute: trailing, relatedBy: predicate.relation, toItem: last,
            attribute: trailing, multiplier: 1, constant: predicate.constant)
        constraint.priority = predicate.priority
        made.append(constraint)
      }
    }
    guard index == characters.count else {
      throw VisualFormatError(message: "unexpected '\(characters[index])'")
    }
    for attribute in options.alignments where laidOut.count > 1 {
      for view in laidOut.dropFirst() {
        made.append(
          NSLayoutConstraint(
            item: laidOut[0], attribute: attribute, relatedBy: .equal, toItem: view,
            attribute: attribute, multiplier: 1, constant: 0))
      }
    }
    return made
  }

  /// Reads a connection after `|` or a view: none, `-`, `-N-` or `-(…)-`.
  private mutating func connection(standard: CGFloat) throws -> [Predicate] {
    guard peek("-") else { return [Predicate()] }
    index += 1
    if peek("[") || peek("|") {
      return [Predicate(constant: standard)]
    }
    let predicates = peek("(") ? try parenthesisedList() : [try predicate(allowsView: false)]
    guard peek("-") else { throw VisualFormatError(message: "expected '-'") }
    index += 1
    return predicates
  }

  /// Reads `[name]` or `[name(predicates)]`.
  private mutating func viewElement() throws -> (UIView, [Predicate]) {
    index += 1
    let name = identifier()
    guard !name.isEmpty else { throw VisualFormatError(message: "expected a view name") }
    guard let view = views[name] as? UIView else {
      throw VisualFormatError(message: "\(name) is not a key in the views dictionary")
    }
    var predicates: [Predicate] = []
    if peek("(") { predicates = try parenthesisedList() }
    guard peek("]") else { throw VisualFormatError(message: "expected ']'") }
    index += 1
    return (view, predicates)
  }

  /// Reads `(p, p, …)`.
  private mutating func parenthesisedList() throws -> [Predicate] {
    index += 1
    var list = [try predicate(allowsView: true)]
    while peek(",") {
      index += 1
      list.append(try predicate(allowsView: true))
    }
    guard peek(")") else { throw VisualFormatError(message: "expected ')'") }
    index += 1
    return list
  }

  /// Reads `(relation)? (number | metric | view) (@priority)?`.
  private mutating func predicate(allowsView: Bool) throws -> Predicate {
    var result = Predicate()
    for (text, relation) in [
      ("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual),
      (">=", .greaterThanOrEqual),
    ] where peek(text) {
      index += 2
      result.relation = relation
      break
    }
    if let number = number() {
      result.constant = number
    } else {
      let name = identifier()
      if let value = metric(name) {
        result.constant = value
      } else if allowsView, let view = views[name] as? UIView {
        result.view = view
      } else {
        throw VisualFormatError(message: "\(name.isEmpty ? "a constant" : name) is not a metric")
      }
    }
    if peek("@") {
      index += 1
      if let number = number() {
        result.priority = UILayoutPriority(Float(number))
      } else {
        let name = identifier()
        guard let value = metric(name) else {
          throw VisualFormatError(message: "\(name) is not a priority metric")
        }
        result.priority = UILayoutPriority(Float(value))
      }
    }
    return result
  }

  /// A metric's value as points or a priority.
  private func metric(_ name: String) -> CGFloat? {
    switch metrics[name] {
    case let value as CGFloat: return value
    case let value as Double: return CGFloat(value)
    case let value as Float: return CGFloat(value)
    case let value as Int: return CGFloat(value)
    case let value as UILayoutPriority: return CGFloat(value.rawValue)
    case let value as NSNumber: return CGFloat(value.doubleValue)
    default: return nil
    }
  }

  private mutating func number() -> CGFloat? {
    let start = index
    if peek("-") { return nil }
    while index < characters.count, characters[index].isNumber || characters[index] == "." {
      index += 1
    }
    guard index > start, let value = Double(String(characters[start..<index])) else {
      index = start
      return nil
    }
    return CGFloat(value)
  }

  private mutating func identifier() -> String {
    let start = index
    while index < characters.count,
      characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
    {
      if index == start && characters[index].isNumber { break }
      index += 1
    }
    return String(characters[start..<index])
  }

  private func peek(_ text: String) -> Bool {
    let needed = Array(text)
    guard index + needed.count <= characters.count else { return false }
    return Array(characters[index..<index + needed.count]) == needed
  }
}
