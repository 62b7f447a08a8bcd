import Foundation
import GestureCore

/// Writes each frame as an SVG document, `frame-0000.svg`, `frame-0001.svg`, … (named by
/// ``GestureCore/Frame/index``, see ``FrameFileName``) into a directory, each file atomically.
public final class SVGSequenceSink: FrameSink {
  /// The renderer frames are drawn with.
  public let renderer: FrameRenderer
  private var writer: FrameFileWriter

  /// A sink writing into `directory` (created with its parents when missing) with `renderer`,
  /// which may be shared with other sinks on the same thread.
  ///
  /// - Throws: ``RenderError/directoryUnavailable(path:reason:)``.
  public init(directory: URL, renderer: FrameRenderer) throws {
    self.renderer = renderer
    self.writer = try FrameFileWriter(directory: directory, pathExtension: "svg")
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

  /// Renders `frame` to SVG and writes `frame-NNNN.svg`.
  ///
  /// - Throws: the errors of ``FrameRenderer/renderSVG(_:)``,
  ///   ``RenderError/writeFailed(path:reason:)``, ``RenderError/sinkFinished(directory:)``.
  public func consume(_ frame: Frame) throws {
    guard !writer.isFinished else { throw RenderError.sinkFinished(directory: directory.path) }
    try writer.write(renderer.renderSVG(frame), index: frame.index)
  }

  /// Returns the SVG files written, in order. Later frames are refused.
  public func finish() throws -> [URL] {
    writer.finish()
  }
}
