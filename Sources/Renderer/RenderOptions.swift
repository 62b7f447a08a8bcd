import Foundation
import GestureCore

/// How frames are drawn: pixel density, the touch overlay and the pinned fonts.
public struct RenderOptions: Sendable, Equatable {
  /// Device pixels per point (UIKit's `UIScreen.scale`), e.g. 2 for `iphone-se`, 3 for
  /// `iphone-15`. A frame's output is `canvasSize × scale` pixels, rounded to whole pixels, in
  /// both PNG and SVG. Must be finite and greater than 0.
  public var scale: Double
  /// Whether the touch indicator overlay (``TouchOverlay``) is drawn above each frame, like
  /// the "Show touches" setting of screen recordings.
  public var showsTouches: Bool
  /// The fonts text is drawn with. Nothing else on the machine is consulted.
  public var fonts: FontConfiguration
  /// Whether gesture states are captioned at the bottom of each frame
  /// (``CaptionOverlay``, "long press (b1): began"), for reviewers. Off by default.
  public var showsCaptions: Bool
  /// Whether each touch indicator has a trail through its last 0.3 s of positions
  /// (``TouchTrailOverlay``; the frames need ``TouchTrailTracker``'s trails). Off by default.
  public var showsTouchTrails: Bool
  /// Whether every visible view is outlined and tagged with its id (``ViewOutlineOverlay``).
  /// Off by default.
  public var showsViewOutlines: Bool
  /// Whether the elements VoiceOver would visit are numbered on the screen in reading order,
  /// with a legend of what it speaks beside the screen (``AccessibilityOverlay``; the frames
  /// need ``GestureCore/Frame/accessibility``). The legend widens each frame by
  /// ``AccessibilityOverlay/legendWidth`` points. Off by default.
  public var showsAccessibility: Bool = false
  /// Whether the frame number and time are shown at the top right (``FrameInfoOverlay``). Off
  /// by default.
  public var showsFrameInfo: Bool

  /// Which writer encodes PNG frames (``PNGWriterKind/fast`` unless benchmarking Cairo's).
  public var pngWriter: PNGWriterKind
  /// The device chrome drawn over each frame (status bar, notch or island, home indicator,
  /// rounded corners; ``DeviceChromeOverlay``), or `nil` for none (the default).
  public var chrome: DeviceChrome?
  /// The appearance the chrome's glyphs follow: black on light, white on dark.
  public var chromeStyle: UIUserInterfaceStyle

  /// Creates options; see the properties for units.
  public init(
    scale: Double = 2, showsTouches: Bool = true, fonts: FontConfiguration = .standard,
    showsCaptions: Bool = false, showsTouchTrails: Bool = false,
    showsViewOutlines: Bool = false, showsFrameInfo: Bool = false,
    pngWriter: PNGWriterKind = .fast, chrome: DeviceChrome? = nil,
    chromeStyle: UIUserInterfaceStyle = .light, showsAccessibility: Bool = false
  ) {
    self.showsAccessibility = showsAccessibility
    self.pngWriter = pngWriter
    self.chrome = chrome
    self.chromeStyle = chromeStyle
    self.scale = scale
    self.showsTouches = showsTouches
    self.fonts = fonts
    self.showsCaptions = showsCaptions
    self.showsTouchTrails = showsTouchTrails
    self.showsViewOutlines = showsViewOutlines
    self.showsFrameInfo = showsFrameInfo
  }
}

/// A pinned font set: the directories whose fonts are loaded into a private fontconfig
/// configuration (no system configuration, no user fonts), and the family that stands in for
/// UIKit's system font (San Francisco does not exist off Apple platforms).
///
/// Text only ever uses these fonts, so the same frame gives the same pixels on every machine that
/// has the same font files. Characters the system family lacks fall back to the other fonts of
/// the set in fontconfig's order, so a CJK directory in the set (``standard`` has
/// `/usr/share/fonts/truetype/wqy`, package `fonts-wqy-microhei`) is enough to draw CJK text.
public struct FontConfiguration: Sendable, Equatable {
  /// A directory of font files (TTF, OTF, TTC), or one font file, and the Debian package that
  /// installs it.
  public struct Directory: Sendable, Equatable {
    /// The absolute path of the directory or file. A directory's font files, and those of its
    /// subdirectories, are read in name order (fontconfig's `FcConfigAppFontAddDir`); a file is
    /// read alone (`FcConfigAppFontAddFile`), so other fonts a package installs beside it stay
    /// out of the set.
    public var path: String
    /// The Debian package that provides the directory, named in the error when it is missing.
    public var package: String

    /// Creates a directory entry.
    public init(path: String, package: String) {
      self.path = path
      self.package = package
    }
  }

  /// The font directories, searched in order.
  public var directories: [Directory]
  /// The family drawn for ``GestureCore/DisplayFont/systemFamily`` and for any family the set
  /// does not contain, e.g. "DejaVu Sans".
  public var systemFamily: String
  /// The family drawn for ``GestureCore/DisplayFont/serifFamily`` (serif `UIFont`s such as
  /// Times New Roman), e.g. "DejaVu Serif"; the system family when the set lacks it.
  public var serifFamily: String
  /// The family drawn for ``GestureCore/DisplayFont/monospacedFamily`` (monospaced `UIFont`s
  /// such as Menlo), e.g. "DejaVu Sans Mono"; the system family when the set lacks it.
  public var monospacedFamily: String
  /// The BCP 47 language tag Pango uses to choose fonts and shape text, fixed so that the
  /// machine's locale (`LANG`) cannot change the output.
  public var language: String

  /// Creates a font set description; see the properties. The serif and monospaced families
  /// default to DejaVu's.
  public init(
    directories: [Directory], systemFamily: String, language: String = "en",
    serifFamily: String = "DejaVu Serif", monospacedFamily: String = "DejaVu Sans Mono"
  ) {
    self.directories = directories
    self.systemFamily = systemFamily
    self.language = language
    self.serifFamily = serifFamily
    self.monospacedFamily = monospacedFamily
  }

  /// DejaVu Sans from Debian's `fonts-dejavu-core` (`/usr/share/fonts/truetype/dejavu`), with
  /// DejaVu Serif and DejaVu Sans Mono from the same folder for serif and monospaced fonts. It
  /// covers Latin, Greek and Cyrillic, not CJK.
  public static let dejaVuSans = FontConfiguration(
    directories: [
      Directory(path: "/usr/share/fonts/truetype/dejavu", package: "fonts-dejavu-core")
    ],
    systemFamily: "DejaVu Sans")

  /// The default set: DejaVu Sans (``dejaVuSans``) for Latin, Greek and Cyrillic, then
  /// WenQuanYi Micro Hei from Debian's `fonts-wqy-microhei` (`/usr/share/fonts/truetype/wqy`,
  /// 5 MB installed, Apache 2.0 or GPL 3 with the font exception) as the fallback for Chinese,
  /// Japanese kana and Korean, so a label like "按钮 1" draws real glyphs, not boxes.
  public static let standard = FontConfiguration.dejaVuSans.adding(
    Directory(path: "/usr/share/fonts/truetype/wqy", package: "fonts-wqy-microhei"))

  /// This set with one more directory appended (e.g. a CJK font directory for fallback).
  public func adding(_ directory: Directory) -> FontConfiguration {
    var copy = self
    copy.directories.append(directory)
    return copy
  }
}
