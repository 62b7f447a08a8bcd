import Foundation
import Testing

@testable import GestureCore

/// A navigation controller scene with its toolbar shown (`toolbarHidden="NO"`, as Xcode writes
/// it when "Shows Toolbar" is ticked) whose root scene has three toolbar items.
private let toolbarStoryboard = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
      <device id="retina4_7" orientation="portrait" appearance="light"/>
      <scenes>
          <scene sceneID="s0">
              <objects>
                  <navigationController id="nav" toolbarHidden="NO" sceneMemberID="viewController">
                      <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                          <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                          <autoresizingMask key="autoresizingMask"/>
                      </navigationBar>
                      <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tools">
                          <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                          <autoresizingMask key="autoresizingMask"/>
                          <color key="tintColor" systemColor="systemRedColor"/>
                      </toolbar>
                      <connections>
                          <segue destination="notes" kind="relationship" relationship="rootViewController" id="rel"/>
                      </connections>
                  </navigationController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="fr0" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <scene sceneID="s1">
              <objects>
                  <viewController id="notes" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="root">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                          <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                      </view>
                      <toolbarItems>
                          <barButtonItem title="Edit" id="edit"/>
                          <barButtonItem style="plain" systemItem="flexibleSpace" id="flex"/>
                          <barButtonItem systemItem="compose" id="compose"/>
                      </toolbarItems>
                      <navigationItem key="navigationItem" title="Notes" id="item"/>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
      </scenes>
  </document>
  """

@Suite("Storyboards: a navigation controller's toolbar and a scene's toolbar items")
@MainActor
struct StoryboardToolbarTests {
  @Test("toolbarHidden=\"NO\" shows the toolbar with the root scene's items, tinted")
  func toolbarShown() throws {
    let folder = try interfaceBuilderFolder(["Main.storyboard": toolbarStoryboard])
    defer { try? FileManager.default.removeItem(at: folder) }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.textMeasurer = FixedAdvanceMeasurer()
    try NamedImageLookup.$current.withValue(NamedImageLookup(directories: [folder])) {
      try SimulationContext.$eventLog.withValue(window.eventLog) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let navigation = try #require(
          storyboard.instantiateInitialViewController() as? UINavigationController)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(!navigation.isToolbarHidden)
        let toolbar = try #require(navigation.toolbar)
        #expect(!toolbar.isHidden)
        // 667 − 44, no home indicator.
        #expect(toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
        #expect(toolbar.tintColor == .systemRed)
        let items = try #require(navigation.topViewController?.toolbarItems)
        #expect(items.map(\.title) == ["Edit", nil, nil])
        #expect(items.map(\.systemItem) == [nil, .flexibleSpace, .compose])
        #expect(toolbar.items?.count == 3)
        // Nothing of the scene went unread.
        let unread = window.eventLog.pending.filter { $0.detail.contains("is not read") }
        #expect(unread.isEmpty, "\(unread.map(\.detail))")
      }
    }
  }
}
