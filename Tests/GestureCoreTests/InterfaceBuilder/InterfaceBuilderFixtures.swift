import Foundation

@testable import GestureCore

/// A storyboard as Xcode writes it (document format 3.0), by hand: a profile screen with a
/// vertical stack (a label and a nested horizontal stack of two `CardView`s, an outlet
/// collection), a button whose action is `buy:`, a tap recognizer, a constraint not installed
/// (the default variation excludes it) held by a weak and by a strong outlet, a placeholder
/// constraint, a scroll view whose content is pinned to its content layout guide (width to its
/// frame layout guide) with a badge pinned to its frame layout guide, and an element and an
/// attribute the loader does not read.
enum InterfaceBuilderFixtures {
  static let profileStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController storyboardIdentifier="Profile" id="vc1" customClass="ProfileController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                    <rect key="frame" x="16" y="20" width="343" height="82"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                            <rect key="frame" x="0.0" y="0.0" width="343" height="24"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="20"/>
                                            <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                            <rect key="frame" x="0.0" y="32" width="343" height="50"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card1" customClass="CardView" customModule="App" customModuleProvider="target">
                                                    <rect key="frame" x="0.0" y="0.0" width="166.5" height="50"/>
                                                    <color key="backgroundColor" systemColor="systemBlueColor"/>
                                                    <userDefinedRuntimeAttributes>
                                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                                            <integer key="value" value="12"/>
                                                        </userDefinedRuntimeAttribute>
                                                    </userDefinedRuntimeAttributes>
                                                </view>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card2" customClass="CardView" customModule="App" customModuleProvider="target">
                                                    <rect key="frame" x="176.5" y="0.0" width="166.5" height="50"/>
                                                    <color key="backgroundColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                                    <accessibility key="accessibilityConfiguration" identifier="secondCard"/>
                                                    <fancyThing id="f1"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="50" id="rowHeight"/>
                                            </constraints>
                                        </stackView>
                                    </subviews>
                                </stackView>
                                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" showsHorizontalScrollIndicator="NO" keyboardDismissMode="onDrag" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                    <rect key="frame" x="0.0" y="166" width="375" height="501"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="900"/>
                                            <color key="backgroundColor" systemColor="systemYellowColor"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="900" id="contentHeight"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                            <rect key="frame" x="327" y="8" width="40" height="20"/>
                                            <color key="backgroundColor" systemColor="systemRedColor"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="40" id="badgeWidth"/>
                                                <constraint firstAttribute="height" constant="20" id="badgeHeight"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="content" firstAttribute="top" secondItem="clg" secondAttribute="top" id="sc1"/>
                                        <constraint firstItem="content" firstAttribute="leading" secondItem="clg" secondAttribute="leading" id="sc2"/>
                                        <constraint firstItem="clg" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="sc3"/>
                                        <constraint firstItem="clg" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="sc4"/>
                                        <constraint firstItem="content" firstAttribute="width" secondItem="flg" secondAttribute="width" id="sc5"/>
                                        <constraint firstItem="badge" firstAttribute="top" secondItem="flg" secondAttribute="top" constant="8" id="sc6"/>
                                        <constraint firstItem="flg" firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="8" id="sc7"/>
                                    </constraints>
                                    <viewLayoutGuide key="contentLayoutGuide" id="clg"/>
                                    <viewLayoutGuide key="frameLayoutGuide" id="flg"/>
                                </scrollView>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" sparkle="YES" translatesAutoresizingMaskIntoConstraints="NO" id="buy">
                                    <rect key="frame" x="137.5" y="114" width="100" height="44"/>
                                    <state key="normal" title="Buy"/>
                                    <connections>
                                        <action selector="buy:" destination="vc1" eventType="touchUpInside" id="a1"/>
                                    </connections>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                <constraint firstItem="stack" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c1"/>
                                <constraint firstItem="safe" firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="c2"/>
                                <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c3"/>
                                <constraint firstItem="buy" firstAttribute="top" secondItem="stack" secondAttribute="bottom" constant="12" id="c4"/>
                                <constraint firstItem="buy" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c5"/>
                                <constraint firstItem="buy" firstAttribute="width" constant="100" id="c6"/>
                                <constraint firstItem="buy" firstAttribute="height" constant="44" id="c7"/>
                                <constraint firstItem="scroll" firstAttribute="top" secondItem="buy" secondAttribute="bottom" constant="8" id="c8"/>
                                <constraint firstItem="scroll" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c9"/>
                                <constraint firstItem="safe" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c10"/>
                                <constraint firstItem="safe" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c11"/>
                                <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="300" identifier="hidden" id="hid"/>
                                <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="400" id="str"/>
                                <constraint firstItem="buy" firstAttribute="width" constant="10" placeholder="YES" id="ph"/>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="hid"/>
                                    <exclude reference="str"/>
                                </mask>
                            </variation>
                            <connections>
                                <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g1"/>
                            </connections>
                        </view>
                        <connections>
                            <outlet property="titleLabel" destination="title" id="o1"/>
                            <outlet property="scrollView" destination="scroll" id="o6"/>
                            <outlet property="hiddenConstraint" destination="hid" id="o2"/>
                            <outlet property="strongConstraint" destination="str" id="o3"/>
                            <outletCollection property="cards" destination="card1" collectionClass="NSMutableArray" id="o4"/>
                            <outletCollection property="cards" destination="card2" collectionClass="NSMutableArray" id="o5"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    <tapGestureRecognizer numberOfTapsRequired="2" id="tap">
                        <connections>
                            <action selector="doubleTapped:" destination="vc1" id="a2"/>
                        </connections>
                    </tapGestureRecognizer>
                </objects>
                <point key="canvasLocation" x="130" y="-2"/>
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

/// What happened to the controller and its views, in order.
@MainActor
final class NibLog {
  var entries: [String] = []
}

/// The controller of the profile scene, as an app declares it (`@IBOutlet weak var titleLabel`,
/// `@IBOutlet var cards: [CardView]!`, `@IBAction func buy(_:)`).
@MainActor
final class ProfileController: UIViewController {
  weak var titleLabel: UILabel!
  weak var scrollView: UIScrollView!
  weak var hiddenConstraint: NSLayoutConstraint?
  var strongConstraint: NSLayoutConstraint!
  var cards: [CardView]!
  let log = NibLog()

