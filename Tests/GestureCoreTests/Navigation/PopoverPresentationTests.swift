import Foundation
import Testing

@testable import GestureCore

/// A popover delegate that keeps the popover (`.none`) or lets it adapt to a sheet.
@MainActor
private final class KeepingDelegate: UIPopoverPresentationControllerDelegate {
  let keeps: Bool
  init(keeps: Bool) { self.keeps = keeps }
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  { keeps ? .none : .pageSheet }
}

@Suite("UIPopoverPresentationController on the iPhone: the popover adapts to a sheet")
@MainActor
struct PopoverPresentationTests {
  /// A visible 375 × 667 window with a 20 pt status bar showing `root`.
  private func show(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.finishAppearanceTransitions()
    return window
  }

  @Test("Made only for the .popover style, never for an alert; kept once made")
  func madeForPopoverStyle() {
    let plain = UIViewController()
    #expect(plain.popoverPresentationController == nil)
    plain.modalPresentationStyle = .popover
    let popover = plain.popoverPresentationController
    #expect(popover != nil)
    #expect(plain.popoverPresentationController === popover)
    #expect(popover?.permittedArrowDirections == .any)
    #expect(popover?.arrowDirection == .unknown)
    let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.modalPresentationStyle = .popover
    #expect(sheet.popoverPresentationController == nil)
  }

  @Test("Presented, it shows as a page sheet at the sheet's detents; anchors are kept")
  func presentsAsSheet() {
    let root = UIViewController()
    let window = show(root)
    let detail = UIViewController()
    detail.modalPresentationStyle = .popover
    detail.popoverPresentationController?.sourceView = root.view
    detail.popoverPresentationController?.sourceRect = CGRect(x: 10, y: 20, width: 30, height: 40)
    detail.popoverPresentationController?.adaptiveSheetPresentationController.detents = [.medium()]
    SimulationContext.$scheduler.withValue(window.scheduler) {
      SimulationContext.$eventLog.withValue(window.eventLog) {
        root.present(detail, animated: false)
      }
    }
    let events = window.eventLog.pending
    #expect(
      events.filter { $0.kind == "presentation.present" }.map(\.detail)
        == ["UIViewController → UIViewController (pageSheet)"])
    #expect(events.allSatisfy { $0.kind != "presentation.unsupported" })
    // The medium detent on the 20 pt status bar screen: (667 − 30) / 2 = 318.5 pt.
    #expect(detail.view.frame.height == 318.5)
    #expect(detail.popoverPresentationController?.sourceRect.width == 30)
  }

  @Test("A delegate keeping the popover gets the sheet and a warning, and hears the dismissal")
  func keptPopoverWarns() {
    let root = UIViewController()
    let window = show(root)
    let detail = UIViewController()
    detail.title = "Filters"
    detail.modalPresentationStyle = .popover
    let delegate = KeepingDelegate(keeps: true)
    detail.popoverPresentationController?.delegate = delegate
    SimulationContext.$scheduler.withValue(window.scheduler) {
      SimulationContext.$eventLog.withValue(window.eventLog) {
        root.present(detail, animated: false)
      }
    }
    #expect(
      window.eventLog.pending.filter { $0.kind == "presentation.unsupported" }.map(\.detail)
        == [
          "Filters is kept as a popover by its delegate (adaptivePresentationStyle .none): "
            + "popovers are not drawn; it shows as the sheet it adapts to"
        ])
    #expect(detail.sheetPresentationController?.delegate === delegate)
  }
}
