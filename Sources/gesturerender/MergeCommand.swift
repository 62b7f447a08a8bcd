import Foundation
import Renderer

/// `gesturerender merge DIR... -o DIR`: joins the output directories of a batch's shards
/// (`--shard I/N`) into the directory the whole batch would have written, as Playwright's
/// `merge-reports` joins the blob reports of sharded runs.
///
/// Each shard leaves `batch.json` (``BatchManifest``) beside its scenarios' directories. Merge
/// reads them all first and checks that they are shards of one batch (the same command line
/// without `-o` and `--shard`, tool version and scenarios; different shard indices of one
/// count) that hold every scenario exactly once; then it copies each scenario's directory into
/// the output, which must be new or empty, and writes the batch's index.html, review.md and
/// batch.json from the manifests (and, with `--junit FILE`, the expectations' JUnit report).
/// The directories are copied, not moved: the shards' directories are downloaded CI artifacts
/// that stay whole, so a merge that stops part-way (a full disk, a kill) can be run again into
/// the same output, and they may be on another file system or read-only. Every file is copied
/// under a temporary name and renamed into place (``ShardCopy``), and until the merge is done
/// its output holds ``markerName``, the batch.json it will write, by which a rerun of the same
/// merge knows the output for its own.
@MainActor
struct MergeCommand {
  /// Parses the arguments after `merge` by its declaration (``Options/spec``).
  ///
  /// - Throws: `CommandError` with code `.usage`.
  static func parse(_ arguments: [String]) throws -> Options {
    try Options.spec.parse(arguments, elsewhere: Commands.optionNames(except: "merge"))
  }

  /// The file a merge keeps in its output until it is done: the merged batch.json.
  static let markerName = ".gesturerender-merge.json"

  var options: Options
  /// Where the summary line goes (standard output unless `--quiet`).
  var report: (String) -> Void

  /// Merges the shards; returns `.success`.
  ///
  /// - Throws: `CommandError`: exit 66 for a missing directory or batch.json, 65 for shards of
  ///   different batches, a repeated shard, a scenario in two shards or in none, 64 for an
  ///   output directory that is not new or empty or is a shard's, 73 when the output or the
  ///   JUnit file cannot be written, 1 when a file cannot be copied.
  func run() throws -> ExitCode {
    let inputs = options.inputs.map { URL(fileURLWithPath: $0) }
    let manifests = try inputs.map(BatchManifest.read)
    let merged = try Self.merge(manifests, paths: options.inputs)
    let output = URL(fileURLWithPath: options.outputDirectory ?? ".")
    let marker = try merged.data()
    let isRerun = try checkOutput(output, inputs: inputs, marker: marker)
    if let path = options.junitPath { try RenderCommand.checkWritable(file: path) }
    // Every scenario directory is there before anything is written.
    for (input, manifest) in zip(inputs, manifests) {
      for entry in manifest.entries {
        try Self.checkSource(input.appendingPathComponent(entry.directory), name: entry.directory)
      }
    }
    do {
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
      try AtomicFile.write(marker, to: output.appendingPathComponent(Self.markerName))
    } catch {
      throw CommandError(
        message: "\(output.path): error: cannot create the output directory "
          + "(\(error.localizedDescription))", code: .cannotCreateOutput)
    }
    for (input, manifest) in zip(inputs, manifests) {
      for entry in manifest.entries {
        try copy(
          input.appendingPathComponent(entry.directory), to: output, name: entry.directory,
          replacing: isRerun)
      }
    }
    try RenderCommand.writeBatchFiles(merged, command: merged.command, into: output)
    if let path = options.junitPath {
      let suites = merged.entries.map {
        JUnitReport.Suite(name: $0.record.name, file: $0.file, cases: $0.expectations)
      }
      do {
        try AtomicFile.write(
          Data(JUnitReport(title: "gesturerender", suites: suites).xml.utf8),
          to: URL(fileURLWithPath: path))
      } catch {
        throw CommandError(message: "error: \(error)", code: .cannotCreateOutput)
      }
    }
    // Done: a rerun into this output is refused from now on, as for any full directory.
    unlink(output.appendingPathComponent(Self.markerName).path)
    let count = merged.entries.count
    report(
      "merged \(inputs.count) shard\(inputs.count == 1 ? "" : "s") of \(count) "
        + "scenario\(count == 1 ? "" : "s") into \(output.path)")
    return .success
  }

