import Foundation
import GestureCore
import Testing

@testable import Scenario

/// A window with a Log In button, a Wi-Fi switch and a label, and a table of three rows,
/// fed hand-made frames at 10 fps to an ``ExpectationRecorder``.
@MainActor
private final class Screen {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let button = UIButton(type: .system)
  let toggle = UISwitch()
  let title = UILabel(frame: CGRect(x: 16, y: 20, width: 200, height: 30))
  let table = UITableView(frame: CGRect(x: 0, y: 300, width: 375, height: 300))
  let rows = RowSource()

  init() {
    title.text = "Settings"
    title.accessibilityIdentifier = "title"
    title.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    title.backgroundColor = UIColor(white: 0, alpha: 0.5)
    button.setTitle("Log In", for: .normal)
    button.frame = CGRect(x: 16, y: 100, width: 200, height: 44)
    button.accessibilityIdentifier = "logIn"
    toggle.frame.origin = CGPoint(x: 300, y: 60)
    toggle.accessibilityIdentifier = "wifi"
    table.dataSource = rows
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.accessibilityIdentifier = "list"
    for view in [title, button, toggle, table] as [UIView] { window.addSubview(view) }
    window.layoutIfNeeded()
  }

  func results(_ expect: [String], change: (Int) -> Void = { _ in }) throws -> [String?] {
    let json =
      "{\"version\": 1, \"fps\": 10, \"duration\": 0.2, \"expect\": [\n  "
      + expect.joined(separator: ",\n  ") + "\n]}"
    let scenario = try Scenario.decode(Data(json.utf8), file: "s.json")
    let recorder = ExpectationRecorder(expectations: scenario.expectations, framesPerSecond: 10)
    for k in 0..<3 {
      change(k)
      recorder.observe(
        Frame(
          index: k, time: Double(k) / 10, canvasSize: window.bounds.size,
          backgroundColor: .white, items: []), in: window)
    }
    return recorder.results(isSettled: true).map(\.line)
  }
}

@MainActor
private final class RowSource: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

