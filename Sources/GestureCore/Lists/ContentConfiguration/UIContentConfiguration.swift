import Foundation

/// The state a configuration adapts to, UIKit's `UIConfigurationState`: at least the trait
/// collection, and any custom values an app keeps under its own keys.
public protocol UIConfigurationState: Sendable {
  /// A state with `traitCollection` (`init(traitCollection:)`).
  init(traitCollection: UITraitCollection)
  /// The traits of the view (`traitCollection`).
  var traitCollection: UITraitCollection { get set }
  /// The app's value for `key`, or `nil` (`subscript(_:)`, iOS 14).
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The state of a cell a configuration adapts to, UIKit's `UICellConfigurationState`: the
/// view state (selected, highlighted, disabled, focused) plus the cell's editing, swiped,
/// expanded and reordering states.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
  /// The cell's traits (`traitCollection`).
  public var traitCollection: UITraitCollection
  /// Whether the cell is selected (`isSelected`).
  public var isSelected = false
  /// Whether the cell is highlighted, a finger down on it (`isHighlighted`).
  public var isHighlighted = false
  /// Whether the cell is disabled (`isDisabled`).
  public var isDisabled = false
  /// Whether the cell has focus (`isFocused`; never true here: no focus engine).
  public var isFocused = false
  /// Whether the cell is in editing mode (`isEditing`).
  public var isEditing = false
  /// Whether the cell's swipe actions are shown (`isSwiped`).
  public var isSwiped = false
  /// Whether the cell is expanded in an outline (`isExpanded`).
  public var isExpanded = false
  /// Whether the cell is being reordered (`isReordering`).
  public var isReordering = false
  private var custom = CustomStateValues()

  /// The app's value for `key`, or `nil` (`subscript(_:)`): kept with the state, compared and
  /// hashed with it; setting `nil` removes it.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom.values[key] }
    set { custom.values[key] = newValue }
  }

  /// A state with `traitCollection` and every flag false (`init(traitCollection:)`).
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }
}

/// What a view shows, as a value that makes and updates its view, UIKit's
/// `UIContentConfiguration`: a cell's (or header's) `contentConfiguration` makes its content
/// view with ``makeContentView()`` and, when the cell's state changes, replaces the
/// configuration with ``updated(for:)`` and gives it to the content view. A user's own
/// configuration type works as UIKit's ``UIListContentConfiguration`` does.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  /// A new view that shows this configuration (`makeContentView()`).
  func makeContentView() -> any UIView & UIContentView
  /// This configuration adapted to `state` (`updated(for:)`).
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration, UIKit's `UIContentView`. (UIKit requires
/// `NSObjectProtocol`; here every view answers its messages.)
@preconcurrency @MainActor
public protocol UIContentView: _ObjCProtocol {
  /// The configuration shown; setting it updates the view (`configuration`).
  var configuration: any UIContentConfiguration { get set }
  /// Whether the view can show `configuration` by being given it, rather than a new view
  /// being made (`supports(_:)`, iOS 16; default: when it is of the current configuration's
  /// type).
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// True when `configuration` is of the same type as the current one.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}

/// The content view a cell, or header and footer view, installed for its content
/// configuration: made by the configuration, added to the owner's `contentView` and sized to
/// it; a new configuration the view supports is given to it, any other replaces the view.
@MainActor
final class ContentConfigurationSlot {
  /// The installed view.
  private(set) var view: (any UIView & UIContentView)?

  /// Shows `configuration` in `container` (or removes the view for `nil`).
  func install(_ configuration: (any UIContentConfiguration)?, in container: UIView) {
    guard let configuration else {
      view?.removeFromSuperview()
      view = nil
      return
    }
    if let view, view.supports(configuration) {
      view.configuration = configuration
      return
    }
    view?.removeFromSuperview()
    let made = configuration.makeContentView()
    made.frame = container.bounds
    made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(made)
    view = made
  }

  /// Keeps the view filling `container`.
  func layout(in container: UIView) {
    guard let view, view.frame != container.bounds else { return }
    view.frame = container.bounds
  }
}
