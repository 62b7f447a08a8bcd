import Foundation
import GestureCore

/// Where the child is: `stage`, scenario file, name, frame index and time, tab-separated in a
/// fixed-size record rewritten in place.
struct ProgressRecord: Equatable {
  var stage = ""
  var file = ""
  var name = ""
  var frame = 0
  var time = 0.0

  /// The record's size in the file, bytes; it is padded with spaces.
  static let size = 4096

  /// Whether the child is running user code: building the scene, inside
  /// `Simulation.nextFrame()`, or tearing the scene down (the code's `deinit`s).
  var isSimulating: Bool {
    stage == "simulating" || stage == "building" || stage == "tearing down"
  }

  /// `at 1.25 s (frame 75) of drag`, `while building the scene of drag` before frame 0,
  /// `while tearing down the scene of drag` after the last frame, or `as the process ended,
  /// after the last scene was drawn` once the run finished (an exit handler of the code).
  var place: String {
    switch stage {
    case "building": return "while building the scene of \(name)"
    case "tearing down": return "while tearing down the scene of \(name)"
    case "finished": return "as the process ended, after the last scene was drawn"
    default: return "at \(format(time)) s (frame \(frame)) of \(name)"
    }
  }

  /// Where a crash of the scenario's code happened: ``place`` in a scene, `after the last
  /// scene was drawn` once the run finished (a thread the code started, still running as the
  /// process ends), `before a scene was built` before the first one.
  var crashPlace: String {
    switch stage {
    case "finished": return "after the last scene was drawn"
    case "": return "before a scene was built"
    default: return place
    }
  }

  init(stage: String, file: String, name: String, frame: Int, time: Double) {
    self.stage = stage
    self.file = file
    self.name = name
    self.frame = frame
    self.time = time
  }

  init(text: String) {
    let fields = text.trimmingCharacters(in: .whitespacesAndNewlines).split(
      separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 5 else { return }
    stage = String(fields[0])
    file = String(fields[1])
    name = String(fields[2])
    frame = Int(fields[3]) ?? 0
    time = Double(fields[4]) ?? 0
  }

  init(contentsOf url: URL) {
    let data = FileManager.default.contents(atPath: url.path) ?? Data()
    self.init(text: String(decoding: data, as: UTF8.self))
  }

  /// The record's bytes, padded to ``size``.
  var bytes: [UInt8] {
    let clean = { (text: String) in text.replacingOccurrences(of: "\t", with: " ") }
    var line = Array(
      "\(stage)\t\(clean(file))\t\(clean(name))\t\(frame)\t\(time)\n".utf8.prefix(Self.size - 1))
    line += [UInt8](repeating: 0x20, count: Self.size - line.count)
    return line
  }
}

/// The child's side: rewrites the progress record before and after each simulated frame.
final class ProgressWriter {
  private let descriptor: Int32

  /// A writer for the file `GESTURERENDER_PROGRESS` names, or `nil` when this process is not
  /// a supervised child.
  init?() {
    guard let path = ProcessInfo.processInfo.environment[CodeSupervisor.variable], !path.isEmpty
    else { return nil }
    descriptor = open(path, O_WRONLY | O_CLOEXEC)  // not inherited by what the code starts
    guard descriptor >= 0 else { return nil }
  }

  deinit { close(descriptor) }

  /// Records that the child is at `stage` of `frame` (at `time` seconds) of a scenario.
  func record(_ stage: String, file: String, name: String, frame: Int, time: Double) {
    let bytes = ProgressRecord(stage: stage, file: file, name: name, frame: frame, time: time).bytes
    _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
  }
}
