// The core's API is spelled in Core Graphics' types (`CGAffineTransform`, `CGColor`), so every
// module that uses the core sees them, as UIKit's clients see Core Graphics.
@_exported import CoreGraphics
