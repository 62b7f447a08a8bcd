import Foundation
import Testing

@testable import GestureCore

/// A storyboard as Xcode writes it for the Tabbed App template, by hand: the initial scene a
/// `<tabBarController>` with two `viewControllers` relationship segues; the first tab's scene
/// has a symbol tab item with a badge, the second a system item; the bar is tinted.
private let tabStoryboard = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tabs">
      <device id="retina4_7" orientation="portrait" appearance="light"/>
      <scenes>
          <scene sceneID="s0">
              <objects>
                  <tabBarController id="tabs" sceneMemberID="viewController">
                      <tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="bar">
                          <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                          <autoresizingMask key="autoresizingMask"/>
                          <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                          <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                      </tabBar>
                      <connections>
                          <segue destination="first" kind="relationship" relationship="viewControllers" id="r1"/>
                          <segue destination="second" kind="relationship" relationship="viewControllers" id="r2"/>
                      </connections>
                  </tabBarController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="fr0" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <scene sceneID="s1">
              <objects>
                  <viewController id="first" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="v1">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                      </view>
                      <tabBarItem key="tabBarItem" title="Inbox" image="tray" catalog="system" badgeValue="4" id="i1"/>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <scene sceneID="s2">
              <objects>
                  <viewController id="second" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="v2">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                      </view>
                      <tabBarItem key="tabBarItem" systemItem="favorites" id="i2"/>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
      </scenes>
  </document>
  """

@Suite("A storyboard whose initial scene is a tab bar controller")
@MainActor
struct TabBarStoryboardTests {
  @Test("The relationship segues give the tabs, each scene's tabBarItem its item, no warning")
  func tabBarScene() throws {
    let folder = try interfaceBuilderFolder(["Main.storyboard": tabStoryboard])
    defer { try? FileManager.default.removeItem(at: folder) }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    try NamedImageLookup.$current.withValue(NamedImageLookup(directories: [folder])) {
      try SimulationContext.$eventLog.withValue(window.eventLog) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let tabs = try #require(
          storyboard.instantiateInitialViewController() as? UITabBarController)
        #expect(tabs.viewControllers?.count == 2)
        let first = try #require(tabs.viewControllers?.first)
        #expect(first.tabBarItem.title == "Inbox")
        #expect(first.tabBarItem.badgeValue == "4")
        #expect(first.tabBarItem.image?.isSymbolImage == true)
        #expect(tabs.viewControllers?[1].tabBarItem.title == "Favorites")
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar.items?.count == 2)
        #expect(tabs.tabBar.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let skipped = window.eventLog.pending.filter { $0.kind == "interfaceBuilder.skipped" }
        #expect(skipped.isEmpty, "\(skipped.map(\.detail))")
      }
    }
  }
}
