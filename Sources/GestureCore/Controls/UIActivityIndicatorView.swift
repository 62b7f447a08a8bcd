import Foundation

/// A spinning wheel that shows a task is under way, UIKit's `UIActivityIndicatorView`.
///
/// - Look (iOS 13 and later, which draws the legacy styles the same way): eight spokes round
///   the centre of the bounds, spoke `i` at `i × 45°` clockwise from twelve o'clock, each a
///   capsule `radius / 5` wide reaching from `radius / 3` to `radius` from the centre, where
///   `radius` is half the style's size (20 pt for ``Style/medium``, `.white`, `.gray`; 37 pt
///   for ``Style/large`` and `.whiteLarge`). The spokes keep that size whatever the view's
///   bounds (Apple: changing the view's size does not change the spokes').
/// - Colour: ``color``, or the style's: `secondaryLabel` for `.medium`/`.large`, white for
///   `.white`/`.whiteLarge`, `UIColor.gray` for `.gray`. The head spoke is drawn at the
///   colour's opacity and the others fade behind it, counter-clockwise: opacities
///   1, 122/147, 97/147, 72/147, then 47/147 for the remaining four.
/// - Motion: while animating, the head moves one spoke clockwise every 1/8 s of simulated time
///   (a turn per second), starting at twelve o'clock when ``startAnimating()`` is called in a
///   window (or when the animating indicator enters one).
///
/// Sources: Apple's `UIActivityIndicatorView` reference (styles, `color`, `hidesWhenStopped`);
/// the spoke geometry, fade and turn rate are those Flutter's `CupertinoActivityIndicator`
/// documents as extracted from the native component of iOS 13/14, whose head colour
/// (#3C3C44 at 147/255) is `secondaryLabel` (#3C3C43 at 0.6). docs/uikit-code.md, "Activity
/// indicators".
open class UIActivityIndicatorView: UIView {
  /// The indicator's look (`UIActivityIndicatorView.Style`); raw values as in the SDK.
  public enum Style: Int, Sendable {
    /// Large and white (deprecated in iOS 13).
    case whiteLarge = 0
    /// Standard size, white (deprecated in iOS 13).
    case white = 1
    /// Standard size, grey (deprecated in iOS 13).
    case gray = 2
    /// Standard size, 20 × 20 pt, the default.
    case medium = 100
    /// Large, 37 × 37 pt.
    case large = 101

    /// The side of the indicator, points.
    var side: CGFloat {
      switch self {
      case .whiteLarge, .large: return 37
      case .white, .gray, .medium: return 20
      }
    }

    /// The colour the style gives the spokes.
    var defaultColor: UIColor {
      switch self {
      case .white, .whiteLarge: return .white
      case .gray: return .gray
      case .medium, .large: return .secondaryLabel
      }
    }
  }

  /// The number of spokes.
  static let spokeCount = 8
  /// The time the head stays on one spoke, seconds (a turn per second).
  static let stepDuration: Double = 1.0 / 8
  /// The opacity of each spoke relative to the colour's, from the spoke just after the head
  /// (clockwise) to the head: the fade of the native component (47…147 of 255, over 147).
  static let spokeOpacities: [CGFloat] = [47, 47, 47, 47, 72, 97, 122, 147].map { $0 / 147 }

  /// The look (`style`, default ``Style/medium``); changing it resizes the spokes and, unless
  /// ``color`` was set, recolours them.
  open var style: Style = .medium {
    didSet {
      guard style != oldValue else { return }
      invalidateIntrinsicContentSize()
      updateSpokes()
    }
  }

  /// The colour of the spokes (`color`): the style's unless set; setting `nil` returns to it.
  open var color: UIColor! {
    get { ownColor ?? style.defaultColor }
    set {
      ownColor = newValue
      updateSpokes()
    }
  }
  private var ownColor: UIColor?

