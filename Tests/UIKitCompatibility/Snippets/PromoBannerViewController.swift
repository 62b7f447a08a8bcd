import UIKit

/// Reports taps to analytics.
final class TapTracker {
  let screenName: String

  init(screenName: String) {
    self.screenName = screenName
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  func trackTap(_ sender: UITapGestureRecognizer) {
    print("tap on \(screenName)")
  }
}

/// A home screen with two tap trackers: the banner's is kept by the controller, the promo
/// card's is created inline as the recognizer's target and kept by nobody. A recognizer does
/// not retain its target, so that one is gone before the first tap and the promo card's taps
/// are never reported.
final class PromoBannerViewController: UIViewController {
  let banner = UIView(frame: CGRect(x: 16, y: 120, width: 343, height: 120))
  let promoCard = UIView(frame: CGRect(x: 16, y: 260, width: 343, height: 120))
  private let tracker = TapTracker(screenName: "home")

  override func viewDidLoad() {
    super.viewDidLoad()
    banner.backgroundColor = .systemYellow
    view.addSubview(banner)
    promoCard.backgroundColor = .systemPurple
    view.addSubview(promoCard)

    #if canImport(ObjectiveC)
      let kept = UITapGestureRecognizer(target: tracker, action: #selector(TapTracker.trackTap(_:)))
      let lost = UITapGestureRecognizer(
        target: TapTracker(screenName: "promo"), action: #selector(TapTracker.trackTap(_:)))
    #else
      let kept = UITapGestureRecognizer(target: tracker, action: TapTracker.trackTap)
      let lost = UITapGestureRecognizer(
        target: TapTracker(screenName: "promo"), action: TapTracker.trackTap)
    #endif
    banner.addGestureRecognizer(kept)
    promoCard.addGestureRecognizer(lost)
  }
}
