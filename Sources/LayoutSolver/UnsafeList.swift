/// A growable list of plain values in manually managed storage, for the solver's hot paths.
///
/// Like `Row`, it is a plain value: copies share the storage, there is no copy-on-write and no
/// reference counting, and the single owner must call `deallocate()`. Only trivial element types
/// (no references) may be stored.
struct UnsafeList<Element> {
  /// The start of the storage; `nil` until the first append.
  private var base: UnsafeMutablePointer<Element>?
  /// The number of elements in use.
  private(set) var count = 0
  /// The number of elements the storage can hold.
  private var capacity = 0

  /// Creates an empty list without storage.
  init() {}

  /// Whether the list has no elements.
  @inline(__always)
  var isEmpty: Bool { count == 0 }

  /// The element at `index` (which must be below `count`), accessed in place.
  @inline(__always)
  subscript(index: Int) -> Element {
    get { base.unsafelyUnwrapped[index] }
    nonmutating unsafeMutableAddress { base.unsafelyUnwrapped + index }
  }

  /// Creates a list holding `element` once.
  init(_ element: Element) {
    append(element)
  }

  /// Appends `element`, growing the storage when full.
  @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { grow() }
    (base.unsafelyUnwrapped + count).initialize(to: element)
    count &+= 1
  }

  private mutating func grow() {
    let newCapacity = max(8, capacity &* 2)
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    if let base {
      newBase.moveInitialize(from: base, count: count)
      base.deallocate()
    }
    base = newBase
    capacity = newCapacity
  }

  /// Keeps the first `newCount` elements (which must not exceed `count`).
  @inline(__always)
  mutating func truncate(to newCount: Int) {
    count = newCount
  }

  /// Removes every element, keeping the storage.
  @inline(__always)
  mutating func removeAll() {
    count = 0
  }

  /// Frees the storage; the value (and every copy of it) must not be used afterwards.
  func deallocate() {
    base?.deallocate()
  }

  /// The elements, valid until the list next grows.
  var elements: UnsafeMutableBufferPointer<Element> {
    UnsafeMutableBufferPointer(start: base, count: count)
  }
}
