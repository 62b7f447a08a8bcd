/// A block observation made by `observe(_:options:changeHandler:)`: it lasts until it is
/// invalidated or released (`NSKeyValueObservation`), so keep it in a property.
public final class NSKeyValueObservation: @unchecked Sendable {
  private let cancel: () -> Void
  private var isValid = true

  init(cancel: @escaping () -> Void) { self.cancel = cancel }

  /// Stops the observation (`invalidate()`); a second call does nothing.
  public func invalidate() {
    guard isValid else { return }
    isValid = false
    cancel()
  }

  deinit { invalidate() }
}
