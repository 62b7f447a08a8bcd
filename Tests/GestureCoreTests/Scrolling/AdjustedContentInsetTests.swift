import Foundation
import Testing

@testable import GestureCore

@MainActor
private final class InsetWatcher: UIScrollViewDelegate {
  var told: [UIEdgeInsets] = []
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    told.append(scrollView.adjustedContentInset)
  }
}

@Suite("adjustedContentInsetDidChange: told when the insets change, once per change")
@MainActor
struct AdjustedContentInsetTests {
  @Test(
    "Setting contentInset tells the delegate with the new adjusted inset; the same value does not")
  func contentInset() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let watcher = InsetWatcher()
    scrollView.delegate = watcher
    scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
    scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
    scrollView.layoutIfNeeded()
    scrollView.contentInset = .zero
    #expect(watcher.told == [UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0), .zero])
  }

  @Test("A scroll view under the status bar learns the safe area at its first layout")
  func safeArea() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let scrollView = UIScrollView(frame: window.bounds)
    // Scrollable vertically, so `.automatic` takes the top safe area into the insets.
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    let watcher = InsetWatcher()
    scrollView.delegate = watcher
    window.addSubview(scrollView)
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    #expect(watcher.told == [UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)])
  }

  @Test("Scrolling under the status bar does not change the adjusted inset: told once")
  func scrollingTellsNothing() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    let watcher = InsetWatcher()
    scrollView.delegate = watcher
    window.addSubview(scrollView)
    window.layoutIfNeeded()
    // Offsets of a drag: the safe area measured through the moved bounds carries rounding
    // noise (about 1e-14 pt) that is no change of the inset.
    for y in [
      -19.389448281601073, -13.344850333965491, -10.36348711213265, -7.408923755822549,
      -4.480800520663676, 1.2975326560233, 6.974264705882177, 12.55205197274595,
    ] {
      scrollView.contentOffset = CGPoint(x: 0, y: y)
      scrollView.setNeedsLayout()
      scrollView.layoutIfNeeded()
    }
    #expect(watcher.told == [UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)])
    // A real change is still told.
    scrollView.contentInset.top = 8
    #expect(watcher.told.count == 2)
    #expect(abs(scrollView.adjustedContentInset.top - 28) < 1e-9)
  }

  @Test("UIDevice is an iPhone in portrait running iOS 17")
  func device() {
    let device = UIDevice.current
    #expect(device.userInterfaceIdiom == .phone)
    #expect(device.orientation.isPortrait && !device.orientation.isLandscape)
    #expect(device.systemName == "iOS" && device.systemVersion == "17.0")
    #expect(device.model == "iPhone")
    #expect(
      UIDevice.orientationDidChangeNotification.rawValue
        == "UIDeviceOrientationDidChangeNotification")
  }
}
