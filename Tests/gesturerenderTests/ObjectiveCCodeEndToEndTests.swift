import Foundation
import Testing

/// A screen written as for iOS in Xcode: `@objc` protocols with optional requirements, a
/// delegate method only a subclass implements, `#selector` target–action, `responds(to:)`,
/// KVO, a timer and a display link with selectors, `perform(_:with:afterDelay:)`, imports and
/// conditions of an iOS build.
private let iOSScreen = """
  import UIKit
  import QuartzCore
  import ObjectiveC.runtime
  import os.log

  @objc protocol BadgeDelegate: AnyObject {
    @objc optional func badgeDidTap(_ badge: BadgeView)
    @objc optional func badgeHeight(for badge: BadgeView) -> CGFloat
    func badgeTitle() -> String
  }

  class BadgeView: UIView {
    weak var delegate: BadgeDelegate?
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .systemBlue
      accessibilityIdentifier = "badge"
      addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
    }
    required init?(coder: NSCoder) { fatalError() }
    @objc private func tapped(_ recognizer: UITapGestureRecognizer) {
      delegate?.badgeDidTap?(self)
      let height = delegate?.badgeHeight?(for: self) ?? 44
      print("height \\(height) title \\(delegate?.badgeTitle() ?? "-")")
    }
  }

  final class Download: NSObject {
    @objc dynamic var progress: Double = 0
    @objc dynamic var title: String? {
      didSet { print("title did set") }
    }
  }

  class BaseController: UIViewController, BadgeDelegate, UIScrollViewDelegate {
    func badgeTitle() -> String { "base" }
  }

  #if os(iOS) && !targetEnvironment(simulator)
  final class ScreenController: BaseController {
    let badge = BadgeView(frame: CGRect(x: 40, y: 100, width: 120, height: 60))
    let scroller = UIScrollView(frame: CGRect(x: 0, y: 300, width: 320, height: 200))
    var observation: NSKeyValueObservation?
    var progressObservation: NSKeyValueObservation?
    let download = Download()
    var ticks = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(badge)
      badge.delegate = self
      scroller.contentSize = CGSize(width: 320, height: 800)
      scroller.delegate = self
      view.addSubview(scroller)
      observation = scroller.observe(\\.contentOffset, options: [.new]) { _, change in
        print("kvo \\(change.newValue?.y ?? -1)")
      }
      progressObservation = download.observe(\\.progress, options: [.old, .new]) { _, change in
        print("progress \\(change.oldValue ?? -1) → \\(change.newValue ?? -1)")
      }
      download.addObserver(self, forKeyPath: #keyPath(Download.title), options: [.new], context: nil)
      download.progress = 0.5
      download.title = "report.pdf"
      print("responds \\(responds(to: #selector(badgeDidTap(_:)))) \\(responds(to: Selector(("nothing"))))")
      Timer.scheduledTimer(
        timeInterval: 0.05, target: self, selector: #selector(fire(_:)), userInfo: nil, repeats: false)
      perform(#selector(later), with: nil, afterDelay: 0.1)
      let link = CADisplayLink(target: self, selector: #selector(tick))
      link.add(to: .main, forMode: .common)
      NotificationCenter.default.addObserver(
        self, selector: #selector(refreshed(_:)), name: .init("refreshed"), object: nil)
      NotificationCenter.default.post(name: .init("refreshed"), object: nil, userInfo: ["n": 3])
    }
    override func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {
      print("observed \\(keyPath ?? "-") \\(change?[.newKey] as? String ?? "-")")
    }
    @objc func refreshed(_ note: Notification) { print("note \\(note.userInfo?["n"] ?? 0)") }
    func badgeDidTap(_ badge: BadgeView) { print("tapped in subclass") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { print("delegate \\(scrollView.contentOffset.y)") }
    @objc func fire(_ timer: Timer) { print("timer") }
    @objc func later() { scroller.contentOffset.y = 40 }
    @objc func tick(_ link: CADisplayLink) {
      ticks += 1
      if ticks == 3 { print("third frame at \\(link.timestamp)"); link.invalidate() }
    }
  }
  #endif

  """

private let scenarioText = """
  {
    "version": 1,
    "name": "ios",
    "code": ["Screen.swift"],
    "rootViewController": "ScreenController",
    "script": [{"wait": 0.2}, {"tap": {"on": "badge"}}, {"wait": 0.2}]
  }
  """

