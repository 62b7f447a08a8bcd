import UIKit

/// The item screen the list's show segue pushes: its outlets come from the storyboard, its
/// name from the list's `prepare(for:sender:)`.
class GroceryItemViewController: UIViewController {
  @IBOutlet weak var nameLabel: UILabel!
  @IBOutlet weak var quantityLabel: UILabel!

  var name: String?
  private var quantity = 1

  override func viewDidLoad() {
    super.viewDidLoad()
    nameLabel.text = name
    title = name
  }

  @IBAction func addOne(_ sender: UIButton) {
    quantity += 1
    quantityLabel.text = "Quantity: \(quantity)"
  }
}
