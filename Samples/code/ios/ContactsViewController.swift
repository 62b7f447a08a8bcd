import UIKit

/// A contacts list: people grouped by the first letter of their name under headers that stay
/// pinned while their section scrolls, with the A–Z index down the right edge to jump between
/// letters. Letters without people jump to the nearest section before them, as Contacts does.
final class ContactsViewController: UITableViewController {
  private let indexTitles = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
  private var sections: [(letter: String, names: [String])] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Contacts"
    tableView.accessibilityIdentifier = "contacts"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    let names = [
      "Aiko Tanaka", "Amir Haddad", "Anna Schmidt", "Ben Carter", "Bruno Costa", "Camille Roux",
      "Chen Jie", "Clara Weber", "Daniel Kim", "Dara Okafor", "Elena Petrova", "Emil Larsen",
      "Fatima Zahra", "Grace Liu", "Gustavo Silva", "Hana Novak", "Hugo Martin", "Jonas Berg",
      "Julia Rossi", "Kofi Mensah", "Kristin Olsen", "Lars Nilsson", "Leila Karimi",
      "Lucas Moreau", "Maya Cohen", "Mei Lin", "Miguel Torres", "Nadia Ali", "Noah Fischer",
      "Olivia Brown", "Paul Dubois", "Priya Sharma", "Rafael Gómez", "Rosa Jiménez",
      "Ruth Adler", "Sam Taylor", "Sofia Greco", "Sven Holm", "Tariq Aziz", "Tomás Ruiz",
      "Vera Ivanova", "Wang Fang", "Wiktor Nowak", "Zoe Evans",
    ]
    let grouped = Dictionary(grouping: names) { String($0.prefix(1)) }
    sections = grouped.keys.sorted().map { ($0, grouped[$0]!.sorted()) }
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].names.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sections[section].letter
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = sections[indexPath.section].names[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  override func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }

  override func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    sections.lastIndex { $0.letter <= title } ?? 0
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    print("open \(sections[indexPath.section].names[indexPath.row])")
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