  /// The manifest of the whole batch that `manifests` (read from `paths`) are the shards of.
  ///
  /// - Throws: `CommandError` (exit 65) naming the directory that does not fit and why.
  static func merge(_ manifests: [BatchManifest], paths: [String]) throws -> BatchManifest {
    guard let first = manifests.first else {
      throw CommandError(message: "no shard directory given", code: .usage)
    }
    func refuse(_ path: String, _ reason: String) -> CommandError {
      CommandError(message: "\(path): error: \(reason)", code: .invalidScenario)
    }
    let firstShard = first.shard ?? BatchManifest.Slice(index: 0, count: 1)
    var shardOwners: [Int: String] = [:]
    var owners: [Int: String] = [:]
    var entries: [BatchManifest.Entry] = []
    for (manifest, path) in zip(manifests, paths) {
      let shard = manifest.shard ?? BatchManifest.Slice(index: 0, count: 1)
      if manifest.toolVersion != first.toolVersion {
        throw refuse(
          path,
          "rendered by gesturerender \(manifest.toolVersion), \(paths[0]) by "
            + "\(first.toolVersion); merge the shards of one run")
      }
      if manifest.command != first.command || manifest.scenarios != first.scenarios {
        throw refuse(
          path,
          "a shard of another batch: rendered with `\(manifest.command)` (scenarios "
            + "\(manifest.scenarios.joined(separator: ", "))), \(paths[0]) with "
            + "`\(first.command)` (scenarios \(first.scenarios.joined(separator: ", ")))")
      }
      if shard.count != firstShard.count {
        throw refuse(
          path,
          "shard \(shard.index)/\(shard.count) of the batch, but \(paths[0]) is shard "
            + "\(firstShard.index)/\(firstShard.count): the batch was split two ways")
      }
      if let earlier = shardOwners[shard.index] {
        throw refuse(
          path, "shard \(shard.index)/\(shard.count) again (\(earlier) is that shard too)")
      }
      shardOwners[shard.index] = path
      for entry in manifest.entries {
        guard manifest.scenarios.indices.contains(entry.position),
          manifest.scenarios[entry.position] == entry.directory,
          entry.position % shard.count == shard.index, isPlainName(entry.directory)
        else {
          throw refuse(
            path,
            "batch.json lists '\(entry.directory)' at position \(entry.position), which "
              + "is not a scenario of shard \(shard.index)/\(shard.count) of its batch")
        }
        if let earlier = owners[entry.position] {
          throw refuse(
            path,
            "scenario '\(entry.directory)' is in \(earlier) too; each scenario must be "
              + "in one shard only")
        }
        owners[entry.position] = path
        entries.append(entry)
      }
    }
    let missing = first.scenarios.indices.filter { owners[$0] == nil }
    if !missing.isEmpty {
      let names = missing.map {
        "'\(first.scenarios[$0])' (shard \($0 % firstShard.count)/\(firstShard.count))"
      }
      throw CommandError(
        message: "error: the batch has \(first.scenarios.count) scenarios, and "
          + "\(names.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") in none of "
          + "the directories; add every shard's directory", code: .invalidScenario)
    }
    var merged = first
    merged.shard = nil
    merged.entries = entries.sorted { $0.position < $1.position }
    return merged
  }

  /// A scenario directory's name as `render` allows it: not empty, `.` or `..`, without `/`,
  /// control characters or a batch file's name.
  private static func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".." && !name.contains("/")
      && !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      && !RenderCommand.batchFiles.contains(name.lowercased())
  }

  /// Checks that `output` is new, an empty directory, or one a merge of the same shards
  /// stopped in (it holds ``markerName`` with `marker`, the batch.json this merge writes), and
  /// not a shard's directory or inside one; returns whether it is one a merge stopped in.
  ///
  /// - Throws: `CommandError` (exit 64).
  private func checkOutput(_ output: URL, inputs: [URL], marker: Data) throws -> Bool {
    let target = output.canonicalPath
    for input in inputs {
      let source = input.canonicalPath
      if target == source || target.hasPrefix(source + "/") {
        throw CommandError(
          message: "\(output.path): error: the merge's output directory must not be a shard's "
            + "directory or inside one (\(input.path))", code: .usage)
      }
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory) else {
      return false
    }
    let entries =
      isDirectory.boolValue
      ? (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? [] : [""]
    if entries.isEmpty { return false }
    if isDirectory.boolValue, entries.contains(Self.markerName),
      FileManager.default.contents(
        atPath: output.appendingPathComponent(Self.markerName).path) == marker
    {
      return true
    }
    throw CommandError(
      message: "\(output.path): error: merge writes into a new or empty directory, or one a "
        + "merge of the same shards stopped in, and this "
        + (isDirectory.boolValue ? "one holds \(entries.count) entries" : "is a file"),
      code: .usage)
  }

  /// Checks that the scenario directory `source` its batch.json lists is there, and holds
  /// only directories and regular files, as a render writes it.
  ///
  /// - Throws: `CommandError` (exit 66 for a missing directory, 65 for a symbolic link or
  ///   another kind of file in it).
  private static func checkSource(_ source: URL, name: String) throws {
    let values = try? source.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
    guard values?.isDirectory == true || values?.isSymbolicLink == true else {
      throw CommandError(
        message: "\(source.path): error: no such directory, though its batch.json lists "
          + "'\(name)'", code: .missingInput)
    }
    if let entry = values?.isSymbolicLink == true ? source : ShardCopy.irregularEntry(under: source)
    {
      throw CommandError(
        message: "\(entry.path): error: a symbolic link or special file in a shard's directory; "
          + "a render writes directories and files only, and merge copies nothing else",
        code: .invalidScenario)
    }
  }

  /// Copies the scenario directory `source` to `output/name`, first removing what a merge
  /// that stopped left there when `replacing`.
  ///
  /// - Throws: `CommandError` (exit 1) when the copy fails.
  private func copy(_ source: URL, to output: URL, name: String, replacing: Bool) throws {
    let destination = output.appendingPathComponent(name)
    do {
      if replacing { try? FileManager.default.removeItem(at: destination) }
      try ShardCopy.copy(source, to: destination)
    } catch {
      throw CommandError(
        message: "error: cannot copy \(source.path) into \(output.path): "
          + ((error as? RenderError).map { "\($0)" } ?? error.localizedDescription),
        code: .failure)
    }
  }
}
