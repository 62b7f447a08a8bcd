import Foundation

@testable import GestureCore

/// A storyboard as Xcode writes it (document format 3.0), by hand: the initial scene a
/// `<collectionViewController>` of class `TagsController` whose collection view has a flow
/// layout (100 × 50 items, 10 pt lines, 5 pt between items, insets 20 top and bottom and 10 on
/// the sides, 30 pt headers), a prototype `TagCell` whose label (an outlet) is pinned 4 pt
/// inside its content view and whose button sends `tagTapped:` to the controller, and a
/// `TagHeader` section header with an outlet; the second scene a view controller whose
/// collection view has a layout of the code's class (`ShelfLayout`).
enum CollectionViewStoryboardFixtures {
  static let tagsStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tags">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <collectionViewController id="tags" customClass="TagsController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" id="grid">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="5" id="flow">
                                <size key="itemSize" width="100" height="50"/>
                                <size key="headerReferenceSize" width="0.0" height="30"/>
                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                <inset key="sectionInset" minX="10" minY="20" maxX="10" maxY="20"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tag" id="cell" customClass="TagCell" customModule="App" customModuleProvider="target">
                                    <rect key="frame" x="10" y="50" width="100" height="50"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="cellContent">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tag" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                                <rect key="frame" x="4" y="4" width="92" height="42"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="remove">
                                                <rect key="frame" x="76" y="0.0" width="24" height="24"/>
                                                <state key="normal" title="x"/>
                                                <connections>
                                                    <action selector="tagTapped:" destination="tags" eventType="touchUpInside" id="tapAction"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                    </view>
                                    <constraints>
                                        <constraint firstItem="name" firstAttribute="leading" secondItem="cellContent" secondAttribute="leading" constant="4" id="n1"/>
                                        <constraint firstItem="cellContent" firstAttribute="trailing" secondItem="name" secondAttribute="trailing" constant="4" id="n2"/>
                                        <constraint firstItem="name" firstAttribute="top" secondItem="cellContent" secondAttribute="top" constant="4" id="n3"/>
                                        <constraint firstItem="cellContent" firstAttribute="bottom" secondItem="name" secondAttribute="bottom" constant="4" id="n4"/>
                                        <constraint firstItem="remove" firstAttribute="top" secondItem="cellContent" secondAttribute="top" id="r1"/>
                                        <constraint firstItem="cellContent" firstAttribute="trailing" secondItem="remove" secondAttribute="trailing" id="r2"/>
                                        <constraint firstItem="remove" firstAttribute="width" constant="24" id="r3"/>
                                        <constraint firstItem="remove" firstAttribute="height" constant="24" id="r4"/>
                                    </constraints>
                                    <size key="customSize" width="100" height="50"/>
                                    <connections>
                                        <outlet property="nameLabel" destination="name" id="o1"/>
                                    </connections>
                                </collectionViewCell>
                            </cells>
                            <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="header" customClass="TagHeader" customModule="App" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Section" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="headerTitle">
                                        <rect key="frame" x="16" y="4" width="343" height="22"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="headerTitle" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="16" id="h1"/>
                                    <constraint firstItem="header" firstAttribute="trailing" secondItem="headerTitle" secondAttribute="trailing" constant="16" id="h2"/>
                                    <constraint firstItem="headerTitle" firstAttribute="top" secondItem="header" secondAttribute="top" constant="4" id="h3"/>
                                    <constraint firstItem="header" firstAttribute="bottom" secondItem="headerTitle" secondAttribute="bottom" constant="4" id="h4"/>
                                </constraints>
                                <connections>
                                    <outlet property="titleLabel" destination="headerTitle" id="o2"/>
                                </connections>
                            </collectionReusableView>
                            <connections>
                                <outlet property="dataSource" destination="tags" id="ds"/>
                                <outlet property="delegate" destination="tags" id="dg"/>
                            </connections>
                        </collectionView>
                    </collectionViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController storyboardIdentifier="Shelf" id="shelf" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="shelfRoot">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="shelfGrid">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <collectionViewLayout key="collectionViewLayout" id="shelfLayout" customClass="ShelfLayout" customModule="App" customModuleProvider="target"/>
                                    <cells/>
                                </collectionView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="shelfGrid" firstAttribute="leading" secondItem="shelfRoot" secondAttribute="leading" id="g1"/>
                                <constraint firstItem="shelfGrid" firstAttribute="trailing" secondItem="shelfRoot" secondAttribute="trailing" id="g2"/>
                                <constraint firstItem="shelfGrid" firstAttribute="top" secondItem="shelfRoot" secondAttribute="top" id="g3"/>
                                <constraint firstItem="shelfGrid" firstAttribute="bottom" secondItem="shelfRoot" secondAttribute="bottom" id="g4"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  /// A xib holding one table header view: a `<view>` of class `NoteHeaderView` (a
  /// `UITableViewHeaderFooterView`) with a label outlet.
  static let tableHeaderNib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="noteHeader" customClass="NoteHeaderView" customModule="App" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Notes" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="noteTitle">
                        <rect key="frame" x="20" y="10" width="50" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="noteTitle" firstAttribute="leading" secondItem="noteHeader" secondAttribute="leading" constant="20" id="t1"/>
                    <constraint firstItem="noteTitle" firstAttribute="centerY" secondItem="noteHeader" secondAttribute="centerY" id="t2"/>
                </constraints>
                <connections>
                    <outlet property="titleLabel" destination="noteTitle" id="o3"/>
                </connections>
            </view>
        </objects>
    </document>
    """

  /// A xib holding one collection view section footer: a `<collectionReusableView>` of class
  /// `TagHeader`, 375 × 24, with its label outlet.
  static let footerNib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Footer" id="footer" customClass="TagHeader" customModule="App" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="375" height="24"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="End" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="footerTitle">
                        <rect key="frame" x="8" y="2" width="30" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="13"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <connections>
                    <outlet property="titleLabel" destination="footerTitle" id="o4"/>
                </connections>
            </collectionReusableView>
        </objects>
    </document>
    """
}

