import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// The user's files made ready for this toolchain as an iOS build would see them, read once by
/// the compiler's own parser (SwiftParser), with what the code declares (``index``).
///
/// Each file is parsed, its declarations indexed (active `#if` branches only), then rewritten
/// in place (``SourceRewriter``) and given the method tables and optional-requirement
/// implementations it needs (``MethodTableSource``). Line numbers never change, columns are
/// mapped back (``EditedSource``), and a file with nothing to prepare is compiled as written.
/// The rules and what iOS build the tool pretends to be: docs/uikit-code.md, "How iOS code is
/// prepared".
package struct SourcePreparation: Sendable {
  /// One prepared file.
  package struct File: Sendable {
    /// How messages name the file.
    package var display: String
    /// The text to compile and the way back to the user's columns.
    package var source: EditedSource
  }

  /// The files, in the order given.
  package let files: [File]
  /// What the code declares.
  package let index: SourceIndex
  /// Code for the factory file: the method tables of files compiled as written, and the
  /// function that gathers every table.
  package let sharedSource: String
  /// Constructs that cannot be emulated, as compiler-style messages
  /// (`File.swift:3:5: error: …`).
  package let errors: [String]

  /// Prepares `sources` (how messages name each file, and its text) for `languageMode`.
  package init(sources: [(display: String, text: String)], languageMode: Int) {
    let configuration = IOSBuildConfiguration(languageMode: languageMode)
    let trees = sources.map { Parser.parse(source: $0.text) }
    let index = SourceIndex(trees: trees, configuration: configuration)
    let tabled = MethodTableSource.tabled(index)
    let moved = ExtensionOverrides.edits(trees: trees, configuration: configuration)
    var files: [File] = []
    var errors: [String] = []
    var shared: [String] = []
    for (position, source) in sources.enumerated() {
      let rewriter = SourceRewriter(
        tree: trees[position], file: source.display, index: index, configuration: configuration)
      rewriter.walk(trees[position])
      errors += rewriter.unsupported.map {
        "\(source.display):\($0.line):\($0.column): error: \($0.message)"
      }
      var appendix: [String] = index.objcProtocols.filter { $0.file == position }
        .compactMap(MethodTableSource.defaults(for:))
      let methods = tabled.filter { $0.file == position }
      let table = MethodTableSource.tables(file: position, methods: methods)
      if let table {
        if !rewriter.edits.isEmpty || moved[position] != nil || !appendix.isEmpty
          || methods.contains(where: \.isFilePrivate)
        {
          appendix.append(table)
        } else {
          shared.append(table)
        }
      }
      files.append(
        File(
          display: source.display,
          source: EditedSource(
            original: source.text, edits: rewriter.edits + (moved[position] ?? []),
            appendix: appendix.joined())))
    }
    let withTables = (0..<sources.count).filter { position in
      tabled.contains { $0.file == position }
    }
    shared.append(MethodTableSource.classRegistrations(MethodTableSource.namedClasses(index)))
    shared.append(
      ([
        "@MainActor func _gesturerenderAllMethodTables() -> [ObjCClassMethods] {",
        "  var tables: [ObjCClassMethods] = _gesturerenderNamedClasses()",
      ] + withTables.map { "  tables += \(MethodTableSource.tablesFunction(file: $0))()" }
        + ["  return tables", "}", ""]).joined(separator: "\n"))
    self.files = files
    self.index = index
    self.sharedSource = shared.joined(separator: "\n")
    self.errors = errors
  }
}

extension SourcePreparation {
  /// ``init(sources:languageMode:)`` on a thread of its own with a 1 GiB stack (reserved, not
  /// used up front): the parser and the walks recurse as deep as the code nests, and a file
  /// with an expression tens of thousands of levels deep would overflow the main thread's
  /// 8 MiB and take the tool down instead of reaching the compiler, which reports it.
  package static func preparedOnLargeStack(
    sources: [(display: String, text: String)], languageMode: Int
  ) -> SourcePreparation {
    let box = ResultBox()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value = SourcePreparation(sources: sources, languageMode: languageMode)
      done.signal()
    }
    thread.stackSize = 1 << 30
    thread.start()
    done.wait()
    return box.value!
  }
}

/// The prepared code handed from the preparing thread to the caller, which waits for it.
private final class ResultBox: @unchecked Sendable {
  var value: SourcePreparation?
}
