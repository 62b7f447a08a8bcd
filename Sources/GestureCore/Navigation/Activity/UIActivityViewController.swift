import Foundation

/// The share sheet (`UIActivityViewController`; docs/presentation.md, "The share sheet"):
/// presented as a sheet at the medium detent (expandable to large), drawn plainly: a header
/// describing the items with a close button, a row of the system's share destinations
/// (AirDrop, Messages, Mail, Notes) as generic cells, and a group of action rows: Copy, then
/// the app's own activities (those whose `canPerform(withActivityItems:)` is true).
///
/// The system's activities are not performed: the destinations' cells take no taps, and Copy
/// closes the sheet reporting `.copyToPasteboard` as completed without touching a pasteboard
/// (the timeline says so, `shareSheet.activity`). The app's activities run (their `prepare`
/// and `perform`) and close the sheet through `activityDidFinish(_:)`. ``excludedActivityTypes``
/// removes the matching cells and Copy. Once the sheet has gone,
/// ``completionWithItemsHandler`` hears the activity and whether it completed: `nil` and false
/// when the sheet was closed (the close button, a drag down, a tap outside, `dismiss`), as
/// Apple documents for a cancelled sheet; the returned items and error are always `nil`.
///
/// Layout (working values from screenshots of iOS 16 and 17): the header 64 pt tall, the item
/// text 15 pt semibold 16 pt in, the close button a 30 pt circle 16 pt from the top and right;
/// the cells 60 pt squares with 14 pt corners, 88 pt apart from x = 16, 84 pt down, their
/// names 11 pt below them; the action group 16 pt in, 184 pt down, rows 52 pt tall, 10 pt
/// corners, on `systemGroupedBackground`.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  /// What the sheet reports when it has gone (`UIActivityViewController.CompletionWithItemsHandler`):
  /// the activity's type (`nil` when cancelled), whether it completed, the items it returned
  /// and its error.
  public typealias CompletionWithItemsHandler =
    (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

  /// Called once the sheet has gone (`completionWithItemsHandler`).
  open var completionWithItemsHandler: CompletionWithItemsHandler?
  /// The system activities not offered (`excludedActivityTypes`, default `nil`): their cells
  /// and Copy are left out.
  open var excludedActivityTypes: [UIActivity.ActivityType]? {
    didSet { if isViewLoaded { buildContent() } }
  }

  /// The items shared.
  let activityItems: [Any]
  /// The app's own activities.
  let applicationActivities: [UIActivity]
  /// The activity chosen and whether it completed, reported when the sheet has gone.
  private var outcome: (type: UIActivity.ActivityType?, completed: Bool) = (nil, false)
  private var reported = false

  /// The system's share destinations drawn as cells: their names and types.
  static let destinations: [(String, UIActivity.ActivityType)] = [
    ("AirDrop", .airDrop), ("Messages", .message), ("Mail", .mail),
    ("Notes", UIActivity.ActivityType("com.apple.mobilenotes.SharingExtension")),
  ]

  /// A share sheet for `activityItems` offering `applicationActivities` besides the system's
  /// (`init(activityItems:applicationActivities:)`).
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities ?? []
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .pageSheet
    sheetPresentationController?.detents = [.medium(), .large()]
  }

  /// Not archived (`init?(coder:)`): an empty share sheet.
  public required init?(coder: NSCoder) {
    activityItems = []
    applicationActivities = []
    super.init(nibName: nil, bundle: nil)
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    buildContent()
  }

  /// The sheet has gone: reports the outcome once.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    guard !reported, presentingViewController == nil || isBeingDismissed else { return }
    reported = true
    completionWithItemsHandler?(outcome.type, outcome.completed, nil, nil)
  }

  /// Closes the sheet reporting `activityType` and `completed`.
  func finish(activityType: UIActivity.ActivityType?, completed: Bool) {
    outcome = (activityType, completed)
    dismiss(animated: true)
  }

  /// The items as the header shows them: texts as they are, URLs as their strings, images as
  /// "Image", joined by " · ".
  var itemsDescription: String {
    activityItems.map { item -> String in
      switch item {
      case let text as String: return text
      case let url as URL: return url.absoluteString
      case is UIImage: return "Image"
      default: return String(describing: item)
      }
    }.joined(separator: " · ")
  }

  private func excluded(_ type: UIActivity.ActivityType?) -> Bool {
    guard let type else { return false }
    return excludedActivityTypes?.contains(type) ?? false
  }

  /// Builds the header, the cells and the action rows.
  private func buildContent() {
    let root = view!
    for subview in root.subviews { subview.removeFromSuperview() }
    let width = root.bounds.width > 0 ? root.bounds.width : UIScreen.main.bounds.width
    let title = UILabel(frame: CGRect(x: 16, y: 12, width: width - 16 - 16 - 30 - 8, height: 40))
    title.text = itemsDescription
    title.font = .systemFont(ofSize: 15, weight: .semibold)
    title.numberOfLines = 2
    title.autoresizingMask = [.flexibleWidth]
    root.addSubview(title)
    let close = UIButton(type: .system)
    close.frame = CGRect(x: width - 16 - 30, y: 16, width: 30, height: 30)
    close.autoresizingMask = [.flexibleLeftMargin]
    close.setImage(UIImage(systemName: "xmark"), for: .normal)
    close.tintColor = .secondaryLabel
    close.backgroundColor = .tertiarySystemFill
    close.layer.cornerRadius = 15
    close.accessibilityLabel = "Close"
    close.addAction(
      UIAction { [weak self] _ in self?.finish(activityType: nil, completed: false) },
      for: .touchUpInside)
    root.addSubview(close)
    let line = UIView(frame: CGRect(x: 0, y: 64, width: width, height: 0.5))
    line.backgroundColor = .separator
    line.autoresizingMask = [.flexibleWidth]
    root.addSubview(line)
    var x: CGFloat = 16
    for (name, type) in Self.destinations where !excluded(type) {
      let cell = UIView(frame: CGRect(x: x, y: 84, width: 60, height: 60))
      cell.backgroundColor = .systemGray4
      cell.layer.cornerRadius = 14
      cell.isUserInteractionEnabled = false
      root.addSubview(cell)
      let label = UILabel(frame: CGRect(x: x - 8, y: 150, width: 76, height: 14))
      label.text = name
      label.font = .systemFont(ofSize: 11)
      label.textAlignment = .center
      root.addSubview(label)
      x += 88
    }
    var rows: [(String, UIImage?, () -> Void)] = []
    if !excluded(.copyToPasteboard) {
      rows.append(
        ("Copy", UIImage(systemName: "doc.on.doc"), { [weak self] in self?.copyChosen() }))
    }
    for activity in applicationActivities
    where !excluded(activity.activityType) && activity.canPerform(withActivityItems: activityItems)
    {
      rows.append(
        (
          activity.activityTitle ?? "", activity.activityImage,
          { [weak self] in
            self?.perform(activity)
          }
        ))
    }
    guard !rows.isEmpty else { return }
    let group = UIView(
      frame: CGRect(x: 16, y: 184, width: width - 32, height: CGFloat(rows.count) * 52))
    group.backgroundColor = .secondarySystemGroupedBackground
    group.layer.cornerRadius = 10
    group.clipsToBounds = true
    group.autoresizingMask = [.flexibleWidth]
    root.addSubview(group)
    for (index, row) in rows.enumerated() {
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 0, y: CGFloat(index) * 52, width: group.bounds.width, height: 52)
      button.autoresizingMask = [.flexibleWidth]
      button.setTitle(row.0, for: .normal)
      button.setTitleColor(.label, for: .normal)
      button.titleLabel?.font = .systemFont(ofSize: 17)
      button.contentHorizontalAlignment = .left
      button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
      let action = row.2
      button.addAction(UIAction { _ in action() }, for: .touchUpInside)
      group.addSubview(button)
      if let image = row.1 {
        let icon = UIImageView(image: image)
        icon.tintColor = .label
        icon.frame = CGRect(
          x: group.bounds.width - 16 - 22, y: CGFloat(index) * 52 + 15, width: 22, height: 22)
        icon.autoresizingMask = [.flexibleLeftMargin]
        icon.isUserInteractionEnabled = false
        group.addSubview(icon)
      }
      if index > 0 {
        let separator = UIView(
          frame: CGRect(x: 16, y: CGFloat(index) * 52, width: group.bounds.width - 16, height: 0.5))
        separator.backgroundColor = .separator
        separator.autoresizingMask = [.flexibleWidth]
        group.addSubview(separator)
      }
    }
  }

  /// Copy: recorded as not performed; the sheet closes reporting it completed.
  private func copyChosen() {
    recordPresentation(
      "shareSheet.activity", "Copy (copyToPasteboard): not performed, no pasteboard is modelled",
      window: view.window, view: view)
    finish(activityType: .copyToPasteboard, completed: true)
  }

  /// An app activity: its `prepare` and `perform`; it ends the sheet itself.
  private func perform(_ activity: UIActivity) {
    recordPresentation(
      "shareSheet.activity", "\"\(activity.activityTitle ?? "")\" performed", window: view.window,
      view: view)
    activity.sheet = self
    activity.prepare(withActivityItems: activityItems)
    activity.perform()
  }
}
