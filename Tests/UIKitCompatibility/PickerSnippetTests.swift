import Foundation
import Testing
import UIKit

/// Pickers as apps use them, through the public API only.
@Suite("Corpus: pickers")
@MainActor
struct PickerSnippetTests {
  @Test("A drag of two rows on the region wheel selects Berlin; the birthday is capped at 18")
  func regionAndBirthday() {
    let harness = SnippetHarness()
    let controller = TimeZonePickerViewController()
    harness.launch(controller)
    // The wheel's middle is at y 40 + 108 = 148; 74 pt of upward drag, held still, lifted:
    // 64 pt once the pan's 10 pt start is taken off, two 32 pt rows.
    harness.drag(
      from: CGPoint(x: 187, y: 200), by: CGPoint(x: 0, y: -74), at: 0.2, duration: 0.5,
      hold: 0.3)
    harness.run(until: 3)
    #expect(controller.picker.selectedRow(inComponent: 0) == 2)
    #expect(controller.chosen.text == "Berlin")
    #expect(harness.details("pickerView.didSelectRow") == ["regions component 0 row 2"])
    // The maximum date is 18 years before the default date, and the date is clamped to it.
    #expect(controller.birthday.maximumDate != nil)
    #expect(controller.birthday.date == controller.birthday.maximumDate)
    #expect(controller.birthdays.isEmpty)
  }
}
