import Foundation
import Testing

/// `merge` and `diff` read files anyone can edit (a shard's batch.json, a run's timeline.json):
/// whatever is in them, the tool exits with a documented code and a located message, never a
/// trap.
@Suite("merge and diff refuse malformed inputs with a located message, never a trap")
struct HostileMergeInputTests {
  /// A one-scenario shard's batch.json, one value per line so that positions are known.
  static let manifest = """
    {
      "command": "gesturerender a.json b.json",
      "entries": [
        {
          "directory": "a",
          "expectations": [{"line": 3, "name": "expect[0]: a"}],
          "file": "a.json",
          "position": 0,
          "record": {
            "device": "iphone-se",
            "fps": 60,
            "frameCount": 2,
            "frameImageExtension": "png",
            "frames": [
              {
                "events": [{"detail": "at (1, 2)", "kind": "touchesBegan", "time": 0, "view": "a"}],
                "index": 0,
                "time": 0
              }
            ],
            "height": 667,
            "name": "a",
            "outputs": [{"bytes": 10, "file": "a.gif", "kind": "gif"}],
            "width": 375
          }
        }
      ],
      "format": "gesturerender-batch",
      "scenarios": ["a"],
      "shard": {
        "count": 1,
        "index": 0
      },
      "toolVersion": "1",
      "version": 1,
      "writesMarkdown": true,
      "writesPage": true
    }
    """

  /// A shard directory holding `text` as its batch.json and the scenario directory `a`.
  private func shard(_ text: String, in root: URL) throws -> URL {
    let directory = root.appendingPathComponent("shard-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("a"), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: directory.appendingPathComponent("batch.json"))
    return directory
  }

  /// Runs `merge` on a shard whose batch.json is `text`.
  private func merge(_ text: String, in root: URL) throws -> (ToolRunner.Result, file: String) {
    let directory = try shard(text, in: root)
    let output = root.appendingPathComponent("out-\(UUID().uuidString)")
    let result = try ToolRunner.run(["merge", directory.path, "-o", output.path, "-q"])
    return (result, directory.appendingPathComponent("batch.json").path)
  }

  /// `manifest` with the line holding `old` replaced by `new`.
  private func edited(_ old: String, _ new: String) -> String {
    precondition(Self.manifest.contains(old))
    return Self.manifest.replacingOccurrences(of: old, with: new)
  }

  @Test("The unedited manifest merges")
  func baseline() throws {
    let root = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let (result, _) = try merge(Self.manifest, in: root)
    #expect(result.exitCode == 0, "\(result.standardError)")
  }

  @Test("A shard count of 0, a shard out of range, a negative position: exit 65 at the value")
  func outOfRange() throws {
    let root = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let cases: [(String, String)] = [
      (
        edited("\"count\": 1,", "\"count\": 0,"),
        ":31:14: error: shard.count: a batch is split into 1 to 10000 shards (got 0)"
      ),
      (
        edited("\"count\": 1,", "\"count\": -1,"),
        ":31:14: error: shard.count: a batch is split into 1 to 10000 shards (got -1)"
      ),
      (
        edited("\"count\": 1,", "\"count\": 10001,"),
        ":31:14: error: shard.count: a batch is split into 1 to 10000 shards (got 10001)"
      ),
      (
        edited("\"index\": 0\n", "\"index\": 1\n"),
        ":32:14: error: shard.index: the shards of a batch split 1 ways are 0 to 0 (got 1)"
      ),
      (
        edited("\"index\": 0\n", "\"index\": -9223372036854775808\n"),
        ":32:14: error: shard.index: the shards of a batch split 1 ways are 0 to 0 "
          + "(got -9223372036854775808)"
      ),
      (
        edited("\"position\": 0,", "\"position\": -9223372036854775808,"),
        ":8:19: error: entries[0].position: a scenario's position in the command line is 0 or "
          + "more (got -9223372036854775808)"
      ),
      (
        edited("\"count\": 1,", "\"count\": \"1\","),
        ":31:14: error: shard.count: expected a whole number, found a string"
      ),
      (
        edited("\"count\": 1,", "\"count\": 1e400,"),
        ":31:14: error: shard.count: the number 1e400 is too large to represent"
      ),
      (
        edited("\"fps\": 60,", "\"fps\": 1e-400,"),
        ":11:16: error: entries[0].record.fps: the number 1e-400 is too close to 0 to represent "
          + "(the smallest above 0 is 5e-324); write 0"
      ),
      (
        edited("\"format\": \"gesturerender-batch\",", "\"format\": \"other\","),
        ":28:13: error: format: not a batch.json gesturerender reads (format 'other'; expected "
          + "'gesturerender-batch')"
      ),
      (
        edited("\"version\": 1,", "\"version\": 2,"),
        ":35:14: error: version: not a batch.json gesturerender reads (version 2; expected 1)"
      ),
      (
        edited("\"fps\": 60,", "\"fps\": 1e300,"),
        ":11:16: error: entries[0].record.fps: a run has 1 to 240 frames per second (got 1e+300)"
      ),
      (
        edited("\"width\": 375", "\"width\": -375"),
        ":24:18: error: entries[0].record.width: a screen is more than 0 and at most 8192 points "
          + "wide and high (got -375.0)"
      ),
      (
        edited("\"frameCount\": 2,", "\"frameCount\": 0,"),
        ":12:23: error: entries[0].record.frameCount: a run has 1 to 864001 frames (got 0)"
      ),
      (
        edited("\"index\": 0,\n", "\"index\": 2,\n"),
        ":17:22: error: entries[0].record.frames[0].index: frame 2 is not one of the run's 2 "
          + "frames"
      ),
      (
        edited("\"time\": 0, \"view\"", "\"time\": -1, \"view\""),
        ":15:11: error: entries[0].record.frames[0]: a time is 0 to 3600 s (got -1.0)"
      ),
      ("[]", ":1:1: error: expected an object, found an array"),
      (
        "{\"a\": 1}",
        ":1:1: error: not a batch.json gesturerender reads (format missing; "
          + "expected 'gesturerender-batch')"
      ),
      (String(Self.manifest.prefix(40)), ":2:39: error: unterminated string"),
      ("", ":1:1: error: the file is empty; expected a JSON object"),
    ]
    for (text, message) in cases {
      let (result, file) = try merge(text, in: root)
      #expect(result.exitCode == 65, "\(message)")
      #expect(result.standardError == file + message + "\n")
      #expect(result.standardOutput.isEmpty)
    }
  }

  @Test("A batch.json that is not UTF-8 is refused, exit 65")
  func notUTF8() throws {
    let root = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let directory = try shard("", in: root)
    let file = directory.appendingPathComponent("batch.json")
    try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: file)
    let result = try ToolRunner.run(
      ["merge", directory.path, "-o", root.appendingPathComponent("out").path])
    #expect(result.exitCode == 65)
    #expect(result.standardError == "\(file.path): error: the file is not UTF-8 text\n")
  }

