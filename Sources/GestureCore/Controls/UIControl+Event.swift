extension UIControl {
  /// The kinds of control events, UIKit's `UIControl.Event`, with UIKit's raw values.
  public struct Event: OptionSet, Sendable, Hashable {
    /// The raw bits, as in UIKit.
    public let rawValue: UInt

    /// Events from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger touched down in the control (`touchDown`).
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger touched down again for a second tap or more (`touchDownRepeat`): sent with
    /// `touchDown` when the touch's `tapCount` is 2 or more.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger moved inside the control's bounds, slop included (`touchDragInside`).
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger moved outside them (`touchDragOutside`).
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger moved back inside (`touchDragEnter`).
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger moved outside (`touchDragExit`).
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A finger lifted inside: the tap a button acts on (`touchUpInside`).
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifted outside (`touchUpOutside`).
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The touch was cancelled, by the system or a gesture recognizer (`touchCancel`).
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed (`valueChanged`): a switch toggled, a slider moved, a refresh
    /// control began refreshing.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action (`primaryActionTriggered`): a button sends it after
    /// `touchUpInside`, a switch, a slider and a refresh control after `valueChanged`;
    /// `UIButton(primaryAction:)` registers for it.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action was triggered before the menu shows (`menuActionTriggered`, iOS 14; not
    /// sent: the simulation has no menus).
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began (`editingDidBegin`, 1 << 16): a text field's, or any control's that sends
    /// it (`sendActions(for: .editingDidBegin)`, as custom sliders do when a drag begins).
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The edited value changed (`editingChanged`, 1 << 17).
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended (`editingDidEnd`, 1 << 18).
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the return key (`editingDidEndOnExit`, 1 << 19).
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event (`allTouchEvents`, 0x0FFF).
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every editing event of a text field (`allEditingEvents`, 0xF0000).
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// The bits left to the app (`applicationReserved`, 0x0F000000).
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// The bits reserved for the system (`systemReserved`, 0xF0000000).
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event (`allEvents`, 0xFFFFFFFF).
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

    /// `touchUpInside` … for timelines.
    var names: [String] {
      Self.namedEvents.filter { contains($0.event) }.map(\.name)
    }

    /// Every single event a control sends, with its timeline name, in raw-value order.
    static let namedEvents: [(event: Event, name: String)] = [
      (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
      (.touchDragInside, "touchDragInside"),
      (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
      (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"),
      (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
      (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
      (.menuActionTriggered, "menuActionTriggered"), (.editingDidBegin, "editingDidBegin"),
      (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
      (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]
  }

  /// The states a control's appearance depends on, UIKit's `UIControl.State`.
  public struct State: OptionSet, Sendable, Hashable {
    /// The raw bits, as in UIKit.
    public let rawValue: UInt

    /// States from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No other state (`normal`, 0).
    public static let normal: State = []
    /// A finger is down on the control (`highlighted`).
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control is disabled (`disabled`).
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected (`selected`).
    public static let selected = State(rawValue: 1 << 2)
  }
}
