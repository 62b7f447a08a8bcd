/// A problem in an Interface Builder file that stops it from loading, located at the file's
/// line and column (`Main.storyboard:12:9: error: …`).
public struct InterfaceBuilderError: Error, Sendable, Equatable, CustomStringConvertible {
  /// How the file is named in the message.
  public var file: String
  /// 1-based line and column; 0 when the problem is the whole file.
  public var line: Int
  public var column: Int
  /// What is wrong, as a sentence without the location.
  public var message: String

  /// An error at `file`:`line`:`column`.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `Main.storyboard:12:9: error: …`, or `Main.storyboard: error: …` without a position.
  public var description: String {
    line > 0 ? "\(file):\(line):\(column): error: \(message)" : "\(file): error: \(message)"
  }
}

/// A located warning about an Interface Builder file: an element or attribute that is not
/// read, a value that is not modelled. Loading records each as an `interfaceBuilder.skipped`
/// timeline event (docs/interface-builder.md).
public struct InterfaceBuilderWarning: Sendable, Equatable, CustomStringConvertible {
  /// How the file is named in the message.
  public var file: String
  /// 1-based line and column of the element.
  public var line: Int
  public var column: Int
  /// What was skipped and why.
  public var message: String

  /// `Main.storyboard:12:9: …`.
  public var description: String { "\(file):\(line):\(column): \(message)" }
}
