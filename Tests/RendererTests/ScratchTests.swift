import Foundation
import GestureCore
import Testing

@testable import Renderer

@Test func scratchSVG() throws {
  let r = try FrameRenderer()
  let shape = DisplayShape(id: "a", transform: .identity, rect: CGRect(x: 10, y: 10, width: 100, height: 100), cornerRadius: 10)
  let text = DisplayText(id: "t", transform: .identity, rect: CGRect(x: 10, y: 150, width: 200, height: 40), string: "Hello world", font: FontDescriptor(size: 17), color: .black, alignment: .left, numberOfLines: 1)
  let f = Frame(index: 0, time: 0, canvasSize: CGSize(width: 300, height: 300), backgroundColor: .white, items: [.beginGroup(id: "g", opacity: 0.5), .fill(shape, .systemBlue), .pushClip(shape), .text(text), .popClip, .endGroup, .text(text)], touches: [TouchMark(id: 0, location: CGPoint(x: 50, y: 50), phase: .began)])
  for _ in 0..<2 { _ = try r.renderSVG(f) }
  let svg = try r.renderSVG(f)
  try svg.write(to: URL(fileURLWithPath: "/tmp/scratch.svg"))
  try r.renderPNG(f).write(to: URL(fileURLWithPath: "/tmp/scratch.png"))
}
