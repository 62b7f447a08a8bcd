import Foundation
import Testing

@testable import IOSSourcePreparation

@Suite("Xcode's app template: the entry-point attribute is blanked in place")
struct AppEntryPointTests {
  @Test("@main on the app delegate becomes spaces; nothing else on its lines moves")
  func mainBlanked() {
    let text = """
      import UIKit

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
      }
      @UIApplicationMain class OldAppDelegate: UIResponder, UIApplicationDelegate {}

      """
    let preparation = SourcePreparation(
      sources: [(display: "AppDelegate.swift", text: text)], languageMode: 5)
    #expect(preparation.errors.isEmpty)
    let prepared = preparation.files[0].source.text
    let lines = prepared.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == "     ")
    #expect(lines[3] == "class AppDelegate: UIResponder, UIApplicationDelegate {")
    #expect(
      lines[5] == "                   class OldAppDelegate: UIResponder, UIApplicationDelegate {}")
  }

  @Test("@main elsewhere than on a class is left to the compiler")
  func structLeftAlone() {
    let text = "@main struct Tool { static func main() {} }\n"
    let preparation = SourcePreparation(
      sources: [(display: "Tool.swift", text: text)], languageMode: 5)
    #expect(preparation.files[0].source.text.hasPrefix("@main struct Tool"))
  }
}
