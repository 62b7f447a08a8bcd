import UIKit

/// A reading app's root: three tabs. Today shows a greeting, Library is a list of books in a
/// navigation controller (a book opens its details), Settings carries a badge for the two
/// settings that need attention.
final class ReadingTabBarController: UITabBarController, UITabBarControllerDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self

    let today = TodayViewController()
    today.tabBarItem = UITabBarItem(
      title: "Today", image: UIImage(systemName: "sun.max"),
      selectedImage: UIImage(systemName: "sun.max.fill"))

    let library = UINavigationController(rootViewController: LibraryViewController())
    library.tabBarItem = UITabBarItem(
      title: "Library", image: UIImage(systemName: "books.vertical"), tag: 1)

    let settings = ReadingSettingsViewController()
    settings.tabBarItem = UITabBarItem(
      title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
    settings.tabBarItem.badgeValue = "2"

    viewControllers = [today, library, settings]
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    print("selected \(viewController.tabBarItem.title ?? "?")")
  }
}

/// The first tab: a greeting pinned to the safe area.
final class TodayViewController: UIViewController {
  private let greeting = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    greeting.text = "Good morning"
    greeting.font = .systemFont(ofSize: 28, weight: .bold)
    greeting.accessibilityIdentifier = "greeting"
    view.addSubview(greeting)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let top = view.safeAreaInsets.top
    greeting.frame = CGRect(x: 20, y: top + 24, width: view.bounds.width - 40, height: 34)
  }
}

/// The Library tab's list of books; a row pushes the book.
final class LibraryViewController: UITableViewController {
  private let books = ["Middlemarch", "Moby-Dick", "Persuasion", "The Odyssey", "Walden"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Library"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "book")
    tableView.accessibilityIdentifier = "books"
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    books.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "book", for: indexPath)
    cell.textLabel?.text = books[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let book = BookViewController()
    book.title = books[indexPath.row]
    navigationController?.pushViewController(book, animated: true)
  }
}

/// One book, on a tinted page so the push shows.
final class BookViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(red: 1, green: 0.97, blue: 0.9, alpha: 1)
  }
}

/// The Settings tab: a note at the bottom of the safe area, just above the tab bar.
final class ReadingSettingsViewController: UIViewController {
  private let note = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    note.text = "2 settings need attention"
    note.textAlignment = .center
    note.accessibilityIdentifier = "note"
    view.addSubview(note)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bottom = view.bounds.height - view.safeAreaInsets.bottom
    note.frame = CGRect(x: 20, y: bottom - 44, width: view.bounds.width - 40, height: 44)
  }
}
