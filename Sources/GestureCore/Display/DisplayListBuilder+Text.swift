import Foundation

// A `CATextLayer`'s string in the display list: a text item laid out by the renderer's one
// text path (`UILabel`'s), from the top of the bounds.
extension DisplayListBuilder {
  /// The text item of `layer`, or `nil` when it has no string, no colour, or the colour is
  /// clear: its string in its font at its size, laid out in its bounds from the top left
  /// (Core Animation draws the text into the layer's backing store, so the bounds cut it).
  static func textItem(of layer: CATextLayer, look: LayerLook) -> DisplayText? {
    guard let string = layer.drawnString, !string.isEmpty, let color = layer.foregroundColor,
      color.alpha > 0
    else { return nil }
    let alignment: NSTextAlignment
    switch layer.alignmentMode {
    case .left: alignment = .left
    case .right: alignment = .right
    case .center: alignment = .center
    default: alignment = .natural
    }
    let truncation: DisplayText.Truncation
    switch layer.truncationMode {
    case .start: truncation = .head
    case .middle: truncation = .middle
    case .end: truncation = .tail
    default: truncation = .none
    }
    return DisplayText(
      id: look.id, transform: look.transform, rect: look.bounds, string: string,
      font: layer.drawnFont, color: color, alignment: alignment, numberOfLines: 0,
      alignsTop: true, wraps: layer.isWrapped, truncation: truncation,
      justifies: layer.alignmentMode == .justified)
  }
}
