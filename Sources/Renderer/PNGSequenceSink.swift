import Foundation
import GestureCore

/// Writes each frame as a PNG, `frame-0000.png`, `frame-0001.png`, … (named by
/// ``GestureCore/Frame/index``, see ``FrameFileName``) into a directory, each file atomically.
public final class PNGSequenceSink: FrameSink {
  /// The renderer frames are drawn with.
  public let renderer: FrameRenderer
  private var writer: FrameFileWriter

  /// A sink writing into `directory` (created with its parents when missing) with `renderer`,
  /// which may be shared with other sinks on the same thread.
  ///
  /// - Throws: ``RenderError/directoryUnavailable(path:reason:)``.
  public init(directory: URL, renderer: FrameRenderer) throws {
    self.renderer = renderer
    self.writer = try FrameFileWriter(directory: directory, pathExtension: "png")
  }

  /// A sink writing into `directory` with a new renderer of `options`.
  ///
  /// - Throws: ``RenderError/directoryUnavailable(path:reason:)`` or the font errors of
  ///   ``FrameRenderer/init(options:)``.
  public convenience init(directory: URL, options: RenderOptions = RenderOptions()) throws {
    try self.init(directory: directory, renderer: FrameRenderer(options: options))
  }

  /// The output directory.
  public var directory: URL { writer.directory }

  /// Renders `frame` to PNG and writes `frame-NNNN.png`.
  ///
  /// - Throws: the errors of ``FrameRenderer/renderPNG(_:)``,
  ///   ``RenderError/writeFailed(path:reason:)``, ``RenderError/sinkFinished(directory:)``.
  public func consume(_ frame: Frame) throws {
    guard !writer.isFinished else { throw RenderError.sinkFinished(directory: directory.path) }
    try writer.write(renderer.renderPNG(frame), index: frame.index)
  }

  /// Returns the PNG files written, in order. Later frames are refused.
  public func finish() throws -> [URL] {
    writer.finish()
  }
}
