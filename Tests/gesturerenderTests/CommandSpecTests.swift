import Foundation
import Testing

@testable import gesturerender

@Suite("Each command's declaration drives its parsing, its --help and its usage errors")
@MainActor
struct CommandSpecTests {
  /// The message of the usage error `parse` throws.
  private func message(_ parse: () throws -> Void) -> String? {
    do {
      try parse()
      return nil
    } catch let error as CommandError {
      return error.code == .usage ? error.message : "exit \(error.code.rawValue): \(error.message)"
    } catch {
      return "\(error)"
    }
  }

  @Test(
    "Rendering's bad command lines give these exact messages",
    arguments: [
      (["a.json", "-o", "out", "--fsp", "30"], "unknown option '--fsp'; did you mean '--fps'?"),
      (["a.json", "-o"], "missing value for '-o'"),
      // An option where the value should be is not taken for the value.
      (["a.json", "-o", "--fps", "30"], "missing value for '-o'"),
      (["a.json", "-o", "out", "--sheet=yes"], "'--sheet' takes no value"),
      (["a.json", "-o", "out", "--scale", "9"], "'--scale' takes a number from 1 to 4 (got '9')"),
      (
        ["a.json", "-o", "out", "--fps", "nan"], "'--fps' takes a number from 1 to 240 (got 'nan')"
      ),
      (
        ["a.json", "-o", "out", "--jobs", "1.5"],
        "'--jobs' takes a whole number from 1 to 64 (got '1.5')"
      ),
      (
        ["a.json", "-o", "out", "--png-writer", "libpng"],
        "unknown PNG writer 'libpng'; expected fast or cairo"
      ),
      (["a.json", "-o", "out", "-q", "-v"], "'--quiet' and '--verbose' cannot be used together"),
      (
        ["a.json", "-o", "out", "--junit", "r.xml"],
        "'--junit' is an option of check, verify, merge, not of render"
      ),
      (
        ["a.json", "-o", "out", "--baseline", "b"],
        "'--baseline' is an option of record, verify, not of render"
      ),
      (["a.json"], "no output directory given; add -o DIR"),
      (["-o", "out"], "no scenario given"),
      (["a.json", "--timings", "", "-o", "out"], "'--timings' needs a file, got an empty string"),
    ])
  func renderErrors(_ arguments: [String], _ expected: String) {
    #expect(message { _ = try CommandLineOptions.parse(arguments) } == expected)
  }

  @Test(
    "The subcommands' bad command lines give these exact messages",
    arguments: [
      (
        "diff", ["a", "b", "-o", "d", "-q", "-v"],
        "'--quiet' and '--verbose' cannot be used together"
      ),
      (
        "diff", ["a", "b", "-o", "d", "--tolerence", "3"],
        "unknown option '--tolerence' for diff; did you mean '--tolerance'?"
      ),
      (
        "diff", ["a", "b", "-o", "d", "--point-tolerance", "-1"],
        "'--point-tolerance' takes a number ≥ 0 (got '-1')"
      ),
      (
        "diff", ["a", "b", "-o", "d", "--max-pixels", "2147483648"],
        "'--max-pixels' takes a whole number from 0 to 2147483647 (got '2147483648')"
      ),
      ("diff", ["a", "b", "-o", "d", "--old-name", ""], "'--old-name' needs a name on one line"),
      ("diff", ["a", "-o", "d"], "diff takes two directories, OLD_DIR and NEW_DIR (got 1)"),
      (
        "diff", ["a", "b", "--scale", "2", "-o", "d"],
        "'--scale' is an option of render, not of diff"
      ),
      ("check", ["a.json", "--junit"], "missing value for '--junit'"),
      (
        "check", ["a.json", "--shard", "2/2"],
        "'--shard' takes I/N with 0 ≤ I < N, e.g. 0/2 (got '2/2')"
      ),
      (
        "check", ["a.json", "--accessibility"],
        "'--accessibility' is an option of render, not of check"
      ),
      (
        "record", ["a.json", "--baseline", "b", "--every", "0.1", "--all-frames"],
        "'--every' and '--all-frames' cannot be used together"
      ),
      (
        "record", ["a.json", "--baseline", "b", "--every", "0"],
        "'--every' takes a number from 0.01 to 60 (got '0')"
      ),
      (
        "record", ["a.json", "--baseline", "b", "--tolerance", "3"],
        "'--tolerance' is an option of diff, verify, not of record"
      ),
      ("record", ["a.json"], "no baseline given; add --baseline DIR"),
      (
        "verify", ["a.json", "--baseline", "b", "--all-frames"],
        "'--all-frames' is an option of record, not of verify"
      ),
      (
        "verify", ["a.json", "--baseline", ""],
        "'--baseline' needs a directory, got an empty string"
      ),
      ("merge", ["s0"], "no output directory given; add -o DIR"),
      ("merge", ["-o", "out"], "no shard directory given"),
      (
        "merge", ["s0", "-o", "out", "--format", "png"],
        "'--format' is an option of render, not of merge"
      ),
    ])
  func subcommandErrors(_ command: String, _ arguments: [String], _ expected: String) {
    let text = message {
      switch command {
      case "diff": _ = try DiffCommand.parse(arguments)
      case "check":
        _ = try CheckCommand.Options.spec.parse(
          arguments, elsewhere: Commands.optionNames(except: "check"))
      case "merge":
        _ = try MergeCommand.Options.spec.parse(
          arguments, elsewhere: Commands.optionNames(except: "merge"))
      default:
        let mode: BaselineCommand.Mode = command == "record" ? .record : .verify
        _ = try BaselineCommand.Options.spec(mode).parse(
          arguments, elsewhere: Commands.optionNames(except: command))
      }
    }
    #expect(text == expected)
  }

