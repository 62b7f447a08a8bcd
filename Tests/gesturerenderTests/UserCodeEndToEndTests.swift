import Foundation
import Testing

/// A scenario directory with Swift files, rendered by the built CLI with its own code cache.
struct CodeProject {
  let directory: URL
  let cache: URL

  init(files: [String: String]) throws {
    directory = try ToolRunner.makeTemporaryDirectory()
    cache = directory.appendingPathComponent("cache")
    for (name, text) in files {
      try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
  }

  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ToolRunner.Result {
    try ToolRunner.run(
      arguments, in: directory,
      environment: ["GESTURERENDER_CACHE": cache.path].merging(environment) { $1 })
  }

  /// Replaces the file `name` of the project with `text`.
  func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: directory.appendingPathComponent(name))
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path)
  }

  func contents(_ path: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(path))
  }

  func remove() { try? FileManager.default.removeItem(at: directory) }
}

private let cardController = """
  import UIKit

  final class CardViewController: UIViewController {
    private let card = UIView(frame: CGRect(x: 40, y: 80, width: 120, height: 120))

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      card.backgroundColor = .systemBlue
      card.accessibilityIdentifier = "card"
      view.addSubview(card)
      card.addGestureRecognizer(
        UIPanGestureRecognizer(target: self, action: CardViewController.pan))
      print("loaded", view.bounds.width)
    }

    func pan(_ recognizer: UIPanGestureRecognizer) {
      let translation = recognizer.translation(in: view)
      card.center.x += translation.x
      card.center.y += translation.y
      recognizer.setTranslation(.zero, in: view)
    }
  }

  """

private func scenario(_ root: String, script: String, extra: String = "") -> String {
  """
  {
    "version": 1,
    "name": "card",
    "code": ["Card.swift"],
    "rootViewController": "\(root)",\(extra)
    "script": \(script)
  }
  """
}

