import Foundation

/// Why the user's Swift files could not be compiled or loaded.
public struct UserCodeError: Error, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Equatable, Sendable {
    /// The compiler rejected the code; `message` is its own output (`file:line:col: error: …`).
    case compileFailed
    /// `swiftc` or the tool's compiled modules cannot be found.
    case toolchainMissing
    /// A class the scenario names is not in the code, or is not the kind of class it must be.
    case classNotFound
    /// A file cannot be read, or the compiled library cannot be loaded.
    case unreadable
    /// The code cache cannot be written (a full disk, a read-only folder): by the tool or by
    /// the compiler.
    case cacheUnwritable
  }

  /// What went wrong.
  public var kind: Kind
  /// The message, one or more lines, ready to print.
  public var message: String
  /// The class the error is about (`.classNotFound`), so the caller can say where the
  /// scenario names it.
  public var className: String?

  /// An error of `kind` with `message`.
  public init(_ kind: Kind, _ message: String, className: String? = nil) {
    self.kind = kind
    self.message = message
    self.className = className
  }

  /// The message.
  public var description: String { message }
}
