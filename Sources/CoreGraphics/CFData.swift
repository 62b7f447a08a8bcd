import Foundation

// Core Foundation's data objects as Core Graphics' PDF contexts take them. On iOS `CFData` and
// `CFMutableData` are toll-free bridged to `NSData` and `NSMutableData`, so they are those
// classes here: `mutableData as Data` converts as it does on iOS.

/// A Core Foundation byte buffer, `CFData`: toll-free bridged to `NSData` on iOS.
public typealias CFData = NSData
/// A growable Core Foundation byte buffer, `CFMutableData`: toll-free bridged to
/// `NSMutableData` on iOS.
public typealias CFMutableData = NSMutableData
/// A Core Foundation dictionary, `CFDictionary`: toll-free bridged to `NSDictionary` on iOS,
/// so `[key: value] as CFDictionary` converts as it does there.
public typealias CFDictionary = NSDictionary
/// A Core Foundation count or index (`CFIndex`, a signed machine word).
public typealias CFIndex = Int

/// A Core Foundation memory allocator (`CFAllocator`). Memory is Swift's here, so every
/// allocator allocates the same way; `nil` and ``kCFAllocatorDefault`` are the default one.
public final class CFAllocator: Sendable {
  init() {}
}

/// The default allocator (`kCFAllocatorDefault`), the same as passing `nil`.
public let kCFAllocatorDefault: CFAllocator! = CFAllocator()

/// A new, empty growable buffer (`CFDataCreateMutable(_:_:)`). `capacity` is the most bytes it
/// may hold, 0 for no limit, as Core Foundation documents; the buffer grows as bytes are
/// appended (a negative capacity gives `nil`).
public func CFDataCreateMutable(_ allocator: CFAllocator!, _ capacity: CFIndex) -> CFMutableData! {
  guard capacity >= 0 else { return nil }
  return NSMutableData(capacity: capacity)
}

/// The number of bytes in `data` (`CFDataGetLength(_:)`).
public func CFDataGetLength(_ data: CFData!) -> CFIndex { data.length }
