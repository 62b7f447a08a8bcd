/// The core's `required` initializers that UIKit's classes do not declare `required`, and the
/// trapping initializer the preparation gives a subclass of the code that lacks one.
///
/// UIKit makes cells, reusable views, layers and invalidation contexts through the Objective-C
/// runtime (`[[cls alloc] initWithFrame:]`); the core makes them through the metatype, which
/// needs a `required` initializer. A class of the code that declares a designated initializer
/// of its own (often only `init?(coder:)`, for a view loaded from a nib) inherits none of its
/// superclass's, so Swift stops it here ("'required' initializer 'init(style:reuseIdentifier:)'
/// must be provided by subclass") where Xcode compiles it. Such a class gets the initializer,
/// trapping as iOS's Swift runtime does when the class is made that way
/// ("Use of unimplemented initializer 'init(frame:)' for class 'Cell'"), inserted on the line
/// of the class's closing brace so that no line moves (``ExtensionOverrides``).
enum RequiredInitializers {
  /// One `required` initializer of a core class.
  struct Requirement: Equatable {
    /// The argument labels (`["style", "reuseIdentifier"]`).
    let labels: [String]
    /// The declaration's signature after `required`, as the core declares it.
    let signature: String
    /// Whether the core declares it `convenience`.
    let isConvenience: Bool
    /// The initializer iOS would call and report missing, `init(frame:)`.
    let reported: String
    /// For a convenience initializer, the labels of the designated initializers a subclass
    /// overrides to inherit it (Swift's rule: all of its superclass's designated ones).
    var inheritedThrough: [[String]] = []
  }

  /// The core classes that declare `required` initializers (other than `init?(coder:)`,
  /// which UIKit requires too), by name.
  static let roots: [String: [Requirement]] = [
    "UITableViewCell": [
      Requirement(
        labels: ["style", "reuseIdentifier"],
        signature: "init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)",
        isConvenience: false, reported: "init(style:reuseIdentifier:)")
    ],
    "UITableViewHeaderFooterView": [
      Requirement(
        labels: ["reuseIdentifier"], signature: "init(reuseIdentifier: String?)",
        isConvenience: false, reported: "init(reuseIdentifier:)")
    ],
    "UICollectionReusableView": [
      Requirement(
        labels: ["reusableViewFrame"], signature: "init(reusableViewFrame frame: CGRect)",
        isConvenience: true, reported: "init(frame:)", inheritedThrough: [["frame"], ["coder"]])
    ],
    "CALayer": [
      Requirement(labels: [], signature: "init()", isConvenience: false, reported: "init()")
    ],
    "CAAnimation": [
      Requirement(labels: [], signature: "init()", isConvenience: false, reported: "init()")
    ],
    "UICollectionViewLayoutInvalidationContext": [
      Requirement(labels: [], signature: "init()", isConvenience: false, reported: "init()")
    ],
    "UICollectionViewLayoutAttributes": [
      Requirement(
        labels: ["forCellWith"], signature: "init(forCellWith indexPath: IndexPath)",
        isConvenience: true, reported: "init()", inheritedThrough: [[]]),
      Requirement(
        labels: ["forSupplementaryViewOfKind", "with"],
        signature:
          "init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)",
        isConvenience: true, reported: "init()", inheritedThrough: [[]]),
      Requirement(
        labels: ["forDecorationViewOfKind", "with"],
        signature:
          "init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath)",
        isConvenience: true, reported: "init()", inheritedThrough: [[]]),
    ],
    "UIBarAppearance": [
      Requirement(labels: [], signature: "init()", isConvenience: false, reported: "init()"),
      Requirement(
        labels: ["idiom"], signature: "init(idiom: UIUserInterfaceIdiom)", isConvenience: false,
        reported: "init(idiom:)"),
      Requirement(
        labels: ["barAppearance"], signature: "init(barAppearance: UIBarAppearance)",
        isConvenience: false, reported: "init(barAppearance:)"),
    ],
    "UIViewPropertyAnimator": [
      Requirement(
        labels: ["duration", "timingParameters"],
        signature: "init(duration: TimeInterval, timingParameters: UITimingCurveProvider)",
        isConvenience: false, reported: "init(duration:timingParameters:)")
    ],
  ]

  /// The core's subclasses of the ``roots`` that user code subclasses, and the root each
  /// inherits its `required` initializers from.
  static let coreSubclasses: [String: String] = [
    "UICollectionViewCell": "UICollectionReusableView",
    "UICollectionViewListCell": "UICollectionReusableView",
    "CAShapeLayer": "CALayer", "CAGradientLayer": "CALayer", "CATextLayer": "CALayer",
    "CATransformLayer": "CALayer",
    "CAPropertyAnimation": "CAAnimation", "CABasicAnimation": "CAAnimation",
    "CAKeyframeAnimation": "CAAnimation", "CASpringAnimation": "CAAnimation",
    "CAAnimationGroup": "CAAnimation", "CATransition": "CAAnimation",
    "UINavigationBarAppearance": "UIBarAppearance", "UITabBarAppearance": "UIBarAppearance",
    "UIToolbarAppearance": "UIBarAppearance",
  ]

  /// A class of the code, as the walk saw it.
  struct CodeClass {
    /// Its name, qualified by the types it is nested in (`Outer.Cell`).
    let name: String
    /// The first type of its inheritance clause, as written, if any.
    let superclass: String?
    /// Its access level word when it is `open` or `public` (a required initializer must be as
    /// visible as the class), else `nil`.
    let access: String?
    /// The argument labels of each designated initializer its body declares.
    let designated: [[String]]
  }

  /// The initializers to insert into each class of `classes` (by name) that lacks a required
  /// one of the core class it descends from, as declarations ending in `;`.
  static func insertions(for classes: [CodeClass]) -> [String: String] {
    var byName: [String: CodeClass] = [:]
    for type in classes { byName[type.name] = type }
    var result: [String: String] = [:]
    for type in classes where !type.designated.isEmpty {
      guard let requirements = requirements(of: type, in: byName) else { continue }
      let missing = requirements.filter { requirement in
        !type.designated.contains(requirement.labels)
          && !(requirement.isConvenience
            && requirement.inheritedThrough.allSatisfy(type.designated.contains))
      }
      guard !missing.isEmpty else { continue }
      let simpleName = type.name.split(separator: ".").last.map(String.init) ?? type.name
      result[type.name] = missing.map { requirement in
        let access = type.access == nil ? "" : "public "
        let message =
          "Use of unimplemented initializer '\(requirement.reported)' for class '\(simpleName)'"
        return " \(access)required \(requirement.isConvenience ? "convenience " : "")"
          + "\(requirement.signature) { fatalError(\"\(message)\") };"
      }.joined()
    }
    return result
  }

  /// The required initializers of the core class `type` descends from through the code's
  /// own classes, or `nil` when it descends from none of the ``roots``.
  private static func requirements(of type: CodeClass, in byName: [String: CodeClass])
    -> [Requirement]?
  {
    var current = type.superclass
    var seen: Set<String> = [type.name]
    while let name = current {
      if let next = byName[name] {
        guard seen.insert(next.name).inserted else { return nil }
        current = next.superclass
        continue
      }
      let simple = name.split(separator: ".").last.map(String.init) ?? name
      return roots[simple] ?? coreSubclasses[simple].flatMap { roots[$0] }
    }
    return nil
  }
}
