import Foundation
import Testing

@testable import GestureCore

/// A capture appends what unchanged subtrees drew at the last one (``CapturedSubtree``): every
/// change the display list can show must forget the kept items of its view and the views above.
@Suite("A capture reuses what unchanged views drew, and nothing that changed")
@MainActor
struct CapturedSubtreeTests {
  /// A window with a card holding a label, an image view, a shape layer and a gradient layer,
  /// a second card beside it, and a controller's root view around both.
  @MainActor
  final class Scene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let controller = UIViewController()
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 80))
    let other = UIView(frame: CGRect(x: 160, y: 20, width: 120, height: 80))
    let label = UILabel(frame: CGRect(x: 8, y: 8, width: 100, height: 20))
    let imageView = UIImageView(frame: CGRect(x: 8, y: 40, width: 30, height: 30))
    let ring = CAShapeLayer()
    let gradient = CAGradientLayer()

    init() {
      let root = controller.view!
      root.frame = window.bounds
      window.addSubview(root)
      card.backgroundColor = .systemBlue
      other.backgroundColor = .systemGreen
      label.text = "Hello"
      imageView.image = CapturedSubtreeTests.asset("feed@2x.png")
      ring.path = UIBezierPath(ovalIn: CGRect(x: 60, y: 10, width: 40, height: 40)).cgPath
      ring.strokeColor = UIColor.red.cgColor
      ring.fillColor = nil
      gradient.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
      gradient.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
      card.layer.insertSublayer(gradient, at: 0)
      card.layer.addSublayer(ring)
      card.addSubview(label)
      card.addSubview(imageView)
      root.addSubview(card)
      root.addSubview(other)
    }
  }

  /// An image of the samples' assets.
  static func asset(_ name: String) -> UIImage? {
    let repository = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return UIImage(contentsOfFile: repository.appendingPathComponent("Samples/assets/\(name)").path)
  }

  /// The changes a display list shows, each on a scene captured once before.
  nonisolated static let changes: [(String, @MainActor @Sendable (Scene) -> Void)] = [
    ("center", { $0.card.center.x += 5 }),
    ("bounds", { $0.card.bounds.size.width += 5 }),
    ("bounds origin", { $0.card.bounds.origin.y = 4 }),
    ("transform", { $0.card.transform = CGAffineTransform(rotationAngle: 0.2) }),
    ("alpha", { $0.card.alpha = 0.5 }),
    ("isHidden", { $0.label.isHidden = true }),
    ("backgroundColor", { $0.label.backgroundColor = .yellow }),
    ("overrideUserInterfaceStyle", { $0.card.overrideUserInterfaceStyle = .dark }),
    (
      "controller's overrideUserInterfaceStyle",
      { $0.controller.overrideUserInterfaceStyle = .dark }
    ),
    ("accessibilityIdentifier", { $0.label.accessibilityIdentifier = "title" }),
    ("contentMode", { $0.imageView.contentMode = .scaleAspectFit }),
    ("addSubview", { $0.label.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))) }),
    ("removeFromSuperview", { $0.imageView.removeFromSuperview() }),
    ("exchangeSubview", { $0.card.exchangeSubview(at: 0, withSubviewAt: 1) }),
    ("bringSubviewToFront", { $0.card.bringSubviewToFront($0.label) }),
    ("layer.cornerRadius", { $0.card.layer.cornerRadius = 12 }),
    ("layer.borderWidth", { $0.label.layer.borderWidth = 2 }),
    (
      "layer.borderColor",
      {
        $0.label.layer.borderWidth = 2; $0.label.layer.borderColor = UIColor.white.cgColor
      }
    ),
    ("layer.backgroundColor", { $0.label.layer.backgroundColor = UIColor.red.cgColor }),
    ("layer.masksToBounds", { $0.card.layer.masksToBounds = true }),
    ("layer.anchorPoint", { $0.card.layer.anchorPoint = CGPoint(x: 0, y: 0) }),
    ("layer.shadowOpacity", { $0.other.layer.shadowOpacity = 0.5 }),
    (
      "layer.shadowColor",
      {
        $0.other.layer.shadowOpacity = 1; $0.other.layer.shadowColor = UIColor.white.cgColor
      }
    ),
    (
      "layer.shadowOffset",
      {
        $0.other.layer.shadowOpacity = 1; $0.other.layer.shadowOffset = .zero
      }
    ),
    (
      "layer.shadowRadius",
      {
        $0.other.layer.shadowOpacity = 1; $0.other.layer.shadowRadius = 9
      }
    ),
    (
      "layer.shadowPath",
      {
        $0.other.layer.shadowOpacity = 1
        $0.other.layer.shadowPath = CGPath(
          rect: CGRect(x: 0, y: 0, width: 9, height: 9), transform: nil)
      }
    ),
    ("layer.zPosition", { $0.label.layer.zPosition = -1 }),
    ("addSublayer", { $0.other.layer.addSublayer($0.ring) }),
    ("sublayer bounds", { $0.gradient.bounds.size.height = 20 }),
    ("sublayer position", { $0.gradient.position.x = 10 }),
    ("sublayer transform", { $0.gradient.setAffineTransform(CGAffineTransform(scaleX: 2, y: 1)) }),
    ("sublayer isHidden", { $0.gradient.isHidden = true }),
    ("sublayer opacity", { $0.gradient.opacity = 0.5 }),
    ("gradient colors", { $0.gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor] }),
    ("gradient locations", { $0.gradient.locations = [0.2, 0.4] }),
    ("gradient startPoint", { $0.gradient.startPoint = CGPoint(x: 0, y: 0.5) }),
    ("gradient endPoint", { $0.gradient.endPoint = CGPoint(x: 1, y: 0.5) }),
    ("gradient type", { $0.gradient.type = .radial }),
    (
      "shape path",
      { $0.ring.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 9, height: 9)).cgPath }
    ),
    ("shape fillColor", { $0.ring.fillColor = UIColor.blue.cgColor }),
    (
      "shape fillRule",
      {
        $0.ring.fillColor = UIColor.blue.cgColor; $0.ring.fillRule = .evenOdd
      }
    ),
    ("shape strokeColor", { $0.ring.strokeColor = UIColor.green.cgColor }),
    ("shape lineWidth", { $0.ring.lineWidth = 6 }),
    ("shape miterLimit", { $0.ring.miterLimit = 2 }),
    ("shape lineCap", { $0.ring.lineCap = .round }),
    ("shape lineJoin", { $0.ring.lineJoin = .bevel }),
    ("shape strokeStart", { $0.ring.strokeStart = 0.25 }),
    ("shape strokeEnd", { $0.ring.strokeEnd = 0.5 }),
    ("shape lineDashPattern", { $0.ring.lineDashPattern = [4, 2] }),
    (
      "shape lineDashPhase",
      {
        $0.ring.lineDashPattern = [4, 2]; $0.ring.lineDashPhase = 1
      }
    ),
    ("label text", { $0.label.text = "Bye" }),
    ("label font", { $0.label.font = .boldSystemFont(ofSize: 20) }),
    ("label textColor", { $0.label.textColor = .red }),
    ("label textAlignment", { $0.label.textAlignment = .right }),
    ("label numberOfLines", { $0.label.numberOfLines = 0 }),
    ("image", { $0.imageView.image = CapturedSubtreeTests.asset("header@2x.png") }),
  ]

  @Test(
    "After each change the kept capture equals a walk without it, and shows the change",
    arguments: changes.indices)
  func change(index: Int) {
    let (name, change) = Self.changes[index]
    let scene = Scene()
    let before = DisplayListBuilder.walk(scene.window, reusing: true)
    // Without implicit animations: a drawn layer's new geometry would show 0.25 s later.
    SimulationContext.$scheduler.withValue(scene.window.scheduler) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      change(scene)
      CATransaction.commit()
    }
    let kept = DisplayListBuilder.walk(scene.window, reusing: true)
    let fresh = DisplayListBuilder.walk(scene.window, reusing: false)
    #expect(kept == fresh, "\(name)")
    #expect(kept != before, "\(name) changes nothing drawn")
  }

  @Test("A change forgets the kept capture of its view and the views above, not its siblings'")
  func forgetsUpward() {
    let scene = Scene()
    _ = DisplayListBuilder.walk(scene.window, reusing: true)
    let root = scene.controller.view!
    #expect(scene.label.capturedSubtree != nil)
    #expect(scene.other.capturedSubtree != nil)
    scene.label.text = "Changed"
    #expect(scene.label.capturedSubtree == nil)
    #expect(scene.card.capturedSubtree == nil)
    #expect(root.capturedSubtree == nil)
    #expect(scene.other.capturedSubtree != nil)
    #expect(scene.imageView.capturedSubtree != nil)
  }

  @Test("A kept subtree is drawn again where its superview moves it")
  func movedSuperview() {
    let scene = Scene()
    _ = DisplayListBuilder.walk(scene.window, reusing: true)
    scene.controller.view.center.y += 30
    let kept = DisplayListBuilder.walk(scene.window, reusing: true)
    #expect(kept == DisplayListBuilder.walk(scene.window, reusing: false))
    let label = kept.views.first { $0.id == "window.0.0.0" }
    // The label's window transform follows the root view down 30 pt: card at y 20 + 30, label
    // 8 pt below the card's top.
    #expect(label?.windowTransform == CGAffineTransform(translationX: 28, y: 20 + 30 + 8))
  }

  @Test("An animating view is drawn afresh every frame, and once more after it ends")
  func animation() {
    let scene = Scene()
    let window = scene.window
    _ = DisplayListBuilder.capture(window)
    SimulationContext.$scheduler.withValue(window.scheduler) {
      UIView.animate(withDuration: 1) { scene.card.alpha = 0 }
    }
    var opacities: [Double] = []
    for time in [0.25, 0.5, 1.5, 2] {
      window.scheduler.advance(to: time)
      let items = DisplayListBuilder.capture(window).items
      #expect(items == DisplayListBuilder.walk(window, reusing: false).items, "at \(time) s")
      let group = items.compactMap { item -> Double? in
        if case .beginGroup(let id, let opacity) = item, id == "window.0.0" { return opacity }
        return nil
      }
      let drawn = items.contains { item in
        if case .fill(let shape, _) = item { return shape.id == "window.0.0" }
        return false
      }
      opacities.append(group.first ?? (drawn ? 1 : 0))
    }
    // Ease in-out from 1 to 0: part way at 0.25 s and 0.5 s, gone (not drawn) after the end.
    #expect(opacities[0] < 1 && opacities[0] > opacities[1] && opacities[1] > 0)
    #expect(opacities[2] == 0 && opacities[3] == 0)
  }
}

