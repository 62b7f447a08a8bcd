import Foundation
import GestureCore
import IOSSourcePreparation

/// Compiles the user's Swift files into a library against the tool's own `UIKit` module, caches
/// it, and loads it.
///
/// The files and a generated factory file (`FactorySource`) are compiled by `swiftc
/// -emit-library` as the module `UserCode`, in Swift 6 language mode, unoptimised and with debug
/// information (the code under review runs a few hundred frames; compile time dominates, and a
/// trap's backtrace names the user's lines). The library is cached under
/// `cacheDirectory/<key>/`, where the key is a SHA-256 of the tool version, the compiler and
/// module files (path, size, modification time), the flags, the class list and every file's path
/// and contents; a run whose key exists loads the library without compiling. Entries are written
/// to a temporary folder and renamed into place, so concurrent runs never see half a library.
/// Nothing else is written: the compiler's module cache lives in the cache directory too.
public struct UserCodeCompiler: Sendable {
  /// The compiler and modules.
  public var toolchain: SwiftToolchain
  /// Where compiled libraries are kept.
  public var cacheDirectory: URL
  /// The tool's version, part of the cache key.
  public var toolVersion: String

  /// A compiler with explicit settings.
  public init(toolchain: SwiftToolchain, cacheDirectory: URL, toolVersion: String) {
    self.toolchain = toolchain
    self.cacheDirectory = cacheDirectory
    self.toolVersion = toolVersion
  }

