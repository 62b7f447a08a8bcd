import Foundation
import GestureCore

/// Builds the live view hierarchy of a scenario: a window of the device's size whose root view
/// controller's view holds the scenario's views, each of the class its behaviour asks for.
@MainActor
struct SceneBuilder {
  let document: ScenarioDocument
  /// Resolved images by view id.
  var images: [String: UIImage] = [:]
  /// Makes the user classes the scenario names (`rootViewController`, a view's `class`).
  var classes: (any UserClassProvider)? = nil
  /// What labels outside the window measure their text with while the scene is built
  /// (`label.sizeToFit()` in `viewDidLoad`); the window itself gets it afterwards.
  var textMeasurer: (any TextMeasuring)? = nil
  /// The appearance of the screen (the scenario's `appearance`, or `--appearance`).
  var appearance: UIUserInterfaceStyle = .light
  /// The level of the screen (the scenario's `interfaceLevel`, or `--interface-level`).
  var interfaceLevel: UIUserInterfaceLevel = .base
  /// The text size of the screen (the scenario's `contentSizeCategory`, or `--content-size`).
  var contentSizeCategory: UIContentSizeCategory = .large
  /// The app's layout direction (the scenario's `layoutDirection`, or `--layout-direction`).
  var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
  /// The storyboard (whose controller is the root) or nib (whose first view is added to the
  /// root view) the scenario names.
  var interfaceBuilderDocument: IBDocument? = nil

