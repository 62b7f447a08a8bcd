import Foundation

/// Where the parts of an alert or action sheet go, points (docs/presentation.md). The cancel
/// action is left of two buttons and last of more, as iOS shows it (enebin, "Brief
/// informations about Apple's alert window policy", Medium). The numbers
/// are those of iOS 13 and later on iPhone as measured from screenshots (working values; Apple
/// publishes none): an alert is ``alertWidth`` wide with ``cornerRadius`` corners, its text
/// ``textInset`` from the sides, ``headerTop`` below its top edge and ``headerBottom`` above
/// the buttons, title and message ``titleMessageGap`` apart, buttons ``alertButtonHeight``
/// tall; an action sheet is ``sheetMargin`` from the screen's sides and from the safe area's
/// bottom (at least that margin from the screen's edge), rows ``sheetButtonHeight`` tall, the
/// cancel button ``sheetMargin`` below the rest. Buttons are separated by hairlines one
/// device pixel thick.
///
/// A title and message too long for the screen do not make the panel taller than the safe area
/// less ``screenMargin`` above and below (an action sheet: less its cancel panel too): the
/// header (title and message) is cut to the height left and scrolls, the buttons stay whole
/// below it, as iOS lays out an alert whose message is long. The margin is a working value.
///
/// Text fields (an alert's only) follow the header, each a box ``textFieldHeight`` tall and
/// as wide as the text, ``textFieldGap`` apart, ``textFieldBottom`` above the buttons; their
/// text is ``textFieldFontSize`` points, ``textFieldInset`` in from the box's sides, the box's
/// corners ``textFieldCornerRadius`` (working values read from iOS 15 screenshots of a
/// sign-in alert; Apple publishes none). Without a title or message the first box starts
/// ``headerTop`` below the panel's top.
struct AlertLayout: Equatable {
  static let alertWidth: CGFloat = 270
  static let cornerRadius: CGFloat = 13
  static let textInset: CGFloat = 16
  static let headerTop: CGFloat = 20
  static let headerBottom: CGFloat = 20
  static let titleMessageGap: CGFloat = 2
  static let alertButtonHeight: CGFloat = 44
  static let sheetMargin: CGFloat = 8
  static let sheetButtonHeight: CGFloat = 57
  static let sheetHeaderTop: CGFloat = 14
  static let sheetHeaderBottom: CGFloat = 14
  static let screenMargin: CGFloat = 20
  static let textFieldHeight: CGFloat = 28
  static let textFieldGap: CGFloat = 6
  static let textFieldBottom: CGFloat = 16
  static let textFieldFontSize: CGFloat = 13
  static let textFieldInset: CGFloat = 6
  static let textFieldCornerRadius: CGFloat = 6

  /// The panel with the header and the buttons (the buttons other than cancel, for an action
  /// sheet), in the alert's view.
  var panel: CGRect = .zero
  /// The title's and the message's frames in the panel (`nil` without them).
  var title: CGRect?
  var message: CGRect?
  /// Each action's button, in the order of ``AlertLayout/order(of:style:)``, in the panel
  /// (the cancel button of an action sheet: in ``cancelPanel``).
  var buttons: [CGRect] = []
  /// The text fields' boxes, in the panel.
  var textFields: [CGRect] = []
  /// The hairlines between the header and the buttons and between buttons, in the panel.
  var separators: [CGRect] = []
  /// An action sheet's cancel panel, in the alert's view.
  var cancelPanel: CGRect?
  /// The part of the panel the header shows (title and message, scrolled when cut), and the
  /// header's whole height, points.
  var header: CGRect = .zero
  var headerContentHeight: CGFloat = 0

  /// The actions in the order they are shown: an alert with two shows its cancel action (if
  /// any) on the left; otherwise the cancel action comes last.
  static func order(of actions: [UIAlertAction], style: UIAlertController.Style) -> [UIAlertAction]
  {
    let others = actions.filter { $0.style != .cancel }
    let cancel = actions.filter { $0.style == .cancel }
    if style == .alert && actions.count == 2 { return cancel + others }
    return others + cancel
  }

