import Foundation
import Testing

@testable import GestureCore

/// A data source and delegate of `components` components of `rows` rows titled "Row r" (and
/// "C1 r" in component 1), noting every `didSelectRow`.
@MainActor
final class PickerRecorder: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
  let components: Int
  let rows: Int
  var selections: [(row: Int, component: Int)] = []

  init(components: Int = 1, rows: Int = 20) {
    self.components = components
    self.rows = rows
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { components }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    rows
  }
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    component == 0 ? "Row \(row)" : "C\(component) \(row)"
  }
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    selections.append((row, component))
  }
}

@Suite("UIPickerView: the wheel's projection, selection, spins that settle, taps on rows")
@MainActor
struct PickerViewTests {
  /// A 375 × 216 picker at (0, 100) of the harness's window: the wheel's radius is 108 pt,
  /// its middle at window y 208.
  private func scene(components: Int = 1) -> (GestureHarness, UIPickerView, PickerRecorder) {
    let harness = GestureHarness()
    let recorder = PickerRecorder(components: components)
    let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 375, height: 216))
    picker.accessibilityIdentifier = "picker"
    picker.dataSource = recorder
    picker.delegate = recorder
    harness.root.addSubview(picker)
    picker.layoutIfNeeded()
    return (harness, picker, recorder)
  }

  @Test("A row an arc d from the middle: y = R·sin(d/R), scale and alpha cos(d/R)")
  func projection() throws {
    // R = 108, d = 32 (the next row): θ = 0.296296…, sin θ = 0.291980…, cos θ = 0.956424…
    let next = try #require(PickerWheelView.placement(arc: 32, radius: 108))
    #expect(abs(next.y - 31.53382969381747) < 1e-9)
    #expect(abs(next.scale - 0.9564244535382298) < 1e-9)
    #expect(abs(next.alpha - 0.9564244535382298) < 1e-9)
    let up = try #require(PickerWheelView.placement(arc: -64, radius: 108))
    #expect(abs(up.y + 60.31945166575396) < 1e-9)
    #expect(abs(up.scale - 0.8294954706518031) < 1e-9)
    // Past a quarter turn (arc ≥ 108·π/2 = 169.6 pt) a row faces away.
    #expect(PickerWheelView.placement(arc: 170, radius: 108) == nil)
  }

  @Test("Rows on the cylinder around the selected row; 216 pt and 32 pt rows by default")
  func rowsOnTheWheel() throws {
    let (_, picker, _) = scene()
    #expect(picker.intrinsicContentSize.height == 216)
    #expect(picker.numberOfComponents == 1)
    #expect(picker.numberOfRows(inComponent: 0) == 20)
    // One component: 375 − 2 × 8 = 359 wide, 32 pt rows.
    #expect(picker.rowSize(forComponent: 0) == CGSize(width: 359, height: 32))
    picker.selectRow(3, inComponent: 0, animated: false)
    picker.layoutIfNeeded()
    let centre = try #require(picker.view(forRow: 3, forComponent: 0) as? UILabel)
    #expect(centre.text == "Row 3")
    #expect(abs(centre.center.y - 108) < 1e-9)
    #expect(centre.transform.d == 1 && centre.alpha == 1)
    #expect(centre.font.pointSize == 23)
    let below = try #require(picker.view(forRow: 4, forComponent: 0))
    #expect(abs(below.center.y - (108 + 31.53382969381747)) < 1e-9)
    #expect(abs(below.transform.d - 0.9564244535382298) < 1e-9)
    #expect(abs(below.alpha - 0.9564244535382298) < 1e-9)
    // Row 8 is 160 pt round the wheel (θ 1.481 < π/2): at 108 + 107.57, scaled 0.0892.
    let far = try #require(picker.view(forRow: 8, forComponent: 0))
    #expect(abs(far.center.y - (108 + 107.56952063437188)) < 1e-9)
    #expect(abs(far.transform.d - 0.08919614647260522) < 1e-9)
    // Row 9 (192 pt) and row 0 (−96 pt is shown; −3 rows) : 9 is past the quarter turn.
    #expect(picker.view(forRow: 9, forComponent: 0) == nil)
    #expect(picker.view(forRow: 0, forComponent: 0) != nil)
    // The band: one row tall across the margins, behind the middle row.
    #expect(picker.band.frame == CGRect(x: 8, y: 92, width: 359, height: 32))
  }

  @Test("selectRow sets selectedRow, clamps, and sends no didSelectRow")
  func programmaticSelection() {
    let (harness, picker, recorder) = scene(components: 2)
    picker.selectRow(5, inComponent: 1, animated: false)
    #expect(picker.selectedRow(inComponent: 1) == 5)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    picker.selectRow(99, inComponent: 0, animated: true)
    #expect(picker.selectedRow(inComponent: 0) == 19)
    #expect(picker.selectedRow(inComponent: 2) == -1)
    harness.run(for: 0.5)
    #expect(recorder.selections.isEmpty)
    // Two components share 375 − 16 − 5 = 354: 177 each, side by side 5 pt apart.
    #expect(picker.rowSize(forComponent: 1).width == 177)
    #expect(abs(picker.wheels[1].frame.minX - (8 + 177 + 5)) < 1e-9)
    // The wheel rests on row 19: its offset is 19 × 32 − (216 − 32) / 2 = 516.
    #expect(abs(picker.wheels[0].scroller.contentOffset.y - 516) < 1e-9)
  }

  @Test("A drag of 3 rows' travel, held and lifted, settles on row 3: didSelectRow once")
  func dragSettles() {
    let (harness, picker, recorder) = scene()
    // 106 pt upwards over 0.5 s, held still 0.3 s, lifted: 3.3 rows of travel (3 once the
    // pan's 10 pt start is taken off), no speed left at the lift.
    harness.down(187, 300, at: 0.1)
    for step in 1...10 {
      harness.move(187, 300 - CGFloat(step) * 10.6, at: 0.1 + Double(step) * 0.05)
    }
    harness.up(187, 194, at: 0.9)
    let frames = harness.run(for: 2)
    #expect(recorder.selections.count == 1)
    #expect(recorder.selections.first?.row == 3)
    #expect(recorder.selections.first?.component == 0)
    #expect(picker.selectedRow(inComponent: 0) == 3)
    #expect(abs(picker.wheels[0].scroller.contentOffset.y - (3 * 32 - 92)) < 1e-9)
    let events = frames.flatMap { $0.events("pickerView.didSelectRow") }
    #expect(events.map(\.detail) == ["picker component 0 row 3"])
  }

  @Test("A flick decelerates and snaps to a row; didSelectRow once with that row")
  func flickSnaps() {
    let (harness, picker, recorder) = scene()
    harness.down(187, 300, at: 0.1)
    harness.move(187, 280, at: 0.12)
    harness.move(187, 240, at: 0.14)
    harness.move(187, 200, at: 0.16)
    harness.up(187, 200, at: 0.16)
    harness.run(for: 4)
    #expect(recorder.selections.count == 1)
    let row = picker.selectedRow(inComponent: 0)
    #expect(row > 3)
    #expect(recorder.selections.first?.row == row)
    #expect(abs(picker.wheels[0].scroller.contentOffset.y - (CGFloat(row) * 32 - 92)) < 1e-9)
  }

  @Test("A tap 64 pt below the band turns the wheel two rows down")
  func tapOnRow() {
    let (harness, picker, recorder) = scene()
    // dy 64: arc 108·asin(64/108) = 68.5 pt, 2.14 rows: row 2.
    harness.down(187, 208 + 64, at: 0.1)
    harness.up(187, 208 + 64, at: 0.15)
    // Then a tap on the band's row, which does nothing.
    harness.down(187, 210, at: 1.1)
    harness.up(187, 210, at: 1.15)
    harness.run(for: 1.6)
    #expect(picker.selectedRow(inComponent: 0) == 2)
    #expect(recorder.selections.map(\.row) == [2])
  }

  @Test("No delegate title: the row shows '?'; no data source: no components")
  func fallbacks() throws {
    let empty = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
    #expect(empty.numberOfComponents == 0)
    #expect(empty.selectedRow(inComponent: 0) == -1)
    let recorder = PickerRecorder(rows: 3)
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
    picker.dataSource = recorder
    picker.layoutIfNeeded()
    let label = try #require(picker.view(forRow: 0, forComponent: 0) as? UILabel)
    #expect(label.text == "?")
  }
}
