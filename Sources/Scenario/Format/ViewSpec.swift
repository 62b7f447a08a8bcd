import Foundation
import GestureCore

/// A view of the scenario's tree, as written in `views`.
struct ViewSpec: Decodable, Sendable {
  enum Kind: String, CaseIterable, Sendable {
    case view, imageView, label, button, scrollView

    /// The UIKit class the type makes, which a view's `class` must inherit from.
    var uikitClass: String {
      switch self {
      case .view: return "UIView"
      case .imageView: return "UIImageView"
      case .label: return "UILabel"
      case .button: return "UIButton"
      case .scrollView: return "UIScrollView"
      }
    }
  }

  var id: String
  var kind: Kind
  /// `[x, y, width, height]`; optional (zero) for a view placed by `constraints`.
  var frame: CGRect
  var backgroundColor: CGColor?
  var cornerRadius: Double
  var borderWidth: Double
  var borderColor: CGColor?
  var alpha: Double
  var isHidden: Bool
  var clipsToBounds: Bool?
  var isUserInteractionEnabled: Bool?
  /// `isMultipleTouchEnabled`, when the file sets it (UIKit's default false).
  var isMultipleTouchEnabled: Bool?
  /// `isExclusiveTouch`, when the file sets it (UIKit's default false).
  var isExclusiveTouch: Bool?
  var tag: Int?
  var text: String?
  var fontSize: Double?
  /// `label`, `button`: a font name for `UIFont(name:size:)`, e.g. `Menlo-Bold`.
  var fontName: String?
  var isBold: Bool
  var textColor: CGColor?
  var textAlignment: NSTextAlignment?
  var numberOfLines: Int?
  /// `button`: the title for the normal state.
  var title: String?
  /// `button`: the title colour for the normal state (default white for a custom button, the
  /// tint colour for a system one).
  var titleColor: CGColor?
  /// `button`: the button type (default `custom`).
  var buttonType: UIButton.ButtonType
  /// `imageView`: the image and how it fits.
  var image: ImageSpec?
  /// `scrollView`: content size, insets and scrolling settings.
  var scrolling: ScrollingSpec?
  var subviews: [ViewSpec]
  /// Auto Layout constraints that place the view (it then stops translating its frame into
  /// constraints), or `nil`.
  var constraints: [ConstraintSpec]?
  /// The user's subclass of the type's class to make in place of it (`"class"`), created with
  /// `init(frame:)`; `nil` for the built-in class.
  var className: String?
  /// The keys the view gives, so that a user class keeps what its initializer set for the
  /// others.
  var presentKeys: Set<Keys>

  enum Keys: String, CodingKey, CaseIterable {
    case className = "class"
    case id, type, frame, backgroundColor, cornerRadius, borderWidth, borderColor, alpha, hidden
    case clipsToBounds, userInteractionEnabled, tag, text, fontSize, fontName, bold, textColor
    case textAlignment, numberOfLines, subviews, title, titleColor, buttonType, constraints
    case image, contentMode
    case contentSize, contentInset, contentInsetAdjustmentBehavior, bounces, alwaysBounceVertical
    case alwaysBounceHorizontal, pagingEnabled, scrollEnabled, decelerationRate
    case delaysContentTouches, canCancelContentTouches, multipleTouchEnabled, exclusiveTouch
  }

  static let labelKeys: [Keys] = [
    .text, .fontSize, .fontName, .bold, .textColor, .textAlignment, .numberOfLines,
  ]
  static let buttonKeys: [Keys] = [.title, .titleColor, .buttonType, .fontSize, .fontName, .bold]
  static let imageKeys: [Keys] = [.image, .contentMode]
  static let scrollKeys: [Keys] = [
    .contentSize, .contentInset, .contentInsetAdjustmentBehavior, .bounces,
    .alwaysBounceVertical, .alwaysBounceHorizontal, .pagingEnabled, .scrollEnabled,
    .decelerationRate, .delaysContentTouches, .canCancelContentTouches,
  ]

