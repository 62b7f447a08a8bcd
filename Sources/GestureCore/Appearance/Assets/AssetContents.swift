import Foundation

/// The `Contents.json` of an asset catalog's sets and folders, as Xcode writes them (Apple,
/// "Asset Catalog Format Reference": Named Color Type, Image Set Type, Folder Type), decoded
/// with `JSONDecoder`. Keys the simulation does not use (`info`, `compression-type`,
/// `on-demand-resource-tags`…) are ignored.
enum AssetContents {
  /// A folder's (group's) `Contents.json`: `properties.provides-namespace`.
  struct Folder: Decodable {
    struct Properties: Decodable {
      var providesNamespace: Bool?
      enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
    }
    var properties: Properties?
  }

  /// The traits one variant of a set is for: `idiom`, `appearances` and `display-gamut`.
  struct Slot: Decodable {
    struct Appearance: Decodable {
      var appearance: String
      var value: String
    }
    var idiom: String?
    var appearances: [Appearance]?
    var displayGamut: String?
    enum CodingKeys: String, CodingKey {
      case idiom, appearances
      case displayGamut = "display-gamut"
    }
  }

  /// A `.colorset`'s `Contents.json`: `colors[]`.
  struct ColorSet: Decodable {
    struct Entry: Decodable {
      var slot: Slot
      var color: Color?
      enum CodingKeys: String, CodingKey { case color }
      init(from decoder: any Decoder) throws {
        slot = try Slot(from: decoder)
        color = try decoder.container(keyedBy: CodingKeys.self)
          .decodeIfPresent(Color.self, forKey: .color)
      }
    }
    /// `color`: a colour space and components, or a system colour `reference`.
    struct Color: Decodable {
      var colorSpace: String?
      var components: [String: Component]?
      var platform: String?
      var reference: String?
      enum CodingKeys: String, CodingKey {
        case colorSpace = "color-space"
        case components, platform, reference
      }
    }
    var colors: [Entry]?
  }

  /// A component as Xcode writes it: a string in one of its three notations, or a number.
  struct Component: Decodable {
    var text: String
    var isNumber: Bool
    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let number = try? container.decode(Double.self) {
        (text, isNumber) = (String(number), true)
      } else {
        (text, isNumber) = (try container.decode(String.self), false)
      }
    }
  }

  /// An `.imageset`'s `Contents.json`: `images[]` and `properties.template-rendering-intent`.
  struct ImageSet: Decodable {
    struct Entry: Decodable {
      var slot: Slot
      var filename: String?
      var scale: String?
      enum CodingKeys: String, CodingKey { case filename, scale }
      init(from decoder: any Decoder) throws {
        slot = try Slot(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        filename = try container.decodeIfPresent(String.self, forKey: .filename)
        scale = try container.decodeIfPresent(String.self, forKey: .scale)
      }
    }
    struct Properties: Decodable {
      var templateRenderingIntent: String?
      enum CodingKeys: String, CodingKey {
        case templateRenderingIntent = "template-rendering-intent"
      }
    }
    var images: [Entry]?
    var properties: Properties?
  }

  /// A problem with one place of a `Contents.json`: its JSON path (`colors[1].color`) and why.
  ///
  /// A syntax error has no path but a 1-based `line` and `column` (Unicode scalars), found by
  /// ``JSONSyntaxCheck``.
  struct Problem: Error, Equatable {
    var path: String
    var message: String
    var line: Int? = nil
    var column: Int? = nil

    /// The problem as a message about `file` (as shown):
    /// `Assets.xcassets/Brand.colorset/Contents.json:3:14: not valid JSON: …` for a syntax
    /// error, `…/Contents.json: colors[1].color: expected an object` otherwise.
    func located(in file: String) -> String {
      if let line, let column { return "\(file):\(line):\(column): \(message)" }
      return "\(file): " + (path.isEmpty ? "" : path + ": ") + message
    }
  }

  /// Decodes `data` as `T`, turning a decoding error into a located ``Problem``.
  static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(Problem) -> T {
    if let failure = JSONSyntaxCheck.firstError(in: [UInt8](data)) {
      throw Problem(
        path: "", message: "not valid JSON: \(failure.message)", line: failure.line,
        column: failure.column)
    }
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      switch error {
      case .typeMismatch(let expected, let context):
        throw Problem(
          path: path(context.codingPath), message: "expected \(kind(of: expected))")
      case .valueNotFound(let expected, let context):
        throw Problem(
          path: path(context.codingPath), message: "expected \(kind(of: expected)), found null")
      case .keyNotFound(let key, let context):
        throw Problem(
          path: path(context.codingPath), message: "the key \"\(key.stringValue)\" is missing")
      case .dataCorrupted(let context):
        let reason =
          (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
          ?? context.debugDescription
        throw Problem(path: path(context.codingPath), message: "not valid JSON (\(reason))")
      @unknown default:
        throw Problem(path: "", message: "not readable")
      }
    } catch {
      throw Problem(path: "", message: "not readable")
    }
  }

  /// `colors[1].color.components.red` for a coding path; empty for the top.
  static func path(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text
  }

  private static func kind(of type: Any.Type) -> String {
    if type == String.self { return "a string" }
    if type == Double.self || type == Int.self { return "a number" }
    if type == Bool.self { return "true or false" }
    if type is [Any].Type || "\(type)".hasPrefix("Array") { return "an array" }
    return "an object"
  }
}