  @Test("Values parse from the table: inline or next, later replaces earlier, -- ends options")
  func values() throws {
    let render = try CommandLineOptions.parse([
      "a.json", "--output=out", "--fps", "30", "--fps=24", "--frames", "0-2", "--at", "0.5",
      "--sheet-every", "3", "--all-overlays", "--no-page", "--", "-b.json", "--fps",
    ])
    #expect(render.scenarios == ["a.json", "-b.json", "--fps"])
    #expect(render.outputDirectory == "out" && render.framesPerSecond == 24)
    #expect(render.selection.items == [.range(first: 0, last: 2), .time(seconds: 0.5)])
    #expect(render.sheetEvery == 3 && render.writesSheet && !render.writesPage)
    #expect(render.showsTrails && render.showsOutlines && render.showsCaptions)
    let record = try BaselineCommand.parse(
      .record, ["a.json", "--baseline", "b", "--every", "0.5", "-j", "1"])
    #expect(record.every == 0.5 && record.baseline == "b" && record.mode == .record)
    #expect(record.jobs == 1)
    // The shared --jobs: the same default and the same check as rendering's.
    #expect(
      try BaselineCommand.parse(.verify, ["a.json", "--baseline", "b"]).jobs
        == ProcessInfo.processInfo.activeProcessorCount)
    #expect(
      message { _ = try BaselineCommand.parse(.verify, ["a.json", "--baseline", "b", "-j", "0"]) }
        == "'-j' takes a whole number from 1 to 64 (got '0')")
    let verify = try BaselineCommand.parse(.verify, ["a.json", "--baseline=b", "--tolerance", "4"])
    #expect(verify.tolerance == 4 && verify.mode == .verify && verify.outputDirectory == nil)
    let merge = try MergeCommand.parse(["s0", "s1", "-o", "out", "--junit", "r.xml"])
    #expect(merge.inputs == ["s0", "s1"] && merge.outputDirectory == "out")
    #expect(merge.junitPath == "r.xml")
  }

  @Test("--help answers alone: what the line lacks is not an error, a misspelt option still is")
  func helpAlone() throws {
    #expect(try CheckCommand.parse(["--help"]).wantsHelp)
    #expect(try CommandLineOptions.parse(["--version"]).wantsVersion)
    #expect(try DiffCommand.parse(["-h", "-q", "-v"]).wantsHelp)
    #expect(
      message { _ = try MergeCommand.parse(["--help", "--jnuit", "x"]) }
        == "unknown option '--jnuit' for merge; did you mean '--junit'?")
  }

  @Test("No command declares a name twice, and --help shows every declared option")
  func declarations() {
    let specs: [(String, [String], String)] = [
      ("render", CommandLineOptions.spec.options.map(\.synopsis), CommandLineOptions.help),
      ("diff", DiffCommand.Options.spec.options.map(\.synopsis), DiffCommand.Options.spec.help),
      ("check", CheckCommand.Options.spec.options.map(\.synopsis), CheckCommand.Options.spec.help),
      (
        "record", BaselineCommand.Options.spec(.record).options.map(\.synopsis),
        BaselineCommand.Options.spec(.record).help
      ),
      (
        "verify", BaselineCommand.Options.spec(.verify).options.map(\.synopsis),
        BaselineCommand.Options.spec(.verify).help
      ),
      ("merge", MergeCommand.Options.spec.options.map(\.synopsis), MergeCommand.Options.spec.help),
    ]
    for (command, synopses, help) in specs {
      for synopsis in synopses {
        #expect(help.contains("  \(synopsis)  "), "\(command): \(synopsis)")
      }
    }
    for (command, names) in Commands.optionNames(except: "none") {
      #expect(Set(names).count == names.count, "\(command) declares a name twice: \(names)")
    }
    // A shared option reads the same in every command that takes it.
    #expect(
      CheckCommand.Options.spec.help.contains(
        "  --code-timeout S         Stop a run whose Swift code keeps one frame from finishing for S seconds, 1 to 3600 (default 60)."
      ))
    #expect(
      CommandLineOptions.help.contains(
        "  --code-timeout S         Stop a run whose Swift code keeps one frame from finishing for S seconds, 1 to 3600 (default 60)."
      ))
  }

  @Test("A usage error exits 64 with the message, the command's usage line and where its help is")
  func usageErrorEndToEnd() throws {
    let result = try ToolRunner.run(["verify", "a.json", "--baseline", "b", "--every", "1"])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError == """
        error: '--every' is an option of record, not of verify
        usage: gesturerender verify SCENARIO... --baseline DIR [-o DIFF_DIR] [--tolerance N] [--max-pixels N] [--point-tolerance P] [--junit FILE]
        See 'gesturerender verify --help'.

        """)
    #expect(result.standardOutput.isEmpty)
    let explicit = try ToolRunner.run(["render", "--version"])
    #expect(explicit.exitCode == 0)
    #expect(explicit.standardOutput.hasPrefix("gesturerender "))
  }
}
