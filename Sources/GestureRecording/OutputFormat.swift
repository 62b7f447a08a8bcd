/// What a recording writes for its frames: one file per frame (`png`, `svg`), one animated
/// image (`apng`, `gif`, `webp`) or a video through ffmpeg (`mp4`, `webm`). The raw values are
/// the command line's `--format` names.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// `frame-NNNN.png`, device size × scale pixels.
  case png
  /// `frame-NNNN.svg` of the same pixel size, text as outlines.
  case svg
  /// `NAME-animation.png`, an animated PNG: lossless, exact delays, at most 60 fps.
  case apng
  /// `NAME.gif`: delays in whole hundredths of a second, so at most 50 fps.
  case gif
  /// `NAME.webp`, animated WebP: lossless unless ``Recording/Options/webpQuality`` is set.
  case webp
  /// `NAME.mp4` (libx264) through an installed ffmpeg.
  case mp4
  /// `NAME.webm` (libvpx-vp9) through an installed ffmpeg.
  case webm

  /// Whether the format writes one file per frame (the review page scrubs through these).
  public var isFrameSequence: Bool { self == .png || self == .svg }

  /// Whether the format needs ffmpeg.
  public var isVideo: Bool { self == .mp4 || self == .webm }
}
