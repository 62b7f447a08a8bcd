import Foundation

/// An image inline in attributed text (`NSTextAttachment`), the value of
/// ``NSAttributedString/Key/attachment`` on the attachment character U+FFFC
/// (``NSTextAttachment/character``; ``NSAttributedString/init(attachment:)`` makes the
/// one-character string).
///
/// Drawn where the character is laid out, as TextKit draws it: ``bounds`` sized (the image's
/// size when the bounds are `CGRect.zero`), its bottom `bounds.origin.y` points above the
/// baseline (negative: below it), advancing the line by the width; the line grows to hold it.
/// A template image (``UIImage/RenderingMode-swift.enum/alwaysTemplate``, or a symbol image
/// from ``UIImage/init(systemName:)``) is drawn in the attachment character's foreground
/// colour (iOS 13 and later; *working model*: no Apple page states it, it is what devices
/// show), else in its own colours. An attachment without an image keeps its space and draws
/// nothing (iOS draws a file placeholder icon there).
open class NSTextAttachment: @unchecked Sendable {
  /// The attachment character, U+FFFC OBJECT REPLACEMENT CHARACTER (`character`,
  /// `NSAttachmentCharacter`).
  public static let character: Int = 0xFFFC

  /// The image drawn (`image`, default `nil`).
  open var image: UIImage?
  /// Where the image goes relative to the baseline and how large it is, points (`bounds`,
  /// default `CGRect.zero`: the image's size, sitting on the baseline). `origin.y` is the
  /// image's bottom above the baseline, negative below it (UIKit's text coordinates, y up);
  /// `origin.x` is not used by the layout.
  open var bounds: CGRect = .zero
  /// The attachment's data (`contents`); drawn as an image when ``image`` is `nil` and the
  /// data is a PNG or JPEG.
  open var contents: Data?
  /// The type identifier of ``contents`` (`fileType`), kept.
  open var fileType: String?

  /// An attachment of `contentData` of type `uti` (`init(data:ofType:)`).
  public init(data contentData: Data?, ofType uti: String?) {
    contents = contentData
    fileType = uti
  }

  /// An attachment with no contents (`init()`).
  public convenience init() {
    self.init(data: nil, ofType: nil)
  }

  /// An attachment showing `image` (`init(image:)`, iOS 13).
  public convenience init(image: UIImage) {
    self.init(data: nil, ofType: nil)
    self.image = image
  }

  /// The image drawn: ``image``, else ``contents`` decoded, else `nil`.
  var drawnImage: UIImage? {
    if let image { return image }
    return contents.flatMap { UIImage(data: $0) }
  }

  /// The laid-out size and baseline offset: ``bounds`` when not `CGRect.zero`, else the drawn
  /// image's size on the baseline (zero without an image), points.
  var layoutBounds: CGRect {
    if bounds != .zero { return bounds }
    return CGRect(origin: .zero, size: drawnImage?.size ?? .zero)
  }
}

extension NSAttributedString {
  /// A one-character string, U+FFFC, carrying `attachment` (`init(attachment:)`).
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}
