import Foundation
import Testing

/// The timeline written next to the frames, read back as plain JSON.
struct Timeline {
  var frameCount: Int
  var frames: [[String: Any]]

  init(contentsOf url: URL) throws {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    frameCount = (object["scenario"] as! [String: Any])["frameCount"] as! Int
    frames = object["frames"] as! [[String: Any]]
  }

  /// The center of view `id` at every frame.
  func centers(of id: String) -> [(x: Double, y: Double)] {
    frames.map { frame in
      let views = frame["views"] as! [[String: Any]]
      let center = views.first { $0["id"] as? String == id }!["center"] as! [Double]
      return (center[0], center[1])
    }
  }

  /// Every event kind, in order.
  var eventKinds: [String] {
    frames.flatMap { ($0["events"] as! [[String: Any]]).map { $0["kind"] as! String } }
  }
}

@Suite("The built binary renders every sample")
struct SampleEndToEndTests {
  static let samples: [String] = {
    let directory = ToolRunner.repository.appendingPathComponent("Samples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }()

  @Test("Each sample exits 0 and writes one PNG per frame and a timeline", arguments: samples)
  func renders(_ sample: String) throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ToolRunner.run(["Samples/\(sample)", "-o", output.path, "--scale", "1"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let timeline = try Timeline(contentsOf: output.appendingPathComponent("timeline.json"))
    let files = try FileManager.default.contentsOfDirectory(atPath: output.path)
    let pngs = files.filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }
    #expect(pngs.count == timeline.frameCount)
    // A sample's plots write a chart each, beside the frames.
    let charts = files.filter { $0.contains("-plot") && $0.hasSuffix(".png") }
    #expect(charts.count == (sample == "stretchy-header.json" ? 2 : 0), "\(charts)")
    #expect(timeline.frames.count == timeline.frameCount)
    #expect(result.standardOutput.contains("rendered \(timeline.frameCount) frames (png) into "))
  }

  @Test("drag.json: 169 frames; the card stops at x 325 and y 617 and ends at (180, 310)")
  func dragValues() throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ToolRunner.run(["Samples/drag.json", "-o", output.path, "--scale", "1"])
    #expect(result.exitCode == 0)
    let timeline = try Timeline(contentsOf: output.appendingPathComponent("timeline.json"))
    // 2.8 s at 60 fps: frames 0…168.
    #expect(timeline.frameCount == 169)
    let centers = timeline.centers(of: "card")
    #expect(centers.map(\.x).max() == 325)
    #expect(centers.map(\.y).max() == 617)
    #expect(centers.map(\.x).min() == 120)
    // The finger lifts at (200, 330), 20 pt right of and below the grip: center (180, 310).
    #expect(centers.last! == (180, 310))
    #expect(timeline.eventKinds.first == "touchesBegan")
    #expect(timeline.eventKinds.filter { $0 == "touchesEnded" }.count == 1)
  }

  @Test("drag-unclamped.json: the window leaves the screen")
  func unclampedValues() throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    _ = try ToolRunner.run(["Samples/drag-unclamped.json", "-o", output.path, "--scale", "1"])
    let timeline = try Timeline(contentsOf: output.appendingPathComponent("timeline.json"))
    // Grip at the center (100, 180); the finger lifts at (360, 640): center (360, 640), so the
    // 120 pt window's right edge is at 420, past the 375 pt screen.
    #expect(timeline.centers(of: "window").last! == (360, 640))
  }
}
