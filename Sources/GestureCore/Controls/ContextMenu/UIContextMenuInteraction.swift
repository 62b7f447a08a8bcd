import Foundation

/// A context menu on a view (`UIContextMenuInteraction`, iOS 13; docs/presentation.md,
/// "Context menus"): a long press (0.5 s, ``ContextMenuPress``) on the view asks the
/// ``delegate`` for a configuration at the pressed point; with one, the view lifts out of the
/// screen (or the configuration's preview controller shows in its place), the rest blurs, and
/// the configuration's menu shows beside it (``ContextMenuPresentation``). A row runs its
/// action once the menu has gone, with the interaction as the action's `sender`; a tap outside
/// closes the menu; a tap on the preview closes it after the delegate's
/// `willPerformPreviewActionForMenuWith`. A `nil` configuration leaves the press an ordinary
/// touch.
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
  /// The delegate (`delegate`, weak).
  open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view the interaction is added to (`view`, weak).
  open private(set) weak var view: UIView?
  /// The press, while the interaction is on a view.
  final var contextPress: ContextMenuPress?

  /// An interaction whose menus `delegate` supplies (`init(delegate:)`).
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
  }

  /// Where the press is, in `view`'s coordinates (the window's for `nil`), points
  /// (`location(in:)`).
  open func location(in view: UIView?) -> CGPoint {
    contextPress?.press.location(in: view) ?? .zero
  }

  /// Closes the menu on screen, if any, as a tap outside does (`dismissMenu()`, iOS 14).
  open func dismissMenu() {
    contextPress?.dismiss()
  }

  open func willMove(to view: UIView?) {
    contextPress?.detach()
    contextPress = nil
  }

  open func didMove(to view: UIView?) {
    self.view = view
    guard let view else { return }
    contextPress = ContextMenuPress(on: view) { [weak self] point in
      self?.target(at: point)
    }
  }

  /// What a press at `point` (in the view) opens: the delegate's configuration.
  private func target(at point: CGPoint) -> ContextMenuTarget? {
    guard let view, let delegate,
      let configuration = delegate.contextMenuInteraction(
        self, configurationForMenuAtLocation: point)
    else { return nil }
    return ContextMenuTarget(
      configuration: configuration, liftedView: view, sender: self,
      name: view.accessibilityIdentifier.map { "'\($0)'" } ?? String(describing: type(of: view)),
      willDisplay: { [weak self, weak delegate] animator in
        guard let self else { return }
        delegate?.contextMenuInteraction(
          self, willDisplayMenuFor: configuration, animator: animator)
      },
      willEnd: { [weak self, weak delegate] animator in
        guard let self else { return }
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
      },
      previewAction: { [weak self, weak delegate] animator in
        guard let self else { return }
        delegate?.contextMenuInteraction(
          self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
      })
  }
}
