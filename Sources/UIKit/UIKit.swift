// The module a UIKit Swift file imports on Linux: `import UIKit` brings the simulated UIKit
// (GestureCore) and Core Graphics (`CGAffineTransform`, `CGColor`, and Foundation's `CGFloat`,
// `CGPoint`, `CGSize`, `CGRect`), as the real framework does. Nothing is declared here: the
// core spells its types as UIKit does (docs/uikit-code.md).
@_exported import CoreGraphics
@_exported import GestureCore
