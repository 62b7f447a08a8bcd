import Foundation
import Testing

@testable import GestureCore

@Suite("UICollectionView: cells registered as a nib")
@MainActor
struct CollectionViewNibCellTests {
  /// A xib as Xcode writes a collection view cell: a 120 × 80 cell whose content view holds a
  /// label pinned 8 pt from its leading and top edges.
  static let cellNib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="120" height="80"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="80"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tile" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="8" y="8" width="30" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="lead"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="top"/>
                    </constraints>
                </view>
                <color key="backgroundColor" systemColor="systemYellowColor"/>
            </collectionViewCell>
        </objects>
    </document>
    """

  @Test("A dequeued cell is the nib's cell: its label in the cell's own content view")
  func dequeueFromNib() throws {
    let harness = GestureHarness()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 80)
    let collectionView = UICollectionView(frame: harness.root.bounds, collectionViewLayout: layout)
    harness.root.addSubview(collectionView)
    let nib = UINib(data: Data(Self.cellNib.utf8), bundle: nil)
    collectionView.register(nib, forCellWithReuseIdentifier: "Tile")
    let path = IndexPath(item: 0, section: 0)
    let first = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: path)
    let second = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: path)
    #expect(first !== second)
    #expect(first.reuseIdentifier == "Tile")
    #expect(first.backgroundColor == .systemYellow)
    let label = try #require(first.contentView.subviews.first as? UILabel)
    #expect(label.text == "Tile")
    #expect(first.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
    first.layoutIfNeeded()
    #expect(label.frame.origin == CGPoint(x: 8, y: 8))
    // A class registered later for the identifier replaces the nib.
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
    let plain = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: path)
    #expect(plain.contentView.subviews.isEmpty)
  }
}
