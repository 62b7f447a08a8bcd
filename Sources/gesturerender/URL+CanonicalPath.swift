import Foundation

extension URL {
  /// The path with `.`, `..` and symbolic links resolved, so two spellings of one directory
  /// compare equal (`./a/`, `a`, a link to `a`): what the commands compare an output directory
  /// with the directories it must not be.
  var canonicalPath: String { standardizedFileURL.resolvingSymlinksInPath().path }
}
