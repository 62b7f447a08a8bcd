import Foundation

extension URL {
  /// The path with `.`, `..` and symbolic links resolved, so two spellings of one directory
  /// compare equal (`./a/`, `a`, a link to `a`): what the commands compare an output directory
  /// with the directories it must not be.
  var canonicalPath: String { standardizedFileURL.resolvingSymlinksInPath().path }
}

extension URL {
  /// This file's path relative to the directory `base` (both canonical): `../run/frame-0001.png`
  /// from `diff/` to `run/frame-0001.png`, for links in a page written into `base`.
  func path(relativeTo base: URL) -> String {
    let target = canonicalPath.split(separator: "/", omittingEmptySubsequences: true)
    let from = base.canonicalPath.split(separator: "/", omittingEmptySubsequences: true)
    var common = 0
    while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
    let up = Array(repeating: "..", count: from.count - common)
    let parts = up + target[common...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