  /// Whether the indicator is hidden while it is not animating (`hidesWhenStopped`, default
  /// true): setting it to true hides a stopped indicator, to false shows it.
  open var hidesWhenStopped = true {
    didSet { if !animating { isHidden = hidesWhenStopped } }
  }

  /// Whether the indicator is animating (`isAnimating`).
  open var isAnimating: Bool { animating }

  private var animating = false
  private var spokes: [ControlPartView] = []
  /// The step the head is on (spoke `step % 8`).
  private(set) var step = 0
  /// The pending step timer of the window's scheduler.
  private var stepTimer: (scheduler: Scheduler, token: Int)?

  /// An indicator of `style`, sized to it (`init(style:)`).
  public init(style: Style) {
    super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
    self.style = style
    setUp()
  }

  /// A `.medium` indicator in `frame`, its spokes centred in it (`init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// A `.medium` indicator (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    isUserInteractionEnabled = false
    isHidden = hidesWhenStopped
    for index in 0..<UIActivityIndicatorView.spokeCount {
      let spoke = ControlPartView("spoke\(index)", color: nil, cornerRadius: 0)
      spokes.append(spoke)
      addSubview(spoke)
    }
    updateSpokes()
  }

  /// Starts the spinning and shows the indicator (`startAnimating()`).
  open func startAnimating() {
    guard !animating else { return }
    animating = true
    isHidden = false
    step = 0
    updateSpokes()
    scheduleStep()
  }

  /// Stops the spinning, and hides the indicator when ``hidesWhenStopped`` (`stopAnimating()`).
  open func stopAnimating() {
    guard animating else { return }
    animating = false
    cancelStep()
    if hidesWhenStopped { isHidden = true }
  }

  /// 20 × 20 or 37 × 37 points, by style.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: style.side, height: style.side)
  }

  /// The style's size, whatever `size`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Keeps the spokes centred.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateSpokes()
  }

  /// A spinning indicator keeps turning in its new window, from twelve o'clock; out of a
  /// window it waits.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    cancelStep()
    guard animating else { return }
    step = 0
    updateSpokes()
    scheduleStep()
  }

  /// Schedules the next step on the window's clock.
  private func scheduleStep() {
    cancelStep()
    guard animating, let scheduler = window?.scheduler else { return }
    let token = scheduler.schedule(after: UIActivityIndicatorView.stepDuration) { [weak self] in
      guard let self else { return }
      self.stepTimer = nil
      self.step = (self.step + 1) % UIActivityIndicatorView.spokeCount
      self.updateSpokes()
      self.scheduleStep()
    }
    stepTimer = (scheduler, token)
  }

  private func cancelStep() {
    if let stepTimer { stepTimer.scheduler.cancel(stepTimer.token) }
    stepTimer = nil
  }

  /// Places, sizes and colours the spokes for the style, the bounds and the step.
  private func updateSpokes() {
    guard spokes.count == UIActivityIndicatorView.spokeCount else { return }
    let radius = style.side / 2
    let width = radius / 5
    let inner = radius / 3
    let length = radius - inner
    let middle = (radius + inner) / 2
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    let colour = color ?? style.defaultColor
    for (index, spoke) in spokes.enumerated() {
      let angle = CGFloat(index) * 2 * .pi / CGFloat(UIActivityIndicatorView.spokeCount)
      spoke.transform = .identity
      spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
      spoke.layer.cornerRadius = width / 2
      spoke.center = CGPoint(x: centre.x + middle * sin(angle), y: centre.y - middle * cos(angle))
      spoke.transform = CGAffineTransform(rotationAngle: angle)
      spoke.backgroundColor = colour
      spoke.alpha = UIActivityIndicatorView.spokeOpacities[opacityIndex(ofSpoke: index)]
    }
  }

  /// The index into ``spokeOpacities`` of spoke `index`: the head (spoke `step`) is the last.
  func opacityIndex(ofSpoke index: Int) -> Int {
    let count = UIActivityIndicatorView.spokeCount
    return ((index - step) % count + count + count - 1) % count
  }
}
