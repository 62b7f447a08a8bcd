import Foundation

/// The classes declared in Swift source and what they inherit from, found by a light scan.
///
/// It is not a parser: it skips comments and string literals and reads `class Name: Super`
/// declarations (with any attributes and modifiers before them). That is enough to tell a
/// scenario author which classes exist and whether a name is a `UIView` or `UIViewController`
/// subclass before compiling; the compiler stays the authority on everything else.
public struct ClassDeclarationScanner: Sendable {
  /// A class declaration found in the code.
  public struct Declaration: Equatable, Sendable {
    /// The class name.
    public var name: String
    /// The first name in its inheritance clause, or `nil` for a root class.
    public var superclass: String?
    /// The file it is in, as given.
    public var file: String
    /// Why a generated file cannot name the class (`private`, generic, nested in another
    /// type), or `nil` when it can.
    public var unreachable: String? = nil
  }

  /// What a class is, as far as a scenario cares.
  public enum Kind: String, Equatable, Sendable {
    /// A subclass of `UIView` (directly or through other classes in the code).
    case view = "UIView"
    /// A subclass of `UIViewController`.
    case viewController = "UIViewController"
    /// Something else.
    case other = "other"
  }

  /// Every class declaration, in file and source order.
  public private(set) var declarations: [Declaration] = []

  /// The UIKit view classes the core provides, whose subclasses are views.
  static let viewClasses: Set<String> = [
    "UIView", "UIImageView", "UILabel", "UIButton", "UIControl", "UIScrollView", "UIWindow",
    "UISwitch", "UISlider", "UIRefreshControl",
    "UIStackView",
  ]

  /// `typealias Name = Target` declarations, by name (a class may inherit through one).
  public private(set) var typealiases: [String: String] = [:]

  /// Scans `sources` (file name and text).
  public init(sources: [(file: String, text: String)]) {
    for (file, text) in sources {
      let code = Self.strippingCommentsAndStrings(text)
      declarations += Self.scan(code, file: file)
      typealiases.merge(Self.scanTypealiases(code)) { first, _ in first }
    }
  }

  /// The class a superclass name means: `Base` for `UIKit.Base`, and through the code's
  /// typealiases (`typealias Screen = UIViewController`).
  private func resolve(_ superclass: String) -> String {
    var current = superclass.split(separator: ".").last.map(String.init) ?? superclass
    var seen: Set<String> = []
    while seen.insert(current).inserted, let target = typealiases[current] {
      current = target.split(separator: ".").last.map(String.init) ?? target
    }
    return current
  }

  /// The UIKit class `name` inherits from through the code's own classes (`UIImageView` for
  /// `class Card: BaseCard` with `class BaseCard: UIImageView`), or `nil` when the chain does not
  /// reach one of the core's view or view controller classes.
  public func uikitBase(of name: String) -> String? {
    var current = name
    var seen: Set<String> = []
    while seen.insert(current).inserted {
      if Self.viewClasses.contains(current) || current == "UIViewController" { return current }
      guard let superclass = declarations.first(where: { $0.name == current })?.superclass else {
        return nil
      }
      current = resolve(superclass)
    }
    return nil
  }

  /// Whether UIKit's class `base` is `required` or one of its subclasses (`UIButton` is a
  /// `UIControl` is a `UIView`).
  public static func uikitClass(_ base: String, isKindOf required: String) -> Bool {
    let parents: [String: String] = [
      "UIImageView": "UIView", "UILabel": "UIView", "UIControl": "UIView", "UIButton": "UIControl",
      "UIScrollView": "UIView", "UIWindow": "UIView", "UISwitch": "UIControl",
      "UISlider": "UIControl", "UIRefreshControl": "UIControl",
      "UIStackView": "UIView",
    ]
    var current: String? = base
    while let name = current {
      if name == required { return true }
      current = parents[name]
    }
    return false
  }

  /// What `name` is: a view, a view controller, something else, or `nil` when the code
  /// declares no class of that name.
  public func kind(of name: String) -> Kind? {
    var current = name
    var seen: Set<String> = []
    while seen.insert(current).inserted {
      if Self.viewClasses.contains(current) { return .view }
      if current == "UIViewController" { return .viewController }
      guard let declaration = declarations.first(where: { $0.name == current }) else {
        return current == name ? nil : .other
      }
      guard let superclass = declaration.superclass else { return .other }
      current = resolve(superclass)
    }
    return .other
  }

  /// `CardViewController (UIViewController), DragView (UIView)`: the classes of `kind`, for
  /// messages, or every class when there are none of that kind.
  public func candidates(of kind: Kind) -> [String] {
    declarations.filter { self.kind(of: $0.name) == kind }.map(\.name)
  }

  /// An identifier: Unicode letters, digits and `_`, not starting with a digit.
  private static let identifier = #"[\p{L}_][\p{L}\p{N}_]*"#

