import Foundation

@testable import GestureCore

/// A storyboard as Xcode writes it (document format 3.0), by hand: a navigation controller
/// scene whose root (a `rootViewController` relationship segue) is a table view controller
/// with three prototype cells (Basic with a `show` segue, Right Detail, and a custom class with
/// an outlet and a button action), a navigation item with an add button, and a manual
/// `presentation` segue; a detail scene with a button presenting an info scene over the full
/// screen, whose button unwinds to the list.
enum SegueFixtures {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s0">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="list" kind="relationship" relationship="rootViewController" id="rel"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr0" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="s1">
                <objects>
                    <tableViewController id="list" customClass="SegueFruitList" customModule="Fruits" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="FruitCell" textLabel="cellLabel" style="IBUITableViewCellStyleDefault" id="cell1">
                                    <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell1" id="content1">
                                        <rect key="frame" x="0.0" y="0.0" width="348" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="cellLabel">
                                                <rect key="frame" x="16" y="0.0" width="324" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                    <connections>
                                        <segue destination="detail" kind="show" identifier="showDetail" id="seg1"/>
                                    </connections>
                                </tableViewCell>
                                <tableViewCell contentMode="scaleToFill" selectionStyle="none" reuseIdentifier="PriceCell" textLabel="priceTitle" detailTextLabel="priceValue" style="IBUITableViewCellStyleValue1" id="cell2">
                                    <rect key="frame" x="0.0" y="94" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell2" id="content2">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" contentMode="left" text="Title" textAlignment="natural" id="priceTitle">
                                                <rect key="frame" x="16" y="12" width="33" height="20"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                            <label opaque="NO" contentMode="left" text="Detail" textAlignment="right" id="priceValue">
                                                <rect key="frame" x="315" y="12" width="44" height="20"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                                <tableViewCell contentMode="scaleToFill" reuseIdentifier="BadgeCell" id="cell3" customClass="SegueBadgeCell" customModule="Fruits" customModuleProvider="target">
                                    <rect key="frame" x="0.0" y="138" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell3" id="content3">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" contentMode="left" text="New" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                                <rect key="frame" x="20" y="12" width="30" height="20"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="buy">
                                                <rect key="frame" x="300" y="7" width="55" height="30"/>
                                                <state key="normal" title="Buy"/>
                                                <connections>
                                                    <action selector="buyTapped:" destination="list" eventType="touchUpInside" id="buyAction"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="badge" firstAttribute="leading" secondItem="content3" secondAttribute="leading" constant="20" id="b1"/>
                                            <constraint firstItem="badge" firstAttribute="centerY" secondItem="content3" secondAttribute="centerY" id="b2"/>
                                            <constraint firstAttribute="trailing" secondItem="buy" secondAttribute="trailing" constant="20" id="b3"/>
                                            <constraint firstItem="buy" firstAttribute="centerY" secondItem="content3" secondAttribute="centerY" id="b4"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                    <connections>
                                        <outlet property="badgeLabel" destination="badge" id="badgeOutlet"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                            <connections>
                                <outlet property="dataSource" destination="list" id="ds"/>
                                <outlet property="delegate" destination="list" id="dg"/>
                            </connections>
                        </tableView>
                        <navigationItem key="navigationItem" title="Fruits" largeTitleDisplayMode="never" id="listItem">
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="addItem">
                                <connections>
                                    <action selector="add:" destination="list" id="addAction"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                        <connections>
                            <segue destination="info" kind="presentation" identifier="showInfo" modalPresentationStyle="fullScreen" id="seg3"/>
                        </connections>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController storyboardIdentifier="Detail" id="detail" customClass="SegueDetail" customModule="Fruits" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="detailView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" contentMode="left" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                    <rect key="frame" x="20" y="84" width="100" height="20"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="infoButton">
                                    <rect key="frame" x="20" y="124" width="100" height="30"/>
                                    <state key="normal" title="Info"/>
                                    <connections>
                                        <segue destination="info" kind="presentation" modalPresentationStyle="overFullScreen" modalTransitionStyle="crossDissolve" id="seg2"/>
                                    </connections>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="detailSafe"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="name" firstAttribute="top" secondItem="detailSafe" secondAttribute="top" constant="20" id="d1"/>
                                <constraint firstItem="name" firstAttribute="leading" secondItem="detailSafe" secondAttribute="leading" constant="20" id="d2"/>
                                <constraint firstItem="infoButton" firstAttribute="top" secondItem="name" secondAttribute="bottom" constant="20" id="d3"/>
                                <constraint firstItem="infoButton" firstAttribute="leading" secondItem="detailSafe" secondAttribute="leading" constant="20" id="d4"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Detail" id="detailItem"/>
                        <connections>
                            <outlet property="nameLabel" destination="name" id="nameOutlet"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <viewController id="info" customClass="SegueInfo" customModule="Fruits" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="infoView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="doneButton">
                                    <rect key="frame" x="20" y="40" width="80" height="30"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <state key="normal" title="Done"/>
                                    <connections>
                                        <segue destination="exit3" kind="unwind" unwindAction="unwindToList:" id="seg4"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr3" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    <exit id="exit3" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """
}

