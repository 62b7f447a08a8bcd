/// The Objective-C integer types, which Foundation declares on Apple's platforms and not on
/// Linux: `NSInteger` is `Int` and `NSUInteger` is `UInt` on every 64-bit device, as Swift
/// imports them there.
public typealias NSInteger = Int

/// The unsigned Objective-C integer, `UInt` on 64-bit devices (see ``NSInteger``).
public typealias NSUInteger = UInt
