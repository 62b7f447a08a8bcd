import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an Interface Builder file (XML document format 3.0, as current Xcode writes
/// `.storyboard` and `.xib` files) into an ``IBDocument`` with Foundation's `XMLParser`.
///
/// A hostile file is a located error, quickly, never a hang: a file larger than
/// ``maximumBytes`` is refused before it is read; a document type declaration (the only way to
/// declare entities, which Xcode never writes) is refused before parsing, so no entity is ever
/// expanded; external entities are not resolved; elements nested deeper than
/// ``maximumDepth`` stop the parse at the element that crosses the limit.
public enum IBDocumentParser {
  /// The largest file read, in bytes: 8 MiB. Xcode's largest storyboards are a few MB, and
  /// Foundation's XML parser (libxml2 without its "huge" option) stops at about 10 MB of
  /// input, reporting a well-formed file as not well-formed at its end; 8 MiB keeps every file
  /// read below that, so a larger one gets the size error instead.
  public static let maximumBytes = 8 << 20
  /// The deepest element nesting read (a view nested in 90 views is 200 elements deep).
  public static let maximumDepth = 200

  /// The document in the file at `url`, named `fileName` in messages.
  /// - Throws: ``InterfaceBuilderError`` when the file cannot be read, is too large, declares a
  ///   document type, is not well-formed XML, nests too deep, is not an iOS Interface Builder
  ///   document, gives two objects one id, or has segues that make scenes in a cycle
  ///   (``segueCycle(in:fileName:)``).
  public static func parse(contentsOf url: URL, fileName: String? = nil) throws
    -> IBDocument
  {
    let name = fileName ?? url.lastPathComponent
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
    guard let size else {
      throw InterfaceBuilderError(
        file: name, line: 0, column: 0, message: "the file cannot be read")
    }
    guard size <= maximumBytes else {
      throw tooLarge(name, size)
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw InterfaceBuilderError(
        file: name, line: 0, column: 0, message: "the file cannot be read")
    }
    return try parse(data: data, fileName: name)
  }

  /// The document in `data`, named `fileName` in messages (the same checks as
  /// ``parse(contentsOf:fileName:)``).
  public static func parse(data: Data, fileName: String) throws -> IBDocument {
    guard data.count <= maximumBytes else { throw tooLarge(fileName, data.count) }
    for marker in ["<!DOCTYPE", "<!ENTITY"] {
      if let range = data.range(of: Data(marker.utf8)) {
        let (line, column) = position(of: range.lowerBound, in: data)
        throw InterfaceBuilderError(
          file: fileName, line: line, column: column,
          message: "a document type declaration ('\(marker)') is not read: Interface Builder "
            + "files have none, and its entities could expand without bound")
      }
    }
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    let builder = TreeBuilder(fileName: fileName, data: data)
    parser.delegate = builder
    let succeeded = parser.parse()
    if let error = builder.error { throw error }
    // The parser goes on past an error to the end of the file and reports later ones (a tag
    // left open makes every end tag after it wrong): the first is the one to mend.
    if let failure = builder.firstParseError {
      throw InterfaceBuilderError(
        file: fileName, line: failure.line, column: failure.column,
        message: "the file is not well-formed XML (\(Self.reason(failure.code)))")
    }
    guard succeeded, let root = builder.root else {
      let code = parser.parserError.map { ($0 as NSError).code }
      throw InterfaceBuilderError(
        file: fileName, line: parser.lineNumber, column: parser.columnNumber,
        message: "the file is not well-formed XML (\(code.map(Self.reason) ?? "it ends early"))")
    }
    guard root.name == "document" else {
      throw InterfaceBuilderError(
        file: fileName, line: root.line, column: root.column,
        message: "the root element is <\(root.name)>, not an Interface Builder <document>")
    }
    if let type = root["type"], !type.contains("CocoaTouch") {
      throw InterfaceBuilderError(
        file: fileName, line: root.line, column: root.column,
        message: "the document's type is '\(type)', not an iOS (CocoaTouch) storyboard or xib")
    }
    if let duplicate = duplicateID(in: root, fileName: fileName) { throw duplicate }
    if let cycle = segueCycle(in: root, fileName: fileName) { throw cycle }
    return IBDocument(fileName: fileName, root: root)
  }

  /// The error of the first element whose `id` an earlier element has, at the later one: an
  /// object identifier names one object of the file (outlets, actions, segues and constraints
  /// refer to objects by it), so a file with two is ambiguous and is not loaded.
  static func duplicateID(in root: IBElement, fileName: String) -> InterfaceBuilderError? {
    var seen: [String: IBElement] = [:]
    for element in root.descendants() {
      guard let id = element.id else { continue }
      if let first = seen[id] {
        return InterfaceBuilderError(
          file: fileName, line: element.line, column: element.column,
          message: "the id '\(id)' of this <\(element.name)> is also the id of the "
            + "<\(first.name)> at line \(first.line), column \(first.column); an Interface "
            + "Builder file's object ids must be unique")
      }
      seen[id] = element
    }
    return nil
  }

  private static func tooLarge(_ name: String, _ size: Int) -> InterfaceBuilderError {
    InterfaceBuilderError(
      file: name, line: 0, column: 0,
      message: "the file is \(size) bytes; Interface Builder files larger than "
        + "\(maximumBytes) bytes are not read")
  }

  /// The 1-based line and column of byte `offset` of `data`.
  static func position(of offset: Int, in data: Data) -> (Int, Int) {
    var line = 1
    var lineStart = data.startIndex
    for index in data.startIndex..<offset where data[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }
}

extension IBDocumentParser {
  /// The XML parser's error `code` in words. Foundation's parser on Linux passes libxml2's
  /// error numbers through (`xmlParserErrors` in libxml2's `xmlerror.h`, whose names these
  /// words follow); its own `XMLParser.ErrorCode` cases do not line up with them there, so
  /// they are not used. Codes not listed are given as numbers.
  static func reason(_ code: Int) -> String {
    let words: [Int: String] = [
      3: "the document does not start", 4: "the document is empty",
      5: "extra content at the end of the document", 8: "an invalid character reference",
      9: "a character XML does not allow", 23: "an entity reference without its ';'",
      26: "an undeclared entity", 34: "a string not closed", 38: "'<' in an attribute value",
      39: "an attribute value without its opening quote",
      40: "an attribute value without its closing quote", 41: "an attribute without a value",
      42: "an attribute given twice", 45: "a comment not closed",
      65: "a space is required here", 68: "a name is required here", 72: "'<' is required here",
      73: "'>' is required here", 74: "'</' is required here", 75: "'=' is required here",
      76: "an end tag that does not match the open element", 77: "an element not closed",
      80: "'--' inside a comment", 85: "elements not balanced",
      86: "extra content after the document",
    ]
    return words[code] ?? "XML error \(code)"
  }
}

/// The parser's delegate: builds the element tree, keeping each element's position, and stops
/// the parse when the nesting is too deep.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  let fileName: String
  let bytes: [UInt8]
  /// The byte offset where each line starts.
  let lineStarts: [Int]
  var stack: [IBElement] = []
  var root: IBElement?
  var error: InterfaceBuilderError?
  /// Where the parser met its first error, and the error's code (`XMLParser.ErrorCode`).
  var firstParseError: (line: Int, column: Int, code: Int)?

  init(fileName: String, data: Data) {
    self.fileName = fileName
    bytes = [UInt8](data)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    lineStarts = starts
  }

  /// The line and column of the `<` of the start tag the parser has just read: the parser
  /// reports where the tag ends, so the position walks back to its `<`.
  func startOfTag(_ parser: XMLParser) -> (Int, Int) {
    let line = parser.lineNumber
    guard line >= 1, line <= lineStarts.count else { return (line, parser.columnNumber) }
    var offset = min(bytes.count - 1, lineStarts[line - 1] + max(0, parser.columnNumber - 1))
    while offset > 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
    var startLine = line
    while startLine > 1, lineStarts[startLine - 1] > offset { startLine -= 1 }
    return (startLine, offset - lineStarts[startLine - 1] + 1)
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    guard stack.count < IBDocumentParser.maximumDepth else {
      let (line, column) = startOfTag(parser)
      error = InterfaceBuilderError(
        file: fileName, line: line, column: column,
        message: "<\(elementName)> is nested \(stack.count + 1) elements deep; Interface "
          + "Builder files deeper than \(IBDocumentParser.maximumDepth) are not read")
      parser.abortParsing()
      return
    }
    let (line, column) = startOfTag(parser)
    stack.append(
      IBElement(name: elementName, attributes: attributeDict, line: line, column: column))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard let element = stack.popLast() else { return }
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    // The place is the parser's while it reports, not after it read to the end.
    guard firstParseError == nil, error == nil else { return }
    firstParseError = (parser.lineNumber, parser.columnNumber, (parseError as NSError).code)
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].text += string
  }
}
