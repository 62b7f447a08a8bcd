import Foundation
import Testing

@testable import GestureCore

/// An object that owns a view and a recognizer whose closure captures it.
@MainActor
private final class Owner {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  var taps = 0

  func install(capturingWeakly: Bool) {
    let tap = UITapGestureRecognizer()
    if capturingWeakly {
      tap.addAction { [weak self] _ in self?.taps += 1 }
    } else {
      tap.addAction { _ in self.taps += 1 }
    }
    view.addGestureRecognizer(tap)
  }
}

@Suite("Ownership: views own recognizers; targets, delegates and views are weak")
@MainActor
struct OwnershipTests {
  @Test("A removed view is freed with its recognizers (after a gesture has run)")
  func removedViewIsFreed() {
    let harness = GestureHarness()
    weak var weakView: UIView?
    weak var weakTap: UIGestureRecognizer?
    weak var weakPress: UIGestureRecognizer?
    do {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let tap = UITapGestureRecognizer()
      let press = UILongPressGestureRecognizer()
      view.addGestureRecognizer(tap)
      view.addGestureRecognizer(press)
      harness.root.addSubview(view)
      weakView = view
      weakTap = tap
      weakPress = press
    }
    harness.down(50, 50, at: 0)
    harness.up(50, 50, at: 0.7)
    harness.run(for: 0.8)
    #expect(weakView != nil && weakTap != nil && weakPress != nil)
    weakView?.removeFromSuperview()
    #expect(weakView == nil)
    #expect(weakTap == nil)
    #expect(weakPress == nil)
  }

  @Test("A closure that captures its owner weakly lets it go; a strong capture keeps it")
  func closureCapture() {
    weak var weakOwner: Owner?
    do {
      let owner = Owner()
      owner.install(capturingWeakly: true)
      weakOwner = owner
    }
    #expect(weakOwner == nil)

    weak var leaked: Owner?
    do {
      let owner = Owner()
      owner.install(capturingWeakly: false)
      leaked = owner
    }
    // owner → view → recognizer → closure → owner: a cycle, as in UIKit.
    #expect(leaked != nil)
    if let leaked { leaked.view.gestureRecognizers?.forEach(leaked.view.removeGestureRecognizer) }
    #expect(leaked == nil)
  }

  @Test("A recognizer's view is weak; the delegate is weak")
  func weakReferences() {
    let tap = UITapGestureRecognizer()
    final class Delegate: UIGestureRecognizerDelegate {}
    do {
      let view = UIView()
      view.addGestureRecognizer(tap)
      #expect(tap.view === view)
      let delegate = Delegate()
      tap.delegate = delegate
      #expect(tap.delegate != nil)
    }
    #expect(tap.view == nil)
    #expect(tap.delegate == nil)
  }

  @Test("addGestureRecognizer moves a recognizer; removeGestureRecognizer releases it")
  func attachDetach() {
    let a = UIView()
    let b = UIView()
    weak var weakTap: UITapGestureRecognizer?
    do {
      let tap = UITapGestureRecognizer()
      weakTap = tap
      a.addGestureRecognizer(tap)
      b.addGestureRecognizer(tap)
      #expect(a.gestureRecognizers == nil)
      #expect(b.gestureRecognizers?.count == 1)
      #expect(tap.view === b)
    }
    #expect(weakTap != nil)
    if let tap = weakTap { b.removeGestureRecognizer(tap) }
    #expect(weakTap == nil)
  }
}