  /// `GESTURERENDER_CACHE`, else `$XDG_CACHE_HOME/gesturerender`, else
  /// `~/.cache/gesturerender`.
  public static func defaultCacheDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let explicit = environment["GESTURERENDER_CACHE"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit)
    }
    if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
      return URL(fileURLWithPath: xdg).appendingPathComponent("gesturerender")
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(".cache/gesturerender")
  }

  /// The flags after `swiftc`, before the output and the files; `languageMode` is 5 or 6.
  ///
  /// Whole-module (`-wmo`, with the module emitted in the same job): one frontend type-checks
  /// every file, so a compile reports the errors of every declaration and every function body
  /// at once, as Xcode lists them. The driver's default splits the work into a job that checks
  /// declarations first and stops the build when one has an error, which hid the errors inside
  /// bodies until those were fixed (a component showed 61 of its 185 errors). A scenario's few
  /// files also compile faster in one job (the card: 4.2 s against 5.1 s, docs/performance.md).
  func flags(moduleCache: URL, languageMode: Int) -> [String] {
    [
      "-emit-library", "-module-name", "UserCode", "-parse-as-library", "-swift-version",
      "\(languageMode)", "-wmo", "-no-emit-module-separately-wmo",
      "-Onone", "-g", "-I", toolchain.modules.path, "-module-cache-path", moduleCache.path,
      "-diagnostic-style", "llvm",
    ]
  }

  /// Compiles `files` into the cache unless an identical build is there, without loading it.
  ///
  /// The files are first prepared as an iOS build sees them (``SourcePreparation``): `#if`
  /// decided for an iOS device, Objective-C-era spellings rewritten in place, method tables
  /// generated for Objective-C messaging. Compiler messages name the user's files, lines and
  /// columns as written.
  ///
  /// - Parameters:
  ///   - files: the Swift files: where each is, and how messages name it (the compiler's
  ///     messages say `display` where they would say `path`).
  ///   - classes: each class the scenario names and the UIKit class it must inherit from
  ///     (`UIViewController`, `UIView`, `UIImageView`…).
  ///   - languageMode: the Swift language mode, 5 (Xcode's default for app targets) or 6.
  /// - Returns: the library and the factory entries it was built with, and whether it came
  ///   from the cache.
  /// - Throws: `UserCodeError`: `.unreadable` for a file that cannot be read,
  ///   `.classNotFound` naming the classes the code declares, `.compileFailed` with the
  ///   compiler's own messages (or the preparation's, for a construct that cannot be
  ///   emulated), `.toolchainMissing` when `swiftc` cannot run.
  public func build(
    files: [(path: String, display: String)],
    classes: [(name: String, base: String)],
    languageMode: Int = 5
  ) throws(UserCodeError) -> (library: URL, entries: [FactorySource.Entry], cached: Bool) {
    var sources: [(file: String, text: String)] = []
    for file in files {
      guard let data = FileManager.default.contents(atPath: file.path),
        let text = String(data: data, encoding: .utf8)
      else {
        throw UserCodeError(.unreadable, "\(file.display): cannot read the Swift file as UTF-8")
      }
      sources.append((file.path, text))
    }
    let preparation = SourcePreparation.preparedOnLargeStack(
      sources: zip(files, sources).map { (display: $0.display, text: $1.text) },
      languageMode: languageMode)
    if !preparation.errors.isEmpty {
      throw UserCodeError(.compileFailed, preparation.errors.joined(separator: "\n"))
    }
    let scanner = ClassDeclarationScanner(index: preparation.index, files: files.map(\.display))
    var entries: [FactorySource.Entry] = []
    // Every place a class is named is checked (one class cannot be a view and a controller).
    for (name, base) in classes {
      try Self.check(name, inherits: base, in: scanner)
      let kind: ClassDeclarationScanner.Kind = base == "UIViewController" ? .viewController : .view
      if !entries.contains(where: { $0.name == name }) {
        entries.append(FactorySource.Entry(name: name, kind: kind))
      }
    }
    // The app and scene delegates (Xcode's template), which the launch makes as iOS does.
    for delegate in Self.delegateClasses(in: preparation.index)
    where !entries.contains(where: { $0.name == delegate.name }) {
      entries.append(delegate)
    }
    let factory = FactorySource(entries: entries, sharedSource: preparation.sharedSource)
    let prepared = zip(files, preparation.files).map {
      (display: $0.display, path: $0.path, source: $1.source)
    }
    let key = cacheKey(
      sources: prepared.map { ($0.path, $0.source.text) }, factory: factory,
      languageMode: languageMode)
    let entryDirectory = cacheDirectory.appendingPathComponent(key)
    let library = entryDirectory.appendingPathComponent("libUserCode.so")
    if CacheEntry.isComplete(entryDirectory) { return (library, entries, true) }
    CacheEntry.discard(entryDirectory)  // a damaged entry (a truncated library) is rebuilt
    try compile(files: prepared, factory: factory, languageMode: languageMode, into: entryDirectory)
    return (library, entries, false)
  }

  /// The classes of `index` that the app's launch makes (docs/uikit-code.md, "The app and
  /// scene delegates"): those whose inheritance clause names `UIApplicationDelegate`, then
  /// those naming `UIWindowSceneDelegate` or `UISceneDelegate`, in source order; a class the
  /// generated file cannot name (private, generic, nested) is left out.
  static func delegateClasses(in index: SourceIndex) -> [FactorySource.Entry] {
    func adopts(_ info: SourceIndex.ClassInfo, _ names: Set<String>) -> Bool {
      info.unreachable == nil
        && info.inherited.contains {
          names.contains($0.split(separator: ".").last.map(String.init) ?? $0)
        }
    }
    let applications = index.classes.filter { adopts($0, ["UIApplicationDelegate"]) }
    let scenes = index.classes.filter {
      adopts($0, ["UIWindowSceneDelegate", "UISceneDelegate"])
    }
    return applications.map { FactorySource.Entry(name: $0.name, kind: .applicationDelegate) }
      + scenes.map { FactorySource.Entry(name: $0.name, kind: .sceneDelegate) }
  }

  /// Builds (``build(files:classes:)``) and loads the code into this process.
  ///
  /// - Throws: what `build` throws, and `.unreadable` when the library cannot be loaded.
  @MainActor
  public func load(
    files: [(path: String, display: String)],
    classes: [(name: String, base: String)],
    languageMode: Int = 5
  ) throws(UserCodeError) -> (code: LoadedUserCode, cached: Bool) {
    let (library, entries, cached) = try build(
      files: files, classes: classes, languageMode: languageMode)
    return (try LoadedUserCode(library: library, entries: entries), cached)
  }

  /// Throws unless the code declares `name` as a subclass of UIKit's `base` (through its own
  /// classes or directly), naming the code's candidates when it does not.
  static func check(_ name: String, inherits base: String, in scanner: ClassDeclarationScanner)
    throws(UserCodeError)
  {
    let kind: ClassDeclarationScanner.Kind = base == "UIViewController" ? .viewController : .view
    // UIKit's own classes are not the code's: the scenario names a class the code declares.
    let found = scanner.declarations.contains { $0.name == name } ? scanner.kind(of: name) : nil
    let candidates = scanner.candidates(of: kind).filter {
      scanner.uikitBase(of: $0).map { ClassDeclarationScanner.uikitClass($0, isKindOf: base) }
        ?? false
    }
    let list =
      candidates.isEmpty
      ? "the code declares no \(base) subclass"
      : "\(base) subclasses in the code: \(candidates.joined(separator: ", "))"
    switch found {
    case nil:
      throw UserCodeError(
        .classNotFound, "class '\(name)' is not declared in the code (\(list))", className: name)
    case .some(let other) where other != kind:
      let what =
        other == .other ? "not a \(kind.rawValue) subclass" : "a \(other.rawValue) subclass"
      throw UserCodeError(
        .classNotFound, "class '\(name)' is \(what), where a \(base) is needed (\(list))",
        className: name)
    default:
      let reached = scanner.uikitBase(of: name) ?? kind.rawValue
      guard ClassDeclarationScanner.uikitClass(reached, isKindOf: base) else {
        throw UserCodeError(
          .classNotFound,
          "class '\(name)' is a \(reached) subclass, where a \(base) is needed (\(list))",
          className: name)
      }
    }
    if let declaration = scanner.declarations.first(where: { $0.name == name }),
      let reason = declaration.unreachable
    {
      throw UserCodeError(
        .classNotFound,
        "class '\(name)' \(reason) in \(declaration.file), so the scenario cannot create it: "
          + "name an internal, public or open class declared at the top level of a file",
        className: name)
    }
  }

  /// `gesturerender-factories.swift`, or `gesturerender-factories-2.swift`… when a user file
  /// has that name.
  static func factoryFileName(avoiding names: Set<String>) -> String {
    var candidate = "gesturerender-factories.swift"
    var number = 1
    while names.contains(candidate) {
      number += 1
      candidate = "gesturerender-factories-\(number).swift"
    }
    return candidate
  }

  /// The cache key: the prepared texts, the factory file and the flags, with the files'
  /// display names (how messages name them), the tool version and the compiler and modules.
  private func cacheKey(
    sources: [(file: String, text: String)], factory: FactorySource, languageMode: Int
  ) -> String {
    var hash = ContentHash()
    hash.add("gesturerender user code 3")
    hash.add(toolVersion)
    let identified =
      [toolchain.compiler]
      + SwiftToolchain.requiredModules.map {
        toolchain.modules.appendingPathComponent("\($0).swiftmodule")
      }
    for url in identified {
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: url.resolvingSymlinksInPath().path)
      hash.add(url.path)
      hash.add("\(attributes?[.size] ?? 0) \(attributes?[.modificationDate] ?? "")")
    }
    // The module cache is where the compiler keeps what it derives from the modules, not an
    // input: a placeholder stands for it (a relative path would be resolved against the
    // working directory, and the same code run from another folder would be compiled again).
    hash.add(
      flags(moduleCache: URL(fileURLWithPath: "/module-cache"), languageMode: languageMode)
        .joined(separator: " "))
    hash.add(factory.text)
    for (file, text) in sources {
      hash.add(file)
      hash.add(text)
    }
    return hash.finish()
  }

  /// The compiler's environment: the tool's own, with `TMPDIR` pointing into the build's
  /// staging folder. The driver keeps its intermediate files (the module it wraps into the debug
  /// information, objects, autolink lists) in a folder under `TMPDIR`; there they are removed
  /// with the staging folder even when the compiler is stopped half-way, and a run never leaves
  /// files in the user's working directory or `/tmp`. The compiler also runs in that folder:
  /// not in the staging folder itself, above the copied sources, because the driver names
  /// files below its working directory by relative paths, which the `-file-prefix-map` that
  /// gives the debug information the user's paths would no longer match.
  static func compilerEnvironment(_ inherited: [String: String], temporaries: URL) -> [String:
    String]
  {
    var environment = inherited
    environment["TMPDIR"] = temporaries.path
    return environment
  }

  /// Compiles the texts that were hashed (copies in the staging folder, so a file edited
  /// meanwhile cannot put other code under this key) into `destination`.
  private func compile(
    files: [(display: String, path: String, source: EditedSource)],
    factory factorySource: FactorySource,
    languageMode: Int, into destination: URL
  ) throws(UserCodeError) {
    let fileManager = FileManager.default
    CacheEntry.removeAbandoned(in: cacheDirectory)
    // Locked while this build runs, so no other run's housekeeping removes it.
    let stagingFolder: CacheEntry.LockedItem
    do {
      try fileManager.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
      stagingFolder = try CacheEntry.makeStagingFolder(in: cacheDirectory)
    } catch {
      throw UserCodeError(
        .cacheUnwritable,
        "cannot write into the code cache \(cacheDirectory.path): \(error.localizedDescription)")
    }
    let staging = stagingFolder.url
    defer { stagingFolder.remove() }
    // The generated file is one more file of the module, whose file names must differ: it takes
    // a name none of the user's files has.
    let factories = staging.appendingPathComponent(
      Self.factoryFileName(
        avoiding: Set(files.map { URL(fileURLWithPath: $0.path).lastPathComponent })))
    let log = staging.appendingPathComponent("swiftc.log")
    let temporaries = staging.appendingPathComponent("tmp")
    // Each copy in a folder of its own keeps its file name (the module's `#fileID`); the
    // prefix map makes `#filePath` and the debug information name the original.
    let copies = files.indices.map {
      staging.appendingPathComponent("sources/\($0)")
        .appendingPathComponent(URL(fileURLWithPath: files[$0].path).lastPathComponent)
    }
    do {
      for (copy, file) in zip(copies, files) {
        try fileManager.createDirectory(
          at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.source.text.utf8).write(to: copy)
      }
      try Data(factorySource.text.utf8).write(to: factories)
      try fileManager.createDirectory(at: temporaries, withIntermediateDirectories: true)
      _ = fileManager.createFile(atPath: log.path, contents: nil)
    } catch {
      throw UserCodeError(
        .cacheUnwritable,
        "cannot write into the code cache \(cacheDirectory.path): \(error.localizedDescription)")
    }
    let prefixMaps = zip(copies, files).flatMap { copy, file in
      [
        "-file-prefix-map",
        "\(copy.deletingLastPathComponent().path)=\(URL(fileURLWithPath: file.path).deletingLastPathComponent().path)",
      ]
    }
    let process = Process()
    process.executableURL = toolchain.compiler
    process.arguments =
      flags(
        moduleCache: cacheDirectory.appendingPathComponent("module-cache"),
        languageMode: languageMode) + prefixMaps
      + ["-o", staging.appendingPathComponent("libUserCode.so").path] + copies.map(\.path)
      + [factories.path]
    process.currentDirectoryURL = temporaries
    process.environment = Self.compilerEnvironment(
      ProcessInfo.processInfo.environment, temporaries: temporaries)
    do {
      let handle = try FileHandle(forWritingTo: log)
      process.standardOutput = handle
      process.standardError = handle
      process.standardInput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      try handle.close()
    } catch {
      throw UserCodeError(
        .toolchainMissing, "cannot run \(toolchain.compiler.path): \(error.localizedDescription)")
    }
    var output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    for (copy, file) in zip(copies, files) {
      // The name is escaped whole here: a line feed in it is part of the name, not of the
      // messages (whose own line feeds the printing keeps).
      output = output.replacingOccurrences(
        of: copy.path + ":", with: VisibleText.escape(file.display) + ":")
    }
    output = CompilerOutput.mappingColumns(
      output, files: files.map { (display: $0.display, source: $0.source) })
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      // A compiler that could not write its output (a full disk) says so in its own words;
      // the code itself may be fine.
      if let reason = CompilerOutput.writeFailure(in: output) {
        throw UserCodeError(
          .cacheUnwritable,
          "the compiler cannot write into the code cache \(cacheDirectory.path): \(reason)")
      }
      throw CompilerOutput(output, factories: factories.path, source: factorySource).error(
        status: process.terminationStatus)
    }
    let library = staging.appendingPathComponent("libUserCode.so")
    guard fileManager.fileExists(atPath: library.path) else {
      throw UserCodeError(
        .toolchainMissing,
        "\(toolchain.compiler.path) reported success but wrote no library: is it Swift's swiftc?")
    }
    for leftover in [log, factories, temporaries, staging.appendingPathComponent("sources")] {
      try? fileManager.removeItem(at: leftover)
    }
    do {
      try CacheEntry.seal(staging)
      try fileManager.moveItem(at: staging, to: destination)
    } catch {
      // Another run put the same entry in place first: use it.
      guard CacheEntry.isComplete(destination) else {
        throw UserCodeError(
          .cacheUnwritable,
          "cannot store the compiled code in \(destination.path): \(error.localizedDescription)")
      }
    }
  }
}
