import Foundation
import Testing

@testable import GestureCore
@testable import Renderer

/// `systemLayoutSizeFitting` with the pinned fonts (docs/auto-layout.md, "Measuring a view"):
/// DejaVu Sans lines are ascender + descender = (1901 + 483) / 2048 = 1.1640625 em tall, and a
/// label's height is its lines rounded up to device pixels (@2x).
@MainActor
@Suite("systemLayoutSizeFitting with the pinned fonts")
struct FittingPinnedFontTests {
  @Test("A header of a 22 pt bold title on three lines and a 15 pt note: 16 + 77 + 4 + 17.5 + 16")
  func header() throws {
    let measurer = try PangoTextMeasurer()
    let header = UIView()
    let title = UILabel()
    title.text = "Everything for the week, from the market and the corner shop"
    title.font = .systemFont(ofSize: 22, weight: .bold)
    title.numberOfLines = 0
    title.translatesAutoresizingMaskIntoConstraints = false
    let note = UILabel()
    note.text = "8 items"
    note.font = .systemFont(ofSize: 15)
    note.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(title)
    header.addSubview(note)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: header.topAnchor, constant: 16),
      title.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
      note.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      note.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      note.trailingAnchor.constraint(equalTo: title.trailingAnchor),
      note.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -16),
    ])
    let em = (1901.0 + 483.0) / 2048
    func pixels(_ points: Double) -> Double { (points * 2).rounded(.up) / 2 }
    // Three lines of 22 pt: 76.83 → 77; one line of 15 pt: 17.46 → 17.5.
    let expected = 16 + pixels(3 * 22 * em) + 4 + pixels(15 * em) + 16
    #expect(expected == 130.5)
    let size = SimulationContext.$textMeasurer.withValue(
      SceneTextMeasurer(measurer, screenScale: 2)
    ) {
      header.systemLayoutSizeFitting(
        CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
    #expect(size == CGSize(width: 375, height: expected))
  }
}
