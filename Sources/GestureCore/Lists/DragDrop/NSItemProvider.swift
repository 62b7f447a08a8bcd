import Foundation

/// An object an item provider can carry, Foundation's `NSItemProviderWriting`: it names the
/// uniform type identifiers it can be written as. `NSString` (plain text) and `NSURL` (a URL)
/// adopt it here, as they do on iOS.
public protocol NSItemProviderWriting: AnyObject {
  /// The type identifiers the class can be written as, most faithful first.
  static var writableTypeIdentifiersForItemProvider: [String] { get }
}

extension NSString: NSItemProviderWriting {
  /// `public.utf8-plain-text`, then `public.plain-text`.
  public static var writableTypeIdentifiersForItemProvider: [String] {
    ["public.utf8-plain-text", "public.plain-text"]
  }
}

extension NSURL: NSItemProviderWriting {
  /// `public.url`.
  public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
}

/// What a dragged item carries, Foundation's `NSItemProvider`: an object and the type
/// identifiers it offers. A drag inside one table or collection view never loads the data
/// (the drop uses `UIDragItem.localObject` or the source index path), so loading is not
/// modelled; the provider keeps the object and answers what it offers.
open class NSItemProvider: NSObject {
  /// The object given to ``init(object:)``, if any.
  final let object: (any NSItemProviderWriting)?

  /// A provider that offers nothing (`init()`).
  public override init() {
    object = nil
    registeredTypeIdentifiers = []
    super.init()
  }

  /// A provider offering `object` in the types its class writes (`init(object:)`).
  public init(object: any NSItemProviderWriting) {
    self.object = object
    registeredTypeIdentifiers = type(of: object).writableTypeIdentifiersForItemProvider
    super.init()
  }

  /// The type identifiers offered, in the order registered.
  open private(set) var registeredTypeIdentifiers: [String]

  /// A name for the data when it is saved as a file (default `nil`).
  open var suggestedName: String?

  /// Whether the provider offers `typeIdentifier` (exactly; the type hierarchy of uniform
  /// type identifiers is not modelled).
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    registeredTypeIdentifiers.contains(typeIdentifier)
  }

  /// Whether the provider's object is of `aClass` (or a subclass of it).
  open func canLoadObject(ofClass aClass: any NSItemProviderWriting.Type) -> Bool {
    guard let object else { return false }
    var current: AnyClass? = type(of: object)
    while let type = current {
      if ObjectIdentifier(type) == ObjectIdentifier(aClass) { return true }
      current = _getSuperclass(type)
    }
    return false
  }
}
