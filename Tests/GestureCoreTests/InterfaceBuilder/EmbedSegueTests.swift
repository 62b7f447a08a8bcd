import Foundation
import Testing

@testable import GestureCore

/// A scene with a container view whose embed segue shows a child scene, as Xcode writes it.
private let embedStoryboard = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="parent">
      <scenes>
          <scene sceneID="s1">
              <objects>
                  <viewController id="parent" customClass="EmbedParent" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="parentView">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                          <subviews>
                              <containerView opaque="NO" contentMode="scaleToFill" id="box">
                                  <rect key="frame" x="20" y="100" width="335" height="200"/>
                                  <autoresizingMask key="autoresizingMask"/>
                                  <connections>
                                      <segue destination="child" kind="embed" identifier="embedChild" id="embed"/>
                                  </connections>
                              </containerView>
                          </subviews>
                      </view>
                  </viewController>
              </objects>
          </scene>
          <scene sceneID="s2">
              <objects>
                  <viewController id="child" customClass="EmbedChild" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="childView">
                          <rect key="frame" x="0.0" y="0.0" width="335" height="200"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                      </view>
                  </viewController>
              </objects>
          </scene>
      </scenes>
  </document>
  """

@MainActor
final class EmbedParent: UIViewController {
  var entries: [String] = []
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    entries.append(
      "prepare \(segue.identifier ?? "-") → \(type(of: segue.destination)) sender "
        + "\(sender == nil ? "nil" : "set")")
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    entries.append("viewDidLoad children \(children.count)")
  }
}

@MainActor
final class EmbedChild: UIViewController {}

@Suite("Storyboards: a container view's embed segue")
@MainActor
struct EmbedSegueTests {
  @Test("The child is made, prepared for, added and fills the container before viewDidLoad")
  func embed() throws {
    let folder = try interfaceBuilderFolder(["Main.storyboard": embedStoryboard])
    defer { try? FileManager.default.removeItem(at: folder) }
    let runtime = ObjectiveCRuntime([
      ObjCClassMethods(EmbedParent.self, []), ObjCClassMethods(EmbedChild.self, []),
    ])
    try ObjectiveCRuntime.$current.withValue(runtime) {
      try NamedImageLookup.$current.withValue(NamedImageLookup(directories: [folder])) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let parent = try #require(storyboard.instantiateInitialViewController() as? EmbedParent)
        let root = try #require(parent.view)
        let box = try #require(root.subviews.first)
        #expect(box.frame == CGRect(x: 20, y: 100, width: 335, height: 200))
        let child = try #require(parent.children.first as? EmbedChild)
        #expect(parent.children.count == 1 && child.parent === parent)
        #expect(child.view.superview === box)
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 335, height: 200))
        #expect(parent.entries == ["prepare embedChild → EmbedChild sender nil", "viewDidLoad children 1"])
      }
    }
  }
}
