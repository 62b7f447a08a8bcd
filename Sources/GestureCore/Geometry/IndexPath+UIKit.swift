import Foundation

/// UIKit's additions to `IndexPath` for table and collection views (NSIndexPath+UIKitAdditions),
/// which Foundation on Linux lacks: the first index is the section, the second the row or
/// item. As in UIKit, reading `row`, `item` or `section` of a path with too few indices traps.
extension IndexPath {
  /// A path to `item` in `section` (`init(item:section:)`).
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// A path to `row` in `section` (`init(row:section:)`).
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// The section: the first index (`section`).
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row in the section: the second index (`row`).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item in the section: the second index (`item`).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

/// The same additions on `NSIndexPath` (NSIndexPath+UIKitAdditions), which code written before
/// Swift's `IndexPath` still uses (`(indexPath as NSIndexPath).row`).
extension NSIndexPath {
  /// A path to `item` in `section` (`init(item:section:)`).
  public convenience init(item: Int, section: Int) {
    self.init(indexes: [section, item], length: 2)
  }

  /// A path to `row` in `section` (`init(row:section:)`).
  public convenience init(row: Int, section: Int) {
    self.init(indexes: [section, row], length: 2)
  }

  /// The section: the first index (`section`).
  public var section: Int { index(atPosition: 0) }

  /// The row in the section: the second index (`row`).
  public var row: Int { index(atPosition: 1) }

  /// The item in the section: the second index (`item`).
  public var item: Int { index(atPosition: 1) }
}
