import Foundation

/// An accessory of a list cell, UIKit's `UICellAccessory`: a system accessory (disclosure
/// chevron, checkmark, delete, reorder, outline disclosure, label, detail, multiselect) or a
/// custom view, shown in some editing states. Set them on
/// ``UICollectionViewListCell/accessories``; the cell draws them with the symbols iOS uses
/// (docs/collection-view.md, "Lists").
public struct UICellAccessory {
  /// When an accessory shows (`UICellAccessory.DisplayedState`).
  public enum DisplayedState: Int, Sendable, Hashable {
    /// Always.
    case always
    /// Only while the cell is editing.
    case whenEditing
    /// Only while it is not.
    case whenNotEditing

    func shows(editing: Bool) -> Bool {
      switch self {
      case .always: true
      case .whenEditing: editing
      case .whenNotEditing: !editing
      }
    }
  }

  /// The width an accessory takes (`UICellAccessory.LayoutDimension`).
  public enum LayoutDimension: Sendable, Hashable {
    /// The accessory's own width.
    case actual
    /// The system's standard width for it (its own width here).
    case standard
    /// A width in points.
    case custom(CGFloat)
  }

  /// What runs when an accessory is tapped (`UICellAccessory.ActionHandler`).
  public typealias ActionHandler = @MainActor () -> Void

  /// The edge a custom accessory sits at (`UICellAccessory.Placement`).
  public enum Placement {
    /// At the leading edge, shown in `displayed` states.
    case leading(displayed: DisplayedState = .always)
    /// At the trailing edge.
    case trailing(displayed: DisplayedState = .always)
  }

  /// The look of an outline disclosure (`UICellAccessory.OutlineDisclosureStyle`).
  public enum OutlineDisclosureStyle: Int, Sendable {
    /// The system's choice (the cell look here).
    case automatic
    /// A section header's chevron.
    case header
    /// A cell's chevron.
    case cell
  }

