import Foundation
import GestureCore

/// The options several commands take, declared once: names, value and check are the same in
/// every command; a command may word the help line for what the option means to it.
extension CommandOption {
  /// `-h`, `--help`.
  static func help(_ keyPath: WritableKeyPath<Options, Bool>) -> Self {
    var option = flag(["-h", "--help"], keyPath, help: "Show this help.")
    option.answersAlone = true
    return option
  }

  /// `--version`.
  static func version(_ keyPath: WritableKeyPath<Options, Bool>) -> Self {
    var option = flag(["--version"], keyPath, help: "Show the version.")
    option.answersAlone = true
    return option
  }

  /// `-q`, `--quiet`.
  static func quiet(
    _ keyPath: WritableKeyPath<Options, Bool>,
    help: String = "Print nothing but errors (no progress bar either)."
  ) -> Self {
    flag(["-q", "--quiet"], keyPath, help: help)
  }

  /// `-v`, `--verbose`.
  static func verbose(_ keyPath: WritableKeyPath<Options, Bool>, help: String) -> Self {
    flag(["-v", "--verbose"], keyPath, help: help)
  }

  /// `-o`, `--output DIR`: not empty.
  static func output(_ keyPath: WritableKeyPath<Options, String?>, help: String) -> Self {
    path(["-o", "--output"], "DIR", noun: "a directory", keyPath, help: help)
  }

  /// `--fps N`: 1 to 240 frames per second.
  static func framesPerSecond(_ keyPath: WritableKeyPath<Options, Double?>) -> Self {
    number(
      ["--fps"], "N", in: 1...240, keyPath,
      help: "Frames per second, 1 to 240 (default: the scenario's fps, else 60).")
  }

  /// `--shard I/N` (``Shard``).
  static func shard(_ keyPath: WritableKeyPath<Options, Shard?>, help: String) -> Self {
    value(["--shard"], "I/N", help: help) { options, text, _ in
      options[keyPath: keyPath] = try Shard.parse(text)
    }
  }

  /// `-j`, `--jobs N`: 1 to 64 threads that encode PNG frames.
  static func jobs(_ keyPath: WritableKeyPath<Options, Int>) -> Self {
    whole(
      ["-j", "--jobs"], "N", in: 1...64, keyPath,
      help:
        "Encode PNG frames on N threads, 1 to 64 (default: the number of cores). Frames are drawn in order on one thread; the frame files do not depend on N (review.md records the command line). Each job holds up to two frames in memory."
    )
  }

  /// `--no-code`.
  static func noCode(
    _ keyPath: WritableKeyPath<Options, Bool>,
    help: String = "Refuse scenarios that name Swift code instead of compiling and running it."
  ) -> Self {
    flag(["--no-code"], keyPath, help: help)
  }

  /// `--code-timeout S`: 1 to 3600 seconds.
  static func codeTimeout(_ keyPath: WritableKeyPath<Options, Double>) -> Self {
    number(
      ["--code-timeout"], "S", in: 1...3600, keyPath,
      help:
        "Stop a run whose Swift code keeps one frame from finishing for S seconds, 1 to 3600 (default 60)."
    )
  }

  /// `--appearance light|dark` (``AppearanceOption``): overrides the scenario's `appearance`.
  static func appearance(_ keyPath: WritableKeyPath<Options, UIUserInterfaceStyle?>) -> Self {
    value(
      ["--appearance"], "light|dark",
      help:
        "The screen's appearance, which dynamic colours follow (default: the scenario's, else light)."
    ) { options, text, _ in options[keyPath: keyPath] = try AppearanceOption.parse(text) }
  }

  /// `--interface-level LEVEL`, `base` or `elevated` (``InterfaceLevelOption``): overrides the
  /// scenario's `interfaceLevel`. The value is named `LEVEL` so that the help's column stays
  /// as wide as `--appearance light|dark`.
  static func interfaceLevel(_ keyPath: WritableKeyPath<Options, UIUserInterfaceLevel?>) -> Self {
    value(
      ["--interface-level"], "LEVEL",
      help:
        "The screen's level, base or elevated (as in a sheet), which dark backgrounds follow (default: the scenario's, else base)."
    ) { options, text, _ in options[keyPath: keyPath] = try InterfaceLevelOption.parse(text) }
  }

  /// `--content-size SIZE`, one of the twelve content size categories as Swift spells them
  /// (``ContentSizeOption``): overrides the scenario's `contentSizeCategory`.
  static func contentSize(_ keyPath: WritableKeyPath<Options, UIContentSizeCategory?>) -> Self {
    value(
      ["--content-size"], "SIZE",
      help:
        "The screen's Dynamic Type text size, extraSmall … extraExtraExtraLarge or accessibilityMedium … accessibilityExtraExtraExtraLarge (default: the scenario's, else large)."
    ) { options, text, _ in options[keyPath: keyPath] = try ContentSizeOption.parse(text) }
  }

  /// `--layout-direction ltr|rtl` (``LayoutDirectionOption``): overrides the scenario's
  /// `layoutDirection`. The value is named `FLOW` in the help so that its column stays as wide
  /// as `--appearance light|dark`.
  static func layoutDirection(
    _ keyPath: WritableKeyPath<Options, UIUserInterfaceLayoutDirection?>
  ) -> Self {
    value(
      ["--layout-direction"], "FLOW",
      help:
        "The app's layout direction, ltr (left to right) or rtl (right to left), which leading and trailing constraints, stack views and natural text follow (default: the scenario's, else ltr)."
    ) { options, text, _ in options[keyPath: keyPath] = try LayoutDirectionOption.parse(text) }
  }

  /// `--junit FILE`: not empty.
  static func junit(_ keyPath: WritableKeyPath<Options, String?>, help: String) -> Self {
    path(["--junit"], "FILE", noun: "a file", keyPath, help: help)
  }

  /// `--tolerance N`: a channel difference, 0 to 255, as `diff` and `verify` count pixels.
  static func tolerance(_ keyPath: WritableKeyPath<Options, Int>, help: String) -> Self {
    whole(["--tolerance"], "N", in: 0...255, keyPath, help: help)
  }

  /// `--max-pixels N`: changed pixels a frame may have.
  static func maxPixels(_ keyPath: WritableKeyPath<Options, Int>, help: String) -> Self {
    whole(["--max-pixels"], "N", in: 0...Int(Int32.max), keyPath, help: help)
  }

  /// `--point-tolerance P`: how far a timeline value may be off, ≥ 0.
  static func pointTolerance(_ keyPath: WritableKeyPath<Options, Double>, help: String) -> Self {
    number(["--point-tolerance"], "P", in: 0...Double.infinity, keyPath, help: help)
  }
}
