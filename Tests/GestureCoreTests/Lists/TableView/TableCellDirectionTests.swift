import Foundation
import Testing

@testable import GestureCore

@Suite("Table cells in right-to-left layout")
@MainActor
struct TableCellDirectionTests {
  /// A 375 × 44 cell with an image, a title and a disclosure chevron, laid out in a window
  /// running `direction`.
  private func cell(_ direction: UIUserInterfaceLayoutDirection) -> UITableViewCell {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenLayoutDirection = direction
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
    cell.textLabel?.text = "Wi-Fi"
    cell.imageView?.image = UIImage(systemName: "wifi")
    cell.accessoryType = .disclosureIndicator
    window.addSubview(cell)
    window.layoutIfNeeded()
    return cell
  }

  private func accessory(_ cell: UITableViewCell) -> TableAccessoryView? {
    cell.subviews.compactMap { $0 as? TableAccessoryView }.first
  }

  @Test("The content view, image, title and chevron are the mirror image of left to right")
  func mirrored() throws {
    let ltr = cell(.leftToRight)
    let rtl = cell(.rightToLeft)
    func mirror(_ rect: CGRect, in width: CGFloat) -> CGRect {
      CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
    #expect(rtl.contentView.frame == mirror(ltr.contentView.frame, in: 375))
    let width = ltr.contentView.bounds.width
    let ltrImage = try #require(ltr.imageView).frame
    #expect(ltrImage.width > 0)
    #expect(try #require(rtl.imageView).frame == mirror(ltrImage, in: width))
    #expect(
      try #require(rtl.textLabel).frame == mirror(try #require(ltr.textLabel).frame, in: width))
    let ltrChevron = try #require(accessory(ltr)).frame
    #expect(try #require(accessory(rtl)).frame == mirror(ltrChevron, in: 375))
    // The chevron points left: its tip (the middle point) is at the left of its ends.
    let shape = try #require(accessory(rtl)?.layer.sublayers?.first as? CAShapeLayer)
    let points = try #require(shape.path).elements.compactMap { element -> CGPoint? in
      switch element {
      case .moveTo(let point), .lineTo(let point): return point
      default: return nil
      }
    }
    #expect(points.map(\.x) == [7, 1, 7])
  }
}
