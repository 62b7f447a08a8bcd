import Foundation
import Testing

/// A view of the code whose `init?(coder:)` returns nil while a storyboard loads stops the run
/// at the storyboard's element, naming the user's class.
@Suite("A nil init(coder:) while a storyboard loads: located at the element, the class named")
struct NilCoderEndToEndTests {
  @Test("The message names BrokenView and Main.storyboard's line and column, not the tool's file")
  func nilFromCoder() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <subviews>
                                  <view contentMode="scaleToFill" customClass="BrokenView" id="bv">
                                      <rect key="frame" x="20" y="100" width="100" height="100"/>
                                  </view>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let code = """
      import UIKit

      final class BrokenView: UIView {
        required init?(coder: NSCoder) {
          return nil
        }
      }

      """
    let scenario = """
      {"version": 1, "name": "ib", "storyboard": "Main.storyboard", "code": ["Views.swift"],
       "duration": 0.1}
      """
    let project = try CodeProject(files: [
      "Main.storyboard": storyboard, "Views.swift": code, "ib.json": scenario,
    ])
    defer { project.remove() }
    let run = try project.run(["ib.json", "-o", "out", "--format", "png", "-q"])
    #expect(run.exitCode == 1)
    let lines = run.standardError.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "Main.storyboard:10:29: error: Fatal error: BrokenView.init(coder:) returned nil for "
        + "<view id=\"bv\">; the file cannot be loaded without it", "\(run.standardError)")
    #expect(!run.standardError.contains("GestureCore/"))
  }
}
