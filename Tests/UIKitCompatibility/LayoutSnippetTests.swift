import Foundation
import Testing
import UIKit

/// Layout snippets: anchors with priorities, constraints swapped with activate/deactivate and
/// animated, `layoutSubviews` and `intrinsicContentSize` overrides, `bounds`/`frame`
/// observers, and rectangles converted between views. Text is measured by the harness's
/// stand-in: half the point size per character, 1.2 × the point size per line, rounded up to
/// device pixels (scale 2).
@Suite("Corpus: Auto Layout and custom layout")
@MainActor
struct LayoutSnippetTests {
  @Test("ProfileHeaderView: the name wants 400 pt at 750 but ends where the button begins")
  func anchorsAndPriorities() {
    let harness = SnippetHarness()
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 100, width: 375, height: 96))
    harness.launch(view: header)
    // The launch screen is frame 0; the header is laid out for frame 1.
    harness.run(until: 1.0 / 60)
    #expect(header.avatarView.frame == CGRect(x: 16, y: 16, width: 64, height: 64))
    // "Follow" at 15 pt is 6 × 7.5 = 45 pt wide, 18 pt high plus 6 pt above and below; its
    // trailing edge is at 375 − 16.
    #expect(header.followButton.frame == CGRect(x: 314, y: 33, width: 45, height: 30))
    // From 16 + 64 + 12 to the button's leading edge less 8: 214 pt of the 400 it wants; the
    // 20 pt font is 24 pt high, centred on the avatar.
    #expect(header.nameLabel.frame == CGRect(x: 92, y: 36, width: 214, height: 24))
    // Without the preferred width the label hugs its 12 characters.
    header.preferredNameWidth.isActive = false
    harness.run(until: 0.1)
    #expect(header.nameLabel.frame == CGRect(x: 92, y: 36, width: 120, height: 24))
  }

  @Test("ArticleHeaderView: systemLayoutSizeFitting at the width and compressed, equal gaps")
  func fittingAndOffsets() {
    let harness = SnippetHarness()
    let header = ArticleHeaderView(frame: CGRect(x: 0, y: 100, width: 375, height: 114))
    harness.launch(view: header)
    harness.run(until: 1.0 / 60)
    // The stand-in measurer breaks lines at newlines only: the title is one 24 pt line, the
    // byline 18 pt, the icons 12 pt below, 24 pt tall: 16 + 24 + 4 + 18 + 12 + 24 + 16.
    #expect(header.titleLabel.frame == CGRect(x: 16, y: 16, width: 343, height: 24))
    #expect(header.fittingHeight(forWidth: 375) == 114)
    // 343 − 3 × 24 = 271 pt of gaps, 135.5 each.
    #expect(header.icons[1].frame == CGRect(x: 175.5, y: 74, width: 24, height: 24))
    // Compressed both ways at the fitting level: the title (any number of lines) was laid out
    // 343 pt wide and wraps there, so its 52 × 10 pt of text asks 343 pt, which its
    // compression resistance (750) keeps: 343 + 32.
    #expect(
      header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 375, height: 114))
    // Measuring lays nothing out.
    #expect(header.frame == CGRect(x: 0, y: 100, width: 375, height: 114))
    #expect(header.icons[1].frame == CGRect(x: 175.5, y: 74, width: 24, height: 24))
  }

  @Test("FilterPanelViewController: deactivate/activate swaps the height, animated ease-in-out")
  func swapConstraintsAnimated() throws {
    let harness = SnippetHarness()
    let controller = FilterPanelViewController()
    harness.launch(controller)
    harness.tap(CGPoint(x: 315, y: 30), at: 1)
    harness.tap(CGPoint(x: 315, y: 30), at: 2)
    harness.run(until: 0.5)
    #expect(controller.toggleButton.frame == CGRect(x: 271, y: 8, width: 88, height: 44))
    #expect(controller.panel.frame == CGRect(x: 16, y: 60, width: 343, height: 0))
    // The tap lifts at 1.05 s: the model is expanded at once.
    harness.run(until: 1.05)
    #expect(controller.isExpanded)
    #expect(controller.panel.frame == CGRect(x: 16, y: 60, width: 343, height: 240))
    // Halfway through 0.3 s, where ease-in-out is at 0.5: 120 pt high, its center 60 pt down.
    harness.run(until: 1.2)
    let opening = try #require(harness.onScreen("panel"))
    #expect(abs(opening.bounds.height - 120) < 1e-9)
    #expect(abs(opening.center.y - 120) < 1e-9)
    harness.run(until: 1.35)
    #expect(harness.onScreen("panel")?.bounds.height == 240)
    harness.run(until: 2.5)
    #expect(!controller.isExpanded)
    #expect(controller.panel.frame.height == 0)
  }

  @Test("TagFlowView: layoutSubviews wraps the chips; the height comes from intrinsicContentSize")
  func flowLayout() {
    let harness = SnippetHarness()
    let tagView = TagFlowView()
    tagView.tags = ["swift", "uikit", "gestures", "layout", "cairo"]
    harness.launch { root in
      tagView.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(tagView)
      NSLayoutConstraint.activate([
        tagView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        tagView.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        tagView.widthAnchor.constraint(equalToConstant: 250),
      ])
    }
    harness.run(until: 0.1)
    // 20 pt text: 10 pt per character, 24 pt high; chips add 10 + 10 and 4 + 4.
    let frames = tagView.subviews.map(\.frame)
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 70, height: 32), CGRect(x: 78, y: 0, width: 70, height: 32),
        CGRect(x: 0, y: 40, width: 100, height: 32), CGRect(x: 108, y: 40, width: 80, height: 32),
        CGRect(x: 0, y: 80, width: 70, height: 32),
      ])
    #expect(tagView.frame == CGRect(x: 20, y: 100, width: 250, height: 112))
  }

  @Test("BadgeView: constraints only place it; its size follows the count's text")
  func intrinsicSize() {
    let harness = SnippetHarness()
    let badge = BadgeView()
    badge.count = 5
    harness.launch { root in
      let icon = UIView(frame: CGRect(x: 300, y: 100, width: 44, height: 44))
      root.addSubview(icon)
      badge.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(badge)
      NSLayoutConstraint.activate([
        badge.trailingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 6),
        badge.topAnchor.constraint(equalTo: icon.topAnchor, constant: -6),
      ])
    }
    harness.run(until: 0.1)
    // "5" at 12 pt is 6 pt wide: max(20, 6 + 12).
    #expect(badge.frame == CGRect(x: 330, y: 94, width: 20, height: 20))
    #expect(badge.layer.cornerRadius == 10)
    #expect(!badge.isHidden)
    badge.count = 128
    harness.run(until: 0.2)
    // "99+": 18 + 12.
    #expect(badge.frame == CGRect(x: 320, y: 94, width: 30, height: 20))
    badge.count = 0
    #expect(badge.isHidden)
  }

  @Test("AvatarRingView: bounds didSet rounds the corners; frame didSet reports code's frames")
  func propertyObservers() {
    let harness = SnippetHarness()
    let ring = AvatarRingView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    #expect(ring.layer.cornerRadius == 40)
    var reported: [CGRect] = []
    ring.onFrameChange = { reported.append($0) }
    harness.launch { root in
      ring.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(ring)
      NSLayoutConstraint.activate([
        ring.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        ring.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        ring.widthAnchor.constraint(equalToConstant: 120),
        ring.heightAnchor.constraint(equalTo: ring.widthAnchor),
      ])
    }
    harness.run(until: 0.1)
    #expect(ring.frame == CGRect(x: 127.5, y: 40, width: 120, height: 120))
    #expect(ring.layer.cornerRadius == 60)

    let free = AvatarRingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    free.onFrameChange = { reported.append($0) }
    free.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
    free.frame.origin.x += 5
    #expect(free.layer.cornerRadius == 15)
    #expect(
      reported.suffix(2) == [
        CGRect(x: 10, y: 10, width: 30, height: 30), CGRect(x: 15, y: 10, width: 30, height: 30),
      ])
  }

  @Test("TooltipPresenter: the anchor's bounds converted to the screen; dimming view below")
  func tooltip() {
    let harness = SnippetHarness()
    let presenter = TooltipPresenter()
    var root: UIView?
    harness.launch { view in
      root = view
      let card = UIView(frame: CGRect(x: 20, y: 380, width: 300, height: 100))
      let saveButton = UIButton(type: .system)
      saveButton.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
      saveButton.addAction(
        UIAction { _ in presenter.show("Tap to save", pointingAt: saveButton, in: view) },
        for: .touchUpInside)
      card.addSubview(saveButton)
      view.addSubview(card)
    }
    harness.tap(CGPoint(x: 100, y: 420), at: 0.2)
    harness.tap(CGPoint(x: 300, y: 100), at: 1)
    harness.run(until: 0.5)
    #expect(presenter.isShowing)
    // The button is at (40, 400, 120, 44) on screen; "Tap to save" at 10 pt is 55 × 12, the
    // bubble 75 × 24, centred on x = 100, 8 pt above the button.
    #expect(presenter.bubble.frame == CGRect(x: 62.5, y: 368, width: 75, height: 24))
    #expect(presenter.textLabel.frame == CGRect(x: 10, y: 6, width: 55, height: 12))
    let order = root?.subviews.suffix(2).map { $0 === presenter.dimmingView }
    #expect(order == [true, false])
    #expect(root?.subviews.last === presenter.bubble)
    harness.run(until: 1.5)
    #expect(!presenter.isShowing)
    #expect(presenter.bubble.superview == nil)
    #expect(presenter.dimmingView.superview == nil)
  }
}

