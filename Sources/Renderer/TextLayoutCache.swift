import CPangoCairo
import Foundation
import GestureCore

/// Pango layouts kept across frames, keyed by everything a layout depends on: the string, the
/// font, the rectangle's size in points, the alignment and the number of lines. A label that
/// keeps its text, font and size is laid out (shaped by HarfBuzz, broken into lines, truncated)
/// once, not once per frame; only its position may change, and the position is applied when it
/// is drawn (``TextRenderer/draw(_:on:)``).
///
/// A cached layout gives the same pixels as a fresh one: the renderer's Pango context never
/// changes (its matrix stays the identity, its font options and language are set once), so a
/// layout is a pure function of its key. Eviction never changes output either, only how often
/// text is laid out again.
///
/// Bounded: at most ``capacity`` layouts and ``byteCapacity`` bytes of text. When a new layout
/// would pass either bound, the least recently used quarter of the entries is dropped (ties
/// broken by the order of first use, so the same frames always evict the same entries). Not
/// thread-safe: it belongs to one ``TextRenderer`` (Pango).
final class TextLayoutCache {
  /// What a layout depends on.
  struct Key: Hashable {
    var string: String
    var font: DisplayFont
    /// The rectangle's width and height, points.
    var width: Double
    var height: Double
    var alignment: NSTextAlignment
    var numberOfLines: Int
    var wraps: Bool
    var truncation: DisplayText.Truncation
    var justifies: Bool
    var breaksAtCharacters: Bool
    /// The runs and paragraph of attributed text, or `nil`.
    var rich: DisplayRichText?
  }

  /// A laid-out text: the layout and where it goes relative to the rectangle's top (the
  /// layout's top is at `minY + centring - logicalY`, points).
  struct Entry {
    /// The `PangoLayout`.
    var layout: OpaquePointer
    /// Half the height the shown lines leave free in the rectangle, points.
    var centring: Double
    /// How far right of the rectangle's left edge the layout goes, points: 0 unless the
    /// layout is not as wide as the rectangle (unwrapped text), then its alignment's share
    /// of the width left free.
    var offsetX: Double = 0
    /// The y of the layout's logical extents, points.
    var logicalY: Double
    /// How many lines are shown.
    var lineCount: Int
    /// Whether "…" replaced part of the text.
    var isTruncated: Bool
  }

  /// The most layouts kept.
  let capacity: Int
  /// The most UTF-8 bytes of text kept, over all entries.
  let byteCapacity: Int
  private var entries: [Key: (entry: Entry, lastUse: UInt64, firstUse: UInt64)] = [:]
  private var clock: UInt64 = 0
  private var bytes = 0
  /// How many layouts were made (cache misses), for tests and profiling.
  private(set) var layoutsMade = 0
  /// How many lookups found a layout.
  private(set) var hits = 0

  /// A cache of at most `capacity` layouts (≥ 1) and `byteCapacity` bytes of text.
  init(capacity: Int = 8192, byteCapacity: Int = 4 << 20) {
    self.capacity = max(1, capacity)
    self.byteCapacity = max(1, byteCapacity)
  }

  deinit {
    for value in entries.values { g_object_unref(UnsafeMutableRawPointer(value.entry.layout)) }
  }

  /// How many layouts are kept.
  var count: Int { entries.count }

  /// The cached entry for `key`, or the one `make` lays out (`make` hands over its reference
  /// to the layout), which is then kept unless its text alone is more than ``byteCapacity``.
  /// The returned entry's layout carries one reference for the caller (`g_object_unref` it).
  /// `nil` when `make` returns `nil` (nothing to draw), which is not cached.
  func entry(for key: Key, make: () -> Entry?) -> Entry? {
    clock += 1
    if let found = entries[key] {
      entries[key]?.lastUse = clock
      hits += 1
      g_object_ref(UnsafeMutableRawPointer(found.entry.layout))
      return found.entry
    }
    guard let made = make() else { return nil }
    layoutsMade += 1
    let size = key.string.utf8.count
    guard size <= byteCapacity else { return made }
    while !entries.isEmpty && (entries.count >= capacity || bytes + size > byteCapacity) {
      evict()
    }
    g_object_ref(UnsafeMutableRawPointer(made.layout))
    entries[key] = (made, clock, clock)
    bytes += size
    return made
  }

  /// Drops the least recently used quarter of the entries (at least one).
  private func evict() {
    let ordered = entries.sorted {
      ($0.value.lastUse, $0.value.firstUse) < ($1.value.lastUse, $1.value.firstUse)
    }
    for (key, value) in ordered.prefix(max(1, entries.count / 4)) {
      g_object_unref(UnsafeMutableRawPointer(value.entry.layout))
      bytes -= key.string.utf8.count
      entries[key] = nil
    }
  }
}
