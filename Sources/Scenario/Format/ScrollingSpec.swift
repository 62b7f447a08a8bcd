import Foundation
import GestureCore

/// The `scrollView` keys of a view: content size, insets and UIScrollView's settings.
struct ScrollingSpec: Sendable {
  var contentSize: CGSize
  var contentInset: UIEdgeInsets
  var adjustment: UIScrollView.ContentInsetAdjustmentBehavior
  var bounces: Bool
  var alwaysBounceVertical: Bool
  var alwaysBounceHorizontal: Bool
  var isPagingEnabled: Bool
  var isScrollEnabled: Bool
  var decelerationRate: Double
  var delaysContentTouches: Bool
  var canCancelContentTouches: Bool

  private enum InsetKeys: String, CodingKey, CaseIterable {
    case top, left, bottom, right
  }

  init(from c: KeyedDecodingContainer<ViewSpec.Keys>) throws {
    if let size = try c.decodeIfPresent(PointValue.self, forKey: .contentSize)?.point {
      guard size.x >= 0, size.y >= 0 else {
        throw c.issue(
          "contentSize must be [width, height] with both ≥ 0 (got [\(describe(Double(size.x))), "
            + "\(describe(Double(size.y)))])", at: .contentSize)
      }
      contentSize = CGSize(width: size.x, height: size.y)
    } else {
      contentSize = .zero
    }
    contentInset = .zero
    if c.contains(.contentInset) {
      let insetDecoder = try c.superDecoder(forKey: .contentInset)
      try insetDecoder.rejectUnknownKeys(InsetKeys.allCases.map(\.rawValue), context: "insets")
      let i = try c.nestedContainer(keyedBy: InsetKeys.self, forKey: .contentInset)
      let any = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
      contentInset = UIEdgeInsets(
        top: try i.decodeNumberIfPresent(.top, in: any, what: "top") ?? 0,
        left: try i.decodeNumberIfPresent(.left, in: any, what: "left") ?? 0,
        bottom: try i.decodeNumberIfPresent(.bottom, in: any, what: "bottom") ?? 0,
        right: try i.decodeNumberIfPresent(.right, in: any, what: "right") ?? 0)
    }
    let behaviorName =
      try c.decodeStringIfPresent(.contentInsetAdjustmentBehavior) ?? "automatic"
    guard let behavior = UIScrollView.ContentInsetAdjustmentBehavior(rawValue: behaviorName) else {
      let names = UIScrollView.ContentInsetAdjustmentBehavior.allCases.map(\.rawValue)
      throw c.issue(
        "unknown contentInsetAdjustmentBehavior '\(behaviorName)'; expected one of "
          + names.joined(separator: ", "), at: .contentInsetAdjustmentBehavior)
    }
    adjustment = behavior
    bounces = try c.decodeIfPresent(Bool.self, forKey: .bounces) ?? true
    alwaysBounceVertical = try c.decodeIfPresent(Bool.self, forKey: .alwaysBounceVertical) ?? false
    alwaysBounceHorizontal =
      try c.decodeIfPresent(Bool.self, forKey: .alwaysBounceHorizontal) ?? false
    isPagingEnabled = try c.decodeIfPresent(Bool.self, forKey: .pagingEnabled) ?? false
    isScrollEnabled = try c.decodeIfPresent(Bool.self, forKey: .scrollEnabled) ?? true
    delaysContentTouches = try c.decodeIfPresent(Bool.self, forKey: .delaysContentTouches) ?? true
    canCancelContentTouches =
      try c.decodeIfPresent(Bool.self, forKey: .canCancelContentTouches) ?? true
    if let name = try? c.decodeIfPresent(String.self, forKey: .decelerationRate) {
      switch name {
      case "normal": decelerationRate = Deceleration.normalRate
      case "fast": decelerationRate = Deceleration.fastRate
      default:
        throw c.issue(
          "decelerationRate is \"normal\", \"fast\" or a number between 0 and 1 (got '\(name)')",
          at: .decelerationRate)
      }
    } else {
      decelerationRate =
        try c.decodeNumberIfPresent(.decelerationRate, in: 0.5...0.9999, what: "decelerationRate")
        ?? Deceleration.normalRate
    }
  }

  /// Applies the settings to `scrollView`.
  @MainActor
  func apply(to scrollView: UIScrollView) {
    scrollView.contentSize = contentSize
    scrollView.contentInset = contentInset
    scrollView.contentInsetAdjustmentBehavior = adjustment
    scrollView.bounces = bounces
    scrollView.alwaysBounceVertical = alwaysBounceVertical
    scrollView.alwaysBounceHorizontal = alwaysBounceHorizontal
    scrollView.isPagingEnabled = isPagingEnabled
    scrollView.isScrollEnabled = isScrollEnabled
    scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: decelerationRate)
    scrollView.delaysContentTouches = delaysContentTouches
    scrollView.canCancelContentTouches = canCancelContentTouches
  }
}

/// The `imageView` keys of a view: a PNG file (relative to the scenario file) and how it fits.
struct ImageSpec: Sendable {
  /// The path as written.
  var path: String
  var contentMode: UIView.ContentMode

  init(from c: KeyedDecodingContainer<ViewSpec.Keys>) throws {
    path = try c.decodeString(.image, limit: TextLimit.path)
    guard !path.isEmpty else { throw c.issue("image must name a PNG file", at: .image) }
    let modeName = try c.decodeStringIfPresent(.contentMode) ?? "scaleToFill"
    guard let mode = ImageSpec.contentModes.first(where: { $0.name == modeName })?.mode else {
      let names = ImageSpec.contentModes.map(\.name)
      let hint = Suggestion.closest(to: modeName, in: names).map { "; did you mean '\($0)'?" }
      throw c.issue(
        "unknown contentMode '\(modeName)'"
          + (hint ?? "; expected one of " + names.joined(separator: ", ")), at: .contentMode)
    }
    contentMode = mode
  }

  /// The `contentMode` names: UIKit's case names, in UIKit's order.
  static let contentModes: [(name: String, mode: UIView.ContentMode)] = [
    ("scaleToFill", .scaleToFill), ("scaleAspectFit", .scaleAspectFit),
    ("scaleAspectFill", .scaleAspectFill), ("redraw", .redraw), ("center", .center),
    ("top", .top), ("bottom", .bottom), ("left", .left), ("right", .right),
    ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft),
    ("bottomRight", .bottomRight),
  ]
}
