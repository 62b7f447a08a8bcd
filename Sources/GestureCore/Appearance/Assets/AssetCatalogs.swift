import Foundation

/// The app's asset catalogs (`*.xcassets` folders), which `UIColor(named:)` and
/// `UIImage(named:)` read as iOS reads the compiled catalog of the main bundle.
///
/// ## Where catalogs are found
/// Every `*.xcassets` folder directly inside one of ``folders``: the scenario file's folder and
/// each folder holding the scenario's Swift files, as an Xcode target bundles the catalogs
/// among its sources (``NamedImageLookup/catalogFolders``). Catalogs are searched in that
/// order, each in name order; the first set of a name wins.
///
/// ## What is read, and when
/// The first lookup lists the catalogs' folders once (not the sets' files) and keeps an index
/// of names: a `.colorset` or `.imageset` folder is the set of its name without extension; a
/// plain folder is a group, whose sets are named `Group/Name` when its `Contents.json` has
/// `"provides-namespace": true` and `Name` otherwise. Other asset types (app icons, data sets,
/// symbol sets…) are not read. A set's `Contents.json` is read when its name is first asked
/// for and kept. At most ``entryLimit`` folder entries are listed in all (a larger catalog
/// gives an `asset.invalid` warning and its later entries are not found), so a catalog of
/// 100,000 sets cannot stall a run.
///
/// ## Warnings
/// A `Contents.json` that cannot be read, a file an image set names that is missing or cannot
/// be decoded, and a name no set or file has are `asset.invalid` and `asset.missing` timeline
/// events (each message once per run), located at the file and JSON path
/// (`Assets.xcassets/Brand.colorset/Contents.json: colors[1].color.components.red: …`);
/// ``warnings`` keeps them too. Such a set gives `nil`, as iOS gives `nil` for an asset the
/// compiler rejected.
package final class AssetCatalogs: Equatable, @unchecked Sendable {
  /// The folders whose `*.xcassets` are read, in order.
  package let folders: [URL]
  /// The most folder entries listed in all catalogs.
  package let entryLimit: Int

  private let lock = NSLock()
  private var index: Index?
  private var colorSets: [String: AssetColorSet?] = [:]
  private var imageSets: [String: AssetImageSet?] = [:]
  /// The image files checked (``AssetFile``): why each cannot be shown, or `nil` when it can.
  private var checkedFiles: [String: String?] = [:]
  private var accent: UIColor??
  private var reported: Set<String> = []
  private var reportedWarnings: [String] = []

  /// The catalogs in `folders`, listing at most `entryLimit` entries.
  package init(folders: [URL], entryLimit: Int = 50_000) {
    self.folders = folders
    self.entryLimit = entryLimit
  }

  package static func == (lhs: AssetCatalogs, rhs: AssetCatalogs) -> Bool {
    lhs.folders == rhs.folders && lhs.entryLimit == rhs.entryLimit
  }

  /// The names of the sets and where their folders are.
  private struct Index {
    /// The catalogs found, in search order.
    var catalogs: [URL] = []
    var colorSets: [String: URL] = [:]
    var imageSets: [String: URL] = [:]
  }

  /// The warnings reported so far, in order, each once.
  package var warnings: [String] { lock.withLock { reportedWarnings } }

  /// The catalogs found, in search order.
  package var catalogs: [URL] { lock.withLock { loadedIndex().catalogs } }

  /// The colour of the set `name` (`Brand`, `Palette/Brand` in a namespace), dynamic when the
  /// set has appearance variants, or `nil` when there is no such set or it cannot be read.
  package func color(named name: String) -> UIColor? {
    var problems: [String] = []
    let color = lock.withLock { () -> UIColor? in
      if let known = colorSets[name] { return known?.color }
      guard let folder = loadedIndex().colorSets[name] else { return nil }
      let set = read(folder, problems: &problems) { data throws(AssetContents.Problem) in
        try AssetColorSet(contentsOf: data)
      }
      colorSets[name] = .some(set)
      return set?.color
    }
    report(problems, kind: "asset.invalid")
    return color
  }

  /// Whether the catalogs have a colour set or an image set named `name`.
  package func hasSet(named name: String, color: Bool) -> Bool {
    defer { report([], kind: "asset.invalid") }
    return lock.withLock {
      let index = loadedIndex()
      return (color ? index.colorSets[name] : index.imageSets[name]) != nil
    }
  }

  /// The image of the set `name` for `traits` on a screen of `displayScale`: the chosen file
  /// at the set's scale, with its rendering intent; `nil` when there is no such set, it cannot
  /// be read, no entry fits, or the file is missing or undecodable (the last with a warning).
  package func image(
    named name: String, traits: UITraitCollection, displayScale: CGFloat
  ) -> UIImage? {
    var problems: [String] = []
    let found = lock.withLock { () -> (URL, AssetImageSet)? in
      let folder = loadedIndex().imageSets[name]
      if let known = imageSets[name] { return known.flatMap { set in folder.map { ($0, set) } } }
      guard let folder else { return nil }
      let set = read(folder, problems: &problems) { data throws(AssetContents.Problem) in
        try AssetImageSet(contentsOf: data)
      }
      imageSets[name] = .some(set)
      return set.map { (folder, $0) }
    }
    defer { report(problems, kind: "asset.invalid") }
    guard let (folder, set) = found,
      let file = set.file(for: traits, displayScale: displayScale)
    else { return nil }
    let path = folder.appendingPathComponent(file.filename).path
    let problem = lock.withLock { () -> String? in
      if let known = checkedFiles[path] { return known }
      // Checked once a run, before anything decodes it for drawing: a file the renderer could
      // not draw must not end the run half way.
      let found: String?
      if !Self.isInside(URL(fileURLWithPath: path), Self.catalog(containing: folder)) {
        // A name with `..`, or a symbolic link, could name any file of the machine.
        found = "lies outside the asset catalog (through `..` or a symbolic link)"
      } else {
        switch AssetFile.contents(atPath: path) {
        case .failure(let problem): found = problem.description
        case .success(let data): found = AssetFile.imageProblem(data)
        }
      }
      checkedFiles[path] = .some(found)
      return found
    }
    guard problem == nil, let loaded = UIImage(contentsOfFile: path) else {
      let reason = problem ?? "cannot be decoded (PNG and JPEG files are read)"
      problems.append(
        "\(display(folder.appendingPathComponent("Contents.json"))): the file "
          + "'\(file.filename)' it names \(reason); the image is nil")
      return nil
    }
    let scale = CGFloat(file.scale ?? 1)
    return UIImage(loaded, scale: scale, renderingMode: set.renderingMode)
  }

  /// The colour of the catalogs' `AccentColor` set, or `nil` when there is none.
  package var accentColor: UIColor? {
    if let accent = lock.withLock({ accent }) { return accent }
    let color = hasSet(named: "AccentColor", color: true) ? color(named: "AccentColor") : nil
    lock.withLock { accent = .some(color) }
    return color
  }

  /// Records `messages` as `kind` timeline events of the running simulation (when on the main
  /// thread inside one), each once, and keeps them in ``warnings``; nothing for catalogs of no
  /// folders (code outside a run).
  package func report(_ messages: [String], kind: String) {
    // Outside a run (no folders) nothing is kept: the default lookup is shared by every task.
    guard !folders.isEmpty else { return }
    let (indexProblems, fresh) = lock.withLock {
      defer { deferredEvents = [] }
      let fresh = messages.filter { reported.insert($0).inserted }
      reportedWarnings += fresh
      return (deferredEvents, fresh)
    }
    guard !fresh.isEmpty || !indexProblems.isEmpty, MainQueue.isCurrent else { return }
    MainActor.assumeIsolated {
      let log = SimulationContext.eventLog
      for message in indexProblems { log?.record("asset.invalid", view: nil, detail: message) }
      for message in fresh { log?.record(kind, view: nil, detail: message) }
    }
  }

  /// Where a catalog path is shown in messages: from the catalog's folder
  /// (`Assets.xcassets/Brand.colorset/Contents.json`).
  func display(_ url: URL) -> String {
    let components = url.standardizedFileURL.pathComponents
    guard let start = components.lastIndex(where: { $0.hasSuffix(".xcassets") }) else {
      return url.path
    }
    return components[start...].joined(separator: "/")
  }

  /// The set in `folder` read with `make`, or `nil` after adding its problem to `problems`.
  private func read<T>(
    _ folder: URL, problems: inout [String],
    _ make: (Data) throws(AssetContents.Problem) -> T
  ) -> T? {
    let file = folder.appendingPathComponent("Contents.json")
    guard !leaves(file, problems: &problems) else { return nil }
    let data: Data
    switch AssetFile.contents(atPath: file.path) {
    case .success(let contents): data = contents
    case .failure(.missing), .failure(.unreadable):
      problems.append("\(display(file)): cannot be read; the set is skipped")
      return nil
    case .failure(let problem):
      problems.append("\(display(file)): \(problem); the set is skipped")
      return nil
    }
    do {
      return try make(data)
    } catch {
      problems.append(error.located(in: display(file)) + "; the set is skipped")
      return nil
    }
  }

  /// The index, listed on first use (the lock is held).
  private func loadedIndex() -> Index {
    if let index { return index }
    var built = Index()
    var problems: [String] = []
    var budget = entryLimit
    let manager = FileManager.default
    for folder in folders {
      let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted() where name.hasSuffix(".xcassets") {
        let catalog = folder.appendingPathComponent(name)
        guard isDirectory(catalog), !built.catalogs.contains(catalog) else { continue }
        guard !leaves(catalog, folder: folder, problems: &problems) else { continue }
        built.catalogs.append(catalog)
        list(catalog, prefix: "", depth: 0, into: &built, budget: &budget, problems: &problems)
      }
    }
    index = built
    for message in problems where reported.insert(message).inserted {
      reportedWarnings.append(message)
      deferredEvents.append(message)
    }
    return built
  }
  /// The index's problems, found inside the lock, for the next ``report(_:kind:)``.
  private var deferredEvents: [String] = []

  /// Folder types of asset catalogs other than colour and image sets, which are not read.
  private static let otherAssetTypes: Set<String> = [
    "appiconset", "dataset", "symbolset", "launchimage", "brandassets", "imagestack",
    "imagestacklayer", "spriteatlas", "stickerpack", "sticker", "stickersequence",
    "arresourcegroup", "arreferenceimage", "arreferenceobject", "cubetextureset",
    "textureset", "mipmapset", "gcdashboardimage", "gcleaderboard", "gcleaderboardset",
    "complicationset", "iconset", "solidimagestack", "solidimagestacklayer", "appiconstack",
  ]

  /// Adds the sets of the group `folder` (names prefixed by `prefix`) to `index`.
  private func list(
    _ folder: URL, prefix: String, depth: Int, into index: inout Index, budget: inout Int,
    problems: inout [String]
  ) {
    guard depth < 32 else { return }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .sorted()
    for name in names where !name.hasPrefix(".") && name != "Contents.json" {
      guard budget > 0 else {
        // Said once, where the listing stopped; the groups around it stop without a word.
        if budget == 0 {
          problems.append(
            "\(display(folder)): the asset catalogs have more than \(entryLimit) entries; "
              + "the rest is not read")
          budget = -1
        }
        return
      }
      budget -= 1
      let url = folder.appendingPathComponent(name)
      guard !leaves(url, problems: &problems) else { continue }
      // Split by hand: bridging each of many thousand names to NSString is slow on Linux.
      let dot = name.lastIndex(of: ".")
      let type = dot.map { name[name.index(after: $0)...].lowercased() } ?? ""
      let stem = dot.map { String(name[..<$0]) } ?? name
      switch type {
      case "colorset":
        if index.colorSets[prefix + stem] == nil { index.colorSets[prefix + stem] = url }
      case "imageset":
        if index.imageSets[prefix + stem] == nil { index.imageSets[prefix + stem] = url }
      case _ where AssetCatalogs.otherAssetTypes.contains(type): continue
      default:
        guard isDirectory(url) else { continue }
        var namespace = false
        let contents = url.appendingPathComponent("Contents.json")
        if !leaves(contents, problems: &problems),
          case .success(let data) = AssetFile.contents(atPath: contents.path)
        {
          do {
            namespace =
              try AssetContents.decode(AssetContents.Folder.self, from: data)
              .properties?.providesNamespace ?? false
          } catch {
            problems.append(
              error.located(in: display(contents)) + "; the folder is read without a namespace")
          }
        }
        list(
          url, prefix: namespace ? prefix + name + "/" : prefix, depth: depth + 1,
          into: &index, budget: &budget, problems: &problems)
      }
    }
  }

  /// Whether `url` is a symbolic link that leads out of `folder` (by default the asset catalog
  /// `url` lies in), after adding a warning to `problems`: a catalog is the app's own files,
  /// and a link out of it could name any folder of the machine (`/`). Links inside it are
  /// followed.
  private func leaves(_ url: URL, folder: URL? = nil, problems: inout [String]) -> Bool {
    guard (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil else {
      return false
    }
    guard !Self.isInside(url, folder ?? Self.catalog(containing: url)) else { return false }
    problems.append(
      "\(display(url)): a symbolic link out of \(folder == nil ? "the asset catalog" : "its folder"); "
        + "not read")
    return true
  }

  /// Whether `url`, its symbolic links followed, lies inside `folder` (its links followed).
  static func isInside(_ url: URL, _ folder: URL?) -> Bool {
    guard let folder else { return false }
    let root = folder.resolvingSymlinksInPath().path
    let resolved = url.resolvingSymlinksInPath().path
    return resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  /// The innermost `*.xcassets` folder on `url`'s path, or `nil`.
  static func catalog(containing url: URL) -> URL? {
    var folder = url.standardizedFileURL.deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      if folder.lastPathComponent.hasSuffix(".xcassets") { return folder }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  private func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}

extension AssetCatalogs {
  /// The `asset.missing` warning of `call` (`UIColor(named:`) asking for `name` at
  /// `file`:`line` (`#fileID`; not shown when UIKit itself asked, for a storyboard or nib).
  static func missingMessage(
    call: String, name: String, kind: String, lookup: NamedImageLookup, file: String,
    line: UInt
  ) -> String {
    // `#fileID` is `Module/File.swift`: the file's name is what the user knows.
    let place =
      file.isEmpty || file.hasPrefix("GestureCore/")
      ? "" : " at \(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
    let catalogs = lookup.catalogs.catalogs.map(\.lastPathComponent)
    let searched =
      catalogs.isEmpty
      ? "no asset catalog (*.xcassets) is beside the scenario or its code"
      : "not in " + catalogs.joined(separator: ", ")
    let loose = kind.hasPrefix("image") ? " nor beside the scenario" : ""
    return "\(call) \"\(name)\")\(place): no \(kind) of this name (\(searched)\(loose)); "
      + "the result is nil"
  }
}