@Suite("Expectations on accessibility, text and colours; row references; element order")
@MainActor
struct AccessibilityExpectationTests {
  @Test("Label, value and traits hold, and fail with the value seen, quoted")
  func accessibilityProperties() throws {
    let screen = Screen()
    let lines = try screen.results([
      #"{"view": "logIn", "accessibilityLabel": "Log In", "accessibilityTraits": ["button"], "at": 0}"#,
      #"{"view": "wifi", "accessibilityValue": "0", "accessibilityLabel": null, "at": 0}"#,
      #"{"view": "logIn", "accessibilityLabel": "Sign In", "at": 0}"#,
      #"{"view": "wifi", "accessibilityTraits": ["selected", "button"], "at": 0.2}"#,
      #"{"view": "wifi", "accessibilityValue": "1", "at": 0.2}"#,
    ]) { k in screen.toggle.isOn = k == 2 }
    #expect(lines[0] == nil && lines[1] == nil && lines[4] == nil)
    #expect(
      lines[2]
        == "s.json:4:3: expect[2]: logIn accessibilityLabel at 0.000 s is \"Log In\", expected "
        + "\"Sign In\"; first wrong at frame 0 (0.000 s)")
    #expect(
      lines[3]
        == "s.json:5:3: expect[3]: wifi accessibilityTraits at 0.200 s is [button], expected "
        + "[button, selected]; first wrong at frame 0 (0.000 s)")
  }

  @Test("A label's text, its textColor and backgroundColor as #RRGGBB(AA)")
  func textAndColours() throws {
    let screen = Screen()
    let lines = try screen.results([
      ##"{"view": "title", "text": "Settings", "textColor": "#f00", "at": 0}"##,
      ##"{"view": "title", "backgroundColor": "#00000080", "at": 0}"##,
      ##"{"view": "title", "textColor": "#FF0001", "at": 0}"##,
      #"{"view": "logIn", "backgroundColor": "none", "text": "Log In", "at": 0}"#,
      #"{"view": "wifi", "text": "x", "at": 0}"#,
    ])
    #expect(lines[0] == nil && lines[1] == nil && lines[3] == nil)
    #expect(
      lines[2]
        == "s.json:4:3: expect[2]: title textColor at 0.000 s is #FF0000, expected #FF0001; "
        + "first wrong at frame 0 (0.000 s)")
    #expect(
      lines[4]
        == "s.json:6:3: expect[4]: wifi text at 0.000 s: 'wifi' is a UISwitch, not a UILabel, "
        + "UITextField or UIButton, so it has no text; first wrong at frame 0 (0.000 s)")
  }

  @Test("row:S/R reads the cell shown for the row, and says when there is none")
  func rowReference() throws {
    let screen = Screen()
    let lines = try screen.results([
      #"{"view": "row:0/1", "frame": [0, 44, 375, 44], "at": 0}"#,
      #"{"view": "row:0/7", "alpha": 1, "at": 0}"#,
      #"{"view": "item:0/0", "alpha": 1, "at": 0}"#,
      #"{"view": "item:zero", "alpha": 1, "at": 0}"#,
    ])
    #expect(lines[0] == nil)
    #expect(
      lines[1]
        == "s.json:3:3: expect[1]: row:0/7 alpha at 0.000 s: table view 'list' shows no cell "
        + "for row 0/7; visible rows: 0/0…0/2; first wrong at frame 0 (0.000 s)")
    #expect(
      lines[2]
        == "s.json:4:3: expect[2]: item:0/0 alpha at 0.000 s: the window has no collection "
        + "view; first wrong at frame 0 (0.000 s)")
    #expect(
      lines[3]
        == "s.json:5:3: expect[3]: item:zero alpha at 0.000 s: 'item:zero' is not an item "
        + "target: write item:SECTION/ITEM, e.g. item:0/3; first wrong at frame 0 (0.000 s)")
  }

  @Test("accessibilityElements: the order VoiceOver reads, and the first place that differs")
  func elementOrder() throws {
    let screen = Screen()
    screen.table.isHidden = true
    let lines = try screen.results([
      #"{"accessibilityElements": ["Settings", "off, switch button", "Log In, button"], "at": 0}"#,
      #"{"accessibilityElements": ["Settings", "Log In, button"], "at": 0}"#,
      #"{"accessibilityElements": ["Settings", "on, switch button", "Log In, button"], "at": 0}"#,
    ])
    #expect(lines[0] == nil)
    #expect(
      lines[1]
        == "s.json:3:3: expect[1]: VoiceOver element 2 at 0.000 s is \"off, switch button\", "
        + "expected \"Log In, button\"; first wrong at frame 0 (0.000 s)")
    #expect(
      lines[2]
        == "s.json:4:3: expect[2]: VoiceOver element 2 at 0.000 s is \"off, switch button\", "
        + "expected \"on, switch button\"; first wrong at frame 0 (0.000 s)")
  }

  @Test("Bad entries name their JSON path")
  func formatErrors() {
    func error(_ entry: String) -> String {
      let json = "{\"version\": 1, \"fps\": 10, \"duration\": 1, \"expect\": [\n" + entry + "\n]}"
      do {
        _ = try Scenario.decode(Data(json.utf8), file: "s.json")
        return "no error"
      } catch {
        return error.description
      }
    }
    #expect(
      error(#"{"view": "b", "accessibilityTraits": ["buton"], "at": 0}"#)
        == "s.json:2:38: error: expect[0].accessibilityTraits: unknown accessibility trait "
        + "'buton'; did you mean 'button'?")
    #expect(
      error(#"{"view": "b", "textColor": "red", "at": 0}"#)
        == "s.json:2:28: error: expect[0].textColor: textColor is a colour as #RGB, #RRGGBB or "
        + "#RRGGBBAA, or \"none\" (got 'red')")
    #expect(
      error(#"{"accessibilityElements": ["A"], "view": "b", "at": 0}"#)
        == "s.json:2:34: error: expect[0].view: 'view' is not part of an accessibility "
        + "expectation; it takes 'accessibilityElements', 'at', 'atFrame', 'during'")
  }
}
