import Foundation

/// A reusable view for a section's header or footer, UIKit's `UITableViewHeaderFooterView`:
/// a ``contentView`` for custom content and a ``textLabel`` for a title.
///
/// The table shows the data source's titles in one of these: in `.plain`, a 28 pt band of
/// `secondarySystemBackground` with the title in 17 pt semibold (iOS 15's plain header; the
/// `headline` text style) 16 pt from the leading edge; in the grouped styles, the title in
/// 13 pt `secondaryLabel` (`footnote`) upper-cased, 16 pt from the leading edge, 7 pt above the
/// bottom (footers: 8 pt below the top), wrapped over as many lines as it needs. The fonts
/// follow Dynamic Type, and the table makes the views as tall as their titles need, at least
/// 28 pt (plain) and 35 pt (grouped): 12 pt above a grouped header's title and 7 below, 8
/// above a footer's and 11 below, 7 more than a plain header's line. These are measured looks; UIKit
/// documents none.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The height of a plain table's standard header, points.
  static let plainHeight = ListMetrics.plainHeaderHeight

  /// The identifier the table reuses the view under (`reuseIdentifier`): the one it was made
  /// with, or the one a nib was registered for.
  public internal(set) final var reuseIdentifier: String?
  /// The view for custom content (`contentView`).
  public let contentView = UIView(frame: .zero)

  /// A header or footer view reused under `reuseIdentifier` (`init(reuseIdentifier:)`;
  /// `required` here, as ``UITableViewCell/init(style:reuseIdentifier:)`` is).
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// A view with no reuse identifier (`init?(coder:)`; nothing is decoded).
  public required init?(coder: NSCoder) {
    self.reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  private var storedTextLabel: UILabel?

  /// The title label, made on first use (`textLabel`).
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel(frame: .zero)
    label.font = .systemFont(ofSize: 17, weight: .semibold)
    contentView.addSubview(label)
    storedTextLabel = label
    setNeedsLayout()
    return label
  }

  /// A view behind the content (`backgroundView`).
  open var backgroundView: UIView? {
    didSet {
      if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
      setNeedsLayout()
    }
  }

  /// The view the content configuration made, in ``contentView``.
  let contentConfigurationSlot = ContentConfigurationSlot()

  /// The view's content as a configuration (`contentConfiguration`, iOS 14): its view is added
  /// to ``contentView``, filling it, as a cell's is
  /// (``UITableViewCell/contentConfiguration``).
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      contentConfigurationSlot.install(contentConfiguration, in: contentView)
      setNeedsLayout()
    }
  }

  /// Whether the view replaces its ``contentConfiguration`` with
  /// ``UIContentConfiguration/updated(for:)`` when its state changes (kept: a header's state
  /// does not change here; default true).
  open var automaticallyUpdatesContentConfiguration = true

  /// A plain header's list content configuration, with no content
  /// (`defaultContentConfiguration()`): ``UIListContentConfiguration/header()``. UIKit picks the
  /// grouped look in grouped tables; here use ``UIListContentConfiguration/groupedHeader()``
  /// there.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    .header()
  }

  /// Resets the view before the table gives it out again (`prepareForReuse()`).
  open func prepareForReuse() {}

  /// How the standard title sits: 0 plain, 1 grouped header, 2 grouped footer.
  private var titlePlacement = 0

  /// The font of a table's standard titles at the text size of `traits`: a plain header's
  /// `headline` (17 pt semibold at the default size), a grouped header's or footer's `footnote`
  /// (13 pt), so they follow Dynamic Type as UIKit's do.
  static func standardFont(plain: Bool, traits: UITraitCollection) -> UIFont {
    .preferredFont(forTextStyle: plain ? .headline : .footnote, compatibleWith: traits)
  }

  /// Shows `title` as the table's standard header or footer, in the text size of `traits`
  /// (the table's: the view is not in the window yet).
  func configureStandard(
    title: String, header: Bool, tableStyle: UITableView.Style, traits: UITraitCollection
  ) {
    let label = textLabel!
    let plain = tableStyle == .plain
    label.font = Self.standardFont(plain: plain, traits: traits)
    if plain {
      titlePlacement = 0
      label.text = title
      label.numberOfLines = 1
      label.textColor = .label
      backgroundColor = .secondarySystemBackground
    } else {
      // Grouped titles wrap, as UIKit's do.
      titlePlacement = header ? 1 : 2
      label.text = header ? title.uppercased() : title
      label.numberOfLines = 0
      label.textColor = .secondaryLabel
      backgroundColor = nil
    }
    setNeedsLayout()
  }

  /// Places the content view over the whole view and the title label (see the type's notes).
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    contentConfigurationSlot.layout(in: contentView)
    if let backgroundView {
      if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
      backgroundView.frame = bounds
    }
    guard let label = storedTextLabel else { return }
    let margin = UITableViewCell.margin
    let width = max(0, bounds.width - 2 * margin)
    // The wrapped title's height where the label can measure, else one line; whole points.
    let line =
      label.canMeasureText && titlePlacement != 0
      ? label.textRect(
        forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
        limitedToNumberOfLines: 0
      ).height.rounded(.up) : (label.font?.lineHeight ?? 17).rounded(.up)
    switch titlePlacement {
    case 1:
      label.frame = CGRect(x: margin, y: bounds.height - 7 - line, width: width, height: line)
    case 2:
      label.frame = CGRect(x: margin, y: 8, width: width, height: line)
    default:
      label.frame = CGRect(x: margin, y: 0, width: width, height: bounds.height)
    }
  }
}
