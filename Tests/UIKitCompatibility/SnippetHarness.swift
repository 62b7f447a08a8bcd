import UIKit

/// Runs a corpus snippet as a device runs an app, through the public API only: a window of the
/// device's size shows a launch screen (`rootViewController`, `makeKeyAndVisible()`), and once
/// that has appeared, in the first simulated step, the snippet's controller becomes the root
/// view controller, so its `viewDidLoad`, appearance calls and `print`s happen inside the
/// simulation, as an app's do after launch. Scripted touches are fed to a `Simulation` at
/// 60 frames per second; the snippet's views are on screen from the second frame (1/60 s).
///
/// Touch times are seconds; a drag moves once per frame tick, as the command-line tool samples
/// a script's drags. Geometry is in window points.
@MainActor
final class SnippetHarness {
  /// An iPhone SE (2nd/3rd generation) screen: 375×667 points.
  static let iPhoneSE = CGSize(width: 375, height: 667)

  /// The window the snippet runs in, the size of the device's screen.
  let window: UIWindow
  /// Frames per second of the run and of touch sampling.
  let framesPerSecond: Double
  /// Every frame made so far, in order.
  private(set) var frames: [Frame] = []
  private var inputs: [TouchInput] = []
  private var simulation: Simulation?

  /// A window of `size` points at `framesPerSecond`. Labels in it measure text with
  /// ``FixedAdvanceTextMeasurer`` (the tool gives the renderer's Pango measurer instead).
  init(size: CGSize = SnippetHarness.iPhoneSE, framesPerSecond: Double = 60) {
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    self.framesPerSecond = framesPerSecond
  }

  /// Shows the launch screen, which hands over to `controller` in the first simulated step.
  func launch(_ controller: UIViewController) {
    window.rootViewController = LaunchScreenViewController(handingOverTo: controller)
    window.makeKeyAndVisible()
  }

  /// Launches a plain view controller whose view holds `view`.
  func launch(view: UIView) {
    launch { root in root.addSubview(view) }
  }

  /// Launches a view controller whose `viewDidLoad` runs `build` with its view, for snippets
  /// that make views as a controller's `viewDidLoad` does (labels and buttons measure their
  /// text there).
  func launch(building build: @escaping (UIView) -> Void) {
    launch(HostViewController(build))
  }

  // MARK: Touches

  /// Finger `finger` touches down at `point` at `time` seconds.
  func down(_ point: CGPoint, at time: Double, finger: Int = 0) {
    add(TouchInput(time: time, touch: finger, phase: .began, location: point))
  }

  /// Finger `finger` is at `point` at `time` seconds.
  func move(_ point: CGPoint, at time: Double, finger: Int = 0) {
    add(TouchInput(time: time, touch: finger, phase: .moved, location: point))
  }

  /// Finger `finger` lifts at `point` at `time` seconds.
  func up(_ point: CGPoint, at time: Double, finger: Int = 0) {
    add(TouchInput(time: time, touch: finger, phase: .ended, location: point))
  }

  /// A tap at `point`: down at `time`, up 0.05 s later without moving.
  func tap(_ point: CGPoint, at time: Double, finger: Int = 0) {
    down(point, at: time, finger: finger)
    up(point, at: time + 0.05, finger: finger)
  }

  /// A drag of `offset` points from `start`: down at `time`, one move per frame tick over
  /// `duration` seconds along the straight line (equal steps), then up at the end point after
  /// `hold` more seconds unless `lift` is false. Returns the time of the last move.
  @discardableResult
  func drag(
    from start: CGPoint, by offset: CGPoint, at time: Double, duration: Double,
    hold: Double = 0, lift: Bool = true, finger: Int = 0
  ) -> Double {
    down(start, at: time, finger: finger)
    let steps = max(1, Int((duration * framesPerSecond).rounded()))
    for step in 1...steps {
      let fraction = CGFloat(step) / CGFloat(steps)
      let point = CGPoint(x: start.x + offset.x * fraction, y: start.y + offset.y * fraction)
      move(point, at: time + Double(step) / framesPerSecond, finger: finger)
    }
    let end = time + Double(steps) / framesPerSecond
    if lift {
      up(CGPoint(x: start.x + offset.x, y: start.y + offset.y), at: end + hold, finger: finger)
    }
    return end
  }

  private func add(_ input: TouchInput) {
    precondition(simulation == nil, "add every touch before the first frame")
    inputs.append(input)
  }

  // MARK: Running

  /// Makes every frame up to and including `time` seconds (the frame at or just before it).
  func run(until time: Double) {
    let simulation = self.simulation ?? makeSimulation()
    while simulation.nextFrameIndex < simulation.frameCount,
      simulation.time(ofFrame: simulation.nextFrameIndex) <= time + 1e-9,
      let frame = simulation.nextFrame()
    {
      frames.append(frame)
    }
  }

  private func makeSimulation() -> Simulation {
    // Long enough for every test here; frames are made only as `run(until:)` asks.
    let simulation = Simulation(
      window: window, framesPerSecond: framesPerSecond, duration: 30, input: inputs,
      textMeasurer: FixedAdvanceTextMeasurer())
    self.simulation = simulation
    return simulation
  }

  /// The time of the frame being made (during a step) or last made, seconds; 0 before the
  /// first. Touches in these tests arrive at frame ticks, so an action they cause happens at
  /// this time.
  var frameTime: Double {
    guard let simulation, simulation.nextFrameIndex > 0 else { return 0 }
    return simulation.time(ofFrame: simulation.nextFrameIndex - 1)
  }

  /// Every event of the frames made so far, in order.
  var events: [TimelineEvent] { frames.flatMap(\.events) }

  /// The text the snippet printed, in order.
  var prints: [String] { events.filter { $0.kind == "print" }.map(\.detail) }

  /// The details of the events of `kind`, in order.
  func details(_ kind: String) -> [String] {
    events.filter { $0.kind == kind }.map(\.detail)
  }

  /// What the screen showed of the view named `id` in the last frame made: its presentation
  /// geometry.
  func onScreen(_ id: String) -> ViewSnapshot? {
    frames.last?.views.first { $0.id == id }
  }
}
