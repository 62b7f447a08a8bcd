import Foundation
import Testing

@testable import GestureCore

@Suite("An alert with a long title or message fits the screen")
@MainActor
struct AlertCapTests {
  @Test("A 30,000 pt message is cut to the safe area less 20 pt margins and scrolls")
  func cappedAlert() {
    // Header 20 + 20.4 + 2 + 30,000 + 20 = 30,062.4 pt, buttons 44: 30,106.4 pt, over the room
    // of 667 − 20 (safe top) − 2 × 20 = 607 pt by 29,499.4 pt, which the header loses.
    let layout = AlertLayout(
      style: .alert, size: CGSize(width: 375, height: 667), titleHeight: 20.4,
      messageHeight: 30_000, buttonCount: 2, hasCancel: true, safeBottom: 0, pixel: 0.5,
      safeTop: 20)
    #expect(layout.panel == CGRect(x: 52, y: 30, width: 270, height: 607))
    #expect(abs(layout.header.height - 563) < 1e-9)
    #expect(abs(layout.headerContentHeight - 30_062.4) < 1e-9)
    #expect(layout.buttons.map(\.minY).allSatisfy { abs($0 - 563) < 1e-9 })
    #expect(layout.separators.map(\.minY).allSatisfy { abs($0 - 563) < 1e-9 })
  }

  @Test("A short alert is not cut: its header shows whole")
  func uncutAlert() {
    let layout = AlertLayout(
      style: .alert, size: CGSize(width: 375, height: 667), titleHeight: 20.4,
      messageHeight: 15.6, buttonCount: 2, hasCancel: true, safeBottom: 0, pixel: 0.5)
    #expect(layout.header == CGRect(x: 0, y: 0, width: 270, height: 78))
    #expect(layout.panel == CGRect(x: 52, y: 272, width: 270, height: 122))
  }
}
