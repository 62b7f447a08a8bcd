import UIKit

/// A grid of colour swatches as a storyboard app builds it: a collection view controller
/// scene whose flow layout, prototype cell and section header come from the storyboard.
class SwatchGridViewController: UICollectionViewController {
  let hues: [CGFloat] = (0..<30).map { CGFloat($0) / 30 }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.accessibilityIdentifier = "grid"
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    hues.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  )
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath)
    guard let swatch = cell as? SwatchCell else { return cell }
    swatch.accessibilityIdentifier = "swatch\(indexPath.item)"
    swatch.backgroundColor = UIColor(
      hue: hues[indexPath.item], saturation: 0.6, brightness: 0.85, alpha: 1)
    swatch.nameLabel.text = "#\(indexPath.item + 1)"
    return swatch
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    (header as? SwatchHeaderView)?.titleLabel.text = "\(hues.count) swatches"
    return header
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    print("picked swatch #\(indexPath.item + 1)")
  }
}

/// The storyboard's prototype cell.
class SwatchCell: UICollectionViewCell {
  @IBOutlet weak var nameLabel: UILabel!
}

/// The storyboard's section header.
class SwatchHeaderView: UICollectionReusableView {
  @IBOutlet weak var titleLabel: UILabel!
}
