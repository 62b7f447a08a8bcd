import Foundation
import GestureCore

@testable import Renderer

/// Frames of a small moving scene for the animated-output tests: a 100×80 pt canvas, a blue
/// square moving right by 2 pt a frame for `moving` frames, then still, with a label.
enum AnimationFixtures {
  static let canvas = CGSize(width: 100, height: 80)

  static func frames(count: Int, moving: Int, fps: Double) -> [Frame] {
    (0..<count).map { index in
      let x = Double(min(index, moving)) * 2 + 4
      return Frame(
        index: index, time: Double(index) / fps, canvasSize: canvas,
        backgroundColor: CGColor(red8: 0xF2, green8: 0xF2, blue8: 0xF7),
        items: [
          .fill(
            Fixtures.shape("square", x: x, y: 20, width: 30, height: 30, cornerRadius: 6),
            CGColor(red8: 0x00, green8: 0x7A, blue8: 0xFF)),
          .text(
            Fixtures.label("按钮 \(min(index, moving))", x: 4, y: 56, width: 92, height: 20, size: 12)
          ),
        ])
    }
  }

  /// Feeds `frames` to `sink` and finishes it.
  static func write(_ frames: [Frame], to sink: any FrameSink) throws -> [URL] {
    for frame in frames { try sink.consume(frame) }
    return try sink.finish()
  }
}
