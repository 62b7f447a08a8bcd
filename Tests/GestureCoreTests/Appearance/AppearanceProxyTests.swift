import Foundation
import Testing

@testable import GestureCore

/// Runs `body` as code running in `window`'s simulation (its app, timeline and screen).
@MainActor
private func inRun<T>(_ window: UIWindow, _ body: () throws -> T) rethrows -> T {
  try SimulationContext.$application.withValue(window.application) {
    try SimulationContext.$eventLog.withValue(window.eventLog) {
      try SimulationContext.$screen.withValue(window.screen) { try body() }
    }
  }
}

@MainActor
private final class ListCell: UITableViewCell {}

/// A view of the code's with an `@objc dynamic` property, as the tool prepares it: the setter
/// tells key-value observing before and after, and the method table has its setter.
@MainActor
private final class ThemedBadge: UIView {
  var accent: UIColor = .black {
    willSet { willChangeValue(forKey: "accent") }
    didSet {
      defer { didChangeValue(forKey: "accent") }
      backgroundColor = accent
    }
  }

  static let runtime = ObjectiveCRuntime([
    ObjCClassMethods(
      ThemedBadge.self,
      [
        ObjCMethod("setAccent:", arity: 1) { object, arguments in
          (object as! ThemedBadge).accent = arguments.at(0)
          return () as Any
        }
      ])
  ])
}

