import Foundation
import Testing

@testable import GestureCore

@Suite("Navigation bar rows: heights and snapping with a search band, computed by hand")
struct NavigationBarRowsTests {
  private let both = NavigationBarRows(
    large: true, search: true, hidesSearch: true, searchOnly: false)

  @Test("Large title and hiding search: 148 at rest, −1 pt per point scrolled down to 44")
  func heights() {
    #expect(both.resting == 148)
    #expect(both.height(scrolled: 0) == 148)
    #expect(both.height(scrolled: 52) == 96)
    #expect(both.height(scrolled: 104) == 44)
    #expect(both.height(scrolled: 500) == 44)
    // Pulled down 20 pt: stretched, the large title's row takes it.
    #expect(both.height(scrolled: -20) == 168)
    #expect(both.split(height: 168) == (large: 72, search: 52))
    #expect(both.split(height: 118) == (large: 52, search: 22))
    #expect(both.split(height: 70) == (large: 26, search: 0))
  }

  @Test("Without a large title the bar does not stretch")
  func standard() {
    let rows = NavigationBarRows(large: false, search: true, hidesSearch: true, searchOnly: false)
    #expect(rows.height(scrolled: -30) == 96)
    #expect(rows.height(scrolled: 10) == 86)
    #expect(NavigationBarRows.standard.height(scrolled: 40) == 44)
    let active = NavigationBarRows(large: true, search: true, hidesSearch: true, searchOnly: true)
    #expect(active.height(scrolled: 0) == 52)
    #expect(active.split(height: 52) == (large: 0, search: 52))
  }

  @Test("A half-collapsed band or title snaps to the nearer end of its own range")
  func snapping() {
    #expect(both.snapTarget(scrolled: 20) == 0)
    #expect(both.snapTarget(scrolled: 30) == 52)
    #expect(both.snapTarget(scrolled: 70) == 52)
    #expect(both.snapTarget(scrolled: 80) == 104)
    #expect(both.snapTarget(scrolled: 52) == nil)
    #expect(both.snapTarget(scrolled: 200) == nil)
  }
}