/// The list: logs its segue calls and selection, in order.
@MainActor
final class SegueFruitList: UITableViewController {
  var entries: [String] = []
  var allowsSegues = true
  let fruits = ["Apple", "Banana", "Cherry"]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    fruits.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "FruitCell", for: indexPath)
    cell.textLabel?.text = fruits[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    entries.append("didSelect \(indexPath.row)")
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    entries.append("should \(identifier) \(sender.map { "\(type(of: $0))" } ?? "nil")")
    return allowsSegues
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    let row = tableView.indexPathForSelectedRow?.row ?? -1
    entries.append(
      "prepare \(segue.identifier ?? "-") → \(type(of: segue.destination)) row \(row) "
        + "loaded \(segue.destination.isViewLoaded)")
    if let detail = segue.destination as? SegueDetail, row >= 0 { detail.fruit = fruits[row] }
  }

  func add(_ sender: UIBarButtonItem) { entries.append("add") }
  func buyTapped(_ sender: UIButton) { entries.append("buy") }
  func unwindToList(_ segue: UIStoryboardSegue) {
    entries.append("unwind from \(type(of: segue.source)) to \(type(of: segue.destination))")
  }
}

/// The detail: its label shows the fruit passed in `prepare(for:sender:)`.
@MainActor
final class SegueDetail: UIViewController {
  var nameLabel: UILabel!
  var fruit: String?
  override func viewDidLoad() {
    super.viewDidLoad()
    nameLabel.text = fruit
  }
}

/// The presented info screen.
@MainActor
final class SegueInfo: UIViewController {}

/// A custom prototype cell with an outlet.
@MainActor
final class SegueBadgeCell: UITableViewCell {
  var badgeLabel: UILabel!
  var awoke = false
  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = badgeLabel != nil
  }
}

/// The code's tables for the fixture's classes, as the tool generates them.
@MainActor
func segueRuntime() -> ObjectiveCRuntime {
  ObjectiveCRuntime([
    ObjCClassMethods(
      SegueFruitList.self,
      [
        ObjCMethod("add:", arity: 1) { object, arguments in
          (object as! SegueFruitList).add(arguments.at(0)) as Any
        },
        ObjCMethod("buyTapped:", arity: 1) { object, arguments in
          (object as! SegueFruitList).buyTapped(arguments.at(0)) as Any
        },
        ObjCMethod("unwindToList:", arity: 1) { object, arguments in
          (object as! SegueFruitList).unwindToList(arguments.at(0)) as Any
        },
      ]),
    ObjCClassMethods(
      SegueDetail.self,
      [
        ObjCMethod("setNameLabel:", arity: 1) { object, arguments in
          (object as! SegueDetail).nameLabel = arguments.at(0)
          return () as Any
        }
      ]),
    ObjCClassMethods(SegueInfo.self, []),
    ObjCClassMethods(
      SegueBadgeCell.self,
      [
        ObjCMethod("setBadgeLabel:", arity: 1) { object, arguments in
          (object as! SegueBadgeCell).badgeLabel = arguments.at(0)
          return () as Any
        }
      ]),
  ])
}
