import Foundation
import GestureCore
import Testing

@testable import Renderer

/// The first frame of a 100 × 100 pt window of `background` holding `views`, rendered at scale 1
/// without touch marks and read back through PNG: what the layer-rendering suites check pixels
/// of.
@MainActor
func firstFrameImage(of views: [UIView], background: UIColor) throws -> RenderedImage {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  window.backgroundColor = background
  for view in views { window.addSubview(view) }
  let simulation = Simulation(window: window, framesPerSecond: 60, duration: 0, input: [])
  let frame = try #require(simulation.nextFrame())
  let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
  return try RenderedImage(pngData: renderer.renderPNG(frame))
}
