import Foundation

/// A visual effect (`UIVisualEffect`): a blur (``UIBlurEffect``) or a vibrancy
/// (``UIVibrancyEffect``).
@preconcurrency @MainActor
open class UIVisualEffect: _ObjCProtocol {
  /// No effect (`init()`).
  public init() {}
}

/// A blur of what lies behind a view (`UIBlurEffect`), in one of UIKit's styles.
///
/// Drawn as a Gaussian blur of what is behind the effect view with a standard deviation of
/// 30 pt for every style (the `inputRadius` of the backdrop layer's Gaussian filter, as read
/// from UIKit's backdrop views in "The implementation behind UIVisualEffectView",
/// xcoder.tips), then the style's tint: white or near-black at the alpha that gives the
/// style's lightness (estimates from screenshots; the saturation boost UIKit adds is not
/// drawn). docs/navigation.md has the table.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// UIKit's blur styles (`UIBlurEffect.Style`, raw values as UIKit's).
  public enum Style: Int, Sendable, CaseIterable {
    /// `extraLight`.
    case extraLight = 0
    /// `light`.
    case light = 1
    /// `dark`.
    case dark = 2
    /// `regular`.
    case regular = 4
    /// `prominent`.
    case prominent = 5
    /// `systemUltraThinMaterial`.
    case systemUltraThinMaterial = 6
    /// `systemThinMaterial`.
    case systemThinMaterial = 7
    /// `systemMaterial`.
    case systemMaterial = 8
    /// `systemThickMaterial`.
    case systemThickMaterial = 9
    /// `systemChromeMaterial`.
    case systemChromeMaterial = 10
    /// `systemUltraThinMaterialLight`.
    case systemUltraThinMaterialLight = 11
    /// `systemThinMaterialLight`.
    case systemThinMaterialLight = 12
    /// `systemMaterialLight`.
    case systemMaterialLight = 13
    /// `systemThickMaterialLight`.
    case systemThickMaterialLight = 14
    /// `systemChromeMaterialLight`.
    case systemChromeMaterialLight = 15
    /// `systemUltraThinMaterialDark`.
    case systemUltraThinMaterialDark = 16
    /// `systemThinMaterialDark`.
    case systemThinMaterialDark = 17
    /// `systemMaterialDark`.
    case systemMaterialDark = 18
    /// `systemThickMaterialDark`.
    case systemThickMaterialDark = 19
    /// `systemChromeMaterialDark`.
    case systemChromeMaterialDark = 20

    /// The blur's standard deviation, points.
    var radius: Double { 30 }

    /// The style drawn in `appearance`: the adaptive styles (`regular`, `prominent` and the
    /// `system…Material` styles without a suffix) take their light form in light (and
    /// unspecified) appearance and their dark form in dark appearance, as UIKit documents them
    /// ("adapts to the user interface style"); `regular` and `prominent`, which have no named
    /// dark form, take `.dark`'s. Every other style is itself.
    func resolved(for appearance: UIUserInterfaceStyle) -> Style {
      guard appearance == .dark else { return self }
      switch self {
      case .regular, .prominent: return .dark
      case .systemUltraThinMaterial: return .systemUltraThinMaterialDark
      case .systemThinMaterial: return .systemThinMaterialDark
      case .systemMaterial: return .systemMaterialDark
      case .systemThickMaterial: return .systemThickMaterialDark
      case .systemChromeMaterial: return .systemChromeMaterialDark
      default: return self
      }
    }

    /// The tint laid over the blur in `appearance`: the tint of
    /// ``resolved(for:)``.
    func tint(in appearance: UIUserInterfaceStyle) -> CGColor {
      resolved(for: appearance).tint
    }

    /// The tint laid over the blur: white for light styles, (28, 28, 30) for dark ones, at the
    /// style's alpha (estimates). Adaptive styles give their light form's tint here; drawing
    /// resolves them with ``tint(in:)``.
    var tint: CGColor {
      let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
      let dark = CGColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)
      func with(_ base: CGColor, _ alpha: Double) -> CGColor { base.copy(alpha: alpha) ?? base }
      switch self {
      case .extraLight, .prominent: return with(white, 0.8)
      case .light, .regular: return with(white, 0.3)
      case .dark: return with(dark, 0.73)
      case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return with(white, 0.3)
      case .systemThinMaterial, .systemThinMaterialLight: return with(white, 0.5)
      case .systemMaterial, .systemMaterialLight: return with(white, 0.7)
      case .systemThickMaterial, .systemThickMaterialLight: return with(white, 0.85)
      case .systemChromeMaterial, .systemChromeMaterialLight: return with(white, 0.75)
      case .systemUltraThinMaterialDark: return with(dark, 0.3)
      case .systemThinMaterialDark: return with(dark, 0.5)
      case .systemMaterialDark: return with(dark, 0.7)
      case .systemThickMaterialDark: return with(dark, 0.85)
      case .systemChromeMaterialDark: return with(dark, 0.75)
      }
    }
  }

  /// The style.
  public let style: Style

  /// A blur of `style` (`init(style:)`).
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// Content made vivid over a blur (`UIVibrancyEffect`). The content of a view with this
/// effect is drawn as it is, without the vibrancy blending, and a `graphics.unsupported`
/// timeline warning says so.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy is for.
  public let blurEffect: UIBlurEffect

  /// Vibrancy for content over `blurEffect` (`init(blurEffect:)`).
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }
}

/// A view that blurs what lies behind it (`UIVisualEffectView`), with its subviews in
/// ``contentView``.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The effect (`effect`); `nil` draws nothing of its own.
  open var effect: UIVisualEffect? {
    didSet { effectDidChange() }
  }
  /// The view to add subviews to (`contentView`).
  public let contentView = UIView()
  /// The blur, drawn under the content.
  private let backdrop = VisualEffectBackdropView()

  /// An effect view showing `effect` (`init(effect:)`).
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    install()
  }

  /// An effect view from an archive (`init?(coder:)`): no effect.
  public required init?(coder: NSCoder) {
    effect = nil
    super.init(frame: .zero)
    install()
  }

  private func install() {
    backdrop.isUserInteractionEnabled = false
    addSubview(backdrop)
    addSubview(contentView)
    effectDidChange()
  }

  private func effectDidChange() {
    let blur = (effect as? UIBlurEffect) ?? (effect as? UIVibrancyEffect)?.blurEffect
    (backdrop.layer as? BackdropLayer)?.style = effect is UIVibrancyEffect ? nil : blur?.style
    backdrop.displayDidChange()
    if effect is UIVibrancyEffect {
      let log = SimulationContext.eventLog ?? window?.eventLog
      log?.record(
        "graphics.unsupported", view: self,
        detail: "UIVibrancyEffect: the content is drawn without vibrancy")
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    backdrop.frame = bounds
    contentView.frame = bounds
  }
}

/// The view that draws a blur effect's backdrop.
@preconcurrency @MainActor
final class VisualEffectBackdropView: UIView {
  override class var layerClass: AnyClass { BackdropLayer.self }
}

/// The layer of a blur's backdrop: the display list draws a ``DisplayBackdrop`` for it.
@preconcurrency @MainActor
final class BackdropLayer: CALayer {
  /// The blur style, or `nil` for none.
  var style: UIBlurEffect.Style?
}