  /// Options of `.disclosureIndicator` (`DisclosureIndicatorOptions`).
  public struct DisclosureIndicatorOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    /// The options (`init(isHidden:reservedLayoutWidth:tintColor:)`).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }
  /// Options of `.checkmark` (`CheckmarkOptions`).
  public typealias CheckmarkOptions = DisclosureIndicatorOptions
  /// Options of `.detail` (`DetailOptions`).
  public typealias DetailOptions = DisclosureIndicatorOptions
  /// Options of `.delete` (`DeleteOptions`).
  public struct DeleteOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public var backgroundColor: UIColor?
    /// The options (`init(isHidden:reservedLayoutWidth:tintColor:backgroundColor:)`).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }
  /// Options of `.multiselect` (`MultiselectOptions`).
  public typealias MultiselectOptions = DeleteOptions
  /// Options of `.reorder` (`ReorderOptions`).
  public struct ReorderOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public var showsVerticalSeparator: Bool
    /// The options (`init(isHidden:reservedLayoutWidth:tintColor:showsVerticalSeparator:)`).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      showsVerticalSeparator: Bool = true
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator
    }
  }
  /// Options of `.outlineDisclosure` (`OutlineDisclosureOptions`).
  public struct OutlineDisclosureOptions {
    public var style: OutlineDisclosureStyle
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    /// The options (`init(style:isHidden:reservedLayoutWidth:tintColor:)`).
    public init(
      style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }
  /// Options of `.label(text:)` (`LabelOptions`).
  public struct LabelOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public var font: UIFont?
    public var adjustsFontForContentSizeCategory: Bool?
    /// The options (`init(isHidden:reservedLayoutWidth:tintColor:font:adjustsFontForContentSizeCategory:)`).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.font = font
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    }
  }
  /// A custom accessory (`UICellAccessory.CustomViewConfiguration`).
  public struct CustomViewConfiguration {
    /// The view shown (`customView`).
    public let customView: UIView
    /// Its edge and states (`placement`).
    public let placement: Placement
    public var isHidden: Bool
    public var reservedLayoutWidth: LayoutDimension
    public var tintColor: UIColor?
    /// Whether the view keeps its frame's size (`maintainsFixedSize`); otherwise its
    /// `sizeThatFits` size.
    public var maintainsFixedSize: Bool
    /// A custom accessory of `customView`
    /// (`init(customView:placement:isHidden:reservedLayoutWidth:tintColor:maintainsFixedSize:)`).
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize ?? false
    }
  }

  /// What the accessory is.
  enum Kind {
    case disclosureIndicator, checkmark, reorder, multiselect
    case delete(ActionHandler?)
    case outlineDisclosure(ActionHandler?, OutlineDisclosureStyle)
    case detail(ActionHandler?)
    case label(String, UIFont?)
    case customView(UIView, maintainsFixedSize: Bool)
  }

  let kind: Kind
  /// The states it shows in (`displayedState`).
  public let displayedState: DisplayedState
  /// Whether it is hidden though its space is kept (`isHidden`).
  public var isHidden: Bool
  /// The width it takes (`reservedLayoutWidth`).
  public var reservedLayoutWidth: LayoutDimension
  /// Its tint, or `nil` for its standard colour (`tintColor`).
  public var tintColor: UIColor?
  /// Whether it sits at the leading edge.
  let leading: Bool

  init(
    _ kind: Kind, displayed: DisplayedState, isHidden: Bool?, width: LayoutDimension?,
    tint: UIColor?, leading: Bool
  ) {
    self.kind = kind
    displayedState = displayed
    self.isHidden = isHidden ?? false
    reservedLayoutWidth = width ?? .standard
    tintColor = tint
    self.leading = leading
  }

  /// A chevron at the trailing edge, `tertiaryLabel` (`disclosureIndicator(displayed:options:)`).
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
  ) -> UICellAccessory {
    .init(
      .disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor, leading: false)
  }

  /// A checkmark at the trailing edge in the cell's tint (`checkmark(displayed:options:)`).
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = .init()
  ) -> UICellAccessory {
    .init(
      .checkmark, displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor, leading: false)
  }

  /// A red delete control at the leading edge, while editing by default
  /// (`delete(displayed:options:actionHandler:)`). A tap runs `actionHandler`; without one,
  /// UIKit reveals the row's trailing swipe actions, which the collection view does here too.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    .init(
      .delete(actionHandler), displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor, leading: true)
  }

  /// A reorder grip at the trailing edge, while editing by default
  /// (`reorder(displayed:options:)`). Dragging it is not modelled: a cell showing one records
  /// a `collectionView.unsupported` warning.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()
  ) -> UICellAccessory {
    .init(
      .reorder, displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor, leading: false)
  }

  /// A chevron that expands or collapses the item's children
  /// (`outlineDisclosure(displayed:options:actionHandler:)`), at the trailing edge in the
  /// tint, pointing right when collapsed and down when expanded. A tap runs `actionHandler`;
  /// without one, it expands or collapses the item in the section snapshot its diffable data
  /// source shows (``UICollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``),
  /// and with the `.header` style (or `.automatic` in a list's header item) so does a tap
  /// anywhere on the cell. Outside a section snapshot a tap records a
  /// `collectionView.unsupported` warning.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    .init(
      .outlineDisclosure(actionHandler, options.style), displayed: displayed,
      isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor, leading: false)
  }

  /// A text at the trailing edge, body 17 pt `secondaryLabel` (`label(text:displayed:options:)`).
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()
  ) -> UICellAccessory {
    .init(
      .label(text, options.font), displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor, leading: false)
  }

  /// An info button at the trailing edge in the tint (`detail(displayed:options:actionHandler:)`);
  /// a tap runs `actionHandler`.
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    .init(
      .detail(actionHandler), displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor, leading: false)
  }

  /// A selection circle at the leading edge, filled with a checkmark in the tint when the
  /// cell is selected; while editing by default (`multiselect(displayed:options:)`).
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()
  ) -> UICellAccessory {
    .init(
      .multiselect, displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor, leading: true)
  }

  /// A view of the user's at the edge its placement says (`customView(configuration:)`).
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    let (displayed, leading): (DisplayedState, Bool) =
      switch configuration.placement {
      case .leading(let displayed): (displayed, true)
      case .trailing(let displayed): (displayed, false)
      }
    return .init(
      .customView(configuration.customView, maintainsFixedSize: configuration.maintainsFixedSize),
      displayed: displayed, isHidden: configuration.isHidden,
      width: configuration.reservedLayoutWidth, tint: configuration.tintColor, leading: leading)
  }
}
