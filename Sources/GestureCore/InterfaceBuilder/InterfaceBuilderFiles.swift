import Foundation

/// Where storyboards and nibs are found: the folders of ``NamedImageLookup/current`` (the
/// scenario's folder, which stands in for the app's main bundle as it does for
/// `UIImage(named:)`), the first that holds the file winning.
enum InterfaceBuilderFiles {
  /// The file `name` + `.extension` (or `name` as given when it already ends so), or `nil`.
  static func url(named name: String, extension fileExtension: String) -> URL? {
    let file = name.hasSuffix("." + fileExtension) ? name : name + "." + fileExtension
    for directory in NamedImageLookup.current.directories {
      let url = directory.appendingPathComponent(file)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        return url
      }
    }
    return nil
  }

  /// The parsed document, or a stop with the error's located message (UIKit raises an
  /// exception for a nib it cannot read).
  static func document(at url: URL) -> IBDocument {
    do {
      return try IBDocumentParser.parse(contentsOf: url)
    } catch let error as InterfaceBuilderError {
      fatalError(error.description)
    } catch {
      fatalError("\(url.lastPathComponent): error: \(error)")
    }
  }
}