/// A settings screen of stack views pinned to the root view's layout margins.
@Suite("Corpus: stack views and layout margins")
@MainActor
struct StackViewSnippetTests {
  @Test("AccountSettingsViewController: rows in the 16 pt margins; the footnote animates in")
  func settingsStack() throws {
    let harness = SnippetHarness()
    let controller = AccountSettingsViewController()
    harness.launch(controller)
    // Tap "Sync now" (window y 20 + 96 + 15); the action runs as the finger lifts at 1.05 s.
    harness.tap(CGPoint(x: 100, y: 131), at: 1)
    harness.run(until: 1.0 / 60)
    // A 375 pt root view: 16 pt system minimum margins, 343 pt of content, 20 pt down.
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    #expect(controller.content.frame == CGRect(x: 16, y: 20, width: 343, height: 126))
    // Title 24 pt, rows 18 pt (15 pt text), buttons 30 pt, 12 pt apart; the footnote hidden.
    #expect(controller.nameRow.frame == CGRect(x: 0, y: 36, width: 343, height: 18))
    #expect(controller.syncRow.frame == CGRect(x: 0, y: 66, width: 343, height: 18))
    // "Ada" is 3 × 7.5 = 22.5 pt and hugs; "Name" takes the rest.
    let rowLabels = controller.nameRow.arrangedSubviews
    #expect(
      rowLabels.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 320.5, height: 18),
        CGRect(x: 320.5, y: 0, width: 22.5, height: 18),
      ])
    // (343 − 8) / 2 = 167.5 each.
    #expect(controller.syncButton.frame == CGRect(x: 0, y: 0, width: 167.5, height: 30))
    #expect(controller.signOutButton.frame == CGRect(x: 175.5, y: 0, width: 167.5, height: 30))
    #expect(controller.footnoteLabel.frame.height == 0)
    harness.run(until: 1.05)
    #expect(!controller.footnoteLabel.isHidden)
    #expect(controller.footnoteLabel.frame == CGRect(x: 0, y: 138, width: 343, height: 18))
    #expect(controller.content.frame.height == 156)
    harness.run(until: 1.2)
    let growing = try #require(harness.onScreen("footnote"))
    #expect(growing.bounds.height > 0 && growing.bounds.height < 18)
    harness.run(until: 1.5)
    #expect(harness.onScreen("footnote")?.bounds.height == 18)
  }
}
