import Foundation

/// The coder a nib or storyboard passes to `init?(coder:)` of each object it makes, as UIKit
/// passes its `UINibDecoder`: here it carries the element the object is made from, and the
/// loader sets the element's properties on the object once the initializer returns
/// (docs/interface-builder.md, "Differences").
public final class IBCoder: NSCoder, @unchecked Sendable {
  /// The element being decoded.
  public let element: IBElement

  /// A coder for `element`.
  public init(element: IBElement) {
    self.element = element
    super.init()
  }

  /// Keyed, as UIKit's nib decoder is (`allowsKeyedCoding`).
  public override var allowsKeyedCoding: Bool { true }

  /// Whether the element has an attribute `key` (`containsValue(forKey:)`).
  public override func containsValue(forKey key: String) -> Bool {
    element.attributes[key] != nil
  }
}
