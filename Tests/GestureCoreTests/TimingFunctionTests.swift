import Foundation
import Testing

@testable import GestureCore

@Suite("Timing functions are CAMediaTimingFunction's cubic Béziers")
@MainActor
struct TimingFunctionTests {
  @Test("easeInOut is symmetric: 0.5 at 0.5")
  func easeInOutMidpoint() {
    #expect(abs(TimingFunction.easeInOut.progress(at: 0.5) - 0.5) < 1e-12)
  }

  @Test("easeIn at 0.25 matches the Bézier solved independently by bisection")
  func easeInQuarter() {
    // x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·1 + s³; solve x(s) = 0.25 by bisection, y(s) = 3(1−s)s² + s³.
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let s = (low + high) / 2
      let x = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s + s * s * s
      if x < 0.25 { low = s } else { high = s }
    }
    let s = (low + high) / 2
    let expected = 3 * (1 - s) * s * s + s * s * s
    #expect(abs(TimingFunction.easeIn.progress(at: 0.25) - expected) < 1e-6)
    #expect(abs(expected - 0.0932) < 0.001)
  }

  @Test("Linear is the identity; every curve starts at 0 and ends at 1")
  func endpoints() {
    #expect(TimingFunction.linear.progress(at: 0.3) == 0.3)
    for curve in [TimingFunction.easeIn, .easeOut, .easeInOut, .default] {
      #expect(curve.progress(at: 0) == 0)
      #expect(curve.progress(at: 1) == 1)
    }
  }
}
