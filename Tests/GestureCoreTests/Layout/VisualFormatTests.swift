import Foundation
import Testing

@testable import GestureCore

@Suite("NSLayoutConstraint.constraints(withVisualFormat:): Apple's visual format language")
@MainActor
struct VisualFormatTests {
  @Test("H:|[v]| and V:|[v(==height)] pin the edges and fix the height from a metric")
  func pinAndHeight() {
    let harness = LayoutHarness()
    let container = harness.view("container")
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor),
      container.topAnchor.constraint(equalTo: harness.root.topAnchor, constant: 50),
      container.widthAnchor.constraint(equalToConstant: 300),
      container.heightAnchor.constraint(equalToConstant: 200),
    ])
    let v = harness.view("v", in: container)
    container.addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[v]|", options: NSLayoutConstraint.FormatOptions(rawValue: 0),
        metrics: nil, views: ["v": v]))
    container.addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: "V:|[v(==height)]", options: [], metrics: ["height": 120],
        views: ["v": v]))
    #expect(harness.frame(of: v) == CGRect(x: 0, y: 0, width: 300, height: 120))
  }

  @Test("Metric spacing and the standard 8 pt between siblings, 20 pt to the superview")
  func spacing() {
    let harness = LayoutHarness()
    let a = harness.view("a")
    let b = harness.view("b")
    let made = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-(left)-[a(==40)]-[b(==a)]", metrics: ["left": 16],
      views: ["a": a, "b": b])
    NSLayoutConstraint.activate(made)
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-[a(30)]", metrics: nil, views: ["a": a, "b": b]))
    NSLayoutConstraint.activate([
      b.topAnchor.constraint(equalTo: a.topAnchor), b.heightAnchor.constraint(equalToConstant: 30),
    ])
    #expect(harness.frame(of: a) == CGRect(x: 16, y: 20, width: 40, height: 30))
    #expect(harness.frame(of: b) == CGRect(x: 64, y: 20, width: 40, height: 30))
    #expect(made.count == 4)
    // A bare connection to the superview's edge is the standard 20 pt.
    let trailing = NSLayoutConstraint.constraints(
      withVisualFormat: "H:[b]-|", metrics: nil, views: ["b": b])
    #expect(trailing.map(\.constant) == [20])
    #expect(
      trailing.first?.firstAttribute == .trailing && trailing.first?.firstItem === harness.root)
  }

  @Test("Relations and priorities from numbers and metrics: >= height, 0 @ defaultHigh")
  func priorities() {
    let harness = LayoutHarness()
    let v = harness.view("v")
    let made = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-0@highPriority-[v(>=height)]-0.0@highPriority-|",
      options: [], metrics: ["highPriority": UILayoutPriority.defaultHigh, "height": 100.0],
      views: ["v": v])
    #expect(made.count == 3)
    #expect(made[0].relation == .greaterThanOrEqual && made[0].constant == 100)
    #expect(made[0].priority == .required)
    #expect(made[1].priority == .defaultHigh && made[1].firstAttribute == .top)
    #expect(made[2].priority == .defaultHigh && made[2].firstAttribute == .bottom)
    #expect(made[2].firstItem === harness.root)
  }
}
