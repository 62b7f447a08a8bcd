// swift-tools-version: 6.0
//
// gesturerender: a headless UIKit simulation whose frames are drawn with Cairo.
// Targets and their dependency direction follow docs/ARCHITECTURE.md:
//   gesturerender → Scenario, Renderer → GestureCore → LayoutSolver
import PackageDescription

let package = Package(
  name: "gesturerender",
  products: [
    .executable(name: "gesturerender", targets: ["gesturerender"]),
    .library(name: "GestureCore", targets: ["GestureCore"]),
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
      name: "CZlib", path: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(
      name: "CIsal", path: "CIsal", pkgConfig: "libisal", providers: [.apt(["libisal-dev"])]),
    .systemLibrary(
      name: "CGif", path: "CGif", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
    .systemLibrary(
      name: "CWebP", path: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
    .target(name: "LayoutSolver"),
    .target(name: "GestureCore", dependencies: ["LayoutSolver"]),
    .target(name: "Scenario", dependencies: ["GestureCore"]),
    .target(
      name: "Renderer",
      dependencies: ["GestureCore", "CCairo", "CPangoCairo", "CZlib", "CIsal", "CGif", "CWebP"]),
    .executableTarget(name: "gesturerender", dependencies: ["Scenario", "Renderer"]),
    .testTarget(
      name: "LayoutSolverTests", dependencies: ["LayoutSolver"], exclude: ["Fixtures"]),
    .executableTarget(
      name: "layout-replay", dependencies: ["LayoutSolver"],
      path: "Benchmarks/LayoutSolver/Replay"),
    .testTarget(name: "GestureCoreTests", dependencies: ["GestureCore"]),
    .testTarget(name: "ScenarioTests", dependencies: ["Scenario", "Renderer"]),
    .testTarget(
      name: "RendererTests", dependencies: ["Renderer", "CCairo", "CZlib", "CGif", "CWebP"]),
    .testTarget(
      name: "gesturerenderTests",
      dependencies: ["gesturerender", "Scenario", "Renderer"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
