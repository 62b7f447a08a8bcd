import Foundation

/// Where the Swift compiler and the tool's own compiled modules are.
///
/// User code is compiled against the `UIKit` module that the running executable was built with
/// (its `.swiftmodule` files), by the compiler that built them: a module from another compiler
/// version does not load. SwiftPM puts the modules in `Modules/` beside the executable
/// (`.build/release/Modules`), which is where the tool looks unless `GESTURERENDER_MODULES`
/// names another folder; an installed copy keeps that folder beside the binary.
public struct SwiftToolchain: Equatable, Sendable {
  /// The `swiftc` executable.
  public var compiler: URL
  /// The folder with `UIKit.swiftmodule`, `GestureCore.swiftmodule`, `CoreGraphics.swiftmodule`
  /// and `LayoutSolver.swiftmodule`.
  public var modules: URL

  /// A toolchain from explicit locations.
  public init(compiler: URL, modules: URL) {
    self.compiler = compiler
    self.modules = modules
  }

  /// The modules every compile needs.
  static let requiredModules = ["UIKit", "GestureCore", "CoreGraphics", "LayoutSolver"]

  /// Finds the toolchain: `GESTURERENDER_SWIFTC` or `swiftc` on `PATH`; `GESTURERENDER_MODULES`
  /// or `Modules/` beside `executable`.
  ///
  /// - Throws: `UserCodeError` of kind `.toolchainMissing`, saying what is missing and how to
  ///   provide it.
  public static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executable: URL? = Bundle.main.executableURL
  ) throws(UserCodeError) -> SwiftToolchain {
    let compiler: URL
    if let explicit = environment["GESTURERENDER_SWIFTC"], !explicit.isEmpty {
      compiler = URL(fileURLWithPath: explicit)
      guard FileManager.default.isExecutableFile(atPath: compiler.path) else {
        throw UserCodeError(
          .toolchainMissing,
          "GESTURERENDER_SWIFTC names '\(explicit)', which is not an executable file")
      }
    } else {
      let path = environment["PATH"] ?? ""
      guard
        let found = path.split(separator: ":").lazy
          .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
          .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
      else {
        throw UserCodeError(
          .toolchainMissing,
          "the scenario names Swift code, but no swiftc is on PATH: install Swift 6 (the one "
            + "that built gesturerender) or set GESTURERENDER_SWIFTC")
      }
      compiler = found
    }
    let modules: URL
    if let explicit = environment["GESTURERENDER_MODULES"], !explicit.isEmpty {
      modules = URL(fileURLWithPath: explicit)
    } else if let executable {
      modules = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("Modules")
    } else {
      throw UserCodeError(.toolchainMissing, "cannot tell where the gesturerender executable is")
    }
    let missing = requiredModules.filter {
      !FileManager.default.fileExists(
        atPath: modules.appendingPathComponent("\($0).swiftmodule").path)
    }
    guard missing.isEmpty else {
      throw UserCodeError(
        .toolchainMissing,
        "the compiled modules user code builds against are missing from \(modules.path) ("
          + missing.map { "\($0).swiftmodule" }.joined(separator: ", ")
          + "): keep the Modules folder SwiftPM built beside the executable, or set "
          + "GESTURERENDER_MODULES")
    }
    return SwiftToolchain(compiler: compiler, modules: modules)
  }
}
