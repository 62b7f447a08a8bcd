import Foundation
import GestureCore
import Scenario
import UserCode

extension LoadedUserCode: UserClassProvider {}

/// Compiles and loads the Swift code of every scenario that names some, before anything is
/// rendered, and turns what can go wrong into the CLI's messages and exit codes.
@MainActor
enum CodeLoading {
  /// The loaded code of each scenario that has `code`, by scenario name; with `loads` false
  /// the code is only compiled into the cache (the supervising process, which runs none of it)
  /// and the result is empty. `refusesCode` (`--no-code`) refuses any scenario with code.
  ///
  /// - Throws: `CommandError`: exit 65 with the compiler's own messages when the code does not
  ///   compile, or with the located scenario error when a named class is missing or of the wrong
  ///   kind (naming the classes the code declares), or when `--no-code` refuses the scenario;
  ///   exit 72 when `swiftc` or the modules are missing; exit 73 when the code cache cannot be
  ///   written (a full disk), by the tool or the compiler.
  static func load(
    _ scenarios: [Scenario], refusesCode: Bool, loads: Bool,
    report: (String) -> Void
  ) throws -> [String: LoadedUserCode] {
    let withCode = scenarios.filter { !$0.codeFiles.isEmpty }
    guard !withCode.isEmpty else { return [:] }
    if refusesCode {
      throw CommandError(
        message: "\(withCode[0].file): error: code: the scenario names Swift code; --no-code "
          + "refuses to compile and run it", code: .invalidScenario)
    }
    let toolchain: SwiftToolchain
    do {
      toolchain = try SwiftToolchain.locate()
    } catch {
      throw CommandError(
        message: "\(withCode[0].file): error: \(error.message)", code: .toolchainMissing)
    }
    let compiler = UserCodeCompiler(
      toolchain: toolchain, cacheDirectory: UserCodeCompiler.defaultCacheDirectory(),
      toolVersion: GestureRender.version)
    var loaded: [String: LoadedUserCode] = [:]
    for scenario in withCode {
      let classes = scenario.userClasses.map { (name: $0.name, base: $0.base) }
      do {
        if loads {
          loaded[scenario.name] = try compiler.load(
            files: scenario.codeFiles, classes: classes,
            languageMode: scenario.swiftLanguageMode
          )
          .code
        } else if try !compiler.build(
          files: scenario.codeFiles, classes: classes, languageMode: scenario.swiftLanguageMode
        ).cached {
          let files = scenario.codeFiles.count == 1 ? "1 file" : "\(scenario.codeFiles.count) files"
          report("\(scenario.name): compiled \(files) of Swift code")
        }
      } catch {
        throw commandError(error, scenario: scenario)
      }
    }
    return loaded
  }

  private static func commandError(_ error: UserCodeError, scenario: Scenario) -> CommandError {
    switch error.kind {
    case .compileFailed:
      return CommandError(
        message: error.message + "\n\(scenario.file): error: code: the scenario's Swift code "
          + "does not compile", code: .invalidScenario)
    case .classNotFound:
      let request = scenario.userClasses.first { $0.name == error.className }
      let located =
        request.map { $0.error(error.message).description }
        ?? "\(scenario.file): error: \(error.message)"
      return CommandError(message: located, code: .invalidScenario)
    case .toolchainMissing:
      return CommandError(
        message: "\(scenario.file): error: \(error.message)", code: .toolchainMissing)
    case .unreadable:
      return CommandError(message: "\(scenario.file): error: \(error.message)", code: .failure)
    case .cacheUnwritable:
      return CommandError(
        message: "\(scenario.file): error: \(error.message) (free space there, or name another "
          + "folder with GESTURERENDER_CACHE)", code: .cannotCreateOutput)
    }
  }
}