/// The grid scene's controller, as an app declares it.
@MainActor
final class TagsController: UICollectionViewController {
  let tags = ["Red", "Green", "Blue", "Cyan", "Pink"]
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad dataSource \(collectionView.dataSource === self)")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    tags.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  )
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath)
    (cell as? TagCell)?.nameLabel.text = tags[indexPath.item]
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    (header as? TagHeader)?.titleLabel.text = "Tags"
    return header
  }

  func tagTapped(_ sender: UIButton) {
    var view: UIView? = sender
    while let current = view, !(current is TagCell) { view = current.superview }
    log.append("tagTapped \((view as? TagCell)?.nameLabel.text ?? "?")")
  }
}

/// The prototype cell's class.
@MainActor
final class TagCell: UICollectionViewCell {
  weak var nameLabel: UILabel!
  var awoke = false

  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = nameLabel != nil
  }
}

/// The section header's class (also the footer nib's).
@MainActor
final class TagHeader: UICollectionReusableView {
  weak var titleLabel: UILabel!
}

/// The table header nib's class.
@MainActor
final class NoteHeaderView: UITableViewHeaderFooterView {
  weak var titleLabel: UILabel!
}

/// A layout of the code's (it places nothing: the test reads only its class).
@MainActor
final class ShelfLayout: UICollectionViewLayout {
  var madeWithCoder = false

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    madeWithCoder = coder is IBCoder
  }

  override init() { super.init() }
}

/// The tables the tool generates for these classes from `@IBOutlet` and `@IBAction`, by hand.
@MainActor
func tagsRuntime() -> ObjectiveCRuntime {
  ObjectiveCRuntime([
    ObjCClassMethods(
      TagsController.self,
      [
        ObjCMethod("tagTapped:", arity: 1) { object, arguments in
          (object as! TagsController).tagTapped(arguments.at(0)) as Any
        }
      ]),
    ObjCClassMethods(
      TagCell.self,
      [
        ObjCMethod("setNameLabel:", arity: 1) { object, arguments in
          (object as! TagCell).nameLabel = arguments.at(0)
          return () as Any
        }
      ]),
    ObjCClassMethods(
      TagHeader.self,
      [
        ObjCMethod("setTitleLabel:", arity: 1) { object, arguments in
          (object as! TagHeader).titleLabel = arguments.at(0)
          return () as Any
        }
      ]),
    ObjCClassMethods(
      NoteHeaderView.self,
      [
        ObjCMethod("setTitleLabel:", arity: 1) { object, arguments in
          (object as! NoteHeaderView).titleLabel = arguments.at(0)
          return () as Any
        }
      ]),
    ObjCClassMethods(ShelfLayout.self, []),
  ])
}
