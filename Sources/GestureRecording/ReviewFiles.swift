import Foundation
import Renderer

/// Writes a run's review page and pull-request snippet: `index.html` (when there is a page and
/// ``Recording/Options/writesPage``) and `review.md` (when
/// ``Recording/Options/writesMarkdown``), each atomically. The command line writes a batch's
/// `DIR/index.html` and `DIR/review.md` with it too.
package enum ReviewFiles {
  /// Writes the files into `directory` and returns those written.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)`` (or what ``AtomicFile`` throws) naming
  ///   the file and the cause.
  package static func write(
    page: (() -> String)?, markdown: () -> String, into directory: URL,
    options: Recording.Options
  ) throws -> [URL] {
    var written: [URL] = []
    if options.writesPage, let page {
      let url = directory.appendingPathComponent("index.html")
      try AtomicFile.write(Data(page().utf8), to: url)
      written.append(url)
    }
    if options.writesMarkdown {
      let url = directory.appendingPathComponent("review.md")
      try AtomicFile.write(Data(markdown().utf8), to: url)
      written.append(url)
    }
    return written
  }
}
