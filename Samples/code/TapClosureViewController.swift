import UIKit

/// Four cards that show who must own a gesture recognizer's closure (seed article `003`), as
/// `Samples/tap-closure.json` lays them out for the built-in `tap-closure` behaviour:
///
/// - **owned** (blue): `UITapGestureRecognizer(actionBlock:)`: the recognizer keeps the
///   closure, which captures the card and its label weakly; each tap turns the card indigo,
///   then pink, and counts on the label;
/// - **unowned** (grey): the closure is wrapped in a ``ClosureTarget`` that nobody retains; the
///   taps are recognized and nothing happens;
/// - **double** (green): a double tap (`numberOfTapsRequired = 2`) turns it purple;
/// - **photo** (orange): an image view, whose user interaction is off by default, so its
///   recognizer never sees the tap.
///
/// Cards are 295 × 120 pt at x = 40, every 140 pt from y = 60, with a 16 pt corner radius, on a
/// grouped background; each label is white bold 17 pt, centred, up to two lines, inset 12 pt.
/// `Samples/code-tap-closure.json` renders it.
public final class TapClosureViewController: UIViewController {
  /// Builds the cards and their recognizers.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground

    let (owned, ownedLabel) = addCard(
      "owned", UIView(), color: .systemBlue, y: 60,
      text: "closure owned by the recognizer: tap me")
    var ownedTaps = 0
    let ownedColors: [UIColor] = [.systemIndigo, .systemPink]
    owned.addGestureRecognizer(
      UITapGestureRecognizer(actionBlock: { [weak owned, weak ownedLabel] _ in
        ownedTaps += 1
        owned?.backgroundColor = ownedColors[(ownedTaps - 1) % ownedColors.count]
        ownedLabel?.text = "closure owned by the recognizer: tapped \(ownedTaps)×"
      }))

    let (unowned, unownedLabel) = addCard(
      "unowned", UIView(), color: .systemGray, y: 200, text: "target nobody owns: tap me")
    var unownedTaps = 0
    // The pitfall: nothing keeps the wrapper once this statement ends.
    unowned.addGestureRecognizer(
      UITapGestureRecognizer(
        target: ClosureTarget { [weak unowned, weak unownedLabel] _ in
          unownedTaps += 1
          unowned?.backgroundColor = .systemRed
          unownedLabel?.text = "target nobody owns: tapped \(unownedTaps)×"
        }, action: ClosureTarget.invoke))

    let (double, doubleLabel) = addCard(
      "double", UIView(), color: .systemGreen, y: 340, text: "double tap me")
    var doubleTaps = 0
    let doubleTap = UITapGestureRecognizer(actionBlock: { [weak double, weak doubleLabel] _ in
      doubleTaps += 1
      double?.backgroundColor = .systemPurple
      doubleLabel?.text = "double-tapped \(doubleTaps)×"
    })
    doubleTap.numberOfTapsRequired = 2
    double.addGestureRecognizer(doubleTap)

    let (photo, photoLabel) = addCard(
      "photo", UIImageView(), color: .systemOrange, y: 480,
      text: "image view, user interaction off: tap me")
    var photoTaps = 0
    photo.addGestureRecognizer(
      UITapGestureRecognizer(actionBlock: { [weak photo, weak photoLabel] _ in
        photoTaps += 1
        photo?.backgroundColor = .systemRed
        photoLabel?.text = "tapped \(photoTaps)×"
      }))
  }

  /// Adds `card` as a 295 × 120 pt card at `y` (points) with a centred label showing `text`,
  /// both identified by `id` (the label as `id-label`), and returns them.
  private func addCard(_ id: String, _ card: UIView, color: UIColor, y: CGFloat, text: String)
    -> (UIView, UILabel)
  {
    card.frame = CGRect(x: 40, y: y, width: 295, height: 120)
    card.accessibilityIdentifier = id
    card.backgroundColor = color
    card.layer.cornerRadius = 16
    let label = UILabel(frame: CGRect(x: 12, y: 0, width: 271, height: 120))
    label.accessibilityIdentifier = "\(id)-label"
    label.text = text
    label.textColor = .white
    label.font = .boldSystemFont(ofSize: 17)
    label.textAlignment = .center
    label.numberOfLines = 2
    card.addSubview(label)
    view.addSubview(card)
    return (card, label)
  }
}