  override func awakeFromNib() {
    super.awakeFromNib()
    log.entries.append("controller.awakeFromNib view loaded \(isViewLoaded)")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.entries.append(
      "viewDidLoad title \(titleLabel?.text ?? "nil") cards \(cards?.count ?? -1)")
  }

  func buy(_ sender: UIButton) { log.entries.append("buy \(sender.currentTitle ?? "")") }
  func doubleTapped(_ sender: UITapGestureRecognizer) { log.entries.append("double tap") }
}

/// A custom view made with `init?(coder:)`.
@MainActor
final class CardView: UIView {
  var madeWithCoder = false
  var awokeWithColor: UIColor?

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    madeWithCoder = coder is IBCoder
  }

  override init(frame: CGRect) { super.init(frame: frame) }

  override func awakeFromNib() {
    super.awakeFromNib()
    awokeWithColor = backgroundColor
  }
}

/// The tables the tool generates for these classes from `@IBOutlet` and `@IBAction`, by hand.
@MainActor
func profileRuntime() -> ObjectiveCRuntime {
  ObjectiveCRuntime([
    ObjCClassMethods(
      ProfileController.self,
      [
        ObjCMethod("setTitleLabel:", arity: 1) { object, arguments in
          (object as! ProfileController).titleLabel = arguments.at(0)
          return () as Any
        },
        ObjCMethod("setScrollView:", arity: 1) { object, arguments in
          (object as! ProfileController).scrollView = arguments.at(0)
          return () as Any
        },
        ObjCMethod("setHiddenConstraint:", arity: 1) { object, arguments in
          (object as! ProfileController).hiddenConstraint = arguments.at(0)
          return () as Any
        },
        ObjCMethod("setStrongConstraint:", arity: 1) { object, arguments in
          (object as! ProfileController).strongConstraint = arguments.at(0)
          return () as Any
        },
        ObjCMethod("setCards:", arity: 1) { object, arguments in
          (object as! ProfileController).cards = arguments.at(0)
          return () as Any
        },
        ObjCMethod("buy:", arity: 1) { object, arguments in
          (object as! ProfileController).buy(arguments.at(0)) as Any
        },
        ObjCMethod("doubleTapped:", arity: 1) { object, arguments in
          (object as! ProfileController).doubleTapped(arguments.at(0)) as Any
        },
      ]),
    ObjCClassMethods(CardView.self, []),
  ])
}

/// A folder of its own under the temporary directory holding `files` (name → text).
func interfaceBuilderFolder(_ files: [String: String]) throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "ib-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  for (name, text) in files {
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
  }
  return folder
}
