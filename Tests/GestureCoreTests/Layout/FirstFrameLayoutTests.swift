import Foundation
import Testing

@testable import GestureCore

/// A paging carousel as apps write it: the cards get their frames in
/// `viewDidLayoutSubviews()`, each card's badge is pinned to the card's bottom-right corner
/// with constraints.
@MainActor
private final class CarouselController: UIViewController {
  let scrollView = UIScrollView()
  var cards: [UIView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.isPagingEnabled = true
    view.addSubview(scrollView)
    for index in 0..<3 {
      let card = UIView()
      let badge = UIView()
      badge.accessibilityIdentifier = "badge\(index)"
      badge.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(badge)
      NSLayoutConstraint.activate([
        badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
        badge.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        badge.widthAnchor.constraint(equalToConstant: 40),
        badge.heightAnchor.constraint(equalToConstant: 20),
      ])
      scrollView.addSubview(card)
      cards.append(card)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    scrollView.frame = view.bounds
    let width = view.bounds.width
    for (index, card) in cards.enumerated() {
      card.frame = CGRect(x: CGFloat(index) * width + 20, y: 100, width: width - 40, height: 300)
    }
    scrollView.contentSize = CGSize(width: width * CGFloat(cards.count), height: 300)
  }
}

@Suite("Layout: the first frame shows a complete layout")
@MainActor
struct FirstFrameLayoutTests {
  @Test("Contents of cards framed in viewDidLayoutSubviews are in place in frame 0")
  func cardsInPlaceInFrameZero() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = CarouselController()
    window.makeKeyAndVisible()
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: 0, input: [])
    let frame = try #require(simulation.nextFrame())
    // Card 335 × 300: the 40 × 20 badge's centre is 10 + 20 pt in from the right edge and
    // 10 + 10 pt up from the bottom, in the card's coordinates.
    for index in 0..<3 {
      let badge = try #require(frame.views.first { $0.id == "badge\(index)" })
      #expect(badge.center == CGPoint(x: 305, y: 280))
      #expect(badge.bounds.size == CGSize(width: 40, height: 20))
    }
  }
}
