import Foundation
import GestureCore
import Renderer
import Scenario

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
    do throws(ScenarioError) {
      // The format first, so that another program's batch.json is named as such.
      let header = try LocatedJSON<Header>(decoding: data, file: url.path)
      if let problem = header.value.problem(in: header) { throw problem }
      let file = try LocatedJSON<BatchManifest>(decoding: data, file: url.path)
      if let problem = file.value.problem(in: file) { throw problem }
      return file.value
    } catch {
      throw CommandError(message: error.description, code: .invalidScenario)
    }
  }

  /// The keys that say what a file is.
  private struct Header: Decodable {
    var format: String?
    var version: Int?

    /// Why the file is not a batch.json this version reads, located in `file`.
    func problem(in file: LocatedJSON<Header>) -> ScenarioError? {
      guard format == BatchManifest.formatName else {
        return file.error(
          at: format == nil ? [] : [.key("format")],
          "not a batch.json gesturerender reads (format "
            + (format.map { "'\($0)'" } ?? "missing") + "; expected '\(BatchManifest.formatName)')")
      }
      guard version == 1 else {
        return file.error(
          at: version == nil ? [] : [.key("version")],
          "not a batch.json gesturerender reads (version "
            + (version.map(String.init) ?? "missing") + "; expected 1)")
      }
      return nil
    }
  }

  /// What makes a decoded file unusable, located in `file`: a shard outside
  /// 0 ≤ index < count ≤ 10,000 (``Shard``'s range), a negative position.
  private func problem(in file: LocatedJSON<BatchManifest>) -> ScenarioError? {
    if let shard {
      if !(1...Shard.maximumCount).contains(shard.count) {
        return file.error(
          at: [.key("shard"), .key("count")],
          "a batch is split into 1 to \(Shard.maximumCount) shards (got \(shard.count))")
      }
      if !(0..<shard.count).contains(shard.index) {
        return file.error(
          at: [.key("shard"), .key("index")],
          "the shards of a batch split \(shard.count) ways are 0 to \(shard.count - 1) "
            + "(got \(shard.index))")
      }
    }
    for (index, entry) in entries.enumerated() {
      let path: [JSONPathComponent] = [.key("entries"), .index(index)]
      if entry.position < 0 {
        return file.error(
          at: path + [.key("position")],
          "a scenario's position in the command line is 0 or more (got \(entry.position))")
      }
      if let (keys, message) = entry.record.problem {
        return file.error(at: path + [.key("record")] + keys, message)
      }
    }
    return nil
  }
}

extension BatchManifest.Record {
  /// The most frames a run has: an hour at 240 fps, and the first.
  static let maximumFrameCount = 3600 * 240 + 1

  /// A value no render writes, as its path in the record and why: a rate outside
  /// 1…240 fps, a canvas outside 0…8192 points, a frame count or frame outside the run, a
  /// time outside 0…3600 s. The review files format these numbers as they are.
  var problem: (path: [JSONPathComponent], message: String)? {
    if !(1...240).contains(fps) {
      return ([.key("fps")], "a run has 1 to 240 frames per second (got \(fps))")
    }
    for (key, value) in [("width", width), ("height", height)]
    where !(value > 0 && value <= Device.maximumPixels) {
      return (
        [.key(key)], "a screen is more than 0 and at most 8192 points wide and high (got \(value))"
      )
    }
    if !(1...Self.maximumFrameCount).contains(frameCount) {
      return (
        [.key("frameCount")],
        "a run has 1 to \(Self.maximumFrameCount) frames (got \(frameCount))"
      )
    }
    for (index, frame) in frames.enumerated() {
      if !(0..<frameCount).contains(frame.index) {
        return (
          [.key("frames"), .index(index), .key("index")],
          "frame \(frame.index) is not one of the run's \(frameCount) frames"
        )
      }
      let times = [frame.time] + frame.events.map(\.time)
      if let time = times.first(where: { !(0...Scenario.maximumDuration).contains($0) }) {
        return ([.key("frames"), .index(index)], "a time is 0 to 3600 s (got \(time))")
      }
    }
    return nil
  }

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
