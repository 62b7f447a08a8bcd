import Foundation
import GestureCore

/// Writes the items as Swift's `print(_:separator:terminator:)` does, except inside a
/// simulation: there the text becomes a `print` event of the timeline at the simulated time it
/// was printed (the review page and contact sheet show it), and nothing goes to standard
/// output, which the tool keeps for its own report.
///
/// User code calls it unchanged: this module's `print` shadows the standard library's for files
/// that `import UIKit`. The trailing terminator is not part of the event's text.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let text = items.map { String(describing: $0) }.joined(separator: separator)
  if MainQueue.isCurrent,
    MainActor.assumeIsolated({ () -> Bool in
      guard let log = SimulationContext.eventLog else { return false }
      log.record("print", view: nil, detail: terminator == "\n" ? text : text + terminator)
      return true
    })
  {
    return
  }
  Swift.print(text, terminator: terminator)
}
