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
  ]

  /// Scans `sources` (file name and text).
  public init(sources: [(file: String, text: String)]) {
    for (file, text) in sources {
      declarations += Self.scan(Self.strippingCommentsAndStrings(text), file: file)
    }
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
      current = superclass.split(separator: ".").last.map(String.init) ?? superclass
    }
    return nil
  }

  /// Whether UIKit's class `base` is `required` or one of its subclasses (`UIButton` is a
  /// `UIControl` is a `UIView`).
  public static func uikitClass(_ base: String, isKindOf required: String) -> Bool {
    let parents: [String: String] = [
      "UIImageView": "UIView", "UILabel": "UIView", "UIControl": "UIView", "UIButton": "UIControl",
      "UIScrollView": "UIView", "UIWindow": "UIView",
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
      current = superclass.split(separator: ".").last.map(String.init) ?? superclass
    }
    return .other
  }

  /// `CardViewController (UIViewController), DragView (UIView)`: the classes of `kind`, for
  /// messages, or every class when there are none of that kind.
  public func candidates(of kind: Kind) -> [String] {
    declarations.filter { self.kind(of: $0.name) == kind }.map(\.name)
  }

  private static let declarationPattern = try! NSRegularExpression(
    pattern:
      #"(?:^|[\s;{}])class\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>{]*>\s*)?(?::\s*([A-Za-z_][A-Za-z0-9_.]*))?"#
  )

  private static func scan(_ text: String, file: String) -> [Declaration] {
    let range = NSRange(text.startIndex..., in: text)
    return declarationPattern.matches(in: text, range: range).compactMap { match in
      guard let nameRange = Range(match.range(at: 1), in: text) else { return nil }
      let name = String(text[nameRange])
      // `class func`, `class var`, `class let` are members, not declarations.
      guard !["func", "var", "let", "subscript", "override", "final"].contains(name) else {
        return nil
      }
      let superclass = Range(match.range(at: 2), in: text).map { String(text[$0]) }
      return Declaration(name: name, superclass: superclass, file: file)
    }
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
      } else if c == "\"" {
        let isMultiline = i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\""
        let quote = isMultiline ? 3 : 1
        i += quote
        while i < chars.count {
          if chars[i] == "\\" {
            i += 2
            continue
          }
          if chars[i] == "\""
            && (!isMultiline
              || (i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\""))
          {
            i += quote
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
}
