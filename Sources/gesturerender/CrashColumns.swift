import Foundation
internal import IOSSourcePreparation

/// A crash's place moved from the prepared file the compiler built back to the user's file as
/// written.
///
/// The debug information names lines and columns of the prepared text. Lines are the user's
/// (the preparation never moves one), columns are not after a rewrite on the same line
/// (`#selector(tap(_:))` is shorter as `Selector("tap:")`), and a trap inside code the
/// preparation inserted (a forwarder, the trapping initializer of a nib-only cell) stands for
/// a place elsewhere. The files are prepared again for the mapping, only when a crash is
/// reported: the preparation is deterministic, so it gives the text the build compiled.
enum CrashColumns {
  /// `place` in the files as written: the place inserted code stands for, or the column of
  /// the user's text; `place` itself when its file is not among `files` or cannot be read.
  /// - Parameter files: the scenario's code files (path to read, path to show).
  static func original(
    _ place: CrashReport.Place, files: [(path: String, display: String)]
  ) -> CrashReport.Place {
    var seen: Set<String> = []
    let unique = files.filter { seen.insert($0.path).inserted }
    guard let position = unique.firstIndex(where: { $0.display == place.file }) else {
      return place
    }
    var sources: [(display: String, text: String)] = []
    for file in unique {
      guard let text = try? String(contentsOfFile: file.path, encoding: .utf8) else {
        return place
      }
      sources.append((file.display, text))
    }
    let prepared = SourcePreparation.preparedOnLargeStack(sources: sources, languageMode: 5)
    let source = prepared.files[position].source
    var moved = place
    if let origin = source.origin(line: place.line, column: place.column) {
      moved.file = unique[origin.file].display
      moved.line = origin.line
      moved.column = origin.column
    } else {
      moved.column = source.originalColumn(line: place.line, column: place.column)
    }
    return moved
  }
}
