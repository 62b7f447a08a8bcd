import Foundation
import Testing

@testable import GestureCore

@Suite("Editing control events: UIKit's raw values, sent and recorded by name")
@MainActor
struct EditingEventTests {
  @Test("editingDidBegin … editingDidEndOnExit are bits 16–19, together allEditingEvents")
  func rawValues() {
    let editing: [UIControl.Event] = [
      .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
    ]
    #expect(editing.map(\.rawValue) == [0x1_0000, 0x2_0000, 0x4_0000, 0x8_0000])
    #expect(UIControl.Event(editing) == .allEditingEvents)
    #expect(UIControl.Event.editingDidBegin.names == ["editingDidBegin"])
    #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
  }

  @Test("A control that sends editingDidBegin calls the actions registered for it")
  func sent() {
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var received: [String] = []
    control.addAction(UIAction { _ in received.append("began") }, for: .editingDidBegin)
    control.addAction(UIAction { _ in received.append("ended") }, for: .editingDidEnd)
    control.sendActions(for: .editingDidBegin)
    control.sendActions(for: .editingDidEnd)
    #expect(received == ["began", "ended"])
  }
}
