import Foundation
import Testing

@testable import GestureCore

/// A cell class a nib names, with an outlet to its title label.
@MainActor
final class TableNibTitleCell: UITableViewCell {
  var titleLabel: UILabel!
  var awoke = false
  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
  }
}

@Suite("UITableView: cells registered as a nib")
@MainActor
struct TableViewNibCellTests {
  /// A xib as Xcode writes a table view cell: a 320 × 60 cell of class `TableNibTitleCell`
  /// whose content view holds a label pinned 16 pt from its leading edge and 12 pt from its
  /// top, connected to the `titleLabel` outlet.
  static let cellNib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Title" rowHeight="60" id="cell" customClass="TableNibTitleCell" customModule="App" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="16" y="12" width="40" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="lead"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="12" id="top"/>
                    </constraints>
                </tableViewCellContentView>
                <connections>
                    <outlet property="titleLabel" destination="title" id="out"/>
                </connections>
            </tableViewCell>
        </objects>
    </document>
    """

  @Test("A dequeued cell is the nib's: class, outlet, awakeFromNib, label; a class replaces it")
  func dequeueFromNib() throws {
    let harness = GestureHarness()
    let tableView = UITableView(frame: harness.root.bounds, style: .plain)
    harness.root.addSubview(tableView)
    let nib = UINib(data: Data(Self.cellNib.utf8), bundle: nil)
    tableView.register(nib, forCellReuseIdentifier: "Title")
    let path = IndexPath(row: 0, section: 0)
    // The code's table for the cell class, as the tool generates it for the outlet's setter.
    let runtime = ObjectiveCRuntime([
      ObjCClassMethods(
        TableNibTitleCell.self,
        [
          ObjCMethod("setTitleLabel:", arity: 1) { object, arguments in
            (object as! TableNibTitleCell).titleLabel = arguments.at(0)
            return () as Any
          }
        ])
    ])
    try ObjectiveCRuntime.$current.withValue(runtime) {
      try check(tableView, nib: nib, path: path)
    }
  }

  private func check(_ tableView: UITableView, nib: UINib, path: IndexPath) throws {
    let first = try #require(
      tableView.dequeueReusableCell(withIdentifier: "Title", for: path) as? TableNibTitleCell)
    let second = tableView.dequeueReusableCell(withIdentifier: "Title", for: path)
    #expect(first !== second)
    #expect(first.reuseIdentifier == "Title")
    #expect(first.awoke)
    let label = try #require(first.titleLabel)
    #expect(label.text == "Title")
    #expect(label.superview === first.contentView)
    first.layoutIfNeeded()
    #expect(label.frame.origin == CGPoint(x: 16, y: 12))
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Title")
    let plain = tableView.dequeueReusableCell(withIdentifier: "Title", for: path)
    #expect(!(plain is TableNibTitleCell))
    tableView.register(nib, forCellReuseIdentifier: "Title")
    tableView.register(nil as UINib?, forCellReuseIdentifier: "Title")
    #expect(tableView.dequeueReusableCell(withIdentifier: "Title") == nil)
  }
}
