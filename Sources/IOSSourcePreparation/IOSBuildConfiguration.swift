internal import SwiftIfConfig
internal import SwiftSyntax

/// The build the tool pretends the user's code is in when it decides `#if` conditions: an iOS
/// app's Debug build for a device (Xcode's "Any iOS Device (arm64)" destination).
///
/// - `os(iOS)`, `arch(arm64)`, `_runtime(_ObjC)`, `_endian(little)`, `_pointerBitWidth(_64)`
///   and `targetEnvironment(macCatalyst)` false, `targetEnvironment(simulator)` false: the
///   figures show what a device shows.
/// - `canImport(M)` is true for the modules an iOS app imports that the tool provides or maps
///   (``availableModules``) and false for anything else, so a `#else` fallback for a missing
///   package is taken.
/// - `DEBUG` is set, as in Xcode's Debug configuration; no other custom condition is.
/// - `swift(>=…)` answers for the scenario's language mode (5 → 5.10, 6 → 6.0) and
///   `compiler(>=…)` for the toolchain that compiles the code (6.3).
///
/// Source: "Conditional Compilation Block" in The Swift Programming Language; the platform
/// conditions of an iOS device build as the Swift driver sets them.
struct IOSBuildConfiguration: BuildConfiguration {
  /// The scenario's Swift language mode, 5 or 6.
  var languageMode: Int

  /// Modules an iOS build has and this tool provides under the same name, or maps to one it has
  /// (`SourcePreparation`'s import mapping).
  static let availableModules: Set<String> = [
    "Swift", "UIKit", "Foundation", "CoreGraphics", "QuartzCore", "ObjectiveC", "Dispatch",
    "Darwin", "os", "CoreFoundation", "_Concurrency", "Observation",
  ]

  func isCustomConditionSet(name: String) throws -> Bool { name == "DEBUG" }
  func hasFeature(name: String) throws -> Bool { false }
  func hasAttribute(name: String) throws -> Bool { true }
  func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
    guard let module = importPath.first?.1 else { return false }
    return Self.availableModules.contains(module)
  }
  func isActiveTargetOS(name: String) throws -> Bool { name == "iOS" }
  func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }
  func isActiveTargetEnvironment(name: String) throws -> Bool { false }
  func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" }
  func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
  func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }
  var targetPointerBitWidth: Int { 64 }
  var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
  var endianness: Endianness { .little }
  var languageVersion: VersionTuple {
    languageMode >= 6 ? VersionTuple(6, 0) : VersionTuple(5, 10)
  }
  var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
