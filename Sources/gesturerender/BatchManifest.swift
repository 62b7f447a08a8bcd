import Foundation
import GestureCore
import Renderer

/// `batch.json`: what a batch render (several scenarios, sharded or not) leaves beside the
/// scenarios' directories so that `gesturerender merge` can rebuild the batch's index.html,
/// review.md and JUnit report from the shards without rendering again, as Playwright's blob
/// reports let `merge-reports` do. Documented in docs/cli.md.
///
/// It names the batch (the command line without `-o` and `--shard`, the tool's version, every
/// scenario's name in command-line order), which shard wrote it, and for each scenario the
/// shard rendered: its position, what the review files say of it, and its expectation results.
/// Written with sorted keys and no times: the same run writes the same bytes.
struct BatchManifest: Codable, Equatable {
  /// A scenario's review record (``ReviewRecord``) as the file keeps it.
  struct Record: Codable, Equatable {
    struct Frame: Codable, Equatable {
      var index: Int
      var time: Double
      var events: [TimelineEvent]
    }
    struct Output: Codable, Equatable {
      var kind: String
      var file: String
      var bytes: UInt64?
    }
    var name: String
    var summary: String?
    var device: String
    /// The canvas size, points.
    var width: Double
    var height: Double
    var fps: Double
    var frameCount: Int
    var frames: [Frame]
    var frameImageExtension: String?
    var outputs: [Output]
  }

  /// One rendered scenario.
  struct Entry: Codable, Equatable {
    /// Its position in the batch's command line, from 0.
    var position: Int
    /// Its directory, relative to the batch's: the scenario's name.
    var directory: String
    /// Its scenario file as the command line named it (JUnit's `file`).
    var file: String
    var record: Record
    /// Its expectations' results, in `expect` order.
    var expectations: [JUnitReport.Case]
  }

  /// A shard's place in the batch.
  struct Slice: Codable, Equatable {
    var index: Int
    var count: Int
  }

  /// The file's own name, beside the scenarios' directories.
  static let fileName = "batch.json"
  /// What `format` holds, so that a stray `batch.json` is not taken for one.
  static let formatName = "gesturerender-batch"

  var format = formatName
  /// The layout of this file; 1.
  var version = 1
  var toolVersion: String
  /// The command line without `-o DIR` and `--shard I/N`: the same for every shard of a batch.
  var command: String
  /// Every scenario of the batch, in command-line order, the shards' own or not.
  var scenarios: [String]
  /// Which shard wrote it; `nil` for the whole batch (an unsharded run, a merge).
  var shard: Slice?
  /// Whether the batch writes index.html and review.md (`--no-page`, `--no-markdown`).
  var writesPage: Bool
  var writesMarkdown: Bool
  /// The scenarios this shard rendered, by position.
  var entries: [Entry]

  /// The bytes of the file: JSON with sorted keys, two-space indents, a final newline.
  func data() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }

  /// Reads `directory/batch.json`.
  ///
  /// - Throws: `CommandError`: exit 66 when the directory or its `batch.json` is missing, 65
  ///   when the file is not a batch manifest this version reads.
  static func read(from directory: URL) throws -> BatchManifest {
    let url = directory.appendingPathComponent(fileName)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw CommandError(
        message: "\(directory.path): error: no such directory", code: .missingInput)
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw CommandError(
        message: "\(url.path): error: no such file; a batch render (several scenarios) writes it "
          + "beside the scenarios' directories", code: .missingInput)
    }
    let manifest: BatchManifest
    do {
      manifest = try JSONDecoder().decode(BatchManifest.self, from: data)
    } catch {
      throw CommandError(
        message: "\(url.path): error: not a batch.json gesturerender reads (\(error))",
        code: .invalidScenario)
    }
    guard manifest.format == formatName, manifest.version == 1 else {
      throw CommandError(
        message: "\(url.path): error: not a batch.json gesturerender reads (format "
          + "'\(manifest.format)' version \(manifest.version); expected '\(formatName)' version 1)",
        code: .invalidScenario)
    }
    return manifest
  }
}

extension BatchManifest.Record {
  /// The file's form of `record`.
  init(_ record: ReviewRecord) {
    name = record.name
    summary = record.summary
    device = record.device
    width = Double(record.canvasSize.width)
    height = Double(record.canvasSize.height)
    fps = record.framesPerSecond
    frameCount = record.frameCount
    frames = record.frames.map { Frame(index: $0.index, time: $0.time, events: $0.events) }
    frameImageExtension = record.frameImageExtension
    outputs = record.outputs.map { Output(kind: $0.kind, file: $0.file, bytes: $0.byteCount) }
  }

  /// The review record the file keeps.
  var reviewRecord: ReviewRecord {
    var record = ReviewRecord(
      name: name, summary: summary, device: device,
      canvasSize: CGSize(width: width, height: height), framesPerSecond: fps,
      frameCount: frameCount, frameImageExtension: frameImageExtension)
    record.frames = frames.map {
      ReviewRecord.FrameEntry(index: $0.index, time: $0.time, events: $0.events)
    }
    record.outputs = outputs.map {
      ReviewRecord.Output(kind: $0.kind, file: $0.file, byteCount: $0.bytes)
    }
    return record
  }
}
