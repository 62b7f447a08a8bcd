import Foundation

/// Everything the `Renderer` layer can fail with. Each case carries the offending value and where
/// it came from (a path, a frame index, a Cairo status), so the CLI can print one precise line.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A font directory of the pinned font set is missing or holds no usable font. `package` is
  /// the Debian package that provides it (e.g. `fonts-dejavu-core`).
  case fontsMissing(directory: String, package: String)
  /// The pinned font set loaded, but it does not provide `family`, the family asked for as the
  /// system font.
  case fontFamilyMissing(family: String, directories: [String])
  /// Fontconfig or Pango could not be set up (out of memory, or a library refused a call).
  case fontSetupFailed(reason: String)
  /// The frame cannot be drawn at this size: its canvas in points times the scale must round to
  /// 1…32767 pixels on each side (Cairo's image size limit), and the scale must be finite and
  /// greater than 0.
  case invalidCanvas(width: Double, height: Double, scale: Double)
  /// The display list's `beginGroup`/`endGroup` or `pushClip`/`popClip` pairs do not nest.
  /// `itemIndex` is the position in `Frame.items` where that was found (`items.count` when a
  /// pair was left open).
  case unbalancedDisplayList(frameIndex: Int, itemIndex: Int, reason: String)
  /// Cairo reported an error status while doing `operation`.
  case cairo(operation: String, status: String)
  /// The output directory cannot be created or written to.
  case directoryUnavailable(path: String, reason: String)
  /// A file could not be written (it was not left half-written: writes are atomic).
  case writeFailed(path: String, reason: String)
  /// A PNG could not be read or decoded. `source` is the file path, or `<data>` for bytes in
  /// memory.
  case invalidImage(source: String, reason: String)
  /// A frame was handed to a sink after `finish()`.
  case sinkFinished(directory: String)
  /// An encoder library (zlib, giflib, libwebp) refused to encode `path` as `format`
  /// (`apng`, `gif`, `webp`, …); nothing was left at `path`.
  case encodingFailed(format: String, path: String, reason: String)
  /// An external program needed for `format` (ffmpeg for `mp4` and `webm`) is not installed or
  /// not executable. `hint` says how to install it.
  case toolUnavailable(tool: String, format: String, hint: String)
  /// An external program ran and failed while writing `path`; `reason` holds its exit status
  /// and the last line it printed.
  case toolFailed(tool: String, path: String, reason: String)

  /// One line for people, e.g. `cannot write /out/frame-0000.png: Permission denied`.
  public var description: String {
    switch self {
    case .fontsMissing(let directory, let package):
      return
        "no fonts found in \(directory): install the Debian package \(package) (apt-get install \(package))"
    case .fontFamilyMissing(let family, let directories):
      return
        "font family \"\(family)\" is not in the pinned font set (\(directories.joined(separator: ", ")))"
    case .fontSetupFailed(let reason):
      return "cannot set up fonts: \(reason)"
    case .invalidCanvas(let width, let height, let scale):
      return
        "cannot draw a \(width)×\(height) pt canvas at scale \(scale): each side must be 1…32767 pixels"
    case .unbalancedDisplayList(let frameIndex, let itemIndex, let reason):
      return "frame \(frameIndex), display item \(itemIndex): \(reason)"
    case .cairo(let operation, let status):
      return "cairo failed while \(operation): \(status)"
    case .directoryUnavailable(let path, let reason):
      return "cannot use directory \(path): \(reason)"
    case .writeFailed(let path, let reason):
      return "cannot write \(path): \(reason)"
    case .invalidImage(let source, let reason):
      return "cannot read PNG \(source): \(reason)"
    case .sinkFinished(let directory):
      return "the frame sink for \(directory) is already finished"
    case .encodingFailed(let format, let path, let reason):
      return "cannot encode \(path) as \(format): \(reason)"
    case .toolUnavailable(let tool, let format, let hint):
      return "\(format) output needs \(tool), which was not found: \(hint)"
    case .toolFailed(let tool, let path, let reason):
      return "\(tool) failed while writing \(path): \(reason)"
    }
  }
}

extension RenderError {
  /// A short human-readable reason for a Foundation file error at `path`, e.g. "permission
  /// denied" or "/out/a is not a directory". swift-corelibs-foundation often reports only
  /// "error 512" (an unknown write error), so when the error says little the file system is
  /// examined: a directory in the way of the file, or the nearest existing ancestor being a file
  /// or read-only.
  static func reason(of error: any Error, at path: String) -> String {
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code))).lowercased()
    }
    if ns.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(ns.code))).lowercased()
    }
    if let cocoa = error as? CocoaError {
      switch cocoa.code {
      case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
      case .fileWriteOutOfSpace: return "no space left on device"
      case .fileWriteVolumeReadOnly: return "read-only file system"
      case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or directory"
      default: break
      }
    }
    return diagnose(path) ?? ns.localizedDescription
  }

  /// A short human-readable reason for the POSIX error `code` met while writing `path`: what in
  /// the file system is in the way when that can be seen (see ``reason(of:at:)``), else the
  /// system's text, e.g. "no space left on device".
  static func reason(ofErrno code: Int32, at path: String) -> String {
    diagnose(path) ?? String(cString: strerror(code)).lowercased()
  }

  /// What in the file system keeps `path` from being written, if it can be seen.
  private static func diagnose(_ path: String) -> String? {
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    if files.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      return "a directory is in the way"
    }
    var ancestor = (path as NSString).deletingLastPathComponent
    while !ancestor.isEmpty {
      if files.fileExists(atPath: ancestor, isDirectory: &isDirectory) {
        if !isDirectory.boolValue { return "\(ancestor) is not a directory" }
        if !files.isWritableFile(atPath: ancestor) { return "\(ancestor) is not writable" }
        return nil
      }
      let parent = (ancestor as NSString).deletingLastPathComponent
      if parent == ancestor { break }
      ancestor = parent
    }
    return nil
  }
}
