import Foundation
import Testing

@testable import GestureCore

/// A `width` × `height` image filled with `color`.
@MainActor
private func filled(_ width: CGFloat, _ height: CGFloat, _ color: UIColor) -> UIImage {
  UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
    color.setFill()
    context.fill(CGRect(x: 0, y: 0, width: width, height: height))
  }
}

@Suite("UISlider images: thumb, track and value images, drawn in place of the parts")
@MainActor
struct SliderImageTests {
  private func imageViews(_ slider: UISlider) -> [UIImageView] {
    slider.subviews.compactMap { $0 as? UIImageView }.filter { !$0.isHidden }
  }

  @Test("A 20 pt thumb image is drawn where the thumb is and sets its travel: 0…180 on 200")
  func thumbImage() throws {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    let normal = filled(20, 20, .systemRed)
    let pressed = filled(24, 24, .systemOrange)
    slider.setThumbImage(normal, for: .normal)
    slider.setThumbImage(pressed, for: .highlighted)
    #expect(slider.thumbImage(for: .normal) === normal)
    #expect(slider.thumbImage(for: .disabled) == nil)
    #expect(slider.currentThumbImage === normal)
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(
      slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
        == CGRect(x: 0, y: 5.5, width: 20, height: 20))
    #expect(
      slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
        == CGRect(x: 180, y: 5.5, width: 20, height: 20))
    slider.value = 0.5
    let thumb = try #require(imageViews(slider).first { $0.image === normal })
    #expect(thumb.frame == CGRect(x: 90, y: 5.5, width: 20, height: 20))
    // The default white thumb is replaced.
    #expect(!slider.subviews.contains { $0.backgroundColor == .white && !$0.isHidden })
    slider.isHighlighted = true
    #expect(slider.currentThumbImage === pressed)
    #expect(imageViews(slider).contains { $0.image === pressed && $0.frame.width == 24 })
  }

  @Test("Track images are stretched left and right of the thumb's centre, the track as tall")
  func trackImages() throws {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    let left = filled(8, 6, .systemBlue)
    let right = filled(8, 6, .systemGreen)
    slider.setMinimumTrackImage(left, for: .normal)
    slider.setMaximumTrackImage(right, for: .normal)
    slider.value = 0.5
    #expect(slider.currentMinimumTrackImage === left)
    #expect(slider.maximumTrackImage(for: .normal) === right)
    #expect(
      slider.trackRect(forBounds: slider.bounds) == CGRect(x: 0, y: 12.5, width: 200, height: 6))
    let views = imageViews(slider)
    let leftView = try #require(views.first { $0.image === left })
    let rightView = try #require(views.first { $0.image === right })
    #expect(leftView.frame == CGRect(x: 0, y: 12.5, width: 100, height: 6))
    #expect(rightView.frame == CGRect(x: 100, y: 12.5, width: 100, height: 6))
  }

  @Test("Value images sit at the ends; the track runs 8 pt inside them")
  func valueImages() throws {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    let tortoise = filled(20, 16, .systemGray)
    let hare = filled(24, 18, .systemGray)
    slider.minimumValueImage = tortoise
    slider.maximumValueImage = hare
    #expect(
      slider.minimumValueImageRect(forBounds: slider.bounds)
        == CGRect(x: 0, y: 7.5, width: 20, height: 16))
    #expect(
      slider.maximumValueImageRect(forBounds: slider.bounds)
        == CGRect(x: 176, y: 6.5, width: 24, height: 18))
    #expect(
      slider.trackRect(forBounds: slider.bounds) == CGRect(x: 28, y: 13.5, width: 140, height: 4))
    let views = imageViews(slider)
    #expect(try #require(views.first { $0.image === tortoise }).frame.minX == 0)
    #expect(try #require(views.first { $0.image === hare }).frame.maxX == 200)
    #expect(
      UISlider().minimumValueImageRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 31))
        == .zero)
  }
}

@Suite("UIButton: attributed titles per state, drawn with their attributes")
@MainActor
struct ButtonAttributedTitleTests {
  @Test("The attributed title is drawn with its font and colour, per state, normal's fallback")
  func attributedTitle() {
    let button = UIButton(type: .system)
    let normal = NSAttributedString(
      string: "Buy",
      attributes: [
        .font: UIFont.systemFont(ofSize: 22, weight: .bold), .foregroundColor: UIColor.systemPurple,
      ])
    button.setAttributedTitle(normal, for: .normal)
    #expect(button.attributedTitle(for: .highlighted) === normal)
    #expect(button.currentAttributedTitle === normal)
    #expect(button.currentTitle == "Buy")
    #expect(button.titleLabel?.font.pointSize == 22)
    #expect(button.titleLabel?.textColor == .systemPurple)
    let pressed = NSAttributedString(string: "Buying")
    button.setAttributedTitle(pressed, for: .highlighted)
    button.isHighlighted = true
    #expect(button.currentTitle == "Buying")
    // No colour in the string: black, the attributed string's default, not the tint.
    #expect(button.titleLabel?.textColor == .black)
    button.isHighlighted = false
    button.setAttributedTitle(nil, for: .normal)
    button.setTitle("Plain", for: .normal)
    #expect(button.currentAttributedTitle == nil)
    #expect(button.currentTitle == "Plain")
  }
}
