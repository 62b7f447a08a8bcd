import Foundation
import Testing

@testable import GestureCore

@Suite("Accessibility tree: the elements VoiceOver visits, their reading order and defaults")
@MainActor
struct AccessibilityTreeTests {
  private func label(_ text: String, _ frame: CGRect, in parent: UIView) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    parent.addSubview(label)
    return label
  }

  private func spoken(_ window: UIWindow) -> [String] {
    AccessibilityTree.snapshots(in: window).map(\.spoken)
  }

  @Test("Top to bottom, then left to right within 8 pt; a row's label reads before its switch")
  func readingOrder() {
    let harness = GestureHarness()
    let row = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 44))
    harness.root.addSubview(row)
    let toggle = UISwitch()
    toggle.frame.origin = CGPoint(x: 308, y: 6.5)  // top 106.5 on screen
    row.addSubview(toggle)
    _ = label("Wi-Fi", CGRect(x: 16, y: 12, width: 200, height: 20), in: row)  // top 112
    // Added first, but lower down: read last.
    _ = label("Footer", CGRect(x: 16, y: 400, width: 200, height: 20), in: harness.root)
    // 9 pt below the row's first top edge: a new line, though it is further left.
    _ = label("Note", CGRect(x: 0, y: 6.5 + 9, width: 10, height: 10), in: row)
    _ = label("Title", CGRect(x: 200, y: 40, width: 100, height: 20), in: harness.root)
    #expect(
      spoken(harness.window) == ["Title", "Wi-Fi", "off, switch button", "Note", "Footer"])
  }

  @Test("Right to left: each line is read from the right edge")
  func rightToLeft() {
    let harness = GestureHarness()
    harness.window.semanticContentAttribute = .forceRightToLeft
    _ = label("A", CGRect(x: 10, y: 10, width: 50, height: 20), in: harness.root)
    _ = label("B", CGRect(x: 300, y: 12, width: 50, height: 20), in: harness.root)
    #expect(spoken(harness.window) == ["B", "A"])
  }

  @Test("Hidden, transparent, accessibilityElementsHidden and modal siblings prune elements")
  func pruning() {
    let harness = GestureHarness()
    let hidden = label("Hidden", CGRect(x: 0, y: 0, width: 50, height: 20), in: harness.root)
    hidden.isHidden = true
    let clear = label("Clear", CGRect(x: 0, y: 30, width: 50, height: 20), in: harness.root)
    clear.alpha = 0
    let box = UIView(frame: CGRect(x: 0, y: 60, width: 200, height: 100))
    harness.root.addSubview(box)
    _ = label("Inside", CGRect(x: 0, y: 0, width: 50, height: 20), in: box)
    box.accessibilityElementsHidden = true
    _ = label("Seen", CGRect(x: 0, y: 200, width: 50, height: 20), in: harness.root)
    #expect(spoken(harness.window) == ["Seen"])
    let sheet = UIView(frame: CGRect(x: 0, y: 300, width: 375, height: 300))
    sheet.accessibilityViewIsModal = true
    harness.root.addSubview(sheet)
    _ = label("Sheet", CGRect(x: 10, y: 10, width: 50, height: 20), in: sheet)
    #expect(spoken(harness.window) == ["Sheet"])
  }

  @Test("accessibilityElements sets the order; UIAccessibilityElement frames follow the container")
  func explicitElements() {
    let harness = GestureHarness()
    let chart = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
    harness.root.addSubview(chart)
    let low = UIAccessibilityElement(accessibilityContainer: chart)
    low.accessibilityLabel = "Monday"
    low.accessibilityValue = "3 km"
    low.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 150, width: 40, height: 50)
    let high = UIAccessibilityElement(accessibilityContainer: chart)
    high.accessibilityLabel = "Tuesday"
    high.accessibilityFrameInContainerSpace = CGRect(x: 50, y: 0, width: 40, height: 200)
    let caption = label("Distance", CGRect(x: 0, y: 0, width: 100, height: 20), in: chart)
    chart.accessibilityElements = [caption, low, high]
    _ = label("Above", CGRect(x: 0, y: 50, width: 100, height: 20), in: harness.root)
    #expect(low.isAccessibilityElement)
    #expect(low.accessibilityFrame == CGRect(x: 20, y: 250, width: 40, height: 50))
    chart.frame.origin.x = 30
    #expect(low.accessibilityFrame.minX == 30)
    #expect(spoken(harness.window) == ["Above", "Distance", "Monday, 3 km", "Tuesday"])
    let snapshot = AccessibilityTree.snapshots(in: harness.window)[2]
    #expect(snapshot.frame == CGRect(x: 30, y: 250, width: 40, height: 50))
    #expect(snapshot.id == "root.0.element")
  }

  @Test("A cycle of accessibilityElements lists each element once instead of looping")
  func elementCycle() {
    let harness = GestureHarness()
    let outer = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    outer.addSubview(inner)
    harness.root.addSubview(outer)
    let name = label("Name", CGRect(x: 0, y: 0, width: 80, height: 20), in: inner)
    inner.accessibilityElements = [name, outer]
    outer.accessibilityElements = [inner, outer]
    #expect(spoken(harness.window) == ["Name"])
  }

  @Test("An alert, and a dimmed sheet, hide the screen below from VoiceOver")
  func presentationsAreModal() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.textMeasurer = FixedAdvanceMeasurer()
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    _ = label("Behind", CGRect(x: 16, y: 100, width: 200, height: 20), in: root.view)
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    SimulationContext.$scheduler.withValue(window.scheduler) {
      root.present(alert, animated: false)
    }
    window.layoutIfNeeded()
    #expect(!spoken(window).contains("Behind"))
    #expect(spoken(window).contains("Delete, button"))
    // An undimmed medium sheet leaves the screen below readable.
    let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let host = UIViewController()
    other.rootViewController = host
    other.makeKeyAndVisible()
    _ = label("Map", CGRect(x: 16, y: 100, width: 200, height: 20), in: host.view)
    let sheet = UIViewController()
    sheet.sheetPresentationController?.detents = [.medium()]
    sheet.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
    SimulationContext.$scheduler.withValue(other.scheduler) {
      host.present(sheet, animated: false)
    }
    #expect(spoken(other).contains("Map"))
    sheet.sheetPresentationController?.largestUndimmedDetentIdentifier = nil
    #expect(!spoken(other).contains("Map"))
  }

  @Test("shouldGroupAccessibilityChildren keeps a group's elements together")
  func grouping() {
    let harness = GestureHarness()
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 180, height: 300))
    let right = UIView(frame: CGRect(x: 190, y: 0, width: 180, height: 300))
    harness.root.addSubview(left)
    harness.root.addSubview(right)
    _ = label("L1", CGRect(x: 0, y: 0, width: 50, height: 20), in: left)
    _ = label("L2", CGRect(x: 0, y: 100, width: 50, height: 20), in: left)
    _ = label("R1", CGRect(x: 0, y: 0, width: 50, height: 20), in: right)
    _ = label("R2", CGRect(x: 0, y: 100, width: 50, height: 20), in: right)
    #expect(spoken(harness.window) == ["L1", "R1", "L2", "R2"])
    left.shouldGroupAccessibilityChildren = true
    right.shouldGroupAccessibilityChildren = true
    #expect(spoken(harness.window) == ["L1", "L2", "R1", "R2"])
  }

  @Test("Default labels, values and traits of each standard control, as VoiceOver speaks them")
  func defaults() {
    let harness = GestureHarness()
    var y: CGFloat = 0
    func place(_ view: UIView, height: CGFloat = 44) {
      view.frame = CGRect(x: 16, y: y, width: 200, height: height)
      y += 50
      harness.root.addSubview(view)
    }
    let logIn = UIButton(type: .system)
    logIn.setTitle("Log In", for: .normal)
    place(logIn)
    let off = UIButton(type: .system)
    off.setTitle("Send", for: .normal)
    off.isEnabled = false
    off.isSelected = true
    place(off)
    let gear = UIButton(type: .system)
    gear.setImage(UIImage(systemName: "gear"), for: .normal)
    place(gear)
    let slider = UISlider()
    slider.value = 0.5
    place(slider)
    let stepper = UIStepper()
    stepper.value = 3
    place(stepper)
    let pages = UIPageControl()
    pages.numberOfPages = 4
    pages.currentPage = 1
    place(pages)
    let field = UITextField()
    field.placeholder = "Email"
    place(field)
    let filled = UITextField()
    filled.placeholder = "Name"
    filled.text = "Ada"
    place(filled)
    let image = UIImageView()
    place(image)
    let photo = UIImageView()
    photo.accessibilityLabel = "Profile photo"
    place(photo)
    let plain = UIView()
    place(plain)
    #expect(
      spoken(harness.window) == [
        "Log In, button", "Send, selected, button, dimmed", "gear, button",
        "50%, adjustable", "3, adjustable", "page 2 of 4, adjustable", "Email, text field",
        "Name, Ada, text field", "Profile photo, image",
      ])
    #expect(stepper.accessibilityTraits == .adjustable && field.accessibilityValue == nil)
    #expect(
      AccessibilityTree.traitNames(off.accessibilityTraits) == [
        "button", "selected", "notEnabled",
      ])
  }

  @Test("A navigation bar's title is a heading")
  func navigationTitle() {
    let controller = UIViewController()
    controller.title = "Settings"
    let navigation = UINavigationController(rootViewController: controller)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.finishAppearanceTransitions()
    window.layoutIfNeeded()
    #expect(spoken(window).contains("Settings, heading"))
  }

  @Test("Increment and decrement step sliders, steppers and page controls, sending valueChanged")
  func adjusting() {
    let slider = UISlider()
    slider.value = 0.5
    var changes = 0
    slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    slider.accessibilityIncrement()
    #expect(abs(slider.value - 0.6) < 1e-6 && slider.accessibilityValue == "60%")
    slider.value = 1
    slider.accessibilityIncrement()
    #expect(slider.value == 1 && changes == 1)
    slider.accessibilityDecrement()
    #expect(abs(slider.value - 0.9) < 1e-6 && changes == 2)

    let stepper = UIStepper()
    stepper.stepValue = 2
    stepper.maximumValue = 3
    var stepperChanges = 0
    stepper.addAction(UIAction { _ in stepperChanges += 1 }, for: .valueChanged)
    stepper.accessibilityIncrement()
    stepper.accessibilityIncrement()
    #expect(stepper.value == 3 && stepperChanges == 2)
    stepper.accessibilityIncrement()
    #expect(stepper.value == 3 && stepperChanges == 2)
    stepper.accessibilityDecrement()
    #expect(stepper.value == 1 && stepperChanges == 3)

    let pages = UIPageControl()
    pages.numberOfPages = 3
    pages.accessibilityDecrement()
    #expect(pages.currentPage == 0)
    pages.accessibilityIncrement()
    pages.accessibilityIncrement()
    pages.accessibilityIncrement()
    #expect(pages.currentPage == 2 && pages.accessibilityValue == "page 3 of 3")
  }

  @Test("Small targets: interactive elements under 44 pt on a side, not switches or labels")
  func smallTargets() {
    let harness = GestureHarness()
    let icon = UIButton(type: .system)
    icon.setTitle("i", for: .normal)
    icon.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
    harness.root.addSubview(icon)
    let wide = UIButton(type: .system)
    wide.setTitle("OK", for: .normal)
    wide.frame = CGRect(x: 10, y: 100, width: 200, height: 44)
    harness.root.addSubview(wide)
    let toggle = UISwitch(frame: CGRect(x: 10, y: 200, width: 51, height: 31))
    harness.root.addSubview(toggle)
    _ = label("Small", CGRect(x: 10, y: 300, width: 20, height: 10), in: harness.root)
    let marked = AccessibilityTree.snapshots(in: harness.window).map(\.isSmallTarget)
    #expect(marked == [true, false, false, false])
  }

  @Test("A simulation records the elements in each frame only when asked")
  func frames() {
    let harness = GestureHarness()
    _ = label("Hello", CGRect(x: 10, y: 10, width: 80, height: 20), in: harness.root)
    let plain = Simulation(
      window: harness.window, framesPerSecond: 10, duration: 0, input: [])
    #expect(plain.nextFrame()?.accessibility == [])
    let other = GestureHarness()
    _ = label("Hello", CGRect(x: 10, y: 10, width: 80, height: 20), in: other.root)
    let asked = Simulation(window: other.window, framesPerSecond: 10, duration: 0, input: [])
    asked.capturesAccessibility = true
    let elements = asked.nextFrame()?.accessibility ?? []
    #expect(elements.map(\.spoken) == ["Hello"])
    #expect(elements.first?.frame == CGRect(x: 10, y: 10, width: 80, height: 20))
    #expect(elements.first?.id == "root.0")
  }
}
