import Foundation
import Testing

@testable import GestureCore

@Suite("UITableViewCell: the content view's margins, a checked row's traits")
@MainActor
struct TableCellContentTests {
  @Test("contentView's margins are 11 above and below, 16 at the sides; a pinned view follows")
  func contentMargins() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
    #expect(
      cell.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
    #expect(
      cell.contentView.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    window.addSubview(cell)
    let icon = UIView()
    icon.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(icon)
    let guide = cell.contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      icon.topAnchor.constraint(equalTo: guide.topAnchor),
      icon.widthAnchor.constraint(equalToConstant: 29),
      icon.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    cell.layoutIfNeeded()
    // The content view is the cell less its 0.5 pt separator, 59.5 tall: 59.5 − 11 − 11 =
    // 37.5, 16 in from the leading edge, where a list configuration's image sits.
    #expect(icon.frame == CGRect(x: 16, y: 11, width: 29, height: 37.5))
    // The app's margins replace them.
    cell.contentView.layoutMargins = .zero
    #expect(cell.contentView.layoutMargins == .zero)
  }

  @Test("A checked or selected row has the .selected trait; others none")
  func checkedRowTraits() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell.accessibilityTraits == .none)
    cell.accessoryType = .checkmark
    #expect(cell.accessibilityTraits == .selected)
    cell.accessoryType = .disclosureIndicator
    #expect(cell.accessibilityTraits == .none)
    cell.isSelected = true
    #expect(cell.accessibilityTraits == .selected)
  }
}
