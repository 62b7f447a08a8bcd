import Foundation
import GestureCore
import SampleCode

/// A tap recognizer whose action is a closure that changes something visible
/// (`tap-closure`, the closure-based gesture recognizer pattern): the view's background colour
/// cycles through `colors`, and/or a label's text becomes `text` with `{count}` replaced by the
/// number of taps recognized.
///
/// The closure captures the view and the label weakly, so it keeps neither alive (the view
/// owns the recognizer, which owns the closure: a strong capture would be a cycle).
///
/// `closureOwner` shows why the closure must be owned by the recognizer (a recognizer does not
/// retain its target), with the source article's two spellings, both the sample code's
/// (Samples/code):
/// - `recognizer`: `UITapGestureRecognizer(actionBlock:)`, which stores the closure on the
///   recognizer as an associated object and makes the recognizer its own target; taps work.
/// - `nobody`: the closure is wrapped in a target object passed to
///   `init(target:action:)`, which holds it weakly; nothing else retains the wrapper, so it is
///   freed at once and every tap is recognized but does nothing (the timeline says "skipped:
///   target … deallocated").
/// - `button`: no recognizer: the article's `UIButton` extension
///   (``UIButton/addActionBlock(_:)``) stores the closure on the button, its own
///   `.touchUpInside` target; every tap that ends inside the button runs it.
@MainActor
enum TapClosure {
  /// Attaches the closure to `view`: through a tap recognizer, or as a button's action.
  static func install(
    on view: UIView, label: UILabel?, numberOfTaps: Int, colors: [CGColor], text: String?,
    owner: BehaviorSpec.ClosureOwner
  ) {
    var count = 0
    let action: (Any) -> Void = { [weak view, weak label] _ in
      count += 1
      var changes: [String] = []
      if !colors.isEmpty {
        let color = colors[(count - 1) % colors.count]
        view?.backgroundColor = UIColor(cgColor: color)
        changes.append("backgroundColor \(color)")
      }
      if let text, let label {
        let newText = text.replacingOccurrences(of: "{count}", with: String(count))
        label.text = newText
        changes.append("\(label.identifier).text \"\(newText)\"")
      }
      view?.window?.eventLog.record(
        "tap-closure", view: view, detail: "tap \(count): " + changes.joined(separator: ", "))
    }
    let tap: UITapGestureRecognizer
    switch owner {
    case .button:
      // The button keeps the closure and is its own target; the validator checked the kind.
      (view as? UIButton)?.addActionBlock(action)
      return
    case .recognizer:
      tap = UITapGestureRecognizer(actionBlock: action)
    case .nobody:
      tap = UITapGestureRecognizer(target: ClosureTarget(action), action: ClosureTarget.invoke)
    // The wrapper is not stored anywhere; the recognizer's weak reference is all that is left.
    }
    tap.numberOfTapsRequired = numberOfTaps
    view.addGestureRecognizer(tap)
  }
}
