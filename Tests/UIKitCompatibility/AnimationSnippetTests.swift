import Foundation
import Testing
import UIKit

/// `UIView.animate` snippets: chained completions with delays and curves, and a spring. The
/// model takes the new value at once; the screen shows the presentation value along the curve
/// (reference §6).
@Suite("Corpus: UIView animations")
@MainActor
struct AnimationSnippetTests {
  @Test("Toast: fades in along ease-out, waits 1.5 s, fades out along ease-in, then removes itself")
  func toast() throws {
    let harness = SnippetHarness()
    var completions = 0
    harness.launch { root in
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 100, y: 300, width: 175, height: 44)
      button.addAction(
        UIAction { _ in Toast.show("Saved", in: root) { completions += 1 } }, for: .touchUpInside)
      root.addSubview(button)
    }
    // The tap lifts at 0.55 s: the toast starts fading in.
    harness.tap(CGPoint(x: 187, y: 322), at: 0.5)
    harness.run(until: 0.55)
    let label = try #require(harness.window.subviews.first?.subviews.last as? UILabel)
    // "Saved" at 15 pt: 5 × 7.5 = 37.5 × 18, then 32 pt wider and 36 pt high, 80 pt above the
    // bottom.
    #expect(label.frame == CGRect(x: 152.75, y: 569, width: 69.5, height: 36))
    #expect(label.alpha == 1)
    // 0.1 s into 0.25 s.
    harness.run(until: 0.65)
    let fadingIn = try #require(harness.onScreen("toast"))
    #expect(
      abs(fadingIn.alpha - ReferenceFormulas.progress(ReferenceFormulas.easeOut, at: 0.4)) < 1e-9)
    // In at 0.8 s, out from 0.8 + 1.5 s: 0.15 s into the fade-out.
    harness.run(until: 2.3)
    #expect(harness.onScreen("toast")?.alpha == 1)
    harness.run(until: 2.45)
    let fadingOut = try #require(harness.onScreen("toast"))
    #expect(
      abs(fadingOut.alpha - (1 - ReferenceFormulas.progress(ReferenceFormulas.easeIn, at: 0.6)))
        < 1e-9)
    #expect(completions == 0)
    harness.run(until: 2.55)
    #expect(label.superview == nil)
    #expect(completions == 1)
  }

  @Test("HeartButton: shrinks at once and springs back critically damped over 0.5 s")
  func springPop() throws {
    let harness = SnippetHarness()
    let heart = HeartButton(frame: CGRect(x: 160, y: 300, width: 56, height: 56))
    heart.accessibilityIdentifier = "heart"
    harness.launch(view: heart)
    harness.tap(CGPoint(x: 188, y: 328), at: 0.5)
    harness.run(until: 0.55)
    #expect(heart.isLiked)
    #expect(heart.currentTitle == "♥")
    #expect(heart.transform == .identity)
    #expect(harness.onScreen("heart")?.transform == CGAffineTransform(scaleX: 0.6, y: 0.6))
    // 0.25 s in: the remaining fraction of the 0.4 it has to grow.
    harness.run(until: 0.8)
    let remaining = ReferenceFormulas.criticallyDampedRemaining(at: 0.25, duration: 0.5)
    let popping = try #require(harness.onScreen("heart"))
    #expect(abs(Double(popping.transform.a) - (1 - 0.4 * remaining)) < 1e-9)
    #expect(abs(Double(popping.transform.d) - (1 - 0.4 * remaining)) < 1e-9)
    harness.run(until: 1.05)
    #expect(harness.onScreen("heart")?.transform == .identity)
  }
}