  /// The layout of an alert in a view of `size`.
  ///
  /// - Parameters:
  ///   - titleHeight, messageHeight: the measured text heights wrapped at the text width
  ///     (`nil`: no title, no message).
  ///   - buttonCount: the actions; `hasCancel`: one of them is the cancel action (last in
  ///     the order).
  ///   - safeBottom, safeTop: the safe area's bottom and top insets; `pixel`: one device
  ///     pixel, points.
  ///   - textFieldCount: the text fields (an alert's only; an action sheet has none).
  init(
    style: UIAlertController.Style, size: CGSize, titleHeight: CGFloat?,
    messageHeight: CGFloat?, buttonCount: Int, hasCancel: Bool, safeBottom: CGFloat,
    pixel: CGFloat, safeTop: CGFloat = 0, textFieldCount: Int = 0
  ) {
    let alert = style == .alert
    let width = alert ? Self.alertWidth : max(0, size.width - 2 * Self.sheetMargin)
    let top = alert ? Self.headerTop : Self.sheetHeaderTop
    let bottom = alert ? Self.headerBottom : Self.sheetHeaderBottom
    var y: CGFloat = 0
    if titleHeight != nil || messageHeight != nil {
      y = top
      if let titleHeight {
        title = CGRect(
          x: Self.textInset, y: y, width: width - 2 * Self.textInset, height: titleHeight)
        y += titleHeight
      }
      if let messageHeight {
        if titleHeight != nil { y += Self.titleMessageGap }
        message = CGRect(
          x: Self.textInset, y: y, width: width - 2 * Self.textInset, height: messageHeight)
        y += messageHeight
      }
      y += bottom
    }
    headerContentHeight = y
    if alert, textFieldCount > 0 {
      if y == 0 { y = top }
      for index in 0..<textFieldCount {
        if index > 0 { y += Self.textFieldGap }
        textFields.append(
          CGRect(
            x: Self.textInset, y: y, width: width - 2 * Self.textInset,
            height: Self.textFieldHeight))
        y += Self.textFieldHeight
      }
      y += Self.textFieldBottom
    }
    let rowHeight = alert ? Self.alertButtonHeight : Self.sheetButtonHeight
    let grouped = alert || !hasCancel ? buttonCount : buttonCount - 1
    if alert && buttonCount == 2 {
      if y > 0 { separators.append(CGRect(x: 0, y: y, width: width, height: pixel)) }
      let half = width / 2
      buttons = [
        CGRect(x: 0, y: y, width: half, height: rowHeight),
        CGRect(x: half, y: y, width: width - half, height: rowHeight),
      ]
      separators.append(CGRect(x: half, y: y, width: pixel, height: rowHeight))
      y += rowHeight
    } else {
      for _ in 0..<grouped {
        if y > 0 { separators.append(CGRect(x: 0, y: y, width: width, height: pixel)) }
        buttons.append(CGRect(x: 0, y: y, width: width, height: rowHeight))
        y += rowHeight
      }
    }
    // The tallest the panel may be; a taller header is cut and scrolls.
    var room = size.height - safeTop - max(safeBottom, 0) - 2 * Self.screenMargin
    if !alert && hasCancel { room -= rowHeight + Self.sheetMargin }
    let excess = min(y - max(0, room), headerContentHeight)
    if excess > 0 {
      let cut = headerContentHeight - excess
      buttons = buttons.map { $0.minY >= headerContentHeight ? $0.offsetBy(dx: 0, dy: -excess) : $0 }
      separators = separators.map { $0.offsetBy(dx: 0, dy: -excess) }
      textFields = textFields.map { $0.offsetBy(dx: 0, dy: -excess) }
      y -= excess
      header = CGRect(x: 0, y: 0, width: width, height: cut)
    } else {
      header = CGRect(x: 0, y: 0, width: width, height: headerContentHeight)
    }
    if alert {
      panel = CGRect(
        x: ((size.width - width) / 2).rounded(.down), y: ((size.height - y) / 2).rounded(.down),
        width: width, height: y)
      return
    }
    let bottomEdge = size.height - max(safeBottom, Self.sheetMargin)
    var panelBottom = bottomEdge
    if hasCancel {
      let cancel = CGRect(
        x: Self.sheetMargin, y: bottomEdge - rowHeight, width: width, height: rowHeight)
      cancelPanel = cancel
      buttons.append(CGRect(x: 0, y: 0, width: width, height: rowHeight))
      panelBottom = cancel.minY - Self.sheetMargin
    }
    panel = CGRect(x: Self.sheetMargin, y: panelBottom - y, width: width, height: y)
  }
}