  /// Every path to a value of `value`, objects' keys and arrays' first element.
  private func paths(_ value: Any, _ prefix: [Any] = []) -> [[Any]] {
    var result = prefix.isEmpty ? [] : [prefix]
    if let object = value as? [String: Any] {
      for (key, child) in object.sorted(by: { $0.key < $1.key }) {
        result += paths(child, prefix + [key])
      }
    } else if let array = value as? [Any], let first = array.first {
      result += paths(first, prefix + [0])
    }
    return result
  }

  /// `value` with the value at `path` replaced by `replacement`, or removed when it is `nil`.
  private func replacing(_ path: ArraySlice<Any>, in value: Any, with replacement: Any?) -> Any? {
    guard let step = path.first else { return replacement }
    if var object = value as? [String: Any], let key = step as? String {
      object[key] = replacing(path.dropFirst(), in: object[key] as Any, with: replacement)
      return object
    }
    if var array = value as? [Any], let index = step as? Int {
      if let child = replacing(path.dropFirst(), in: array[index], with: replacement) {
        array[index] = child
      } else {
        array.remove(at: index)
      }
      return array
    }
    return value
  }

  @Test("Every value of batch.json replaced by a number out of range, another type or nothing")
  func fuzzedManifest() throws {
    let root = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let document = try JSONSerialization.jsonObject(with: Data(Self.manifest.utf8))
    let replacements: [Any?] = [
      0, -1, Int.min, Int.max, 1e300, "x", NSNull(), [Any](), [String: Any](), nil,
    ]
    var runs = 0
    for path in paths(document) {
      for replacement in replacements {
        guard let mutated = replacing(path[...], in: document, with: replacement) else { continue }
        let data = try JSONSerialization.data(withJSONObject: mutated, options: [.sortedKeys])
        let (result, file) = try merge(String(decoding: data, as: UTF8.self), in: root)
        let what = "\(path) = \(replacement.map { "\($0)" } ?? "removed")"
        runs += 1
        // 0 merged, 65 refused; nothing else (a trap exits 132 or 134).
        #expect([0, 65].contains(result.exitCode), "\(what): \(result.standardError)")
        // One line: the file's own problems located in it, a batch's naming the directory.
        if result.exitCode == 65 {
          #expect(result.standardError.split(separator: "\n").count == 1, "\(what)")
          #expect(result.standardError.contains("error: "), "\(what)")
          if result.standardError.hasPrefix(file) {
            #expect(result.standardError.hasPrefix(file + ":"), "\(what)")
          }
        }
      }
    }
    #expect(runs > 300)
  }

