import Foundation
import GestureRecording
import Testing
import UIKit

/// A card that follows the finger, written as an iOS app writes it.
final class CardViewController: UIViewController {
  let card = UIView(frame: CGRect(x: 40, y: 80, width: 120, height: 120))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 16
    card.accessibilityIdentifier = "card"
    view.addSubview(card)
    // Code SwiftPM compiles directly is not prepared as a scenario's `code` is, so `#selector`
    // is spelled as a method reference here; in a scenario's files, write `#selector(pan(_:))`.
    card.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: CardViewController.pan))
  }

  func pan(_ recognizer: UIPanGestureRecognizer) {
    let translation = recognizer.translation(in: view)
    card.center.x += translation.x
    card.center.y += translation.y
    recognizer.setTranslation(.zero, in: view)
  }
}

@Test @MainActor func cardFollowsTheFinger() throws {
  let recording = Recording(
    of: CardViewController(), name: "card-drag", device: .iPhoneSE,
    script: [
      .drag(from: "card", by: CGPoint(x: 144, y: 192), duration: 0.8),
      .wait(0.5),
    ])
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("card-drag")
  let result = try recording.write(
    to: directory, options: .init(formats: [.png, .gif], showsTrails: true, writesSheet: true))

  // 1.3 s at 60 fps, one frame at time 0 and one every 1/60 s.
  #expect(result.frameCount == 79)
  // The pan begins when the finger is 12 pt down (and 9 pt right); UIKit then removes its
  // 10 pt hysteresis on each axis, so the card ends (9, 10) short of the finger's offset.
  let card = try #require(result.lastFrame.views.first { $0.id == "card" })
  #expect(abs(card.center.x - (100 + 144 - 9)) < 0.001)
  #expect(abs(card.center.y - (140 + 192 - 10)) < 0.001)
  #expect(result.files.map(\.lastPathComponent).contains("card-drag.gif"))
}
