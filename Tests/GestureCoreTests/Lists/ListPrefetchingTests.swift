import Foundation
import Testing

@testable import GestureCore

/// Records what a list asks its prefetch data source.
@MainActor
private final class PrefetchLog: UITableViewDataSourcePrefetching,
  UICollectionViewDataSourcePrefetching
{
  var calls: [String] = []

  private func rows(_ paths: [IndexPath]) -> String {
    "\(paths.first!.last!)…\(paths.last!.last!) (\(paths.count))"
  }
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    calls.append("prefetch \(rows(indexPaths))")
  }
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    calls.append("cancel \(rows(indexPaths))")
  }
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    calls.append("prefetch \(rows(indexPaths))")
  }
}

/// 100 rows of 44 pt.
@MainActor
private final class HundredRows: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
}

@Suite("Prefetching: the rows and items one screen ahead of the scrolling, cancelled on reversal")
@MainActor
struct ListPrefetchingTests {
  @Test("A table scrolled 44 pt down prefetches rows 17…31, and cancels them going back up")
  func tablePrefetches() {
    let harness = GestureHarness()
    let source = HundredRows()
    let log = PrefetchLog()
    let table = UITableView(frame: harness.root.bounds, style: .plain)
    table.contentInsetAdjustmentBehavior = .never
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.prefetchDataSource = log
    harness.root.addSubview(table)
    table.layoutIfNeeded()
    // Nothing before the user scrolls.
    #expect(log.calls.isEmpty)
    // Bounds 44…711 show rows 1…16; one screen further, 711…1378, meets rows 16…31.
    table.contentOffset = CGPoint(x: 0, y: 44)
    table.layoutIfNeeded()
    #expect(log.calls == ["prefetch 17…31 (15)"])
    // A little further: only the rows newly in the window (32, at 1408, is past 1398).
    table.contentOffset = CGPoint(x: 0, y: 64)
    table.layoutIfNeeded()
    #expect(log.calls == ["prefetch 17…31 (15)"])
    // Back to the top: the window is above the content; rows 17…31 are cancelled.
    table.contentOffset = .zero
    table.layoutIfNeeded()
    #expect(log.calls == ["prefetch 17…31 (15)", "cancel 17…31 (15)"])
  }

  @Test("A 375 × 300 grid of 100 pt items scrolled 10 pt prefetches the next three rows' items")
  func collectionPrefetches() {
    let harness = GestureHarness()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let dataSource = NumbersDataSource([60])
    let log = PrefetchLog()
    let collectionView = makeCollectionView(
      harness, frame: CGRect(x: 0, y: 0, width: 375, height: 300), layout: layout,
      dataSource: dataSource)
    collectionView.prefetchDataSource = log
    collectionView.layoutIfNeeded()
    // Rows of three at y 0, 110, 220…: 10…310 shows items 0…8; 310…610 meets rows 3…5.
    collectionView.contentOffset = CGPoint(x: 0, y: 10)
    collectionView.layoutIfNeeded()
    #expect(log.calls == ["prefetch 9…17 (9)"])
    collectionView.isPrefetchingEnabled = false
    collectionView.contentOffset = CGPoint(x: 0, y: 400)
    collectionView.layoutIfNeeded()
    #expect(log.calls == ["prefetch 9…17 (9)"])
  }
}