/// Views the kept captures cannot follow are walked every frame, with the views above them.
@Suite("Kept captures: views they cannot follow are walked every frame")
@MainActor
struct CapturedSubtreeLimitsTests {
  /// A label whose text is computed in an overridden getter, as user code may write it.
  final class CounterLabel: UILabel {
    var count = 0
    override var text: String? {
      get { "count \(count)" }
      set {}
    }
  }

  private func window(with views: UIView...) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let container = UIView(frame: window.bounds)
    for view in views { container.addSubview(view) }
    window.addSubview(container)
    return window
  }

  private func texts(_ window: UIWindow) -> [String] {
    DisplayListBuilder.capture(window).items.compactMap { item in
      if case .text(let text) = item { return text.string }
      return nil
    }
  }

  @Test("A subclass from outside the core that computes its text in a getter is drawn anew")
  func overriddenGetter() {
    let label = CounterLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let window = window(with: label)
    #expect(texts(window) == ["count 0"])
    label.count = 1
    #expect(texts(window) == ["count 1"])
    #expect(label.capturedSubtree == nil)
    #expect(label.superview?.capturedSubtree == nil)
  }

  @Test("A root view whose controller goes shows its superview's appearance again")
  func controllerGoes() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    var controller: UIViewController? = UIViewController()
    controller?.overrideUserInterfaceStyle = .dark
    let view = controller!.view!
    view.frame = window.bounds
    view.backgroundColor = .systemBackground
    window.addSubview(view)
    func fill() -> CGColor? {
      DisplayListBuilder.capture(window).items.compactMap { item -> CGColor? in
        if case .fill(_, let color) = item { return color }
        return nil
      }.first
    }
    #expect(fill() == UIColor.black.cgColor)
    controller = nil
    #expect(fill() == UIColor.white.cgColor)
  }

  @Test("A mutable path is drawn as it was when set, as Core Animation commits it")
  func mutablePath() {
    let window = window()
    let shape = CAShapeLayer()
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    shape.path = path
    shape.strokeColor = UIColor.red.cgColor
    window.subviews[0].layer.addSublayer(shape)
    func elements() -> Int {
      DisplayListBuilder.capture(window).items.compactMap { item -> Int? in
        if case .path(let drawn) = item { return drawn.elements.count }
        return nil
      }.first ?? 0
    }
    #expect(elements() == 2)
    path.addLine(to: CGPoint(x: 10, y: 10))
    #expect(elements() == 2)
    shape.path = path
    #expect(elements() == 3)
  }
}