  private static let declarationPattern = try! NSRegularExpression(
    pattern:
      #"(?:^|[\s;{}])class\s+("# + identifier + #")\s*(<[^>{]*>\s*)?(?::\s*("# + identifier
      + #"(?:\."# + identifier + #")*))?"#)

  private static let typealiasPattern = try! NSRegularExpression(
    pattern: #"(?:^|[\s;{}])typealias\s+("# + identifier + #")\s*=\s*("# + identifier
      + #"(?:\."# + identifier + #")*)"#)

  /// Access modifiers that keep a class out of a generated file in the same module.
  private static let hidingModifiers: Set<Substring> = ["private", "fileprivate"]
  /// Words that may stand before `class` in a declaration.
  private static let modifiers: Set<Substring> = [
    "private", "fileprivate", "internal", "public", "open", "final", "nonisolated",
  ]

  private static func scan(_ text: String, file: String) -> [Declaration] {
    let range = NSRange(text.startIndex..., in: text)
    let utf16 = Array(text.utf16)
    var depth = 0
    var scanned = 0
    return declarationPattern.matches(in: text, range: range).compactMap { match in
      guard let nameRange = Range(match.range(at: 1), in: text) else { return nil }
      let name = String(text[nameRange])
      // `class func`, `class var`, `class let` are members, not declarations.
      guard !["func", "var", "let", "subscript", "override", "final"].contains(name) else {
        return nil
      }
      // Brace depth at the declaration: above 0, it is inside another type or a function.
      for unit in utf16[scanned..<match.range.location] {
        if unit == 0x7B { depth += 1 } else if unit == 0x7D { depth = max(0, depth - 1) }
      }
      scanned = match.range.location
      let superclass = Range(match.range(at: 3), in: text).map { String(text[$0]) }
      var declaration = Declaration(name: name, superclass: superclass, file: file)
      let window =
        text.index(nameRange.lowerBound, offsetBy: -300, limitedBy: text.startIndex)
        ?? text.startIndex
      let before = text[window..<nameRange.lowerBound].split(whereSeparator: \.isWhitespace)
        .dropLast()
      let words = before.reversed().prefix { modifiers.contains($0) || $0.hasPrefix("@") }
      if let hidden = words.first(where: { hidingModifiers.contains($0) }) {
        declaration.unreachable = "is \(hidden)"
      } else if match.range(at: 2).location != NSNotFound {
        declaration.unreachable = "is generic (the scenario cannot choose its type parameters)"
      } else if depth > 0 {
        declaration.unreachable = "is declared inside another declaration"
      }
      return declaration
    }
  }

  private static func scanTypealiases(_ text: String) -> [String: String] {
    let range = NSRange(text.startIndex..., in: text)
    var aliases: [String: String] = [:]
    for match in typealiasPattern.matches(in: text, range: range) {
      guard let name = Range(match.range(at: 1), in: text),
        let target = Range(match.range(at: 2), in: text)
      else { continue }
      aliases[String(text[name])] = aliases[String(text[name])] ?? String(text[target])
    }
    return aliases
  }

  /// The text with comments and string literals replaced by spaces (line structure kept).
  static func strippingCommentsAndStrings(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    let chars = Array(text)
    var i = 0
    var blockDepth = 0
    while i < chars.count {
      let c = chars[i]
      let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
      if blockDepth > 0 {
        if c == "*" && next == "/" {
          blockDepth -= 1
          i += 2
        } else if c == "/" && next == "*" {
          blockDepth += 1
          i += 2
        } else {
          out.append(c.isNewline ? c : " ")
          i += 1
        }
        continue
      }
      if c == "/" && next == "/" {
        while i < chars.count && !chars[i].isNewline { i += 1 }
      } else if c == "/" && next == "*" {
        blockDepth = 1
        i += 2
      } else if let hashes = stringStart(chars, i) {
        // `"…"`, `"""…"""`, and raw strings `#"…"#` (`\` escapes only when followed by
        // as many `#` as the delimiter has).
        i += hashes
        let isMultiline = i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\""
        let quote = isMultiline ? 3 : 1
        i += quote
        while i < chars.count {
          if chars[i] == "\\" && hashesFollow(chars, i + 1, hashes) {
            i += 2 + hashes
            continue
          }
          if chars[i] == "\""
            && (!isMultiline
              || (i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\""))
            && hashesFollow(chars, i + quote, hashes)
          {
            i += quote + hashes
            break
          }
          out.append(chars[i].isNewline ? chars[i] : " ")
          i += 1
        }
        out.append(" ")
      } else {
        out.append(c)
        i += 1
      }
    }
    return out
  }

  /// The number of `#` before a string's opening quote at `i` (0 for `"…"`), or `nil` when no
  /// string starts there.
  private static func stringStart(_ chars: [Character], _ i: Int) -> Int? {
    var end = i
    while end < chars.count && chars[end] == "#" { end += 1 }
    return end < chars.count && chars[end] == "\"" ? end - i : nil
  }

  /// Whether `count` `#` characters stand at `i`.
  private static func hashesFollow(_ chars: [Character], _ i: Int, _ count: Int) -> Bool {
    guard i + count <= chars.count else { return false }
    return chars[i..<(i + count)].allSatisfy { $0 == "#" }
  }
}
