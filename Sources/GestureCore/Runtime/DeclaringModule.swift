import Foundation

/// The module a class is declared in, from its qualified name (`GestureCore.UIView`,
/// `UserCode.CardView`): what tells the core's own classes from the user's.
enum DeclaringModule {
  /// The name of the module that declares `type`.
  static func name(of type: any AnyObject.Type) -> Substring {
    String(reflecting: type).prefix { $0 != "." }
  }
}
