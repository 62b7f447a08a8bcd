import Foundation
import Testing

@testable import GestureCore

/// `UIImageView`'s highlighted image and its frame animation on the simulated clock.
@Suite("UIImageView: highlightedImage, animationImages on the clock")
@MainActor
struct ImageViewAnimationTests {
  let heart = UIImage(systemName: "heart")!
  let star = UIImage(systemName: "star")!
  let bell = UIImage(systemName: "bell")!
  let plain = UIImage(systemName: "plus")!

  @Test("The highlighted image shows while highlighted, the image otherwise")
  func highlighted() {
    let view = UIImageView(image: plain, highlightedImage: heart)
    #expect(view.shownImage === plain)
    view.isHighlighted = true
    #expect(view.shownImage === heart)
    view.highlightedImage = nil
    #expect(view.shownImage === plain)
  }

  @Test("Three images over 0.3 s, once: 0.1 s each, then the image again")
  func animation() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIImageView(image: plain)
    window.addSubview(view)
    view.animationImages = [heart, star, bell]
    view.animationDuration = 0.3
    view.animationRepeatCount = 1
    view.startAnimating()
    #expect(view.isAnimating)
    var shown: [UIImage?] = []
    let simulation = Simulation(window: window, framesPerSecond: 20, duration: 0.45, input: [])
    while simulation.nextFrame() != nil { shown.append(view.shownImage) }
    // Frames at 0, 0.05, …, 0.45: heart until 0.1, star until 0.2, bell until 0.3, then the
    // image once the one round is over.
    let expected: [UIImage] = [heart, heart, star, star, bell, bell, plain, plain, plain, plain]
    #expect(shown.count == expected.count)
    #expect(zip(shown, expected).allSatisfy { $0 === $1 })
    #expect(!view.isAnimating)
  }

  @Test("Duration 0 is 1/30 s an image; stopAnimating shows the image; no images, no animation")
  func defaults() {
    let view = UIImageView(image: plain)
    view.animationImages = [heart, star]
    #expect(abs(view.animationStep - 1.0 / 30) < 1e-9)
    view.startAnimating()
    #expect(view.shownImage === heart)
    view.stopAnimating()
    #expect(view.shownImage === plain)
    view.animationImages = []
    view.startAnimating()
    #expect(!view.isAnimating)
  }
}