@Suite("UIAppearance: typed proxies recorded per run, applied as views enter a window")
@MainActor
struct AppearanceProxyTests {
  @Test("A proxy is an instance of the class, the same one each time, and changes no instance")
  func proxyIsTheClass() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    inRun(window) {
      let proxy: UISwitch = UISwitch.appearance()
      #expect(proxy === UISwitch.appearance())
      #expect(proxy !== UISwitch.appearance(whenContainedInInstancesOf: [UITableViewCell.self]))
      proxy.onTintColor = .systemOrange
      // The proxy records; the switch made before it entered no window keeps UIKit's default.
      let early = UISwitch()
      #expect(early.onTintColor == nil)
    }
  }

  @Test("A switch entering a window takes the proxy's on colour and draws its track in it")
  func switchTakesValue() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    inRun(window) {
      UISwitch.appearance().onTintColor = .systemOrange
      let toggle = UISwitch()
      window.addSubview(toggle)
      #expect(toggle.onTintColor == .systemOrange)
      // The on track, the switch's part view, is filled with it.
      #expect(toggle.subviews.contains { $0.backgroundColor == .systemOrange })
    }
  }

  @Test("A value set on the instance wins; a view already in a window is not changed")
  func directValueWins() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    inRun(window) {
      let before = UILabel()
      window.addSubview(before)
      UILabel.appearance().textColor = .systemRed
      let own = UILabel()
      own.textColor = .systemBlue
      let plain = UILabel()
      let holder = UIView()
      holder.addSubview(own)
      holder.addSubview(plain)
      window.addSubview(holder)
      #expect(own.textColor == .systemBlue)
      #expect(plain.textColor == .systemRed)
      #expect(before.textColor == .label)
    }
  }

  @Test("Containment: labels in cells take the contained value, others the general one")
  func containment() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    inRun(window) {
      UILabel.appearance().textColor = .systemRed
      UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor =
        .systemGreen
      UILabel.appearance(whenContainedInInstancesOf: [UIStackView.self, ListCell.self]).font =
        .systemFont(ofSize: 11)
      let cell = ListCell(style: .default, reuseIdentifier: nil)
      let inCell = UILabel()
      let stack = UIStackView()
      let inStack = UILabel()
      stack.addArrangedSubview(inStack)
      cell.contentView.addSubview(inCell)
      cell.contentView.addSubview(stack)
      let outside = UILabel()
      window.addSubview(cell)
      window.addSubview(outside)
      #expect(inCell.textColor == .systemGreen)
      #expect(inStack.textColor == .systemGreen)
      #expect(inStack.font.pointSize == 11)
      #expect(inCell.font.pointSize == 17)
      #expect(outside.textColor == .systemRed)
    }
  }

  @Test("A subclass's proxy wins over its superclass's; the superclass's reaches subclasses")
  func classPrecedence() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    inRun(window) {
      UIView.appearance().tintColor = .systemPurple
      UIButton.appearance().tintColor = .systemYellow
      let button = UIButton(type: .system)
      let slider = UISlider()
      window.addSubview(button)
      window.addSubview(slider)
      #expect(button.tintColor == .systemYellow)
      #expect(slider.tintColor == .systemPurple)
    }
  }

  @Test("Navigation bars take the bar tint, title attributes and standard appearance")
  func navigationBar() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    inRun(window) {
      let look = UINavigationBarAppearance()
      look.configureWithOpaqueBackground()
      look.backgroundColor = .systemIndigo
      UINavigationBar.appearance().standardAppearance = look
      UINavigationBar.appearance().tintColor = .systemRed
      UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
      let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
      window.addSubview(bar)
      #expect(bar.standardAppearance.backgroundColor == .systemIndigo)
      #expect(bar.standardAppearance !== look)
      #expect(bar.tintColor == .systemRed)
      #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
    }
  }

  @Test("Bar button items take the proxy's title attributes when their bar makes their button")
  func barButtonItems() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    try inRun(window) {
      UIBarButtonItem.appearance().setTitleTextAttributes(
        [.foregroundColor: UIColor.systemBrown], for: .normal)
      let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
      let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
      let navigationItem = UINavigationItem(title: "Title")
      navigationItem.rightBarButtonItem = item
      bar.setItems([navigationItem], animated: false)
      window.addSubview(bar)
      window.layoutIfNeeded()
      #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemBrown)
      let button = try #require(Self.buttons(in: bar).first { $0.currentTitle == "Edit" })
      #expect(button.titleColor(for: .normal) == .systemBrown)
    }
  }

  @Test("A property set on a proxy that is not honoured records one located warning")
  func unhonouredWarns() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    inRun(window) {
      UILabel.appearance().alpha = 0.5
      UILabel.appearance().alpha = 0.4
      let warnings = window.eventLog.pending.filter { $0.kind == "appearance.unsupported" }
      #expect(warnings.count == 1)
      #expect(
        warnings.first?.detail
          == "UILabel.appearance(): a property set on the proxy that is not honoured is not "
          + "applied to instances (docs/appearance.md lists the honoured ones)")
      let label = UILabel()
      window.addSubview(label)
      #expect(label.alpha == 1)
    }
  }

  @Test("A dynamic property of the code's class is sent to instances through its setter")
  func codeProperty() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    ObjectiveCRuntime.$current.withValue(ThemedBadge.runtime) {
      inRun(window) {
        ThemedBadge.appearance().accent = .systemTeal
        let badge = ThemedBadge()
        let own = ThemedBadge()
        own.accent = .systemPink
        window.addSubview(badge)
        window.addSubview(own)
        #expect(badge.accent == .systemTeal)
        // The setter's body ran on the instance (not on the proxy as a value of its own).
        #expect(badge.backgroundColor == .systemTeal)
        #expect(own.accent == .systemPink)
        #expect(window.eventLog.pending.filter { $0.kind == "appearance.unsupported" }.isEmpty)
      }
    }
  }

  @Test("Outside a run a proxy records into a table no view reads")
  func outsideRun() {
    UISwitch.appearance().onTintColor = .systemOrange
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let toggle = UISwitch()
    window.addSubview(toggle)
    #expect(toggle.onTintColor == nil)
  }

  private static func buttons(in view: UIView) -> [UIButton] {
    view.subviews.flatMap { subview -> [UIButton] in
      (subview as? UIButton).map { [$0] } ?? buttons(in: subview)
    }
  }
}
