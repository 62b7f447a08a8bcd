import Foundation

extension AttributeScopes {
  /// The attributes UIKit adds to Foundation's `AttributedString`
  /// (`AttributeScopes.UIKitAttributes`): ``font`` and ``foregroundColor``, so
  /// `container.font = .boldSystemFont(ofSize: 17)` and `string.foregroundColor = .red` read
  /// as on iOS. Keys are named as `NSAttributedString.Key.font` and `.foregroundColor`. The
  /// other UIKit attributes (paragraph style, kerning, shadows…) are not in this scope.
  public struct UIKitAttributes: AttributeScope {
    /// The font of the text (`font`).
    public let font: FontAttribute
    /// The colour of the text (`foregroundColor`).
    public let foregroundColor: ForegroundColorAttribute
    /// Foundation's attributes.
    public let foundation: FoundationAttributes

    /// The font attribute's key.
    public enum FontAttribute: AttributedStringKey {
      /// The font.
      public typealias Value = UIFont
      /// The key's name, as `NSAttributedString.Key.font`'s.
      public static let name = "NSFont"
    }

    /// The text colour attribute's key.
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// The colour.
      public typealias Value = UIColor
      /// The key's name, as `NSAttributedString.Key.foregroundColor`'s.
      public static let name = "NSColor"
    }
  }

  /// UIKit's attribute scope (`uiKit`).
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// Looks up UIKit's attributes by name, as `container.font` on iOS.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T {
    self[T.self]
  }
}

/// A function that changes the text attributes of a configured view's text, UIKit's
/// `UIConfigurationTextAttributesTransformer` (iOS 15), e.g. a button's
/// ``UIButton/Configuration/titleTextAttributesTransformer``. It receives the attributes the
/// configuration would draw with (``AttributeScopes/UIKitAttributes/font`` and
/// ``AttributeScopes/UIKitAttributes/foregroundColor`` set) and returns the ones to draw with.
public struct UIConfigurationTextAttributesTransformer: Sendable {
  /// The transformation.
  public let transform: @Sendable (AttributeContainer) -> AttributeContainer

  /// A transformer that applies `transform` (`init(_:)`).
  public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  /// The transformed attributes (`callAsFunction(_:)`).
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
    transform(input)
  }
}
