import Foundation

/// A control that shows a title and sends `touchUpInside` when tapped, UIKit's `UIButton` of
/// type `.custom` (the type `UIButton()` creates).
///
/// The title is drawn by ``titleLabel``, a centered label filling the bounds. Titles and title
/// colours are set per state (``setTitle(_:for:)``, ``setTitleColor(_:for:)``) and fall back
/// to the normal state's. A custom button's default title colour is white and its default font
/// the 15 pt system font.
///
/// While highlighted (a finger down on it) the title is dimmed: drawn with the highlighted
/// title colour when one is set, else with the normal colour at ``highlightedTitleOpacity``.
/// UIKit does not document the dimming of a custom button's title; the factor is a working
/// assumption.
open class UIButton: UIControl {
  /// The label that draws the title (`titleLabel`). Not interactive, so touches reach the
  /// button.
  public let titleLabel = UILabel()
  private var titles: [State: String] = [:]
  private var titleColors: [State: CGColor] = [:]

  /// The opacity the normal title colour is drawn with while highlighted when no highlighted
  /// colour is set (working assumption 0.5).
  public var highlightedTitleOpacity = 0.5 { didSet { updateTitle() } }

  /// A custom-type button with the given frame, points.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// A custom-type button with a zero frame (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// The defaults both initializers set.
  private func setUp() {
    titleLabel.textAlignment = .center
    titleLabel.font = DisplayFont(size: 15)
    titleLabel.frame = bounds
    titleColors[.normal] = .white
    addSubview(titleLabel)
    updateTitle()
  }

  /// Sets the title shown in `state` (`setTitle(_:for:)`).
  public func setTitle(_ title: String?, for state: State) {
    titles[state] = title
    updateTitle()
  }

  /// The title for `state`, falling back to normal (`title(for:)`).
  public func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

  /// Sets the title colour used in `state` (`setTitleColor(_:for:)`).
  public func setTitleColor(_ color: CGColor?, for state: State) {
    titleColors[state] = color
    updateTitle()
  }

  /// The title colour set for `state`, falling back to normal (`titleColor(for:)`).
  public func titleColor(for state: State) -> CGColor? { titleColors[state] ?? titleColors[.normal] }

  /// The title shown now (`currentTitle`).
  public var currentTitle: String? { titleLabel.text }

  /// The title colour shown now (`currentTitleColor`).
  public var currentTitleColor: CGColor { titleLabel.textColor }

  /// Keeps the title label filling the bounds.
  open override func viewGeometryDidChange() {
    super.viewGeometryDidChange()
    let target = CGRect(origin: .zero, size: bounds.size)
    if titleLabel.frame != target { titleLabel.frame = target }
  }

  /// Updates the title for the new state.
  open override func controlStateDidChange() {
    super.controlStateDidChange()
    updateTitle()
  }

  private func updateTitle() {
    let current = state
    titleLabel.text = titles[current] ?? titles[.normal]
    let normal = titleColors[.normal] ?? .white
    if let exact = titleColors[current] {
      titleLabel.textColor = exact
    } else if current.contains(.highlighted) {
      titleLabel.textColor = normal.multipliedAlpha(highlightedTitleOpacity)
    } else {
      titleLabel.textColor = normal
    }
  }
}
