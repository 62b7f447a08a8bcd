import Foundation
import Testing

@testable import GestureCore

@Suite("UIView.readableContentGuide: the margins capped at the readable width, centred")
@MainActor
struct ReadableContentGuideTests {
  /// A view filling a window of `width`, and a subview pinned to its readable guide's sides.
  private func pinned(width: CGFloat, category: UIContentSizeCategory = .large) -> (UIView, UIView)
  {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 600))
    window.screenContentSizeCategory = category
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    let text = UIView()
    text.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(text)
    NSLayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: container.readableContentGuide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: container.readableContentGuide.trailingAnchor),
      text.topAnchor.constraint(equalTo: container.readableContentGuide.topAnchor),
      text.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    return (container, text)
  }

  @Test("On a 375 pt phone the guide is the margins guide: 8 pt in, 359 pt wide")
  func phone() {
    let (container, text) = pinned(width: 375)
    #expect(text.frame == CGRect(x: 8, y: 8, width: 359, height: 10))
    #expect(
      container.readableContentGuide.layoutFrame == CGRect(x: 8, y: 8, width: 359, height: 584))
  }

  @Test("On a 1024 pt wide iPad at the default size: 672 pt wide, 176 pt from each edge")
  func iPadLandscape() {
    let (_, text) = pinned(width: 1024)
    #expect(text.frame == CGRect(x: 176, y: 8, width: 672, height: 10))
  }

  @Test("The readable width follows the text size: 553 pt at extra small (14/17 of 672)")
  func textSize() {
    #expect(UIView.readableWidth(for: .large) == 672)
    #expect(UIView.readableWidth(for: .extraSmall) == 553)
    #expect(UIView.readableWidth(for: .accessibilityExtraExtraExtraLarge) == 2095)
    let (_, text) = pinned(width: 1024, category: .extraSmall)
    #expect(text.frame == CGRect(x: 235.5, y: 8, width: 553, height: 10))
  }
}