  /// Renders `Samples/drag.json` frames 0 to 2 into `directory`.
  private func render(into directory: URL) throws {
    let result = try ToolRunner.run(
      ["Samples/drag.json", "--frames", "0-2", "-q", "-o", directory.path])
    #expect(result.exitCode == 0, "\(result.standardError)")
  }

  @Test("diff: broken frames and timelines give exit 66 and one line naming the file, located")
  func fuzzedDiffInputs() throws {
    let root = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let old = root.appendingPathComponent("old")
    try render(into: old)
    let frame = try Data(contentsOf: old.appendingPathComponent("frame-0001.png"))
    /// The CRC-32 (ISO 3309) of `bytes`, bit by bit.
    func crc32(_ bytes: [UInt8]) -> UInt32 {
      var sum: UInt32 = 0xFFFF_FFFF
      for byte in bytes {
        sum ^= UInt32(byte)
        for _ in 0..<8 { sum = sum & 1 == 1 ? (sum >> 1) ^ 0xEDB8_8320 : sum >> 1 }
      }
      return ~sum
    }
    func ihdr(width: UInt32, height: UInt32) -> [UInt8] {
      var chunk = Array("IHDR".utf8)
      for value in [width, height] { chunk += withUnsafeBytes(of: value.bigEndian, Array.init) }
      return chunk + [8, 6, 0, 0, 0]
    }
    /// A PNG signature and a sound header claiming `width`×`height`, with no image data.
    func header(width: UInt32, height: UInt32, crc: Bool = true) -> Data {
      let chunk = ihdr(width: width, height: height)
      let check = crc ? crc32(chunk) : 0
      let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
      return Data(bytes + chunk + withUnsafeBytes(of: check.bigEndian, Array.init))
    }
    let ihdrCRC = String(format: "%08x", crc32(ihdr(width: 750, height: 1334)))
    // The chunk of the rendered frame that byte 100 falls in, by its lengths.
    let bytes = [UInt8](frame)
    var at = 8
    func word(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
    while at + 12 + word(at) <= 100 { at += 12 + word(at) }
    let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
    let truncated =
      "byte \(at): the \(type) chunk is \(word(at)) bytes long, but the file ends "
      + "\(100 - at - 8) bytes into it (truncated)"
    let timeline = "timeline.json"
    let png = "frame-0001.png"
    let cases: [(file: String, contents: Data, code: Int32, message: String)] = [
      (png, Data(), 66, "NEW/\(png): error: not a PNG file (no PNG signature)"),
      (png, Data("hello".utf8), 66, "NEW/\(png): error: not a PNG file (no PNG signature)"),
      (png, frame.prefix(100), 66, "NEW/\(png): error: \(truncated)"),
      (
        png, header(width: 0, height: 0), 66,
        "NEW/\(png): error: byte 16: IHDR gives a width of 0; a PNG's width and height are 1 to 2147483647 pixels"
      ),
      (
        png, header(width: 1 << 31 - 1, height: 1 << 31 - 1), 66,
        "NEW/\(png): error: byte 16: the image is 2147483647×2147483647 pixels; frames of at most 32767 pixels a side can be compared (Cairo's image size limit)"
      ),
      (
        png, header(width: 750, height: 1334, crc: false), 66,
        "NEW/\(png): error: byte 8: the IHDR chunk's CRC is 00000000 but its bytes give \(ihdrCRC) (the file is corrupt)"
      ),
      (
        png, header(width: 750, height: 1334), 66,
        "NEW/\(png): error: the file ends at byte 33, before its IEND chunk (truncated)"
      ),
      (
        timeline, Data(), 66,
        "NEW/\(timeline):1:1: error: the file is empty; expected a JSON object; not a gesturerender timeline"
      ),
      (
        timeline, Data("{\"frames\": 7}".utf8), 66,
        "NEW/\(timeline):1:12: error: frames: expected an array, found a number; not a gesturerender timeline"
      ),
      (
        timeline, Data("{\"frames\": [{\"index\": 1e-400}]}".utf8), 66,
        "NEW/\(timeline):1:23: error: frames[0].index: the number 1e-400 is too close to 0 to represent (the smallest above 0 is 5e-324); write 0; not a gesturerender timeline"
      ),
    ]
    for (index, item) in cases.enumerated() {
      let new = root.appendingPathComponent("new-\(index)")
      try FileManager.default.copyItem(at: old, to: new)
      try item.contents.write(to: new.appendingPathComponent(item.file))
      let result = try ToolRunner.run(
        ["diff", old.path, new.path, "-o", root.appendingPathComponent("diff-\(index)").path, "-q"])
      #expect(result.exitCode == item.code, "\(item.message)")
      #expect(
        result.standardError
          == item.message.replacingOccurrences(of: "NEW", with: new.path) + "\n")
    }
  }
}
