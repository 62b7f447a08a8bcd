import Foundation

/// A service a share sheet offers (`UIActivity`): the system's, named by their
/// ``ActivityType``, or the app's own, subclasses given to a ``UIActivityViewController`` as
/// `applicationActivities`. An app's activity is the app's code and runs: tapping its row calls
/// ``prepare(withActivityItems:)`` then ``perform()``, and the activity ends the sheet with
/// ``activityDidFinish(_:)``.
@preconcurrency @MainActor
open class UIActivity {
  /// The name of a kind of activity (`UIActivity.ActivityType`).
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A type from its string (`init(_:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// AirDrop (`airDrop`).
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    /// Messages (`message`).
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    /// Mail (`mail`).
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    /// Copy (`copyToPasteboard`).
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    /// Print (`print`).
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    /// Assign to Contact (`assignToContact`).
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    /// Save Image (`saveToCameraRoll`).
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    /// Add to Reading List (`addToReadingList`).
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    /// Open in Books (`openInIBooks`).
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    /// Markup as PDF (`markupAsPDF`).
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    /// Post to Facebook (`postToFacebook`).
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    /// Post to Twitter (`postToTwitter`).
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
  }

  /// Where an activity shows in the sheet (`UIActivity.Category`).
  public enum Category: Int, Sendable {
    /// A row of actions (`action`).
    case action = 0
    /// A cell in the row of share destinations (`share`). Shown as a row here.
    case share = 1
  }

  /// The activity's category (`activityCategory`, class property, default `.action`).
  open class var activityCategory: Category { .action }
  /// The activity's type (`activityType`, default `nil`).
  open var activityType: ActivityType? { nil }
  /// The title of its row (`activityTitle`, default `nil`).
  open var activityTitle: String? { nil }
  /// The image of its row (`activityImage`, default `nil`).
  open var activityImage: UIImage? { nil }
  /// Whether it can act on `activityItems` (`canPerform(withActivityItems:)`, default false:
  /// an activity that does not override it is not shown, as in UIKit).
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Receives the items before acting (`prepare(withActivityItems:)`).
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// Acts (`perform()`); the activity then calls ``activityDidFinish(_:)``.
  open func perform() {}
  /// The activity's own screen (`activityViewController`, default `nil`). Not shown here: the
  /// row performs.
  open var activityViewController: UIViewController? { nil }

  /// The sheet showing this activity, while it does.
  final weak var sheet: UIActivityViewController?

  /// An activity (`init()`).
  public init() {}

  /// The activity ended (`activityDidFinish(_:)`): the sheet closes and reports
  /// ``activityType`` and `completed` to its `completionWithItemsHandler`.
  open func activityDidFinish(_ completed: Bool) {
    sheet?.finish(activityType: activityType, completed: completed)
  }
}
