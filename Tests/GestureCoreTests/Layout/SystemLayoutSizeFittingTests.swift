import Foundation
import Testing

@testable import GestureCore

/// A view whose intrinsic size is fixed, as a button's is.
private final class FixedIntrinsicView: UIView {
  let size: CGSize

  init(_ size: CGSize) {
    self.size = size
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { size }
}

/// `systemLayoutSizeFitting` (docs/auto-layout.md, "Measuring a view"). The test measurer
/// advances 10 pt per character at 20 pt and makes 24 pt lines, so the 40-character text is
/// 400 × 24 on one line.
@Suite("Auto Layout: systemLayoutSizeFitting measures a subtree with its own engine")
@MainActor
struct SystemLayoutSizeFittingTests {
  static let text = String(repeating: "0123456789", count: 4)

  /// A header as code makes it: a plain view that translates its frame, holding a label of
  /// any number of lines 16 pt inside each edge.
  func header(height: CGFloat = 10) -> (UIView, UILabel) {
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: height))
    header.accessibilityIdentifier = "header"
    let label = UILabel()
    label.accessibilityIdentifier = "title"
    label.text = SystemLayoutSizeFittingTests.text
    label.font = .systemFont(ofSize: 20)
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: header.topAnchor, constant: 16),
      label.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
      label.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -16),
    ])
    return (header, label)
  }

  /// Runs `body` with the test measurer bound as a scene's, for views in no window.
  func inScene<T>(_ body: () -> T) -> T {
    SimulationContext.$textMeasurer.withValue(
      SceneTextMeasurer(FixedAdvanceMeasurer(), screenScale: 2), operation: body)
  }

  @Test("The fitting sizes: compressed (0, 0), expanded 10 000 × 10 000")
  func constants() {
    #expect(UIView.layoutFittingCompressedSize == CGSize(width: 0, height: 0))
    #expect(UIView.layoutFittingExpandedSize == CGSize(width: 10_000, height: 10_000))
  }

  @Test("A header in no window at 375 pt required: 343 pt of text wraps 34 + 6, 2 × 24 + 32 = 80")
  func headerBeforeWindow() {
    let (header, label) = header()
    let size = inScene {
      header.systemLayoutSizeFitting(
        CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
    #expect(size == CGSize(width: 375, height: 80))
    // Nothing was laid out: the frames and the label's wrapping width are as before.
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 10))
    #expect(label.frame == .zero)
    #expect(label.automaticWrapWidth == nil)
  }

  @Test("Compressed at fitting level both ways: one 400 × 24 line, 432 × 56")
  func headerCompressed() {
    let (header, _) = header()
    let size = inScene { header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
    #expect(size == CGSize(width: 432, height: 56))
  }

  @Test(
    "A header in a window at 200 pt: 168 pt wraps 16 + 16 + 8, 3 × 24 + 32 = 104; the window's layout is untouched"
  )
  func headerInWindow() {
    let harness = LayoutHarness()
    let (header, label) = header(height: 80)
    harness.root.addSubview(header)
    harness.window.layoutIfNeeded()
    let labelFrame = label.frame
    #expect(labelFrame == CGRect(x: 16, y: 16, width: 343, height: 48))
    let size = header.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 200, height: 104))
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 80))
    #expect(label.frame == labelFrame)
    #expect(label.automaticWrapWidth == 343)
    #expect(!harness.engine.hasPendingWork)
    #expect(harness.engine.solvedFrame(of: label) == labelFrame)
    #expect(harness.events("layout.unsatisfiable").isEmpty)
  }

  @Test("A vertical stack of 20, 30 and 40 pt rows 8 pt apart, leading-aligned: 100 × 106")
  func stackCompressed() {
    let stack = UIStackView()
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 8
    for (width, height) in [(100.0, 20.0), (50, 30), (80, 40)] {
      let row = UIView()
      row.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        row.widthAnchor.constraint(equalToConstant: width),
        row.heightAnchor.constraint(equalToConstant: height),
      ])
      stack.addArrangedSubview(row)
    }
    #expect(
      stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 100, height: 106))
  }

  @Test("Expanded target: a 200 pt width at 250 beats it at 50 but not at 750; free height 10 000")
  func expandedWithLowPriorities() {
    let box = UIView()
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    box.addSubview(child)
    let width = child.widthAnchor.constraint(equalToConstant: 200)
    width.priority = .defaultLow
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: box.topAnchor),
      child.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: box.trailingAnchor),
      child.bottomAnchor.constraint(equalTo: box.bottomAnchor),
      child.heightAnchor.constraint(greaterThanOrEqualToConstant: 50), width,
    ])
    #expect(
      box.systemLayoutSizeFitting(
        UIView.layoutFittingExpandedSize, withHorizontalFittingPriority: .fittingSizeLevel,
        verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 200, height: 10_000))
    #expect(
      box.systemLayoutSizeFitting(
        UIView.layoutFittingExpandedSize, withHorizontalFittingPriority: .defaultHigh,
        verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 10_000, height: 10_000))
    #expect(
      box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 200, height: 50))
  }

  @Test("No constraints: a plain view gives the target; a 50 × 50 intrinsic size beats a low one")
  func noConstraints() {
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    #expect(plain.systemLayoutSizeFitting(.zero) == .zero)
    #expect(
      plain.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        == UIView.layoutFittingExpandedSize)
    // Required 10 pt wide wins over compression resistance 750; a 250 height target loses.
    let button = FixedIntrinsicView(CGSize(width: 50, height: 50))
    #expect(
      button.systemLayoutSizeFitting(
        CGSize(width: 10, height: 10), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .defaultLow) == CGSize(width: 10, height: 50))
    #expect(plain.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
  }

  @Test(
    "A collection view cell: its flexible contentView follows it; 180 pt of text is 3 lines, 92")
  func collectionViewCell() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let label = UILabel()
    label.text = SystemLayoutSizeFittingTests.text
    label.font = .systemFont(ofSize: 20)
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(label)
    let content = cell.contentView
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
      label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
      label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
    ])
    let size = inScene {
      cell.systemLayoutSizeFitting(
        CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
    // 18 + 18 + 4 characters: three 24 pt lines and 10 pt above and below.
    #expect(size == CGSize(width: 200, height: 92))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test("Equal gaps by anchorWithOffset inside a measured view: 3 × 40 + 2 × 15 = 150 wide")
  func spansInFitting() {
    let row = UIView()
    var views: [UIView] = []
    for _ in 0..<3 {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      row.addSubview(view)
      NSLayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: 40),
        view.heightAnchor.constraint(equalToConstant: 40),
        view.topAnchor.constraint(equalTo: row.topAnchor),
        view.bottomAnchor.constraint(equalTo: row.bottomAnchor),
      ])
      views.append(view)
    }
    NSLayoutConstraint.activate([
      views[0].leadingAnchor.constraint(equalTo: row.leadingAnchor),
      views[2].trailingAnchor.constraint(equalTo: row.trailingAnchor),
      views[0].trailingAnchor.anchorWithOffset(to: views[1].leadingAnchor)
        .constraint(equalToConstant: 15),
      views[0].trailingAnchor.anchorWithOffset(to: views[1].leadingAnchor)
        .constraint(equalTo: views[1].trailingAnchor.anchorWithOffset(to: views[2].leadingAnchor)),
    ])
    #expect(
      row.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 150, height: 40))
  }
}
