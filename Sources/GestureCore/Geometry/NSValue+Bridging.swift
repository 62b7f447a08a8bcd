import Foundation

// Casting between a geometry struct and the `NSValue` that boxes it, as Swift does on iOS:
// `userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect` reads the keyboard's frame out
// of the `NSValue` the notification carries, and `animation.fromValue as? CGPoint` the point a
// `CABasicAnimation` was given boxed. On Apple platforms the Objective-C bridge does this; on
// Linux a dynamic cast from an object to a struct consults the struct's `_ObjectiveCBridgeable`
// conformance, which Foundation gives `String`, `Array` and the number types but not the
// geometry structs (without one, the cast is `nil` and keyboard code silently reads no frame).
// The conformances below are that bridge: a cast succeeds when the value holds the struct's
// type (its Objective-C type encoding, ``NSValue/objCTypeName``) and fails otherwise, and a
// struct cast to `NSValue` is boxed as ``NSValue/init(cgRect:)`` and its siblings box it.

/// A struct that an `NSValue` boxes and that casts to and from one.
protocol NSValueBridgeable: _ObjectiveCBridgeable where _ObjectiveCType == NSValue {
  /// The struct held by `value`, or `nil` when it holds another type.
  init?(unboxing value: NSValue)
  /// The struct boxed.
  var boxed: NSValue { get }
}

extension NSValueBridgeable {
  public func _bridgeToObjectiveC() -> NSValue { boxed }

  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) {
    result = Self(unboxing: source)
  }

  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSValue, result: inout Self?
  ) -> Bool {
    result = Self(unboxing: source)
    return result != nil
  }

  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> Self {
    // Swift calls this only for a value a conditional cast accepted.
    guard let source, let value = Self(unboxing: source) else {
      preconditionFailure("an NSValue holding \(String(describing: Self.self)) was expected")
    }
    return value
  }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable, NSValueBridgeable {
  init?(unboxing value: NSValue) {
    guard value.objCTypeName == "{CGPoint=dd}" else { return nil }
    self = value.pointValue
  }
  var boxed: NSValue { NSValue(cgPoint: self) }
}

extension CGSize: @retroactive _ObjectiveCBridgeable, NSValueBridgeable {
  init?(unboxing value: NSValue) {
    guard value.objCTypeName == "{CGSize=dd}" else { return nil }
    self = value.sizeValue
  }
  var boxed: NSValue { NSValue(cgSize: self) }
}

extension CGRect: @retroactive _ObjectiveCBridgeable, NSValueBridgeable {
  init?(unboxing value: NSValue) {
    guard value.objCTypeName.hasPrefix("{CGRect=") else { return nil }
    self = value.rectValue
  }
  var boxed: NSValue { NSValue(cgRect: self) }
}

extension CGAffineTransform: _ObjectiveCBridgeable, NSValueBridgeable {
  init?(unboxing value: NSValue) {
    guard value.objCTypeName == "[6d]" else { return nil }
    self = value.cgAffineTransformValue
  }
  var boxed: NSValue { NSValue(cgAffineTransform: self) }
}

extension CATransform3D: _ObjectiveCBridgeable, NSValueBridgeable {
  init?(unboxing value: NSValue) {
    guard value.objCTypeName == "[16d]" else { return nil }
    self = value.caTransform3DValue
  }
  var boxed: NSValue { NSValue(caTransform3D: self) }
}
