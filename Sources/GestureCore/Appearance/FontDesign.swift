import Foundation

/// Which family of the renderer's pinned font set draws a font: the system stand-in, the serif
/// one or the monospaced one. San Francisco, New York, Menlo and the other iOS fonts are not
/// available off Apple platforms; ``UIFont`` maps each font it is asked for to one of these.
enum FontDesign: Sendable, Equatable, Hashable {
  /// Sans-serif: the system font and every sans-serif or unknown family
  /// (``DisplayFont/systemFamily``, DejaVu Sans in the standard set).
  case system
  /// Serif families such as Times New Roman or Georgia (``DisplayFont/serifFamily``, DejaVu
  /// Serif in the standard set).
  case serif
  /// Monospaced families such as Menlo or Courier (``DisplayFont/monospacedFamily``, DejaVu
  /// Sans Mono in the standard set).
  case monospaced

  /// The family name the display list carries for this design; the renderer resolves it to a
  /// family of its font set.
  var displayFamily: String {
    switch self {
    case .system: return DisplayFont.systemFamily
    case .serif: return DisplayFont.serifFamily
    case .monospaced: return DisplayFont.monospacedFamily
    }
  }
}
