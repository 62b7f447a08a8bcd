import Foundation

/// The modifier keys of a key command (`UIKeyModifierFlags`, UIKit's raw values).
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  /// Wraps a raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Caps Lock (`alphaShift`).
  public nonisolated static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  /// Shift (`shift`).
  public nonisolated static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  /// Control (`control`).
  public nonisolated static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// Option (`alternate`).
  public nonisolated static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// Command (`command`).
  public nonisolated static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  /// A key of the numeric keypad (`numericPad`).
  public nonisolated static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A hardware-keyboard shortcut a responder offers (`UIKeyCommand`): a key, its modifiers and
/// the action sent up the responder chain when pressed.
///
/// The simulated device has no hardware keyboard and the scenario format has no key presses,
/// so commands are made, kept and read back (``UIResponder/keyCommands``) but never performed;
/// no warning is needed, as nothing the code asks for is left undone in a touch-only run
/// (docs/uikit-code.md, "Hardware keyboard").
///
/// Apple: https://developer.apple.com/documentation/uikit/uikeycommand
@preconcurrency @MainActor
open class UIKeyCommand: UIMenuElement {
  /// The key (`input`): a character, or one of the `input…` constants.
  open private(set) var input: String?
  /// The modifier keys held with it (`modifierFlags`).
  open private(set) var modifierFlags: UIKeyModifierFlags
  /// The message sent up the responder chain (`action`).
  open private(set) var action: Selector?
  /// The title shown in the keyboard shortcuts overlay (`discoverabilityTitle`).
  open var discoverabilityTitle: String?
  /// A value for the action to read (`propertyList`).
  open private(set) var propertyList: Any?
  /// Whether the command is handled before the system's own use of the key
  /// (`wantsPriorityOverSystemBehavior`, iOS 15; default false).
  open var wantsPriorityOverSystemBehavior = false
  /// The menu element attributes (`attributes`).
  open var attributes: UIMenuElement.Attributes = []
  /// The menu element state (`state`).
  open var state: UIMenuElement.State = .off

  /// The title (`title`), settable on a key command.
  open override var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }

  /// A command for `input` with `modifierFlags` sending `action`
  /// (`init(input:modifierFlags:action:)`).
  public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.input = input
    self.modifierFlags = modifierFlags
    self.action = action
    super.init(title: "", subtitle: nil, image: nil)
  }

  /// A command with a title shown in the shortcuts overlay
  /// (`init(input:modifierFlags:action:discoverabilityTitle:)`, deprecated in iOS 13).
  public convenience init(
    input: String, modifierFlags: UIKeyModifierFlags, action: Selector,
    discoverabilityTitle: String
  ) {
    self.init(input: input, modifierFlags: modifierFlags, action: action)
    self.discoverabilityTitle = discoverabilityTitle
  }

  /// A command with a title and an image, as a menu shows it
  /// (`init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)`).
  public convenience init(
    title: String = "", image: UIImage? = nil, action: Selector, input: String,
    modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
    alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
  ) {
    self.init(input: input, modifierFlags: modifierFlags, action: action)
    self.storedTitle = title
    self.storedImage = image
    self.propertyList = propertyList
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
  }

  /// The up arrow key (`inputUpArrow`).
  public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
  /// The down arrow key (`inputDownArrow`).
  public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
  /// The left arrow key (`inputLeftArrow`).
  public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// The right arrow key (`inputRightArrow`).
  public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"
  /// The Escape key (`inputEscape`).
  public nonisolated static let inputEscape = "UIKeyInputEscape"
  /// The Page Up key (`inputPageUp`).
  public nonisolated static let inputPageUp = "UIKeyInputPageUp"
  /// The Page Down key (`inputPageDown`).
  public nonisolated static let inputPageDown = "UIKeyInputPageDown"
  /// The Home key (`inputHome`).
  public nonisolated static let inputHome = "UIKeyInputHome"
  /// The End key (`inputEnd`).
  public nonisolated static let inputEnd = "UIKeyInputEnd"
  /// The Delete key (`inputDelete`, iOS 15).
  public nonisolated static let inputDelete = "UIKeyInputDelete"
  /// The F1 key (`f1`).
  public nonisolated static let f1 = "UIKeyInputF1"
  /// The F2 key (`f2`).
  public nonisolated static let f2 = "UIKeyInputF2"
  /// The F3 key (`f3`).
  public nonisolated static let f3 = "UIKeyInputF3"
  /// The F4 key (`f4`).
  public nonisolated static let f4 = "UIKeyInputF4"
  /// The F5 key (`f5`).
  public nonisolated static let f5 = "UIKeyInputF5"
  /// The F6 key (`f6`).
  public nonisolated static let f6 = "UIKeyInputF6"
  /// The F7 key (`f7`).
  public nonisolated static let f7 = "UIKeyInputF7"
  /// The F8 key (`f8`).
  public nonisolated static let f8 = "UIKeyInputF8"
  /// The F9 key (`f9`).
  public nonisolated static let f9 = "UIKeyInputF9"
  /// The F10 key (`f10`).
  public nonisolated static let f10 = "UIKeyInputF10"
  /// The F11 key (`f11`).
  public nonisolated static let f11 = "UIKeyInputF11"
  /// The F12 key (`f12`).
  public nonisolated static let f12 = "UIKeyInputF12"
}

/// Another action of a command, performed with other modifier keys (`UICommandAlternate`).
@preconcurrency @MainActor
open class UICommandAlternate {
  /// The title (`title`).
  public let title: String
  /// The action (`action`).
  public let action: Selector
  /// The modifier keys that pick it (`modifierFlags`).
  public let modifierFlags: UIKeyModifierFlags

  /// An alternate (`init(title:action:modifierFlags:)`).
  public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
    self.title = title
    self.action = action
    self.modifierFlags = modifierFlags
  }
}
