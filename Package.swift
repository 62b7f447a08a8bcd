// swift-tools-version: 6.1
//
// gesturerender: a headless UIKit simulation whose frames are drawn with Cairo.
// Targets and their dependency direction follow docs/ARCHITECTURE.md:
//   gesturerender → GestureRecording → Scenario, Renderer → GestureCore → CoreGraphics, LayoutSolver
//   UIKit → GestureCore (what user code imports); UserCode → GestureCore (compiles and loads it)
//   Scenario → SampleCode → UIKit: the built-in behaviours are thin subclasses of the seed
//   articles' code in Samples/code, which the CLI also compiles as a user's code
// `UIKit` and `CoreGraphics` are Linux stand-ins for Apple's frameworks: on Apple platforms
// they would shadow the real ones, so this package is for Linux only.
import Foundation
import PackageDescription

/// Swift Testing ships cross-import overlays for Apple's `CoreGraphics` and `UIKit` (image
/// attachments); with this package's Linux modules of those names in scope, `import Testing`
/// looks for `_Testing_CoreGraphics`, which Linux does not have. Test targets turn the overlays
/// off (docs/uikit-code.md, "Testing user code").
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]

/// The toolchain's own SwiftSyntax (`usr/lib/swift/host` beside the `swiftc` that builds the
/// package): the compiler's parser, version-matched to the compiler that builds the user's code,
/// which `UserCode` uses to read and prepare that code (docs/ARCHITECTURE.md, "Preparing iOS
/// code"). Swift packages cannot be fetched here, and these are the compiler's own modules.
let toolchainHost: String = {
  let environment = ProcessInfo.processInfo.environment
  let compiler =
    environment["GESTURERENDER_SWIFTC"].flatMap { $0.isEmpty ? nil : $0 }
    ?? (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
    .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/swiftc"
  let resolved = URL(fileURLWithPath: compiler).resolvingSymlinksInPath()
  return resolved.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("lib/swift/host").path
}()
/// The host libraries `UserCode` links: the parser, the syntax tree and `#if` evaluation.
let swiftSyntaxLibraries = [
  "SwiftSyntax", "SwiftParser", "SwiftIfConfig", "SwiftDiagnostics", "SwiftOperators",
]
let swiftSyntaxSettings: [SwiftSetting] = [.unsafeFlags(["-I", toolchainHost])]
let swiftSyntaxLinking: [LinkerSetting] = [
  .unsafeFlags(
    ["-L", toolchainHost] + swiftSyntaxLibraries.map { "-l\($0)" }
      + ["-Xlinker", "-rpath", "-Xlinker", toolchainHost])
]

let package = Package(
  name: "gesturerender",
  products: [
    .executable(name: "gesturerender", targets: ["gesturerender"]),
    .library(name: "GestureRecording", targets: ["GestureRecording"]),
    .library(name: "GestureCore", targets: ["GestureCore"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "Scenario", targets: ["Scenario"]),
    .library(name: "Renderer", targets: ["Renderer"]),
    .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
  ],
  targets: [
    .systemLibrary(
      name: "CCairo",
      path: "CCairo",
      pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]
    ),
    .systemLibrary(
      name: "CPangoCairo",
      path: "CPangoCairo",
      pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev"])]
    ),
    .systemLibrary(
      name: "CGLib", path: "CGLib", pkgConfig: "glib-2.0", providers: [.apt(["libglib2.0-dev"])]),
    .systemLibrary(
      name: "CZlib", path: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(
      name: "CIsal", path: "CIsal", pkgConfig: "libisal", providers: [.apt(["libisal-dev"])]),
    .systemLibrary(
      name: "CGif", path: "CGif", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
    .systemLibrary(
      name: "CWebP", path: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
    // libjpeg-turbo (libjpeg62-turbo-dev) behind a C shim that turns its fatal errors into
    // return codes: UIImage(data:) of JPEG files, jpegData(compressionQuality:).
    .target(name: "CJpeg", path: "CJpeg", linkerSettings: [.linkedLibrary("jpeg")]),
    .target(name: "LayoutSolver"),
    .target(name: "CoreGraphics", dependencies: ["CCairo", "CJpeg"]),
    .target(name: "GestureCore", dependencies: ["CoreGraphics", "LayoutSolver"]),
    .target(name: "UIKit", dependencies: ["GestureCore", "CoreGraphics", "StandardStreams"]),
    // Writing to standard output and error without trapping when they are closed.
    .target(name: "StandardStreams"),
    // The seed articles' interactions as an iOS engineer writes them (Samples/README.md): the
    // same files are the built-in behaviours' superclasses and the code samples' user code.
    // CardViewController.swift is the README's own user-code sample (Samples/card.json), and
    // the settings, bottom sheet, card flick, pull-to-refresh, profile card, gradient header and
    // collection reorder samples are user code only; none is a built-in's code.
    .target(
      name: "SampleCode", dependencies: ["UIKit"], path: "Samples/code",
      exclude: [
        "CardViewController.swift", "SettingsRowViewController.swift",
        "BottomSheetViewController.swift", "CardFlickViewController.swift",
        "PullToRefreshViewController.swift", "ProfileCardViewController.swift",
        "GradientHeaderViewController.swift", "SignaturePadViewController.swift",
        "LoaderCheckViewController.swift", "LikeButtonViewController.swift",
        "ReorderCollectionViewController.swift", "ControlsViewController.swift",
        "CardFlip3DViewController.swift", "StarRatingViewController.swift",
        "CircularSliderViewController.swift", "ButtonConfigurationsViewController.swift",
        "GroceryListViewController.swift", "GroceryItemViewController.swift",
        "LargeTitleListViewController.swift", "SwatchGridViewController.swift",
        "MailboxesViewController.swift", "ListBackgroundsViewController.swift",
        "NotesToolbarViewController.swift", "PhotoContextMenuViewController.swift",
        "ShareSheetViewController.swift",
        // Xcode's app template (an `@main` app delegate and a scene delegate): a code sample.
        "AppTemplate",
        // Written as for iOS (`#selector`, `@objc`): compiled as the plugin prepares them.
        "ios",
        // A screen themed from the asset catalog beside it, compiled as the scenario's code.
        "AssetCatalog",
      ],
      plugins: ["PrepareIOSSources"]),
    .target(name: "Scenario", dependencies: ["GestureCore", "SampleCode", "CZlib"]),
    .target(
      name: "Renderer",
      dependencies: [
        "GestureCore", "CCairo", "CPangoCairo", "CZlib", "CIsal", "CGif", "CWebP",
        "CProcessControl", "StandardStreams",
      ]),
    // Reads the user's iOS files with the compiler's parser and prepares them as an iOS build
    // sees them (docs/uikit-code.md, "How iOS code is prepared").
    .target(
      name: "IOSSourcePreparation", swiftSettings: swiftSyntaxSettings,
      linkerSettings: swiftSyntaxLinking),
    .target(
      name: "UserCode", dependencies: ["GestureCore", "CGLib", "IOSSourcePreparation"],
      swiftSettings: swiftSyntaxSettings),
    // The same preparation for the package's own iOS-spelled files (Samples/code/ios), run by
    // the build-tool plugin below.
    .executableTarget(
      name: "prepare-ios-sources", dependencies: ["IOSSourcePreparation", "StandardStreams"],
      swiftSettings: swiftSyntaxSettings),
    .plugin(
      name: "PrepareIOSSources", capability: .buildTool(), dependencies: ["prepare-ios-sources"]),
    .target(name: "CProcessControl"),
    // The per-scenario pipeline (simulate → sinks → timeline → review page) and the Swift API
    // that records a view controller without a scenario file (docs/swift-api.md).
    .target(name: "GestureRecording", dependencies: ["Scenario", "Renderer", "GestureCore"]),
    .executableTarget(
      name: "gesturerender",
      dependencies: [
        "GestureRecording", "Scenario", "Renderer", "UserCode", "UIKit", "CProcessControl",
        "StandardStreams", "IOSSourcePreparation",
      ],
      swiftSettings: swiftSyntaxSettings,
      // A user's compiled code is loaded with dlopen and resolves the core's symbols against
      // the executable (docs/uikit-code.md, "How the tool finds its modules").
      linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
    .testTarget(
      name: "LayoutSolverTests", dependencies: ["LayoutSolver"], exclude: ["Fixtures"],
      swiftSettings: testSettings),
    .executableTarget(
      name: "layout-replay", dependencies: ["LayoutSolver"],
      path: "Benchmarks/LayoutSolver/Replay"),
    .testTarget(
      name: "CoreGraphicsTests", dependencies: ["CoreGraphics"], swiftSettings: testSettings),
    .testTarget(
      name: "GestureCoreTests", dependencies: ["GestureCore"], swiftSettings: testSettings),
    .testTarget(
      name: "UserCodeTests", dependencies: ["UserCode"],
      swiftSettings: testSettings + swiftSyntaxSettings),
    .testTarget(
      name: "IOSSourcePreparationTests", dependencies: ["IOSSourcePreparation"],
      swiftSettings: testSettings + swiftSyntaxSettings),
    // The UIKit compatibility corpus: iOS snippets compiled against the public `UIKit` module
    // only, each run in a simulation (docs/uikit-corpus.md).
    .testTarget(
      name: "UIKitCompatibilityTests", dependencies: ["UIKit"], path: "Tests/UIKitCompatibility",
      swiftSettings: testSettings),
    .testTarget(
      name: "ScenarioTests", dependencies: ["Scenario", "Renderer"], swiftSettings: testSettings),
    .testTarget(
      name: "RendererTests",
      dependencies: ["Renderer", "CCairo", "CPangoCairo", "CZlib", "CGif", "CWebP"],
      swiftSettings: testSettings),
    .testTarget(
      name: "GestureRecordingTests", dependencies: ["GestureRecording", "UIKit", "Scenario"],
      swiftSettings: testSettings),
    .testTarget(
      name: "gesturerenderTests",
      dependencies: ["gesturerender", "GestureRecording", "Scenario", "Renderer"],
      swiftSettings: testSettings + swiftSyntaxSettings),
  ],
  swiftLanguageModes: [.v6]
)