@Suite("iOS code as written: selectors, @objc protocols, KVO, timers, through the built CLI")
struct ObjectiveCCodeEndToEndTests {
  @Test("The screen compiles unchanged and prints what it prints on a device")
  func iOSScreenRuns() throws {
    let project = try CodeProject(files: ["Screen.swift": iOSScreen, "ios.json": scenarioText])
    defer { project.remove() }
    let run = try project.run(["ios.json", "-o", "out", "--fps", "20", "--no-page"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let lines = try printed(project.contents("out/timeline.json"))
    #expect(
      lines == [
        // The delayed perform is due at 0.1 s, before that frame's display links.
        "progress 0.0 → 0.5", "title did set", "observed title report.pdf",
        "responds true false", "note 3", "timer", "delegate 40.0", "kvo 40.0", "third frame at 0.1",
        "tapped in subclass", "height 44.0 title base",
      ], "\(lines)")
  }

  @Test("A compile error inside a rewritten line names the user's line and column")
  func compileErrorColumn() throws {
    // `#selector(tapped(_:))` (21 bytes) becomes `Selector("tapped:")` (19): the error after it,
    // at column 47 of the prepared line, is reported at its column in the file as written, 49.
    let project = try CodeProject(files: [
      "Screen.swift": """
      import UIKit
      final class ScreenController: UIViewController {
        @objc func tapped(_ g: UITapGestureRecognizer) {}
        override func viewDidLoad() {
          let s = #selector(tapped(_:)); let n: Int = "x"
        }
      }

      """,
      "ios.json": scenarioText,
    ])
    defer { project.remove() }
    let run = try project.run(["ios.json", "-o", "out"])
    #expect(run.exitCode == 65)
    #expect(
      run.standardError.hasPrefix(
        "Screen.swift:5:49: error: cannot convert value of type 'String' to specified type 'Int'"),
      "\(run.standardError)")
    // The quoted line is the line as written, the caret under the user's column.
    #expect(
      run.standardError.contains(
        """
            let s = #selector(tapped(_:)); let n: Int = "x"
                                                        ^~~

        """), "\(run.standardError)")
    #expect(!run.standardError.contains("use -v to see invocation"))
  }

  @Test("A trap in a method reached through a selector names that method's line")
  func trapThroughSelector() throws {
    let project = try CodeProject(files: [
      "Screen.swift": """
      import UIKit
      final class ScreenController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          perform(#selector(explode), with: nil, afterDelay: 0.05)
        }
        @objc func explode() {
          let values: [Int] = []
          print(values[3])
        }
      }

      """,
      "ios.json": scenarioText,
    ])
    defer { project.remove() }
    let run = try project.run(["ios.json", "-o", "out", "--no-page"])
    #expect(run.exitCode != 0)
    #expect(run.standardError.contains("Screen.swift:9"), "\(run.standardError)")
    #expect(run.standardError.contains("explode"), "\(run.standardError)")
  }

  @Test("A selector no method has stops the run with iOS's message, located")
  func unrecognizedSelector() throws {
    let project = try CodeProject(files: [
      "Screen.swift": """
      import UIKit
      final class ScreenController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          perform(Selector(("missing:")), with: nil, afterDelay: 0.05)
        }
      }

      """,
      "ios.json": scenarioText,
    ])
    defer { project.remove() }
    let run = try project.run(["ios.json", "-o", "out", "--no-page"])
    #expect(run.exitCode != 0)
    #expect(
      run.standardError.contains(
        "-[ScreenController missing:]: unrecognized selector sent to instance of ScreenController"),
      "\(run.standardError)")
  }

  @Test("Swizzling is a located compile-time error, exit 65")
  func swizzling() throws {
    let project = try CodeProject(files: [
      "Screen.swift": """
      import UIKit
      import ObjectiveC
      final class ScreenController: UIViewController {
        static func swap(_ a: Method, _ b: Method) {
          method_exchangeImplementations(a, b)
        }
      }

      """,
      "ios.json": scenarioText,
    ])
    defer { project.remove() }
    let run = try project.run(["ios.json", "-o", "out"])
    #expect(run.exitCode == 65)
    #expect(
      run.standardError.hasPrefix(
        "Screen.swift:5:5: error: 'method_exchangeImplementations' cannot be emulated"),
      "\(run.standardError)")
    #expect(!project.exists("out"))
  }

  @Test("The language mode is Swift 5 unless the scenario says 6")
  func languageMode() throws {
    // UIKit from a nonisolated function and a global variable: both accepted in the Swift 5
    // mode, as Xcode compiles an app target; the global is an error in the Swift 6 mode.
    let code = """
      import UIKit
      var paintCount = 0
      func paint(_ view: UIView) {
        view.backgroundColor = .red
        paintCount += 1
      }
      final class ScreenController: UIViewController {
        override func viewDidLoad() { paint(view) }
      }

      """
    let waiting = scenarioText.replacingOccurrences(
      of: #"[{"wait": 0.2}, {"tap": {"on": "badge"}}, {"wait": 0.2}]"#, with: #"[{"wait": 0.1}]"#)
    let project = try CodeProject(files: [
      "Screen.swift": code, "ios.json": waiting,
      "ios6.json": waiting.replacingOccurrences(
        of: #""code": ["Screen.swift"],"#,
        with: #""code": ["Screen.swift"], "swiftLanguageMode": 6,"#),
    ])
    defer { project.remove() }
    let five = try project.run(["ios.json", "-o", "five", "--no-page"])
    #expect(five.exitCode == 0, "\(five.standardError)")
    let six = try project.run(["ios6.json", "-o", "six", "--no-page"])
    #expect(six.exitCode == 65)
    #expect(
      six.standardError.contains(
        "Screen.swift:2:5: error: var 'paintCount' is not concurrency-safe because it is "
          + "nonisolated global shared mutable state"), "\(six.standardError)")
  }
}
