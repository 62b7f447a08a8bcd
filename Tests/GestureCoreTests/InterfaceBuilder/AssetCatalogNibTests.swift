import Foundation
import Testing

@testable import GestureCore

@Suite("Interface Builder: named colours and images from the asset catalog")
@MainActor
struct AssetCatalogNibTests {
  /// A xib as Xcode writes one with catalog resources: a 200 × 100 view whose background is the
  /// named colour `Brand`, holding an image view of the image set `Logo` and a view of a named
  /// colour no catalog has. `<resources>` lists the canvas's copies of both.
  static let nib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="Logo" id="logo">
                        <rect key="frame" x="10" y="10" width="48" height="16"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </imageView>
                    <view contentMode="scaleToFill" id="ghost">
                        <rect key="frame" x="100" y="10" width="50" height="50"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <color key="backgroundColor" name="Missing"/>
                    </view>
                </subviews>
                <color key="backgroundColor" name="Brand"/>
            </view>
        </objects>
        <resources>
            <image name="Logo" width="48" height="16"/>
            <namedColor name="Brand">
                <color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>
            <namedColor name="Missing">
                <color red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>
        </resources>
    </document>
    """

  @Test("<color name=…> is the catalog's dynamic colour; image=… the catalog's image set")
  func namedResources() throws {
    let folder = try CatalogFolder()
    defer { folder.remove() }
    try folder.write("Swatch.xib", AssetCatalogNibTests.nib)
    try folder.colorSet(
      "Brand",
      [
        CatalogFolder.srgb(#""0.900""#, #""0.800""#, #""0.700""#),
        CatalogFolder.srgb(#""0.100""#, #""0.200""#, #""0.300""#, appearance: "dark"),
      ])
    try folder.write(
      "Assets.xcassets/Logo.imageset/Contents.json",
      #"{"images":[{"filename":"logo@2x.png","idiom":"universal","scale":"2x"}]}"#)
    try folder.png("Assets.xcassets/Logo.imageset/logo@2x.png", width: 96, height: 32)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let root = try NamedImageLookup.$current.withValue(folder.lookup(scale: 2)) {
      try SimulationContext.$eventLog.withValue(window.eventLog) {
        let objects = UINib(nibName: "Swatch", bundle: nil).instantiate(withOwner: nil)
        return try #require(objects.first as? UIView)
      }
    }
    let background = try #require(root.backgroundColor)
    var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
    background.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
      .getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect([r, g, b, a] == [0.9, 0.8, 0.7, 1])
    background.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
      .getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect([r, g, b, a] == [0.1, 0.2, 0.3, 1])
    let logo = try #require(root.subviews.first as? UIImageView)
    #expect(logo.image?.scale == 2)
    #expect(logo.image?.size == CGSize(width: 48, height: 16))
    #expect(root.subviews.last?.backgroundColor == nil)
    let skipped = window.eventLog.drain().filter { $0.kind == "interfaceBuilder.skipped" }
    #expect(skipped.count == 1, "\(skipped.map(\.detail))")
    #expect(
      skipped.first?.detail.hasSuffix(
        "the asset catalog colour 'Missing' is in no catalog beside the scenario or its code; "
          + "skipped") == true, "\(skipped.map(\.detail))")
  }
}
