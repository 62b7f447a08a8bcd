import Foundation
import Testing

@testable import GestureCore

@Suite("UIBarItem: the shared members of bar button and tab bar items, title attributes drawn")
@MainActor
struct BarItemTests {
  @Test("Both item classes are bar items sharing title, image, insets, tag and isEnabled")
  func sharedMembers() {
    let items: [UIBarItem] = [UIBarButtonItem(), UITabBarItem()]
    for item in items {
      #expect(item.title == nil)
      #expect(item.isEnabled)
      #expect(item.tag == 0)
      #expect(item.imageInsets == .zero)
      item.title = "Share"
      item.tag = 7
      item.imageInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      item.landscapeImagePhone = UIImage(systemName: "star")
      item.largeContentSizeImage = UIImage(systemName: "star.fill")
      #expect(item.title == "Share")
      #expect(item.tag == 7)
      #expect(item.imageInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
      #expect(item.landscapeImagePhone != nil)
      #expect(item.largeContentSizeImage != nil)
    }
  }

  @Test("Title attributes are kept per state; .normal's fill in keys another state leaves out")
  func attributesPerState() {
    let item = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
    let font = UIFont.systemFont(ofSize: 20, weight: .bold)
    item.setTitleTextAttributes([.font: font, .foregroundColor: UIColor.systemRed], for: .normal)
    item.setTitleTextAttributes([.foregroundColor: UIColor.systemGray], for: .disabled)
    #expect(item.titleTextAttributes(for: .normal)?[.font] as? UIFont == font)
    #expect(item.titleTextAttributes(for: .highlighted) == nil)
    let disabled = item.drawnTitleAttributes(for: .disabled)
    #expect(disabled[.font] as? UIFont == font)
    #expect(disabled[.foregroundColor] as? UIColor == .systemGray)
    item.setTitleTextAttributes(nil, for: .disabled)
    #expect(item.titleTextAttributes(for: .disabled) == nil)
  }

  @Test("A bar button draws its item's font and colours: 20 pt bold red, orange highlighted")
  func barButtonDrawsAttributes() throws {
    let item = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
    item.setTitleTextAttributes(
      [.font: UIFont.systemFont(ofSize: 20, weight: .bold), .foregroundColor: UIColor.systemRed],
      for: .normal)
    item.setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .highlighted)
    let button = try #require(NavigationBarContent.view(for: item) as? UIButton)
    #expect(button.titleLabel?.font.pointSize == 20)
    #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 20, weight: .bold))
    #expect(button.titleColor(for: .normal) == .systemRed)
    #expect(button.titleColor(for: .highlighted) == .systemOrange)
  }

  @Test("In a navigation bar the item's colour wins over the bar appearance's button colour")
  func itemWinsOverBarAppearance() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
    let look = UINavigationBarAppearance()
    look.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
    bar.standardAppearance = look
    let mine = UIBarButtonItem(title: "Mine", style: .plain, target: nil, action: nil)
    mine.setTitleTextAttributes([.foregroundColor: UIColor.systemPurple], for: .normal)
    let plain = UIBarButtonItem(title: "Plain", style: .plain, target: nil, action: nil)
    let navigationItem = UINavigationItem(title: "Title")
    navigationItem.rightBarButtonItems = [mine, plain]
    bar.setItems([navigationItem], animated: false)
    window.addSubview(bar)
    window.layoutIfNeeded()
    let buttons = Self.buttons(in: bar)
    let mineButton = try #require(buttons.first { $0.currentTitle == "Mine" })
    let plainButton = try #require(buttons.first { $0.currentTitle == "Plain" })
    #expect(mineButton.titleColor(for: .normal) == .systemPurple)
    #expect(plainButton.titleColor(for: .normal) == .systemGreen)
  }

  @Test("A tab draws its item's selected title colour and font; unselected tabs the normal ones")
  func tabDrawsAttributes() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let tabs = UITabBarController()
    let first = UIViewController()
    let second = UIViewController()
    first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 1)
    second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 2)
    for item in [first.tabBarItem!, second.tabBarItem!] {
      item.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 12)], for: .normal)
      item.setTitleTextAttributes([.foregroundColor: UIColor.systemPink], for: .selected)
    }
    tabs.viewControllers = [first, second]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let buttons = tabs.tabBar.buttons
    #expect(buttons[0].titleLabel.textColor == .systemPink)
    #expect(buttons[0].titleLabel.font.pointSize == 12)
    #expect(buttons[1].titleLabel.textColor != .systemPink)
    #expect(buttons[1].titleLabel.font.pointSize == 12)
    // A change of an item's attributes redraws its tab at once.
    second.tabBarItem.setTitleTextAttributes([.foregroundColor: UIColor.systemTeal], for: .normal)
    #expect(buttons[1].titleLabel.textColor == .systemTeal)
  }

  private static func buttons(in view: UIView) -> [UIButton] {
    view.subviews.flatMap { subview -> [UIButton] in
      (subview as? UIButton).map { [$0] } ?? buttons(in: subview)
    }
  }
}

@Suite("UIBarItem: value(forKey:) finds the view a bar shows for the item")
@MainActor
struct BarItemKeyValueTests {
  @Test("\"view\" is the button the bar made, or the custom view; public keys read back")
  func viewKey() throws {
    let item = UIBarButtonItem(title: "Info", style: .plain, target: nil, action: nil)
    #expect(item.value(forKey: "view") == nil)
    let button = NavigationBarContent.view(for: item)
    #expect(item.value(forKey: "view") as? UIView === button)
    let custom = UIView()
    let customItem = UIBarButtonItem(customView: custom)
    _ = NavigationBarContent.view(for: customItem)
    #expect(customItem.value(forKey: "view") as? UIView === custom)
    #expect(item.value(forKey: "title") as? String == "Info")
    #expect(item.value(forKey: "enabled") as? Bool == true)
  }
}
