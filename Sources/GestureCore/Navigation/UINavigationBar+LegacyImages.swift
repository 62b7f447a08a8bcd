import Foundation

/// The bar metrics a legacy bar image is set for (`UIBarMetrics`, UIKit's raw values). The
/// simulated devices are portrait phones, so `.default` is the one drawn.
public enum UIBarMetrics: Int, Sendable {
  /// A standard-height bar (`default`).
  case `default` = 0
  /// A compact-height bar (`compact`, an iPhone in landscape).
  case compact = 1
  /// A standard-height bar with a prompt (`defaultPrompt`).
  case defaultPrompt = 101
  /// A compact-height bar with a prompt (`compactPrompt`).
  case compactPrompt = 102
}

extension UINavigationBar {
  /// The image drawn under the bar instead of its hairline (`shadowImage`, default `nil`). As
  /// in UIKit it shows only while a background image is set with
  /// ``setBackgroundImage(_:for:)``; an empty image (`UIImage()`) removes the hairline.
  public var shadowImage: UIImage? {
    get { legacyImages.shadow }
    set {
      legacyImages.shadow = newValue
      legacyImagesDidChange()
    }
  }

  /// The image the back button shows instead of the chevron (`backIndicatorImage`, default
  /// `nil`); as in UIKit it is used only with ``backIndicatorTransitionMaskImage`` set too.
  public var backIndicatorImage: UIImage? {
    get { legacyImages.backIndicator }
    set {
      legacyImages.backIndicator = newValue
      legacyImagesDidChange()
    }
  }

  /// The mask of the back indicator during a push or pop (`backIndicatorTransitionMaskImage`,
  /// default `nil`): kept; the transition draws the image unmasked.
  public var backIndicatorTransitionMaskImage: UIImage? {
    get { legacyImages.backIndicatorMask }
    set {
      legacyImages.backIndicatorMask = newValue
      legacyImagesDidChange()
    }
  }

  /// Sets the bar's background image for `barMetrics` (`setBackgroundImage(_:for:)`); `nil`
  /// removes it. The `.default` image fills the bar (and the status bar area above it) instead
  /// of its material, unless ``standardAppearance`` was assigned (iOS 13 and later build the
  /// standard appearance from these legacy settings); an empty image (`UIImage()`) leaves the
  /// bar transparent.
  public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    legacyImages.backgrounds[barMetrics.rawValue] = backgroundImage
    legacyImagesDidChange()
  }

  /// The background image set for `barMetrics` (`backgroundImage(for:)`), or `nil`.
  public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    legacyImages.backgrounds[barMetrics.rawValue]
  }

  private func legacyImagesDidChange() {
    legacyImages.made = nil
    appearanceDidChange()
  }
}

/// A navigation bar's legacy images, and the standard appearance they make.
@preconcurrency @MainActor
final class NavigationBarLegacyImages {
  var backgrounds: [Int: UIImage] = [:]
  var shadow: UIImage?
  var backIndicator: UIImage?
  var backIndicatorMask: UIImage?
  /// The appearance made from the last standard one, kept while neither changes.
  var made: (source: UINavigationBarAppearance, copy: UINavigationBarAppearance)?

  init() {}

  /// `standard` with the legacy images applied: the `.default` background image (an empty one
  /// leaves the bar transparent), the shadow image while a background image is set, and the
  /// back indicator when its mask is set too; `standard` itself when none is set.
  func applied(to standard: UINavigationBarAppearance) -> UINavigationBarAppearance {
    let background = backgrounds[UIBarMetrics.default.rawValue]
    let indicator = backIndicator.flatMap { image in backIndicatorMask.map { (image, $0) } }
    guard background != nil || indicator != nil else { return standard }
    if let made, made.source === standard { return made.copy }
    let copy = standard.copy()
    if let background {
      copy.configureWithTransparentBackground()
      copy.backgroundImage = background.size == .zero ? nil : background
      if let shadow {
        copy.shadowColor = nil
        copy.shadowImage = shadow.size == .zero ? nil : shadow
      } else {
        copy.shadowColor = standard.shadowColor
      }
    }
    if let indicator {
      copy.setBackIndicatorImage(indicator.0, transitionMaskImage: indicator.1)
    }
    made = (standard, copy)
    return copy
  }
}
