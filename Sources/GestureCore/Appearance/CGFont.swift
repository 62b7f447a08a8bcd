import Foundation

/// A Core Foundation string, `CFString`: toll-free bridged to `NSString` on iOS, so it is
/// `NSString` here, and `name as CFString` converts a Swift `String` as it does on iOS.
public typealias CFString = NSString

/// A Core Graphics font face, `CGFont`: a face without a size, as `CATextLayer.font` takes it.
///
/// Made from a name (`CGFont(_:)`), it resolves the name as `UIFont(name:size:)` does
/// (`FontNameResolver`): iOS's families by PostScript or family name, any other non-empty name
/// as a font the app bundles, drawn with the system stand-in. Its metrics, in font units, are
/// those of the pinned face that draws it (DejaVu: 2048 units per em, ascent 1901 (1923 for
/// DejaVu Serif Bold), descent −483, no line gap), the same numbers ``UIFont``'s metrics come
/// from.
public final class CGFont: Hashable, CustomStringConvertible, Sendable {
  /// The face, at an arbitrary size (``UIFont`` carries the name, family, weight and style).
  let face: UIFont

  /// The font named `name` (`init?(_:)`), or `nil` for an empty name. Working assumption, as
  /// for `UIFont(name:size:)`: iOS returns `nil` for a name it has no font for; here any other
  /// name draws with a stand-in.
  public init?(_ name: CFString) {
    guard let face = UIFont(name: name as String, size: 12) else { return nil }
    self.face = face
  }

  /// The PostScript name (`postScriptName`): the name the font was made with.
  public var postScriptName: CFString? { face.fontName as CFString }

  /// The full name (`fullName`): the name the font was made with.
  public var fullName: CFString? { face.fontName as CFString }

  /// Font units per em square (`unitsPerEm`): 2048, the pinned faces'.
  public var unitsPerEm: Int32 { 2048 }

  /// The ascent in font units (`ascent`), as ``UIFont/ascender`` at 2048 points.
  public var ascent: Int32 { Int32(face.withSize(2048).ascender.rounded()) }

  /// The descent in font units, negative (`descent`), as ``UIFont/descender`` at 2048 points.
  public var descent: Int32 { Int32(face.withSize(2048).descender.rounded()) }

  /// The line gap in font units (`leading`): 0, the pinned faces'.
  public var leading: Int32 { 0 }

  /// The face at `size` points, as `CATextLayer` draws it.
  func font(ofSize size: CGFloat) -> UIFont { face.withSize(size) }

  /// Whether both name the same face.
  public static func == (lhs: CGFont, rhs: CGFont) -> Bool { lhs.face == rhs.face }

  /// Hashes the face, consistent with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(face) }

  /// The font as `<CGFont (…): NAME>`, without the object address.
  public var description: String { "<CGFont: \(face.fontName)>" }
}
