import Foundation
import GestureCore
import Testing

@testable import Scenario

/// Weak references to everything a simulation's window holds.
@MainActor
private struct Census {
  private var views: [(String, Weak)] = []
  private var recognizers: [(String, Weak)] = []
  private var constraints: [(String, Weak)] = []
  private var controllers: [(String, Weak)] = []

  final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  init(_ window: UIWindow) {
    visit(window)
    if let root = window.rootViewController { controllers.append(("root", Weak(root))) }
  }

  private mutating func visit(_ view: UIView) {
    views.append((view.identifier, Weak(view)))
    for recognizer in view.gestureRecognizers ?? [] {
      recognizers.append(("\(recognizer.displayName) on \(view.identifier)", Weak(recognizer)))
    }
    for constraint in view.constraints {
      constraints.append(("\(constraint)", Weak(constraint)))
    }
    for subview in view.subviews { visit(subview) }
  }

  /// What is still alive, by kind.
  var survivors: [String] {
    func alive(_ list: [(String, Weak)], _ kind: String) -> [String] {
      list.filter { $0.1.object != nil }.map { "\(kind) \($0.0)" }
    }
    return alive(views, "view") + alive(recognizers, "recognizer")
      + alive(constraints, "constraint") + alive(controllers, "controller")
  }

  var count: Int { views.count + recognizers.count + constraints.count + controllers.count }
}

@Suite("A finished or stopped simulation frees every view, recognizer and constraint")
@MainActor
struct TeardownTests {
  nonisolated static let samples: [String] = {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")
    // Samples that run the user's code need the CLI to compile it (gesturerenderTests).
    return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0).path }
      .filter { path in
        (try? Scenario.load(contentsOf: URL(fileURLWithPath: path)))?.codeFiles.isEmpty ?? false
      }
  }()

  /// Runs `frames` frames (all when nil) of the sample and returns the census of what the
  /// window held at the end; the simulation is gone when this returns.
  private func run(_ path: String, frames: Int?) throws -> Census {
    let scenario = try Scenario.load(contentsOf: URL(fileURLWithPath: path))
    let simulation = scenario.makeSimulation()
    var count = 0
    while count != frames, simulation.nextFrame() != nil { count += 1 }
    return Census(simulation.window)
  }

  @Test("Every sample, run to the end", arguments: samples)
  func toTheEnd(sample: String) throws {
    let census = try run(sample, frames: nil)
    #expect(census.count > 2)
    #expect(census.survivors == [])
  }

  @Test("Every sample, stopped in the middle of its gesture", arguments: samples)
  func stoppedMidway(sample: String) throws {
    let census = try run(sample, frames: 40)
    #expect(census.survivors == [])
  }

  @Test("The reorder grid stopped mid-drag at frame 200")
  func reorderMidDrag() throws {
    let census = try run(Self.samples.first { $0.hasSuffix("grid-reorder.json") }!, frames: 200)
    #expect(census.survivors == [])
  }
}