  /// The kinds of view a type-specific key applies to.
  static func kinds(for key: Keys) -> [Kind] {
    var kinds: [Kind] = []
    if labelKeys.contains(key) { kinds.append(.label) }
    if buttonKeys.contains(key) { kinds.append(.button) }
    if imageKeys.contains(key) { kinds.append(.imageView) }
    if scrollKeys.contains(key) { kinds.append(.scrollView) }
    return kinds
  }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(Keys.allCases.map(\.rawValue), context: "a view")
    let c = try decoder.container(keyedBy: Keys.self)
    presentKeys = Set(c.allKeys)
    id = try c.decode(String.self, forKey: .id)
    if id.isEmpty || id.contains(where: { $0.isWhitespace || $0 == "/" }) {
      throw c.issue("a view id must be non-empty, without spaces or '/' (got '\(id)')", at: .id)
    }
    let typeName = try c.decodeIfPresent(String.self, forKey: .type) ?? "view"
    guard let kind = Kind(rawValue: typeName) else {
      let names = Kind.allCases.map(\.rawValue)
      let hint = Suggestion.closest(to: typeName, in: names).map { "; did you mean '\($0)'?" }
      throw c.issue(
        "unknown view type '\(typeName)'"
          + (hint ?? "; expected one of " + names.joined(separator: ", ")), at: .type)
    }
    self.kind = kind
    for key in ViewSpec.labelKeys + ViewSpec.buttonKeys + ViewSpec.imageKeys
      + ViewSpec.scrollKeys where c.contains(key)
    {
      let kinds = ViewSpec.kinds(for: key)
      guard !kinds.contains(kind) else { continue }
      let names = kinds.map { "a \($0.rawValue)" }.joined(separator: " or ")
      throw c.issue("'\(key.rawValue)' applies to \(names), not a \(kind.rawValue)", at: key)
    }
    constraints = try c.decodeIfPresent([ConstraintSpec].self, forKey: .constraints)
    if constraints == nil || c.contains(.frame) {
      frame = try c.decode(RectValue.self, forKey: .frame).rect
    } else {
      frame = .zero
    }
    if kind == .imageView, c.contains(.image) { image = try ImageSpec(from: c) }
    if kind == .scrollView { scrolling = try ScrollingSpec(from: c) }
    backgroundColor = try c.decodeIfPresent(ColorValue.self, forKey: .backgroundColor)?.color
    let nonNegative = 0...Double.greatestFiniteMagnitude
    cornerRadius =
      try c.decodeNumberIfPresent(.cornerRadius, in: nonNegative, what: "cornerRadius") ?? 0
    borderWidth =
      try c.decodeNumberIfPresent(.borderWidth, in: nonNegative, what: "borderWidth") ?? 0
    borderColor = try c.decodeIfPresent(ColorValue.self, forKey: .borderColor)?.color
    alpha = try c.decodeNumberIfPresent(.alpha, in: 0...1, what: "alpha") ?? 1
    isHidden = try c.decodeIfPresent(Bool.self, forKey: .hidden) ?? false
    clipsToBounds = try c.decodeIfPresent(Bool.self, forKey: .clipsToBounds)
    isUserInteractionEnabled = try c.decodeIfPresent(Bool.self, forKey: .userInteractionEnabled)
    isMultipleTouchEnabled = try c.decodeIfPresent(Bool.self, forKey: .multipleTouchEnabled)
    isExclusiveTouch = try c.decodeIfPresent(Bool.self, forKey: .exclusiveTouch)
    tag = try c.decodeWholeNumberIfPresent(.tag)
    text = try c.decodeIfPresent(String.self, forKey: .text)
    fontSize = try c.decodeNumberIfPresent(.fontSize, in: 1...500, what: "fontSize")
    fontName = try c.decodeIfPresent(String.self, forKey: .fontName)
    if let name = fontName, name.trimmingCharacters(in: .whitespaces).isEmpty {
      throw c.issue("fontName must not be empty", at: .fontName)
    }
    isBold = try c.decodeIfPresent(Bool.self, forKey: .bold) ?? false
    textColor = try c.decodeIfPresent(ColorValue.self, forKey: .textColor)?.color
    if let alignment = try c.decodeIfPresent(String.self, forKey: .textAlignment) {
      guard let value = NSTextAlignment(rawValue: alignment) else {
        throw c.issue(
          "unknown textAlignment '\(alignment)'; expected one of "
            + NSTextAlignment.allCases.map(\.rawValue).joined(separator: ", "), at: .textAlignment)
      }
      textAlignment = value
    }
    if let lines = try c.decodeWholeNumberIfPresent(.numberOfLines) {
      guard lines >= 0 else {
        throw c.issue("numberOfLines must be ≥ 0 (got \(lines))", at: .numberOfLines)
      }
      numberOfLines = lines
    }
    title = try c.decodeIfPresent(String.self, forKey: .title)
    titleColor = try c.decodeIfPresent(ColorValue.self, forKey: .titleColor)?.color
    buttonType = .custom
    if let typeName = try c.decodeIfPresent(String.self, forKey: .buttonType) {
      guard let type = ViewSpec.buttonTypes.first(where: { $0.name == typeName })?.type else {
        let names = ViewSpec.buttonTypes.map(\.name)
        let hint = Suggestion.closest(to: typeName, in: names).map { "; did you mean '\($0)'?" }
        throw c.issue(
          "unknown buttonType '\(typeName)'"
            + (hint ?? "; expected one of " + names.joined(separator: ", ")), at: .buttonType)
      }
      buttonType = type
    }
    subviews = try c.decodeIfPresent([ViewSpec].self, forKey: .subviews) ?? []
    className = try c.decodeIfPresent(String.self, forKey: .className)
    if let name = className, !ScenarioDocument.isSwiftIdentifier(name) {
      throw c.issue(
        "class names a class of the scenario's code, a Swift identifier (got '\(name)')",
        at: .className)
    }
  }

  /// The `buttonType` names: UIKit's case names.
  static let buttonTypes: [(name: String, type: UIButton.ButtonType)] = [
    ("custom", .custom), ("system", .system), ("detailDisclosure", .detailDisclosure),
    ("infoLight", .infoLight), ("infoDark", .infoDark), ("contactAdd", .contactAdd),
    ("close", .close),
  ]

  /// This view and its descendants with their JSON paths, depth first.
  func flattened(path: [JSONPathComponent]) -> [(spec: ViewSpec, path: [JSONPathComponent])] {
    var result = [(self, path)]
    for (index, subview) in subviews.enumerated() {
      result += subview.flattened(path: path + [.key("subviews"), .index(index)])
    }
    return result
  }
}
