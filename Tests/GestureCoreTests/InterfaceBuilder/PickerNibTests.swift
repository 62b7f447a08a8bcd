import Foundation
import Testing

@testable import GestureCore

@Suite("Interface Builder: <pickerView> and <datePicker> elements")
@MainActor
struct PickerNibTests {
  /// A xib as Xcode writes one: a picker view and a date picker on wheels in date mode, with
  /// its date (5 December 2023 09:41 UTC, 723,462,060 s after 2001) and minimum date (the day
  /// before), a 5-minute interval and the en_US locale.
  static let nib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="500"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <pickerView contentMode="scaleToFill" id="picker">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="216"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </pickerView>
                    <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" minuteInterval="5" style="wheels" useCurrentDate="NO" id="date">
                        <rect key="frame" x="27" y="230" width="320" height="216"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <date key="date" timeIntervalSinceReferenceDate="723462060"/>
                        <date key="minimumDate" timeIntervalSinceReferenceDate="723375660"/>
                        <locale key="locale" localeIdentifier="en_US"/>
                    </datePicker>
                </subviews>
            </view>
        </objects>
    </document>
    """

  @Test("The elements make the classes; the date picker's mode, style, dates and interval")
  func pickers() throws {
    let folder = try interfaceBuilderFolder(["Form.xib": PickerNibTests.nib])
    defer { try? FileManager.default.removeItem(at: folder) }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let root = try NamedImageLookup.$current.withValue(NamedImageLookup(directories: [folder])) {
      try SimulationContext.$eventLog.withValue(window.eventLog) {
        let objects = UINib(nibName: "Form", bundle: nil).instantiate(withOwner: nil)
        return try #require(objects.first as? UIView)
      }
    }
    #expect(root.subviews.first is UIPickerView)
    let picker = try #require(root.subviews.last as? UIDatePicker)
    #expect(picker.datePickerMode == .date)
    #expect(picker.preferredDatePickerStyle == .wheels)
    #expect(picker.datePickerStyle == .wheels)
    #expect(picker.minuteInterval == 5)
    #expect(picker.date == Date(timeIntervalSince1970: 1_701_682_860 + 86_400))
    #expect(picker.minimumDate == Date(timeIntervalSince1970: 1_701_682_860))
    #expect(picker.locale?.identifier == "en_US")
    let warnings = window.eventLog.drain().filter { $0.kind.hasPrefix("interfaceBuilder") }
    #expect(warnings.isEmpty, "\(warnings.map(\.detail))")
  }
}
