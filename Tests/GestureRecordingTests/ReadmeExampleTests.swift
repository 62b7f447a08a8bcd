import Foundation
import Testing

/// The README's "Use from Swift" example is `CardViewControllerTests.swift`, word for word, so
/// the example the README shows is one this package compiles and runs.
@Suite("The README's Swift example")
struct ReadmeExampleTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("README.md shows CardViewControllerTests.swift verbatim, in a swift code block")
  func readmeHoldsTheExample() throws {
    let readme = try String(
      contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
    let example = try String(
      contentsOf: Self.repository.appendingPathComponent(
        "Tests/GestureRecordingTests/CardViewControllerTests.swift"), encoding: .utf8)
    #expect(readme.contains("## Use from Swift"))
    #expect(readme.contains("```swift\n" + example + "```\n"))
  }
}
