import Foundation

extension UIStackView {
  /// How a stack view sizes and places its arranged subviews along its ``UIStackView/axis``,
  /// UIKit's `UIStackView.Distribution`.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
  public enum Distribution: Int, Sendable, CaseIterable {
    /// The views fill the axis; which one grows or shrinks is chosen by their content hugging
    /// and compression resistance priorities (`fill`).
    case fill = 0
    /// The views fill the axis and are all the same size (`fillEqually`).
    case fillEqually = 1
    /// The views fill the axis, sized in proportion to their intrinsic sizes
    /// (`fillProportionally`).
    case fillProportionally = 2
    /// The views keep their sizes; the gaps between them are equal and at least
    /// ``UIStackView/spacing`` (`equalSpacing`).
    case equalSpacing = 3
    /// The views keep their sizes; their centers are equally far apart, with at least
    /// ``UIStackView/spacing`` between neighbours (`equalCentering`).
    case equalCentering = 4
  }

  /// How a stack view places its arranged subviews across its ``UIStackView/axis``, UIKit's
  /// `UIStackView.Alignment`. ``top`` is ``leading`` and ``bottom`` is ``trailing``, as in UIKit
  /// (same raw values).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
  public enum Alignment: Int, Sendable, CaseIterable {
    /// The views span the stack view across the axis (`fill`).
    case fill = 0
    /// The views keep their size, at the leading edge (the top in a horizontal stack)
    /// (`leading`).
    case leading = 1
    /// The views line up their first baselines (`firstBaseline`, horizontal stacks). Labels have
    /// no baseline anchors here: modelled as ``top``.
    case firstBaseline = 2
    /// The views keep their size, centered across the axis (`center`).
    case center = 3
    /// The views keep their size, at the trailing edge (the bottom in a horizontal stack)
    /// (`trailing`).
    case trailing = 4
    /// The views line up their last baselines (`lastBaseline`, horizontal stacks): modelled as
    /// ``bottom``.
    case lastBaseline = 5

    /// The top edge in a horizontal stack (``leading``'s value).
    public static var top: Alignment { .leading }
    /// The bottom edge in a horizontal stack (``trailing``'s value).
    public static var bottom: Alignment { .trailing }
  }

  /// ``UIStackView/spacing`` for the gap after a view that has no custom spacing
  /// (`UIStackView.spacingUseDefault`, `Float.greatestFiniteMagnitude`): setting it as a custom
  /// spacing removes the custom spacing.
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

  /// The system's spacing between neighbours (`UIStackView.spacingUseSystem`,
  /// `Float.leastNormalMagnitude`) as ``UIStackView/spacing`` or a custom spacing: 8 pt here,
  /// the standard spacing between sibling views (Interface Builder's default).
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
}
