import Foundation

extension UIControl {
  /// Where a control's content sits across it (`UIControl.ContentHorizontalAlignment`), raw
  /// values as in the SDK.
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centred (`center`, the default).
    case center = 0
    /// Against the left edge (`left`).
    case left = 1
    /// Against the right edge (`right`).
    case right = 2
    /// Stretched across (`fill`).
    case fill = 3
    /// Against the leading edge (`leading`): the left one, the app's language being left to
    /// right.
    case leading = 4
    /// Against the trailing edge (`trailing`): the right one here.
    case trailing = 5
  }

  /// Where a control's content sits down it (`UIControl.ContentVerticalAlignment`), raw values
  /// as in the SDK.
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centred (`center`, the default).
    case center = 0
    /// Against the top edge (`top`).
    case top = 1
    /// Against the bottom edge (`bottom`).
    case bottom = 2
    /// Stretched down (`fill`).
    case fill = 3
  }

  /// ``contentHorizontalAlignment`` with leading and trailing resolved for the view's
  /// ``effectiveUserInterfaceLayoutDirection`` (`effectiveContentHorizontalAlignment`): never
  /// `.leading` or `.trailing`.
  public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    default: return contentHorizontalAlignment
    }
  }

  /// The left offset of content `free` points narrower than the control, by `alignment`.
  func contentOffset(free: CGFloat, alignment: ContentHorizontalAlignment) -> CGFloat {
    switch alignment {
    case .left, .leading, .fill: return 0
    case .right, .trailing: return free
    case .center: return free / 2
    }
  }

  /// The top offset of content `free` points shorter than the control, by
  /// ``contentVerticalAlignment``.
  func verticalOffset(free: CGFloat) -> CGFloat {
    switch contentVerticalAlignment {
    case .top, .fill: return 0
    case .bottom: return free
    case .center: return free / 2
    }
  }
}

extension UIButton {
  /// The title label's frame in `area` for a button without an image: the whole area when
  /// centred both ways (the label centres its text) or when the title cannot be measured;
  /// else the title's measured size, at most the area, placed by the content alignments
  /// (`.fill` stretches it across or down).
  func alignedTitleFrame(in area: CGRect) -> CGRect {
    let horizontal = effectiveContentHorizontalAlignment
    guard horizontal != .center || contentVerticalAlignment != .center,
      let titleLabel, titleLabel.text?.isEmpty == false
    else { return area }
    let measured = titleLabel.intrinsicContentSize
    guard measured.width >= 0, measured.height >= 0 else { return area }
    let width = horizontal == .fill ? area.width : min(measured.width, area.width)
    let height = titleHeightForVerticalAlignment(in: area)
    return CGRect(
      x: contentOffset(free: area.width - width, alignment: horizontal),
      y: verticalOffset(free: area.height - height), width: width, height: height)
  }

  /// The title label's height: the area's when centred or filled vertically (the label
  /// centres its text), else the title's measured height, at most the area's.
  func titleHeightForVerticalAlignment(in area: CGRect) -> CGFloat {
    switch contentVerticalAlignment {
    case .center, .fill: return area.height
    case .top, .bottom:
      let measured = titleLabel?.intrinsicContentSize.height ?? -1
      return measured >= 0 ? min(measured, area.height) : area.height
    }
  }
}
