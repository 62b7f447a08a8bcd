import Foundation
import GestureCore
import Testing

@testable import Scenario

@Suite("Plot specs: VIEW.PROPERTY series, their values, and located errors")
struct PlotSpecTests {
  @Test("Series split at commas; the property is taken off the end, so view ids may have dots")
  func parsesSeries() throws {
    let spec = try PlotSpec.parse("card.center.x, header.bar.contentOffset.y")
    #expect(spec.series.map(\.view) == ["card", "header.bar"])
    #expect(spec.series.map(\.property) == [.centerX, .contentOffsetY])
    // "card.center.x," is 14 characters; the space after the comma is skipped.
    #expect(spec.series.map(\.offset) == [0, 15])
    #expect(spec.text == "card.center.x,header.bar.contentOffset.y")
    #expect(spec.unit == .points)
  }

  @Test("An unknown property names the closest one and every property")
  func unknownProperty() {
    #expect(throws: PlotSpec.Problem.self) { try PlotSpec.parse("card.centre.x") }
    do {
      _ = try PlotSpec.parse("card.center.x,card.centre.y")
    } catch {
      #expect(
        error.message
          == "'card.centre.y' names no property; did you mean 'card.center.y'?; properties: "
          + "center.x, center.y, contentOffset.x, contentOffset.y, bounds.width, bounds.height, "
          + "transform.rotation, transform.scale, alpha")
      #expect(error.offset == 14)
    }
  }

  @Test("Series of different units, an empty item and a ninth series are refused")
  func refusals() {
    do {
      _ = try PlotSpec.parse("card.center.x,card.transform.rotation")
      Issue.record("mixed units were accepted")
    } catch {
      #expect(
        error.message
          == "a plot has one y axis, so its series share a unit: 'card.center.x' is in points, "
          + "'card.transform.rotation' in degrees; give them as two plots")
    }
    do {
      _ = try PlotSpec.parse("card.center.x,")
      Issue.record("an empty item was accepted")
    } catch {
      #expect(error.offset == 14)
      #expect(error.message.hasSuffix("this one is empty"))
    }
    let nine = (1...9).map { "v\($0).alpha" }.joined(separator: ",")
    #expect(throws: PlotSpec.Problem.self) { try PlotSpec.parse(nine) }
    #expect((try? PlotSpec.parse("a.transform.scale,b.alpha"))?.unit == PlotProperty.Unit.none)
  }

  @Test("Values: the content offset is the bounds origin, rotation in degrees, scale √(a²+b²)")
  func values() {
    // A view rotated by 30° and scaled by 2: a = 2 cos 30°, b = 2 sin 30°.
    let transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 2, y: 2)
    let snapshot = ViewSnapshot(
      id: "v", center: CGPoint(x: 120, y: 130),
      bounds: CGRect(x: 0, y: 240, width: 375, height: 600),
      transform: transform, alpha: 0.5, isHidden: false)
    #expect(PlotProperty.centerX.value(in: snapshot) == 120)
    #expect(PlotProperty.contentOffsetY.value(in: snapshot) == 240)
    #expect(PlotProperty.boundsHeight.value(in: snapshot) == 600)
    #expect(abs(PlotProperty.rotation.value(in: snapshot) - 30) < 1e-9)
    #expect(abs(PlotProperty.scale.value(in: snapshot) - 2) < 1e-9)
    #expect(PlotProperty.alpha.value(in: snapshot) == 0.5)
  }

  @Test("A bad plot in a scenario is an error at its line, column and JSON path")
  func locatedErrors() {
    ScenarioErrorCase(
      name: "plot property",
      json: "{\"version\": 1,\n \"plots\": [\"card.center.x,card.centre.y\"]}",
      expected:
        "s.json:2:27: error: plots[0]: 'card.centre.y' names no property; did you mean "
        + "'card.center.y'?; properties: center.x, center.y, contentOffset.x, contentOffset.y, "
        + "bounds.width, bounds.height, transform.rotation, transform.scale, alpha"
    ).check()
    ScenarioErrorCase(
      name: "plot not a string",
      json: "{\"version\": 1, \"plots\": [3]}",
      expected: "s.json:1:26: error: plots[0]: expected a string, found a number"
    ).check()
  }

  @Test("A scenario's plots are kept in file order, and an error at run time finds its column")
  func scenarioPlots() throws {
    let json = "{\"version\": 1,\n \"plots\": [\"card.center.x\", \"card.alpha, crad.alpha\"]}"
    let scenario = try Scenario.decode(Data(json.utf8), file: "s.json")
    #expect(scenario.plots.map(\.text) == ["card.center.x", "card.alpha,crad.alpha"])
    let error = scenario.plotError(
      plot: 1, offset: scenario.plots[1].series[1].offset, message: "no view has id 'crad'")
    // The string's quote is at column 29; 'crad' is 12 characters after its first one.
    #expect(error.description == "s.json:2:42: error: plots[1]: no view has id 'crad'")
  }
}
