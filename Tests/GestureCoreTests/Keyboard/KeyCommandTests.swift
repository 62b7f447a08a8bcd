import Foundation
import Testing

@testable import GestureCore

@MainActor
private final class EscapableController: UIViewController {
  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: "close"),
      UIKeyCommand(
        title: "Next", action: "next", input: UIKeyCommand.inputRightArrow,
        modifierFlags: [.command, .shift], discoverabilityTitle: "Next Photo"),
    ]
  }
}

@Suite("UIKeyCommand: keys, modifiers and actions a responder declares, kept and read back")
@MainActor
struct KeyCommandTests {
  @Test("Commands keep their input, flags, action and titles; responders have none by default")
  func declared() throws {
    #expect(UIResponder().keyCommands == nil)
    let commands = try #require(EscapableController().keyCommands)
    #expect(commands.map(\.input) == ["UIKeyInputEscape", "UIKeyInputRightArrow"])
    #expect(commands[0].modifierFlags == [])
    #expect(commands[0].action == Selector("close"))
    #expect(commands[1].modifierFlags.rawValue == 0x0002_0000 | 0x0010_0000)
    #expect(commands[1].title == "Next")
    #expect(commands[1].discoverabilityTitle == "Next Photo")
  }

  @Test("UIKit's raw values: the input constants and the modifier bits 16 to 21")
  func rawValues() {
    #expect(UIKeyCommand.inputUpArrow == "UIKeyInputUpArrow")
    #expect(UIKeyCommand.inputPageDown == "UIKeyInputPageDown")
    #expect(UIKeyCommand.f12 == "UIKeyInputF12")
    #expect(UIKeyModifierFlags.alphaShift.rawValue == 65_536)
    #expect(UIKeyModifierFlags.command.rawValue == 1_048_576)
    #expect(UIKeyModifierFlags.numericPad.rawValue == 2_097_152)
  }
}
