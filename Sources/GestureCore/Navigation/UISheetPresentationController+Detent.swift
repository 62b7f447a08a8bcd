import Foundation

extension UISheetPresentationController {
  /// A height at which a sheet rests (`UISheetPresentationController.Detent`, iOS 15): the
  /// system's `.medium()` and `.large()`, or a custom one whose resolver computes its value
  /// (iOS 16). A value is the sheet's height inside its safe area, points.
  @preconcurrency @MainActor
  open class Detent: _ObjCProtocol {
    /// A detent's name (`UISheetPresentationController.Detent.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The name, as UIKit spells it.
      public let rawValue: String
      /// An identifier.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// An identifier (`init(_:)`).
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// The system's medium detent (`medium`, raw value "com.apple.UIKit.medium").
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The system's large detent (`large`, raw value "com.apple.UIKit.large").
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    /// The detent's identifier (`identifier`).
    public let identifier: Identifier
    private let resolver: @MainActor (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    init(
      identifier: Identifier,
      resolver: @escaping @MainActor (UISheetPresentationControllerDetentResolutionContext) ->
        CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
    }

    /// The system detent at about half the height (`medium()`): half the
    /// ``UISheetPresentationControllerDetentResolutionContext/maximumDetentValue`` (working
    /// value; Apple: "approximately half the height of the screen"; docs/presentation.md).
    /// On a 375 × 667 iPhone SE (20 pt status bar) 318.5 pt, the card's top at y = 348.5.
    public static func medium() -> Detent {
      Detent(identifier: .medium) { $0.maximumDetentValue / 2 }
    }

    /// The system detent at the full height (`large()`): the maximum value, the card's top
    /// 10 pt below the safe area's top.
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// A detent whose value `resolver` computes from the context (`custom(identifier:resolver:)`,
    /// iOS 16); returning `nil` makes it inactive. Without an identifier UIKit generates a
    /// random one; the core names it "custom" so runs repeat byte for byte (give each custom
    /// detent of a sheet its own identifier to tell them apart).
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping @MainActor (UISheetPresentationControllerDetentResolutionContext) ->
        CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(rawValue: "custom"), resolver: resolver)
    }

    /// The detent's value in `context` (`resolvedValue(in:)`, iOS 16), points, or `nil` when
    /// inactive.
    public func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext)
      -> CGFloat?
    {
      resolver(context)
    }
  }
}
