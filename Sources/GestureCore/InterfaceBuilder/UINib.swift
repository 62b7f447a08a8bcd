import Foundation

/// The contents of a nib file (`.xib`), UIKit's `UINib`: read once, instantiated as often as
/// asked, each time making new objects.
@preconcurrency @MainActor
open class UINib: NSObject {
  /// The parsed file.
  public let document: IBDocument

  /// The nib `name` (`CardView` for `CardView.xib`) from the scenario's folder
  /// (`init(nibName:bundle:)`; the simulation's bundle is that folder, whatever `bundle` says).
  /// A missing or unreadable file stops the run with UIKit's message ("Could not load NIB in
  /// bundle") or the file's located error.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    guard let url = InterfaceBuilderFiles.url(named: name, extension: "xib") else {
      fatalError(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: 'Could not load NIB in bundle: 'NSBundle (loaded)' with name '\(name)'' "
          + "(no \(name).xib in the scenario's folder)")
    }
    document = InterfaceBuilderFiles.document(at: url)
    super.init()
  }

  /// A nib of an already parsed document.
  public init(document: IBDocument) {
    self.document = document
    super.init()
  }

  /// A nib of the xib text `data` (`init(data:bundle:)`).
  /// - Precondition: the data is a readable Interface Builder document (else the run stops
  ///   with its located error).
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    do {
      document = try IBDocumentParser.parse(data: data, fileName: "nib data")
    } catch {
      fatalError("\(error)")
    }
    super.init()
  }

  /// Makes the nib's objects with `ownerOrNil` as File's Owner and returns the top-level ones
  /// (not the placeholders), in the file's order (`instantiate(withOwner:options:)`): outlets
  /// and actions connected, then `awakeFromNib()` sent to each object made (docs/
  /// interface-builder.md). Skipped elements and unknown classes are timeline events.
  open func instantiate(
    withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil
  ) -> [Any] {
    let graph = IBObjectGraph(document: document)
    return graph.instantiateNib(owner: ownerOrNil.map { $0 as AnyObject })
  }

  /// Keys of the options `instantiate(withOwner:options:)` takes (`UINib.OptionsKey`).
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// External objects by identifier (`externalObjects`): not modelled; a nib with external
    /// object placeholders warns.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// Loads the view of `controller` from nib `nibName`, the controller as File's Owner
  /// (``UIViewController/loadView()``); a nib whose `view` outlet is not connected stops the
  /// run with UIKit's message.
  static func loadView(of controller: UIViewController, nibName: String) {
    _ = UINib(nibName: nibName, bundle: nil).instantiate(withOwner: controller)
    guard controller.viewIfLoaded != nil else {
      fatalError(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: '-[\(type(of: controller)) _loadViewFromNibNamed:bundle:] loaded the "
          + "\"\(nibName)\" nib but the view outlet was not set.'")
    }
  }
}

extension Bundle {
  /// Makes the objects of nib `name` with `owner` as File's Owner and returns the top-level
  /// ones (`loadNibNamed(_:owner:options:)`): the nib is found in the scenario's folder, which
  /// stands in for every bundle.
  @preconcurrency @MainActor
  public func loadNibNamed(
    _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil
  ) -> [Any]? {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}