@Suite("Scenarios that run the user's Swift code, through the built CLI")
struct UserCodeEndToEndTests {
  @Test("The code compiles, runs, prints into the timeline; a warm run reuses the cache")
  func compilesAndRuns() throws {
    let project = try CodeProject(files: [
      "Card.swift": cardController,
      "card.json": scenario(
        "CardViewController",
        script: #"[{"drag": {"from": "card", "by": [0, 100], "duration": 0.5}}]"#),
    ])
    defer { project.remove() }
    let cold = try project.run(["card.json", "-o", "cold", "--fps", "10"])
    #expect(cold.exitCode == 0, "\(cold.standardError)")
    #expect(cold.standardOutput.hasPrefix("card: compiled 1 file of Swift code\n"))
    let warm = try project.run(["card.json", "-o", "warm", "--fps", "10"])
    #expect(warm.exitCode == 0, "\(warm.standardError)")
    #expect(!warm.standardOutput.contains("compiled"))
    // Same code, same scenario: the same bytes.
    #expect(try project.contents("cold/timeline.json") == project.contents("warm/timeline.json"))
    #expect(try project.contents("cold/frame-0005.png") == project.contents("warm/frame-0005.png"))
    let timeline = String(decoding: try project.contents("warm/timeline.json"), as: UTF8.self)
    #expect(timeline.contains(#"{"detail":"loaded 375.0","kind":"print","time":0}"#))
    // The pan follows the finger after the 10 pt hysteresis: 100 − 10 = 90 pt down.
    let last = timeline.split(separator: "\n").last { $0.hasPrefix("{\"events\"") }
    #expect(last?.contains(#""center":[100,230],"hidden":false,"id":"card""#) == true)
  }

  @Test("The same code run from another working directory is not compiled again")
  func cacheKeyIgnoresWorkingDirectory() throws {
    let project = try CodeProject(files: [
      "Card.swift": cardController, "card.json": scenario("CardViewController", script: "[]"),
    ])
    defer { project.remove() }
    let here = try project.run(["card.json", "-o", "here", "--frames", "0"])
    #expect(here.exitCode == 0, "\(here.standardError)")
    #expect(here.standardOutput.hasPrefix("card: compiled 1 file of Swift code\n"))
    let name = project.directory.lastPathComponent
    let above = try ToolRunner.run(
      ["\(name)/card.json", "-o", "\(name)/above", "--frames", "0"],
      in: project.directory.deletingLastPathComponent(),
      environment: ["GESTURERENDER_CACHE": project.cache.path])
    #expect(above.exitCode == 0, "\(above.standardError)")
    #expect(!above.standardOutput.contains("compiled"), "\(above.standardOutput)")
    let entries = try FileManager.default.contentsOfDirectory(atPath: project.cache.path)
      .filter { !$0.hasPrefix(".") && $0 != "module-cache" }
    #expect(entries.count == 1, "\(entries)")
  }

  @Test("A compile error is the compiler's own located message, exit 65, nothing written")
  func compileError() throws {
    let project = try CodeProject(files: [
      "Card.swift": cardController.replacingOccurrences(
        of: "card.backgroundColor = .systemBlue", with: "card.backgroundColor = 42"),
      "card.json": scenario("CardViewController", script: "[]"),
    ])
    defer { project.remove() }
    let run = try project.run(["card.json", "-o", "out"])
    #expect(run.exitCode == 65)
    #expect(
      run.standardError.hasPrefix(
        """
        Card.swift:9:28: error: cannot assign value of type 'Int' to type 'UIColor'
            card.backgroundColor = 42
                                   ^~

        """), "\(run.standardError)")
    #expect(
      run.standardError.hasSuffix(
        "card.json: error: code: the scenario's Swift code does not compile\n"))
    #expect(!project.exists("out"))
  }

  @Test("A class the code does not declare is a located error naming the candidates")
  func missingClass() throws {
    let project = try CodeProject(files: [
      "Card.swift": cardController, "card.json": scenario("CardController", script: "[]"),
    ])
    defer { project.remove() }
    let run = try project.run(["card.json", "-o", "out"])
    #expect(run.exitCode == 65)
    #expect(
      run.standardError
        == "card.json:5:25: error: rootViewController: class 'CardController' is not declared "
        + "in the code (UIViewController subclasses in the code: CardViewController)\n")
    #expect(!project.exists("out"))
  }

  @Test("A class the scenario cannot create with init() is a located error with the reason")
  func classWithoutPlainInitializer() throws {
    let project = try CodeProject(files: [
      "Card.swift": """
      import UIKit

      final class CardViewController: UIViewController {
        init(model: String) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError() }
      }

      """,
      "card.json": scenario("CardViewController", script: "[]"),
    ])
    defer { project.remove() }
    let run = try project.run(["card.json", "-o", "out"])
    #expect(run.exitCode == 65)
    #expect(
      run.standardError
        == "card.json:5:25: error: rootViewController: class 'CardViewController' cannot be "
        + "created with CardViewController(): missing argument for parameter 'model' in call\n"
        + "Card.swift:4:3: note: 'init(model:)' declared here\n", "\(run.standardError)")
    #expect(!project.exists("out"))
  }

  @Test("A damaged library in the cache is rebuilt; a killed run's leftovers are removed")
  func cacheRepairsItself() throws {
    let project = try CodeProject(files: [
      "Card.swift": cardController, "card.json": scenario("CardViewController", script: "[]"),
    ])
    defer { project.remove() }
    // Left by processes that no longer run (pids above Linux's largest, 4,194,304).
    let building = project.cache.appendingPathComponent(".building-99999999-A")
    let progress = project.cache.appendingPathComponent(".progress-99999999-B")
    try FileManager.default.createDirectory(at: building, withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: progress.path, contents: Data()))
    let first = try project.run(["card.json", "-o", "first", "--frames", "0"])
    #expect(first.exitCode == 0, "\(first.standardError)")
    #expect(!FileManager.default.fileExists(atPath: building.path))
    #expect(!FileManager.default.fileExists(atPath: progress.path))
    let entries = try FileManager.default.contentsOfDirectory(atPath: project.cache.path)
      .filter { !$0.hasPrefix(".") && $0 != "module-cache" }
    #expect(entries.count == 1)
    // A disk that filled up while the library was copied leaves it short.
    let library = project.cache.appendingPathComponent("\(entries[0])/libUserCode.so")
    let handle = try FileHandle(forWritingTo: library)
    try handle.truncate(atOffset: 4096)
    try handle.close()
    let second = try project.run(["card.json", "-o", "second", "--frames", "0"])
    #expect(second.exitCode == 0, "\(second.standardError)")
    #expect(second.standardOutput.hasPrefix("card: compiled 1 file of Swift code\n"))
    #expect(
      try project.contents("first/frame-0000.png") == project.contents("second/frame-0000.png"))
  }

  @Test("A library changed or planted in the cache is not loaded: the entry is rebuilt")
  func plantedLibraryIsRebuilt() throws {
    let project = try CodeProject(files: [
      "Card.swift": cardController, "card.json": scenario("CardViewController", script: "[]"),
    ])
    defer { project.remove() }
    let first = try project.run(["card.json", "-o", "first", "--frames", "0"])
    #expect(first.exitCode == 0, "\(first.standardError)")
    let fileManager = FileManager.default
    let entries = try fileManager.contentsOfDirectory(atPath: project.cache.path)
      .filter { !$0.hasPrefix(".") && $0 != "module-cache" }
    #expect(entries.count == 1)
    let entry = project.cache.appendingPathComponent(entries[0])
    let library = entry.appendingPathComponent("libUserCode.so")
    // Changed in place, same size: another library under the key.
    var bytes = try Data(contentsOf: library)
    bytes[bytes.count - 1] ^= 0xFF
    try bytes.write(to: library)
    chmod(library.path, 0o755)
    let changed = try project.run(["card.json", "-o", "changed", "--frames", "0"])
    #expect(changed.exitCode == 0, "\(changed.standardError)")
    #expect(changed.standardOutput.hasPrefix("card: compiled 1 file of Swift code\n"))
    // A folder others can write: anyone could have put the library there.
    chmod(entry.path, 0o777)
    let open = try project.run(["card.json", "-o", "open", "--frames", "0"])
    #expect(open.standardOutput.hasPrefix("card: compiled 1 file of Swift code\n"))
    // A folder of another user's (as root, the test can make one).
    if geteuid() == 0 {
      #expect(chown(entry.path, 12345, 12345) == 0)
      let foreign = try project.run(["card.json", "-o", "foreign", "--frames", "0"])
      #expect(foreign.standardOutput.hasPrefix("card: compiled 1 file of Swift code\n"))
    }
    // The rebuilt entry is the user's, protected, and loaded as it is.
    let warm = try project.run(["card.json", "-o", "warm", "--frames", "0"])
    #expect(warm.exitCode == 0, "\(warm.standardError)")
    #expect(!warm.standardOutput.contains("compiled"), "\(warm.standardOutput)")
    #expect(
      try project.contents("first/frame-0000.png") == project.contents("warm/frame-0000.png"))
  }

  @Test("A compiler that cannot write into a full cache is a write error, exit 73, not bad code")
  func fullCacheDisk() throws {
    let project = try CodeProject(files: [
      "Card.swift": cardController, "card.json": scenario("CardViewController", script: "[]"),
      // What swiftc prints when the cache's disk is full (seen on a 600 KiB tmpfs).
      "swiftc": """
      #!/bin/sh
      echo "<unknown>:0: error: unable to open output file '$PWD/CDispatch.pcm': \\
      'No space left on device'" >&2
      echo "<unknown>:0: error: could not build C module 'CDispatch'" >&2
      exit 1

      """,
    ])
    defer { project.remove() }
    let compiler = project.directory.appendingPathComponent("swiftc")
    chmod(compiler.path, 0o755)
    let run = try project.run(
      ["card.json", "-o", "out"], environment: ["GESTURERENDER_SWIFTC": compiler.path])
    #expect(run.exitCode == 73)
    #expect(
      run.standardError
        == "card.json: error: the compiler cannot write into the code cache "
        + "\(project.cache.path): No space left on device (free space there, or name another "
        + "folder with GESTURERENDER_CACHE)\n", "\(run.standardError)")
    #expect(!project.exists("out"))
  }

  @Test("What the compiler leaves behind stays in the cache's staging folder and goes with it")
  func compilerLitterStaysInTheCache() throws {
    let project = try CodeProject(files: [
      "Card.swift": cardController, "card.json": scenario("CardViewController", script: "[]"),
      // A compiler that leaves intermediate files where it runs and under TMPDIR, then fails.
      "swiftc": """
      #!/bin/sh
      : > UserCode-1.swiftmodule
      mkdir -p "$TMPDIR/TemporaryDirectory.litter" && : > "$TMPDIR/TemporaryDirectory.litter/UserCode-2.o"
      echo "<unknown>:0: error: stopped" >&2
      exit 1

      """,
    ])
    defer { project.remove() }
    let compiler = project.directory.appendingPathComponent("swiftc")
    chmod(compiler.path, 0o755)
    let temporary = project.directory.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let run = try project.run(
      ["card.json", "-o", "out"],
      environment: ["GESTURERENDER_SWIFTC": compiler.path, "TMPDIR": temporary.path])
    #expect(run.exitCode == 65, "\(run.standardError)")
    #expect(!project.exists("UserCode-1.swiftmodule"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    let cacheEntries = try FileManager.default.contentsOfDirectory(atPath: project.cache.path)
    #expect(cacheEntries.allSatisfy { !$0.hasPrefix(".building-") }, "\(cacheEntries)")
  }

  @Test("A line feed in a code file's name is shown escaped in the compiler's messages")
  func lineFeedInFileName() throws {
    let project = try CodeProject(files: [
      "nl\nx.swift": "let broken: Int = \"text\"\n",
      "card.json": #"""
      {"version": 1, "name": "card", "code": ["nl\nx.swift"], "script": []}
      """#,
    ])
    defer { project.remove() }
    let run = try project.run(["card.json", "-o", "out"])
    #expect(run.exitCode == 65)
    #expect(
      run.standardError.hasPrefix(#"nl\nx.swift:1:19: error: cannot convert value"#),
      "\(run.standardError)")
    #expect(!run.standardError.contains("nl\nx.swift"))
  }

  @Test("What the code writes to standard output and error itself reaches them escaped")
  func rawWritesEscaped() throws {
    let code = """
      import UIKit

      final class CardViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          FileHandle.standardOutput.write(Data("out \\u{1B}[2J\\u{7}end\\n".utf8))
          FileHandle.standardError.write(Data("err \\u{1B}]0;title\\u{7}\\r\\u{9B}end\\n".utf8))
        }
      }

      """
    let project = try CodeProject(files: [
      "Card.swift": code, "card.json": scenario("CardViewController", script: "[]"),
    ])
    defer { project.remove() }
    let run = try project.run(["card.json", "-o", "out"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains(#"out \u{1B}[2J\u{7}end"#), "\(run.standardOutput)")
    #expect(
      run.standardError.contains(#"err \u{1B}]0;title\u{7}\r\u{9B}end"#), "\(run.standardError)")
    for text in [run.standardOutput, run.standardError] {
      #expect(
        !text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
    }
  }

  @Test("A user file named like the tool's generated file compiles as any other")
  func fileNamedLikeTheFactoryFile() throws {
    let project = try CodeProject(files: [
      "gesturerender-factories.swift": cardController,
      "card.json": scenario("CardViewController", script: "[]").replacingOccurrences(
        of: #""code": ["Card.swift"]"#, with: #""code": ["gesturerender-factories.swift"]"#),
    ])
    defer { project.remove() }
    let run = try project.run(["card.json", "-o", "out", "--frames", "0"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(project.exists("out/frame-0000.png"))
  }

  @Test("A nil unwrap in the code ends the run with exit 1; the frames before it are valid")
  func trap() throws {
    let trapping = cardController.replacingOccurrences(
      of: "    let translation = recognizer.translation(in: view)",
      with: "    let missing: UIView? = nil\n    missing!.alpha = 0\n"
        + "    let translation = recognizer.translation(in: view)")
    let project = try CodeProject(files: [
      "Card.swift": trapping,
      "card.json": scenario(
        "CardViewController",
        script: #"[{"wait": 0.5}, {"drag": {"from": "card", "by": [0, 100], "duration": 0.5}}]"#),
    ])
    defer { project.remove() }
    // An earlier, longer run's outputs: none may stay beside this run's frames.
    let earlier = project.directory.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: earlier, withIntermediateDirectories: true)
    for name in ["timeline.json", "index.html", "review.md", "card.gif", "frame-0009.png"] {
      try Data("earlier".utf8).write(to: earlier.appendingPathComponent(name))
    }
    // As on a terminal 100 columns wide: the child draws its progress bar.
    let run = try project.run(
      ["card.json", "-o", "out", "--fps", "10"],
      environment: ["GESTURERENDER_TERMINAL_COLUMNS": "100"])
    #expect(run.exitCode == 1)
    // The bar is erased before the message, which names the scenario's file, the line and
    // column of the `!` and the function, from the runtime's backtrace; the raw backtrace and
    // the runtime's `Card.swift:19: Fatal error` line are not shown.
    let trapMessage =
      "\r\u{1B}[KCard.swift:19:12: error: Fatal error: Unexpectedly found nil while unwrapping "
      + "an Optional value (in CardViewController.pan(_:))\n"
    #expect(run.standardError.hasPrefix("\rcard  "), "\(run.standardError)")
    // The pan begins when the finger has moved 10 pt: at 0.6 s, frame 6 at 10 fps.
    #expect(
      run.standardError.hasSuffix(
        " s\u{1B}[K" + trapMessage
          + "card.json: error: the scenario's Swift code crashed at 0.6 s (frame 6) of card (signal 4, "
          + "SIGILL: a Swift runtime trap, such as a nil unwrap or an index out of range); the "
          + "frames before it are written\n"), "\(run.standardError)")
    #expect(!run.standardError.contains("Backtracing"), "\(run.standardError)")
    // Every frame before the crash is a complete file, also those the stopped run's encoder
    // threads still held (they were drawn again), and none from the crash on.
    let frames = try FileManager.default.contentsOfDirectory(
      atPath: project.directory.appendingPathComponent("out").path
    ).filter { $0.hasPrefix("frame-") }.sorted()
    #expect(frames == (0..<6).map { "frame-000\($0).png" }, "\(frames)")
    // The stopped run's temporary files were removed with it.
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: project.directory.appendingPathComponent("out").path
      ).filter { $0.hasPrefix(".") } == [])
    for name in frames {
      let png = try project.contents("out/" + name)
      #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
      #expect(png.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]))  // IEND
    }
    for name in ["timeline.json", "index.html", "review.md", "card.gif"] {
      #expect(!project.exists("out/" + name), "\(name)")
    }
    // They are the frames the code draws up to the trap: those of the same code without it.
    try project.write("Card.swift", cardController)
    let clean = try project.run(["card.json", "-o", "clean", "--fps", "10", "--frames", "0-5"])
    #expect(clean.exitCode == 0, "\(clean.standardError)")
    for name in frames {
      #expect(try project.contents("out/" + name) == project.contents("clean/" + name), "\(name)")
    }
  }

  @Test("check on code that traps says what it left undone: it draws no frames")
  func trapWhileChecking() throws {
    let trapping = cardController.replacingOccurrences(
      of: "    let translation = recognizer.translation(in: view)",
      with: "    let missing: UIView? = nil\n    missing!.alpha = 0\n"
        + "    let translation = recognizer.translation(in: view)")
    let project = try CodeProject(files: [
      "Card.swift": trapping,
      "card.json": scenario(
        "CardViewController",
        script: #"[{"wait": 0.5}, {"drag": {"from": "card", "by": [0, 100], "duration": 0.5}}]"#),
    ])
    defer { project.remove() }
    let run = try project.run(["check", "card.json", "--fps", "10", "--junit", "report.xml"])
    #expect(run.exitCode == 1)
    // The pan begins when the finger has moved 10 pt: at 0.6 s, frame 6 at 10 fps.
    #expect(
      run.standardError.hasSuffix(
        "card.json: error: the scenario's Swift code crashed at 0.6 s (frame 6) of card (signal 4, "
          + "SIGILL: a Swift runtime trap, such as a nil unwrap or an index out of range); its "
          + "expectations and those of the scenarios after it were not evaluated, and no JUnit "
          + "report was written\n"), "\(run.standardError)")
    #expect(!project.exists("report.xml"))
  }

  @Test("verify on code that traps says nothing was compared")
  func trapWhileVerifying() throws {
    let trapping = cardController.replacingOccurrences(
      of: "    let translation = recognizer.translation(in: view)",
      with: "    let missing: UIView? = nil\n    missing!.alpha = 0\n"
        + "    let translation = recognizer.translation(in: view)")
    let project = try CodeProject(files: [
      "Card.swift": trapping,
      "card.json": scenario(
        "CardViewController",
        script: #"[{"wait": 0.5}, {"drag": {"from": "card", "by": [0, 100], "duration": 0.5}}]"#),
    ])
    defer { project.remove() }
    // verify needs a baseline to start; the crash comes before anything is read from it.
    let stored = project.directory.appendingPathComponent("baseline/card")
    try FileManager.default.createDirectory(at: stored, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: stored.appendingPathComponent("timeline.json"))
    let run = try project.run(["verify", "card.json", "--baseline", "baseline"])
    #expect(run.exitCode == 1)
    let last = run.standardError.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasPrefix("card.json: error: the scenario's Swift code crashed at "), "\(last)")
    #expect(
      last.hasSuffix(
        " of card (signal 4, SIGILL: a Swift runtime trap, such as a nil unwrap or an index out "
          + "of range); it and the scenarios after it were not compared with the baseline"),
      "\(last)")
  }

  @Test("Code that does not return is stopped after --code-timeout")
  func hang() throws {
    let hanging = cardController.replacingOccurrences(
      of: "    let translation = recognizer.translation(in: view)",
      with: "    if recognizer.view != nil { while true {} }\n"
        + "    let translation = recognizer.translation(in: view)")
    let project = try CodeProject(files: [
      "Card.swift": hanging,
      "card.json": scenario(
        "CardViewController",
        script: #"[{"drag": {"from": "card", "by": [0, 100], "duration": 0.5}}]"#),
    ])
    defer { project.remove() }
    // 5 s, not 1: a debug child on a machine busy with the other tests can go a second without
    // progress before it reaches the loop, and a stack caught outside the code names no line.
    let run = try project.run(["card.json", "-o", "out", "--fps", "10", "--code-timeout", "5"])
    #expect(run.exitCode == 1)
    // Before it is stopped the child is asked for its stack (SIGQUIT): the message names the
    // loop's line and column in the code. The loop calls nothing, so the stack is always caught
    // in it: a loop that calls a getter is caught inside the runtime's retain and release two
    // times in three, where the code's instruction that called them has no line (line 0).
    #expect(
      run.standardError
        == "card.json: error: the scenario's Swift code did not finish at 0.1 s (frame 1) of card "
        + "within 5 s (--code-timeout), running CardViewController.pan(_:) at Card.swift:18:45; "
        + "the run was stopped\n", "\(run.standardError)")
  }

  @Test("An index out of range while the scene is built names the code's line, not the library's")
  func trapWhileBuilding() throws {
    let trapping = cardController.replacingOccurrences(
      of: "    print(\"loaded\", view.bounds.width)",
      with: "    let names: [String] = []\n    print(names[0])")
    let project = try CodeProject(files: [
      "Card.swift": trapping,
      "card.json": scenario("CardViewController", script: #"[{"wait": 0.2}]"#),
    ])
    defer { project.remove() }
    let run = try project.run(["card.json", "-o", "out"])
    #expect(run.exitCode == 1)
    #expect(
      run.standardError.hasSuffix(
        "Card.swift:15:16: error: Fatal error: Index out of range "
          + "(in CardViewController.viewDidLoad())\n"
          + "card.json: error: the scenario's Swift code crashed while building the scene of card "
          + "(signal 4, SIGILL: a Swift runtime trap, such as a nil unwrap or an index out of "
          + "range); no frame of it is written\n"), "\(run.standardError)")
    #expect(!run.standardError.contains("ContiguousArrayBuffer"), "\(run.standardError)")
  }

  @Test("Endless recursion is a stack overflow named as such, at the function that recurses")
  func recursion() throws {
    let recursing = cardController.replacingOccurrences(
      of: "  func pan(_ recognizer: UIPanGestureRecognizer) {",
      with:
        "  func layout(depth: Int) {\n    card.frame.origin.x += 0\n    layout(depth: depth + 1)\n"
        + "  }\n\n  func pan(_ recognizer: UIPanGestureRecognizer) {\n    layout(depth: 0)")
    let project = try CodeProject(files: [
      "Card.swift": recursing,
      "card.json": scenario(
        "CardViewController",
        script: #"[{"drag": {"from": "card", "by": [0, 100], "duration": 0.5}}]"#),
    ])
    defer { project.remove() }
    let run = try project.run(["card.json", "-o", "out", "--fps", "10"])
    #expect(run.exitCode == 1)
    let lines = run.standardError.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(run.standardError)")
    let located = lines.first ?? ""
    let prefix =
      "Card.swift:19:5: error: the stack overflowed: CardViewController.layout(depth:) looks "
      + "like endless recursion (it is "
    #expect(located.hasPrefix(prefix), "\(located)")
    // The backtracer keeps the 47 innermost frames; 16 or more are the recursing function (the
    // rest the core's frame setter it overflowed in), and
    // an 8 MiB stack holds tens of thousands of its frames.
    let numbers = located.dropFirst(prefix.count).split(whereSeparator: { !$0.isNumber })
      .compactMap { Int($0) }
    #expect(numbers.count == 3, "\(located)")
    if numbers.count == 3 {
      #expect(numbers[0] >= 16 && numbers[0] <= numbers[1] && numbers[1] == 47, "\(located)")
      #expect(numbers[2] > 10000, "\(located)")
    }
    #expect(
      lines.last
        == "card.json: error: the scenario's Swift code crashed at 0.1 s (frame 1) of card "
        + "(signal 11, SIGSEGV); the frames before it are written", "\(run.standardError)")
  }

  @Test("A SWIFT_BACKTRACE the user sets is passed on, with the runtime's own output")
  func userBacktraceSetting() throws {
    let trapping = cardController.replacingOccurrences(
      of: "    let translation = recognizer.translation(in: view)",
      with: "    let missing: UIView? = nil\n    missing!.alpha = 0\n"
        + "    let translation = recognizer.translation(in: view)")
    let project = try CodeProject(files: [
      "Card.swift": trapping,
      "card.json": scenario(
        "CardViewController",
        script: #"[{"drag": {"from": "card", "by": [0, 100], "duration": 0.5}}]"#),
    ])
    defer { project.remove() }
    let run = try project.run(
      ["card.json", "-o", "out", "--fps", "10"], environment: ["SWIFT_BACKTRACE": "enable=no"])
    #expect(run.exitCode == 1)
    #expect(
      run.standardError.hasPrefix(
        "Card.swift:19: Fatal error: Unexpectedly found nil while unwrapping an Optional value\n"
          + "Current stack trace:\n"), "\(run.standardError)")
    #expect(
      run.standardError.hasSuffix(
        "card.json: error: the scenario's Swift code crashed at 0.1 s (frame 1) of card (signal 4, "
          + "SIGILL: a Swift runtime trap, such as a nil unwrap or an index out of range); the "
          + "frames before it are written\n"), "\(run.standardError)")
  }

  @Test("A view the script names that the code never made is a located error at run time")
  func unknownView() throws {
    let project = try CodeProject(files: [
      "Card.swift": cardController,
      "card.json": scenario(
        "CardViewController", script: #"[{"wait": 0.2}, {"tap": {"on": "buy"}}]"#),
    ])
    defer { project.remove() }
    let run = try project.run(["card.json", "-o", "out", "--fps", "10"])
    #expect(run.exitCode == 65)
    #expect(
      run.standardError
        == "card.json:6:44: error: script[1].tap.on: no view has id 'buy' at 0.2 s, when the step "
        + "begins; views with identifiers: window, root, card\n")
    #expect(!project.exists("out/timeline.json"))
  }

  @Test("A view frame the code computes as 0/0 stops the run with its name and time, exit 1")
  func nanGeometry() throws {
    let code = """
      import UIKit

      final class NaNController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let zero = 0.0
          let box = UIView(frame: CGRect(x: zero / zero, y: 10, width: 20, height: 20))
          box.accessibilityIdentifier = "box"
          view.addSubview(box)
        }
      }

      """
    let project = try CodeProject(files: [
      "Card.swift": code,
      "card.json": scenario("NaNController", script: #"[{"wait": 0.2}]"#),
    ])
    defer { project.remove() }
    let run = try project.run(["card.json", "-o", "out", "--fps", "10"])
    #expect(run.exitCode == 1)
    #expect(
      run.standardError
        == "card.json: error: timeline.json: view 'box' center is not a finite number at "
        + "0.000 s (frame 0): [nan, 20.0]; the code or constraint that sets it divides by zero "
        + "or overflows\n")
    #expect(!project.exists("out/timeline.json"))
    #expect(!project.exists("out/frame-0000.png"))
  }

  @Test("--no-code refuses the scenario; a missing compiler is exit 72")
  func refusals() throws {
    let project = try CodeProject(files: [
      "Card.swift": cardController, "card.json": scenario("CardViewController", script: "[]"),
    ])
    defer { project.remove() }
    let refused = try project.run(["card.json", "-o", "out", "--no-code"])
    #expect(refused.exitCode == 65)
    #expect(
      refused.standardError
        == "card.json: error: code: the scenario names Swift code; --no-code refuses to compile "
        + "and run it\n")
    let missing = try project.run(
      ["card.json", "-o", "out"], environment: ["GESTURERENDER_SWIFTC": "/nonexistent/swiftc"])
    #expect(missing.exitCode == 72)
    #expect(
      missing.standardError
        == "card.json: error: GESTURERENDER_SWIFTC names '/nonexistent/swiftc', which is not an "
        + "executable file\n")
    #expect(!project.exists("out"))
  }
}
