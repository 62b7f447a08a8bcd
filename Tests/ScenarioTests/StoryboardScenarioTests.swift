import Foundation
import Testing

@testable import GestureCore
@testable import Scenario

@Suite("Scenario keys storyboard, viewController and nib: checked before anything runs")
struct StoryboardScenarioTests {
  private static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
        <scenes>
            <scene sceneID="s">
                <objects>
                    <viewController storyboardIdentifier="Feed" id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  private func decode(_ keys: String, files: [String: String]) throws -> Scenario {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ib-scenario-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    let json = "{\"version\": 1, " + keys + "}"
    return try Scenario.decode(
      Data(json.utf8), file: "s.json", baseDirectory: folder)
  }

  @Test("a Storyboard ID the storyboard lacks is an error at viewController")
  func unknownIdentifier() {
    #expect {
      _ = try decode(
        #""storyboard": "Main.storyboard", "viewController": "Fed""#,
        files: ["Main.storyboard": Self.storyboard])
    } throws: { error in
      (error as? ScenarioError)?.description
        == "s.json:1:67: error: viewController: Main.storyboard has no view controller with "
        + "Storyboard ID 'Fed'; it has 'Feed'"
    }
  }

  @Test("a hostile storyboard is an error located in the storyboard")
  func hostileFile() {
    #expect {
      _ = try decode(
        #""storyboard": "Main.storyboard""#,
        files: ["Main.storyboard": "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY a \"b\">]>\n"])
    } throws: { error in
      (error as? ScenarioError)?.description.hasPrefix(
        "Main.storyboard:2:1: error: a document type declaration") == true
    }
  }

  @Test("viewController without a storyboard, and storyboard with rootViewController, are refused")
  func combinations() {
    #expect(throws: ScenarioError.self) {
      _ = try decode(#""viewController": "Feed""#, files: [:])
    }
    #expect(throws: ScenarioError.self) {
      _ = try decode(
        #""storyboard": "Main.storyboard", "rootViewController": "X", "code": ["X.swift"]"#,
        files: ["Main.storyboard": Self.storyboard, "X.swift": ""])
    }
  }
}