  func makeWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: document.device.size))
    window.accessibilityIdentifier = "window"
    window.backgroundColor = .black
    let insets = document.device.safeAreaInsets
    window.screenSafeAreaInsets = UIEdgeInsets(
      top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    window.screenScale = CGFloat(document.device.scale)
    window.screenUserInterfaceStyle = appearance
    window.screenUserInterfaceLevel = interfaceLevel
    window.screenContentSizeCategory = contentSizeCategory
    window.screenLayoutDirection = layoutDirection
    // The scenario's code runs from here on (viewDidLoad, initializers): its prints go to the
    // window's timeline at time 0, and its main-queue work and timers go to the window's clock.
    let measurer = textMeasurer.map { SceneTextMeasurer($0, screenScale: window.screenScale) }
    let application = window.application
    return SimulationContext.$eventLog.withValue(window.eventLog) {
      SimulationContext.$screen.withValue(window.screen) {
        SimulationContext.$textMeasurer.withValue(measurer) {
          SimulationContext.$scheduler.withValue(window.scheduler) {
            SimulationContext.$graphicsContexts.withValue(window.graphicsContexts) {
              SimulationContext.$application.withValue(application) {
                launch(application, in: window)
              }
            }
          }
        }
      }
    }
  }

  /// Launches the app as iOS does (the code's app delegate, then its scene delegate, which may
  /// make its own window), installs the scenario's interface in the window that shows, makes
  /// the scene active, and returns that window: the scene delegate's, sharing `window`'s clock
  /// and timeline, when it made one, else `window` (docs/uikit-code.md, "The app and scene
  /// delegates").
  private func launch(_ application: UIApplication, in window: UIWindow) -> UIWindow {
    application.launch(delegate: classes?.makeApplicationDelegate()) { configuration in
      classes?.makeSceneDelegate(named: configuration.delegateClass.map { "\($0)" })
    }
    let shown = application.windowMadeByScene(besides: window) ?? window
    if shown !== window {
      shown.ownedApplication = application
      if shown.accessibilityIdentifier == nil { shown.accessibilityIdentifier = "window" }
    }
    populate(shown)
    application.activate()
    return shown
  }

  /// Installs the root view controller and the scenario's views and behaviours in `window`.
  private func populate(_ window: UIWindow) {
    let controllerBehavior = document.behaviors.first { $0.kind == .controllerDrag }
    let gridBehavior = document.behaviors.first { $0.kind == .longPressReorder }
    let headerBehavior = document.behaviors.first {
      $0.kind == .stretchyHeader || $0.kind == .stickyHeader
    }
    let controller: UIViewController
    let isUserController: Bool
    if document.rootViewController == nil, document.storyboard == nil,
      let made = window.rootViewController
    {
      // The scene delegate's window came with its root view controller.
      controller = made
      isUserController = true
    } else if let name = document.rootViewController, let made = classes?.makeViewController(name) {
      controller =
        document.navigationController && !(made is UINavigationController)
        ? UINavigationController(rootViewController: made) : made
      isUserController = true
    } else if document.storyboard != nil, let file = interfaceBuilderDocument {
      // Checked when the scenario was read: the identifier, or the initial controller, exists.
      let storyboard = UIStoryboard(document: file)
      let made =
        document.viewController.map { storyboard.instantiateViewController(withIdentifier: $0) }
        ?? storyboard.instantiateInitialViewController()!
      controller =
        document.navigationController && !(made is UINavigationController)
        ? UINavigationController(rootViewController: made) : made
      isUserController = true
    } else {
      controller = builtInController(
        controllerBehavior: controllerBehavior, gridBehavior: gridBehavior,
        headerBehavior: headerBehavior)
      isUserController = false
    }
    // The controller's own view (its loadView and viewDidLoad run here, as when a scene
    // delegate installs it). The scenario's background is the built-in controllers' root view
    // colour (`systemBackground` when it gives none); a user controller's view keeps what its
    // code gives it.
    let rootView: UIView = controller.view
    if rootView.accessibilityIdentifier == nil { rootView.accessibilityIdentifier = "root" }
    if !isUserController {
      rootView.backgroundColor =
        document.backgroundColor.map { UIColor(cgColor: $0) } ?? .systemBackground
    }
    window.rootViewController = controller
    if document.nib != nil, let file = interfaceBuilderDocument {
      let objects = UINib(document: file).instantiate(withOwner: nil)
      if let view = objects.lazy.compactMap({ $0 as? UIView }).first {
        rootView.addSubview(view)
      }
    }
    for spec in document.views {
      rootView.addSubview(makeView(spec))
    }
    if let behavior = controllerBehavior, let drag = controller as? DragController {
      drag.localView = rootView.descendant(withIdentifier: behavior.view ?? "")
    }
    if let behavior = gridBehavior, let grid = controller as? ReorderGridController {
      grid.install(
        on: behavior.buttons.compactMap { rootView.descendant(withIdentifier: $0) as? UIButton })
    }
    for behavior in document.behaviors where behavior.kind == .tapClosure {
      guard let view = rootView.descendant(withIdentifier: behavior.view ?? "") else { continue }
      TapClosure.install(
        on: view,
        label: behavior.label.flatMap { rootView.descendant(withIdentifier: $0) as? UILabel },
        numberOfTaps: behavior.numberOfTaps, colors: behavior.colors, text: behavior.text,
        owner: behavior.closureOwner)
    }
    let constraints = installConstraints(in: rootView, window: window)
    if let header = controller as? HeaderScrollController, let behavior = headerBehavior {
      let sticky = behavior.sticky.map { spec in
        HeaderScrollController.StickyBar(
          bar: rootView.descendant(withIdentifier: spec.bar),
          topConstraint: constraints[spec.topConstraint],
          bottomConstraint: constraints[spec.bottomConstraint],
          hiddenConstraint: constraints[spec.hiddenConstraint],
          weakConstraintOutlets: spec.weakConstraintOutlets)
      }
      header.connect(
        scrollView: rootView.descendant(withIdentifier: behavior.view ?? "") as? UIScrollView,
        topImageView: rootView.descendant(withIdentifier: behavior.header ?? "") as? UIImageView,
        sticky: sticky)
    }
    // As a scene delegate does: the root controller appears (viewWillAppear now, viewDidAppear
    // after the first frame).
    window.makeKeyAndVisible()
  }

  /// The root view controller a built-in behaviour asks for, else a plain one.
  private func builtInController(
    controllerBehavior: BehaviorSpec?, gridBehavior: BehaviorSpec?, headerBehavior: BehaviorSpec?
  ) -> UIViewController {
    if let behavior = controllerBehavior {
      return DragController(
        windowWidth: CGFloat(behavior.windowWidth ?? 120),
        correctsDoubledVerticalOffset: behavior.correctsDoubledVerticalOffset)
    } else if let behavior = gridBehavior {
      return ReorderGridController(
        duration: behavior.animationDuration ?? ReorderGridController.defaultDuration,
        correctsScaledLocation: behavior.correctsScaledLocation)
    } else if headerBehavior != nil {
      return HeaderScrollController()
    }
    return UIViewController()
  }

  private func makeView(_ spec: ViewSpec) -> UIView {
    let view: UIView
    if let name = spec.className, let made = classes?.makeView(name, frame: spec.frame) {
      // The user's class: its own initializer set it up; the scenario's keys apply on top
      // where given.
      view = made
      configureGiven(spec, on: view)
      return finish(view, spec, givenOnly: true)
    }
    return finish(makeBuiltInView(spec), spec, givenOnly: false)
  }

  /// The built-in class for the view's type, or the class its behaviour asks for, set up from
  /// the scenario's keys.
  private func makeBuiltInView(_ spec: ViewSpec) -> UIView {
    let behavior = document.behaviors.first { $0.view == spec.id }
    let view: UIView
    switch (spec.kind, behavior?.kind) {
    // The article's image view subclass; without an image it is a plain view to the eye.
    case (.imageView, .clampedDrag), (.view, .clampedDrag):
      view = ClampedDragImageView(frame: .zero)
    case (.view, .originDrag): view = OriginDragView(frame: .zero)
    case (.imageView, _): view = UIImageView(frame: .zero)
    case (.scrollView, _): view = UIScrollView(frame: .zero)
    case (.label, _):
      let label = UILabel(frame: .zero)
      label.text = spec.text
      label.font = font(of: spec, defaultSize: 17)
      if let color = spec.textColor { label.textColor = UIColor(cgColor: color) }
      if let alignment = spec.textAlignment { label.textAlignment = alignment }
      if let lines = spec.numberOfLines { label.numberOfLines = lines }
      view = label
    case (.view, _): view = UIView(frame: .zero)
    case (.button, _):
      let button = UIButton(type: spec.buttonType)
      button.setTitle(spec.title, for: .normal)
      if let color = spec.titleColor { button.setTitleColor(UIColor(cgColor: color), for: .normal) }
      button.titleLabel?.font = font(of: spec, defaultSize: 15)
      view = button
    }
    return view
  }

  /// The type-specific keys the scenario gives, on a view of the user's class (which the code
  /// checked is a subclass of the type's class).
  private func configureGiven(_ spec: ViewSpec, on view: UIView) {
    if let label = view as? UILabel {
      if let text = spec.text { label.text = text }
      if spec.fontSize != nil || spec.fontName != nil || spec.isBold {
        label.font = font(of: spec, defaultSize: Double(label.font.pointSize))
      }
      if let color = spec.textColor { label.textColor = UIColor(cgColor: color) }
      if let alignment = spec.textAlignment { label.textAlignment = alignment }
      if let lines = spec.numberOfLines { label.numberOfLines = lines }
    }
    if let button = view as? UIButton {
      if let title = spec.title { button.setTitle(title, for: .normal) }
      if let color = spec.titleColor { button.setTitleColor(UIColor(cgColor: color), for: .normal) }
      if spec.fontSize != nil || spec.fontName != nil || spec.isBold {
        button.titleLabel?.font = font(of: spec, defaultSize: 15)
      }
    }
  }

  /// What every view gets from the scenario: identifier, frame, colours, layer, flags,
  /// subviews. With `givenOnly` (a view of the user's class) the keys the scenario leaves out
  /// keep what the class's initializer set.
  private func finish(_ view: UIView, _ spec: ViewSpec, givenOnly: Bool) -> UIView {
    func given(_ key: ViewSpec.Keys) -> Bool { !givenOnly || spec.presentKeys.contains(key) }
    if let button = view as? UIButton {
      button.titleLabel?.accessibilityIdentifier = "\(spec.id).titleLabel"
    }
    view.accessibilityIdentifier = spec.id
    if given(.frame) { view.frame = spec.frame }
    if spec.constraints != nil { view.translatesAutoresizingMaskIntoConstraints = false }
    if let imageView = view as? UIImageView {
      if given(.image) { imageView.image = images[spec.id] }
      if let mode = spec.image?.contentMode { imageView.contentMode = mode }
    }
    if let scrollView = view as? UIScrollView { spec.scrolling?.apply(to: scrollView) }
    if given(.backgroundColor) {
      view.backgroundColor = spec.backgroundColor.map { UIColor(cgColor: $0) }
    }
    if given(.cornerRadius) { view.layer.cornerRadius = CGFloat(spec.cornerRadius) }
    if given(.borderWidth) { view.layer.borderWidth = CGFloat(spec.borderWidth) }
    if let color = spec.borderColor { view.layer.borderColor = color }
    if given(.alpha) { view.alpha = CGFloat(spec.alpha) }
    if given(.hidden) { view.isHidden = spec.isHidden }
    if let clips = spec.clipsToBounds { view.clipsToBounds = clips }
    if let enabled = spec.isUserInteractionEnabled { view.isUserInteractionEnabled = enabled }
    if let enabled = spec.isMultipleTouchEnabled { view.isMultipleTouchEnabled = enabled }
    if let exclusive = spec.isExclusiveTouch { view.isExclusiveTouch = exclusive }
    if let tag = spec.tag { view.tag = tag }
    for subview in spec.subviews {
      view.addSubview(makeView(subview))
    }
    return view
  }

  /// The font of a label or button: `fontName` at `fontSize` (or `defaultSize`) points, else
  /// the system font, bold when `bold` is set.
  private func font(of spec: ViewSpec, defaultSize: Double) -> UIFont {
    let size = CGFloat(spec.fontSize ?? defaultSize)
    if let name = spec.fontName, let font = UIFont(name: name, size: size) { return font }
    return spec.isBold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
  }
}
