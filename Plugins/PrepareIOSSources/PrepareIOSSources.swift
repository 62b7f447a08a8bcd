import Foundation
import PackagePlugin

/// Prepares the Swift files a target keeps in its `ios/` folder as the tool prepares a user's
/// code (`prepare-ios-sources`, the same rewriter), and compiles the prepared files into the
/// target: so the package builds code written as for iOS (`#selector`, `@objc`) with the
/// toolchain here, and the target gets those files' method tables as
/// `sampleCodeObjectiveCRuntime()`. The `ios/` folder is excluded from the target's own sources.
@main
struct PrepareIOSSources: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let folder = target.directoryURL.appendingPathComponent("ios")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    guard !names.isEmpty else { return [] }
    let inputs = names.map { folder.appendingPathComponent($0) }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("Prepared")
    let outputs =
      names.map { output.appendingPathComponent("Prepared-" + $0) }
      + [output.appendingPathComponent("ObjectiveCRuntime.swift")]
    return [
      .buildCommand(
        displayName: "Preparing \(names.count) iOS source files of \(target.name)",
        executable: try context.tool(named: "prepare-ios-sources").url,
        arguments: [output.path] + inputs.map(\.path),
        inputFiles: inputs, outputFiles: outputs)
    ]
  }
}
