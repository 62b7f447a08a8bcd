import Foundation

/// An object that manages a view hierarchy and takes part in the responder chain, UIKit's
/// `UIViewController`.
///
/// Life cycle, in UIKit's order (Apple, "Displaying and managing views with a view controller"
/// and the pages of each method):
/// 1. the first access to ``view`` calls ``loadView()`` (by default a plain `UIView`), then
///    ``viewDidLoad()``, once;
/// 2. when the view is about to enter a visible window (``UIWindow/makeKeyAndVisible()``, or
///    added to a window that is already visible): ``viewWillAppear(_:)``;
/// 3. at the layout pass: ``viewWillLayoutSubviews()``, the view's `layoutSubviews()`,
///    ``viewDidLayoutSubviews()``;
/// 4. after the first frame that shows the view has been drawn: ``viewDidAppear(_:)``;
/// 5. when the view is about to leave a visible window: ``viewWillDisappear(_:)``, then, once
///    it has left, ``viewDidDisappear(_:)``.
///
/// A controller owns its root view and its ``children``; the view refers back weakly, and a
/// child's ``parent`` is weak. Touches that no view handles reach the controller after its
/// root view, then the root view's superview.
///
/// Every member an app's subclass may override is declared in this class body, grouped by
/// area with a pointer to where its behaviour lives (Navigation/, InterfaceBuilder/,
/// Views/UIViewController+…): without the Objective-C runtime, Swift does not let a subclass
/// override a member declared in an extension, so this file cannot be split along the areas
/// as the rest of the core is.
open class UIViewController: UIResponder {
  /// The name of the nib file the view is loaded from (`nibName`): ``loadView()`` loads
  /// `NAME.xib` from the scenario's folder (docs/interface-builder.md).
  open var nibName: String? { storedNibName }
  /// The bundle of the nib file (`nibBundle`); the simulation's bundle is the scenario's
  /// folder, whatever it says.
  open var nibBundle: Bundle? { storedNibBundle }
  /// A localized string that names the controller's view (`title`, default `nil`). Setting it
  /// sets the ``navigationItem``'s title too (a navigation bar showing that item redraws), as
  /// Apple documents: "If the view controller has a valid navigation item … assigning a value
  /// to this property updates the title text of that object"; an item not made yet shows this
  /// title when it is. The ``tabBarItem``'s title follows it too.
  open var title: String? {
    didSet {
      screenState.navigationItem?.title = title
      titleDidChange()
    }
  }
  /// The appearance of the controller and its root view whatever the superview's
  /// (`overrideUserInterfaceStyle`, default ``UIUserInterfaceStyle/unspecified``: inherit). An
  /// override on the root view itself wins over it. Setting it calls
  /// ``traitCollectionDidChange(_:)`` on the controller and the views whose style changes.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet {
      viewIfLoaded?.displayDidChange()
      guard overrideUserInterfaceStyle != oldValue else { return }
      if let view = viewIfLoaded, view.owningViewController === self {
        let inherited = oldValue != .unspecified ? oldValue : view.superviewUserInterfaceStyle
        view.traitStyleChanged(
          from: view.overrideUserInterfaceStyle != .unspecified
            ? view.overrideUserInterfaceStyle : inherited)
      }
    }
  }

  /// The storyboard the controller was made from (`storyboard`), or `nil`.
  public internal(set) var storyboard: UIStoryboard?
  /// Loads the view of a storyboard scene into the controller, set by the storyboard that made
  /// it; ``loadView()`` calls it.
  final var interfaceBuilderViewLoader: (@MainActor (UIViewController) -> Void)?
  private let storedNibName: String?
  private let storedNibBundle: Bundle?
  private var storedView: UIView?
  private var isLoadingView = false
  private var storedChildren: [UIViewController] = []
  private weak var storedParent: UIViewController?
  /// Where the controller is in its appearance transitions
  /// (`Views/UIViewController+Appearance.swift`).
  var appearanceState = AppearanceState.disappeared
  /// The transition a container began by hand (``beginAppearanceTransition(_:animated:)``),
  /// which ``endAppearanceTransition()`` ends: appearing or not, animated or not, and the
  /// controllers that take part, inner first.
  var manualAppearance: (appearing: Bool, animated: Bool, controllers: [UIViewController])?

  /// Whether the controller's appearance calls reach its children by themselves
  /// (`shouldAutomaticallyForwardAppearanceMethods`, default true). A container that returns
  /// false calls ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``
  /// on its children itself.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// A controller whose view comes from `nibName` in `bundle` (`init(nibName:bundle:)`, the
  /// designated initializer): ``loadView()`` loads `nibName.xib` from the scenario's folder
  /// with the controller as File's Owner; `nil` makes a plain view.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    storedNibName = nibNameOrNil
    storedNibBundle = nibBundleOrNil
    super.init()
  }

  /// A controller decoded from an archive (`init?(coder:)`): a storyboard makes its scenes'
  /// controllers with it, then gives them the scene's view to load (``loadView()``). Made
  /// otherwise, it is what `init(nibName: nil, bundle: nil)` makes.
  public required init?(coder: NSCoder) {
    storedNibName = nil
    storedNibBundle = nil
    super.init()
  }

  /// A controller without a nib (`init()`, what `init(nibName: nil, bundle: nil)` makes).
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  // MARK: The view

  /// The root view, loaded on first access (`view`): reading it while it is `nil` calls
  /// ``loadView()`` and then ``viewDidLoad()``. Setting it installs another root view (the
  /// controller becomes its next responder) without calling ``viewDidLoad()``; setting `nil`
  /// unloads it, and the next access loads it again.
  open var view: UIView! {
    get {
      loadViewIfNotLoaded()
      return storedView
    }
    set {
      if let old = storedView, old.owningViewController === self {
        old.owningViewController = nil
      }
      storedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// The root view if it is loaded, else `nil`; never loads it (`viewIfLoaded`).
  open var viewIfLoaded: UIView? { storedView }

  /// Whether the root view is loaded (`isViewLoaded`).
  open var isViewLoaded: Bool { storedView != nil }

  /// Makes the root view and sets ``view`` (`loadView()`); called once, on the first access to
  /// ``view``. The default makes a plain `UIView` the size of the screen (UIKit's
  /// `UIScreen.main.bounds`), so `view.bounds` in `viewDidLoad` is what a device shows: the
  /// simulated device's when a scenario builds the scene, zero outside one. Override it to make
  /// your own view: set ``view`` and do not call `super`.
  ///
  /// A controller from a storyboard loads its scene's view instead, and one made with a
  /// ``nibName`` loads that nib with itself as File's Owner, whose `view` outlet sets ``view``
  /// (docs/interface-builder.md).
  open func loadView() {
    if let loader = interfaceBuilderViewLoader {
      loader(self)
      return
    }
    if let nibName {
      UINib.loadView(of: self, nibName: nibName)
      return
    }
    view = UIView(frame: SimulationContext.screen?.bounds ?? .zero)
  }

  /// Loads the view now if it is not loaded (`loadViewIfNeeded()`, iOS 9).
  open func loadViewIfNeeded() {
    loadViewIfNotLoaded()
  }

  /// Called once, after ``loadView()`` made the view (`viewDidLoad()`): add subviews,
  /// recognizers and constraints here. The default does nothing.
  open func viewDidLoad() {}

  // MARK: State restoration

  /// The identifier UIKit saves the controller's state under (`restorationIdentifier`);
  /// `nil`, the default, opts the controller out. Kept, not used: see
  /// ``encodeRestorableState(with:)``.
  open var restorationIdentifier: String?

  /// Saves the controller's state for a later launch (`encodeRestorableState(with:)`). UIKit
  /// calls it when an app that opted in to state preservation moves to the background, and
  /// ``decodeRestorableState(with:)`` on the next launch; a run is one launch that never moves
  /// to the background, so neither is called, as on a device in that time. Overrides call
  /// `super`.
  open func encodeRestorableState(with coder: NSCoder) {}

  /// Restores the state ``encodeRestorableState(with:)`` saved
  /// (`decodeRestorableState(with:)`); never called in a run (no earlier launch saved any).
  open func decodeRestorableState(with coder: NSCoder) {}

  /// Called after every restored object decoded its state
  /// (`applicationFinishedRestoringState()`); never called in a run.
  open func applicationFinishedRestoringState() {}

  /// Called after the controller's ``traitCollection`` changed, with the traits before
  /// (`traitCollectionDidChange(_:)`): when its override, its root view's or a superview's
  /// changes the style the root view shows. The default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The view is about to be added to a visible window (`viewWillAppear(_:)`); call `super`.
  /// `animated` is always false in the simulation.
  open func viewWillAppear(_ animated: Bool) {}

  /// The view is on screen (`viewDidAppear(_:)`): called after the first frame that shows it
  /// has been drawn (Apple: "after the completion of any drawing … involved in the initial
  /// appearance"); call `super`.
  open func viewDidAppear(_ animated: Bool) {}

  /// The view is about to leave a visible window (`viewWillDisappear(_:)`); call `super`.
  open func viewWillDisappear(_ animated: Bool) {}

  /// The view has left a visible window (`viewDidDisappear(_:)`); call `super`.
  open func viewDidDisappear(_ animated: Bool) {}

  /// The root view is about to lay out its subviews (`viewWillLayoutSubviews()`): the layout
  /// pass calls it just before the view's `layoutSubviews()`. The default does nothing.
  open func viewWillLayoutSubviews() {}

  /// The root view has laid out its subviews (`viewDidLayoutSubviews()`): the layout pass calls
  /// it just after the view's `layoutSubviews()`, before the subviews lay out their own. The
  /// default does nothing.
  open func viewDidLayoutSubviews() {}

  /// Called when the app changes the root view's margins (`viewLayoutMarginsDidChange()`); the
  /// default does nothing.
  open func viewLayoutMarginsDidChange() {}

  /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``
  /// (`viewRespectsSystemMinimumLayoutMargins`, default true, as Apple documents). Changing it
  /// re-solves at the next layout pass.
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// The smallest margins the root view gets, points (`systemMinimumLayoutMargins`): zero at the
  /// top and bottom, 16 pt leading and trailing in a window narrower than 414 pt (the compact
  /// iPhones: SE, 8, 12–15), 20 pt in wider ones (Plus and Max phones, iPads). Apple documents
  /// the property but not its values; these are the values those devices report (the
  /// "readable" 16/20 pt side margins of the system apps).
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let width = viewIfLoaded?.window?.bounds.width ?? 0
    let side: CGFloat = width >= 414 ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  // MARK: Containment

  /// The child controllers, in the order added (`children`); owned.
  open var children: [UIViewController] { storedChildren }

  /// The container this controller is a child of, or `nil` (`parent`; weak).
  open var parent: UIViewController? { storedParent }

  /// Makes `childController` a child of this controller (`addChild(_:)`). A child of another
  /// container is removed from it first (``removeFromParent()``); then the child gets
  /// `willMove(toParent: self)` and joins ``children``. Apple: the method "automatically calls
  /// the willMove(toParent:) method of the view controller to be added as a child before
  /// adding it" but not `didMove(toParent:)`: call that yourself once the child's view is in
  /// place. Adding a child that is already this controller's child does nothing.
  open func addChild(_ childController: UIViewController) {
    guard childController !== self, childController.storedParent !== self else { return }
    if childController.storedParent != nil { childController.removeFromParent() }
    childController.willMove(toParent: self)
    storedChildren.append(childController)
    childController.storedParent = self
  }

  /// Removes this controller from its parent (`removeFromParent()`), then calls
  /// `didMove(toParent: nil)`. Apple: it does not call `willMove(toParent: nil)`; call that
  /// before. The controller's view stays where it is: remove it from its superview yourself.
  open func removeFromParent() {
    guard let parent = storedParent else { return }
    parent.storedChildren.removeAll { $0 === self }
    storedParent = nil
    didMove(toParent: nil)
  }

  /// Called just before the controller is added to `parent`, or removed from its parent when
  /// `nil` (`willMove(toParent:)`). The default does nothing.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to `parent`, or removed from its parent when `nil`
  /// (`didMove(toParent:)`). The default does nothing.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Status bar and legacy layout guides (Views/UIViewController+StatusBar.swift)

  /// The status bar style the controller wants (`preferredStatusBarStyle`, default
  /// ``UIStatusBarStyle/default``). Read when the controller's status bar appearance is
  /// updated (``setNeedsStatusBarAppearanceUpdate()``) and recorded in the timeline.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }

  /// Whether the controller wants the status bar hidden (`prefersStatusBarHidden`, default
  /// false).
  open var prefersStatusBarHidden: Bool { false }

  /// The animation of a status bar change (`preferredStatusBarUpdateAnimation`, default
  /// ``UIStatusBarAnimation/fade``).
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

  /// The child whose ``preferredStatusBarStyle`` is used instead of this controller's
  /// (`childForStatusBarStyle`, default `nil`).
  open var childForStatusBarStyle: UIViewController? { nil }

  /// The child whose ``prefersStatusBarHidden`` is used instead of this controller's
  /// (`childForStatusBarHidden`, default `nil`).
  open var childForStatusBarHidden: UIViewController? { nil }

  /// Whether the controller, presented not full screen, takes over the status bar's appearance
  /// from the presenting controller (`modalPresentationCapturesStatusBarAppearance`, default
  /// false). A full-screen presentation always does, as in UIKit.
  open var modalPresentationCapturesStatusBarAppearance = false

  /// Asks the system to read the status bar preferences again
  /// (`setNeedsStatusBarAppearanceUpdate()`): records a `statusBar.appearance` timeline event
  /// with the style and visibility the window's root controller now gives (or the controller
  /// it presents, when that one captures the status bar: full screen, or
  /// ``modalPresentationCapturesStatusBarAppearance``), following
  /// ``childForStatusBarStyle`` and ``childForStatusBarHidden``.
  open func setNeedsStatusBarAppearanceUpdate() { recordStatusBarAppearance() }

  /// Whether UIKit adjusts the insets of a scroll view that is the root view or its first
  /// subview (`automaticallyAdjustsScrollViewInsets`, deprecated in iOS 11, default true).
  /// Since iOS 11 the scroll view's `contentInsetAdjustmentBehavior` does this work and UIKit
  /// ignores the property, as here: it is stored and read back.
  open var automaticallyAdjustsScrollViewInsets = true

  /// The legacy guides of ``topLayoutGuide`` and ``bottomLayoutGuide``, made on first use.
  var edgeLayoutGuides: (top: EdgeLayoutGuide, bottom: EdgeLayoutGuide)?

  // MARK: Navigation and transitions (Navigation/, docs/navigation.md)

  /// Navigation and transition state (`Navigation/ScreenState.swift`).
  lazy var screenState = ScreenState()

  /// What the controller shows in a navigation bar while on top (`navigationItem`): made on
  /// first use; its title follows ``title`` unless set.
  open var navigationItem: UINavigationItem {
    if let item = screenState.navigationItem { return item }
    let item = UINavigationItem()
    item.owner = self
    screenState.navigationItem = item
    return item
  }

  // MARK: Tabs (Navigation/TabBar/, docs/tab-bar.md)

  /// The item that stands for the controller on a tab bar (`tabBarItem`): made on first use with
  /// the controller's ``title`` (a navigation controller without a title takes its root
  /// controller's) and no image. Setting it, or the controller's `title` (Apple, `title`:
  /// assigning it "updates the title text" of the tab bar item too), redraws the tab. The
  /// root controller of a navigation controller sets the navigation controller's item title
  /// with its own title, as UIKit's tabs follow the title of their stack's root.
  open var tabBarItem: UITabBarItem! {
    get {
      if let item = screenState.tabBarItem { return item }
      let root = (self as? UINavigationController)?.viewControllers.first
      let item = UITabBarItem(title: title ?? root?.title, image: nil, tag: 0)
      screenState.tabBarItem = item
      return item
    }
    set {
      screenState.tabBarItem = newValue
      tabBarController?.updateItems()
    }
  }

  /// Whether the tab bar is hidden while this controller is pushed on a navigation controller
  /// that is a tab (`hidesBottomBarWhenPushed`, default false): the bar hides when the push
  /// starts and stays hidden for controllers pushed above it; it comes back when the pop that
  /// takes the controller off ends. UIKit slides the bar away with the outgoing screen; here it
  /// disappears and reappears at once.
  open var hidesBottomBarWhenPushed: Bool {
    get { screenState.hidesBottomBarWhenPushed }
    set {
      screenState.hidesBottomBarWhenPushed = newValue
      tabBarController?.viewIfLoaded?.setNeedsLayout()
    }
  }

  /// The size the controller would like its view to have when shown in a container that sizes
  /// to its content, points (`preferredContentSize`, default zero: no preference). A context
  /// menu's preview controller is shown at this size (docs/presentation.md, "Context menus").
  open var preferredContentSize: CGSize {
    get { screenState.preferredContentSize }
    set { screenState.preferredContentSize = newValue }
  }

  /// The items the navigation controller's toolbar shows while this controller is on top
  /// (`toolbarItems`, default `nil`: an empty toolbar). Setting it is
  /// ``setToolbarItems(_:animated:)`` without animation.
  open var toolbarItems: [UIBarButtonItem]? {
    get { screenState.toolbarItems }
    set { setToolbarItems(newValue, animated: false) }
  }

  /// Sets ``toolbarItems`` (`setToolbarItems(_:animated:)`). When this controller is the top
  /// of a navigation controller, its toolbar shows them at once, or, `animated`, cross-fades
  /// to them over `UINavigationController.hideShowBarDuration` (0.2 s).
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    screenState.toolbarItems = toolbarItems
    guard let navigation = parent as? UINavigationController,
      navigation.topViewController === self
    else { return }
    navigation.toolbarItemsDidChange(animated: animated)
  }

  /// The coordinator of the transition the controller takes part in, or its parent's
  /// (`transitionCoordinator`); `nil` outside a push, a pop, a presentation or a dismissal.
  open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
    screenState.coordinator ?? parent?.transitionCoordinator
  }

  /// Called before the controller's view changes size (`viewWillTransition(to:with:)`); the
  /// default forwards to the children. The simulated screen keeps its size and orientation for
  /// the whole run, so UIKit has no occasion to call it and neither does the core.
  open func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// Called before the controller's size classes change (`willTransition(to:with:)`); like
  /// ``viewWillTransition(to:with:)``, never occasioned on the fixed simulated screen.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
  ) {}

  /// Whether a presentation in the current context covers this controller's view
  /// (`definesPresentationContext`, default false).
  open var definesPresentationContext = false

  // MARK: Editing

  /// Whether the controller is in editing mode (`isEditing`, default false); setting it calls
  /// ``setEditing(_:animated:)`` without animation.
  open var isEditing: Bool {
    get { screenState.isEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// Turns editing mode on or off (`setEditing(_:animated:)`): the default records the state
  /// and turns the ``editButtonItem`` to Done while editing, Edit otherwise; a
  /// ``UITableViewController`` also turns its table's editing mode. Override to show the
  /// controller's own editing look, calling `super`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    screenState.isEditing = editing
    guard let item = screenState.editButtonItem else { return }
    item.title = editing ? "Done" : "Edit"
    item.style = editing ? .done : .plain
    screenState.navigationItem?.barNeedsUpdate()
  }

  /// A bar button item that toggles the controller's editing mode (`editButtonItem`), made on
  /// first use: titled "Edit" (plain) while not editing and "Done" (`.done`, semibold) while
  /// editing, as UIKit's; a tap calls ``setEditing(_:animated:)`` with the other state,
  /// animated. The script reaches it by its title.
  public var editButtonItem: UIBarButtonItem {
    if let item = screenState.editButtonItem { return item }
    let item = UIBarButtonItem(
      title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: nil,
      action: nil)
    item.builtInAction = { [weak self] _ in
      guard let self else { return }
      self.setEditing(!self.isEditing, animated: true)
    }
    screenState.editButtonItem = item
    return item
  }

  // MARK: Presentation (Navigation/UIViewController+Presentation.swift, docs/presentation.md)

  /// How the controller is shown when presented (`modalPresentationStyle`, default
  /// ``UIModalPresentationStyle/automatic``, which a presentation resolves to
  /// ``UIModalPresentationStyle/pageSheet`` as iOS 13 and later do on iPhone).
  open var modalPresentationStyle: UIModalPresentationStyle {
    get { screenState.modalPresentationStyle }
    set { screenState.modalPresentationStyle = newValue }
  }

  /// How the controller moves on screen when presented and dismissed (`modalTransitionStyle`,
  /// default ``UIModalTransitionStyle/coverVertical``: up from the bottom edge).
  open var modalTransitionStyle: UIModalTransitionStyle {
    get { screenState.modalTransitionStyle }
    set { screenState.modalTransitionStyle = newValue }
  }

  /// Whether the controller refuses interactive dismissal (`isModalInPresentation`, iOS 13,
  /// default false): a sheet dragged down springs back and its delegate is told
  /// `presentationControllerDidAttemptToDismiss(_:)` (docs/presentation.md, "Dragging a
  /// sheet").
  open var isModalInPresentation: Bool {
    get { screenState.isModalInPresentation }
    set { screenState.isModalInPresentation = newValue }
  }

  /// Presents `viewControllerToPresent` modally (`present(_:animated:completion:)`): the
  /// nearest ancestor that covers the screen presents it (or, for the current-context
  /// styles, the nearest that ``definesPresentationContext``), in its
  /// ``modalPresentationStyle``, animated along its ``modalTransitionStyle`` when `animated`;
  /// `completion` runs once the presentation has finished, on the simulated clock (at once
  /// without animation). As UIKit logs a warning and does nothing, so does this, recording a
  /// `presentation.ignored` timeline event naming both controllers, when a presentation or
  /// dismissal is in progress, when the controller is already presented, when the presenter
  /// already presents another one, or when its view is in no window. docs/presentation.md.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    presentModally(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one presents, or the one presenting it
  /// (`dismiss(animated:completion:)`). Apple: "If you call this method on the presented view
  /// controller itself, UIKit asks the presenting view controller to handle the dismissal";
  /// called on a controller lower in a chain of presentations, it dismisses every controller
  /// above it, only the top-most one animated. `completion` runs after the dismissal, on the
  /// simulated clock. Nothing presented and not presented: nothing happens.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    dismissModally(animated: flag, completion: completion)
  }

  /// The controller this one, or its nearest ancestor, presents (`presentedViewController`),
  /// or `nil`.
  open var presentedViewController: UIViewController? {
    screenState.presented ?? parent?.presentedViewController
  }

  /// The controller that presents this one, or its nearest presented ancestor
  /// (`presentingViewController`), or `nil`.
  open var presentingViewController: UIViewController? {
    screenState.presenting ?? parent?.presentingViewController
  }

  /// Whether the controller is being presented now (`isBeingPresented`): true from
  /// `present` until its transition ends.
  open var isBeingPresented: Bool { screenState.presentation?.phase == .presenting }

  /// Whether the controller is being dismissed now (`isBeingDismissed`): true from `dismiss`
  /// until its transition ends.
  open var isBeingDismissed: Bool { screenState.presentation?.phase == .dismissing }

  // MARK: Showing and segues (InterfaceBuilder/UIViewController+Segues.swift)

  /// Shows `vc` (`show(_:sender:)`): pushed on the nearest navigation controller, else
  /// presented modally from this controller, animated (Apple, `show(_:sender:)`: "the
  /// default implementation … presents the view controller modally" outside a container
  /// that overrides it; `UINavigationController` pushes).
  open func show(_ vc: UIViewController, sender: Any?) {
    showAsUIKitDoes(vc, sender: sender)
  }

  /// Shows `vc` as the detail (`showDetailViewController(_:sender:)`): without a split view
  /// controller, on the simulated iPhone, as ``show(_:sender:)`` does.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    showAsUIKitDoes(vc, sender: sender)
  }

  /// Performs the segue of the controller's storyboard scene whose identifier is
  /// `identifier` (`performSegue(withIdentifier:sender:)`): the destination is made from the
  /// storyboard, ``prepare(for:sender:)`` is called with `sender`, then the segue performs.
  /// ``shouldPerformSegue(withIdentifier:sender:)`` is not asked (Apple: "This method is not
  /// called when you trigger a segue programmatically"). A controller not from a storyboard,
  /// or an identifier its scene has no segue for, stops the run with UIKit's exception
  /// (`Receiver (<X>) has no segue with identifier 'Y'`).
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    performStoryboardSegue(withIdentifier: identifier, sender: sender)
  }

  /// Whether a segue the user triggered (a control's, a cell's or a bar button item's) should
  /// be performed (`shouldPerformSegue(withIdentifier:sender:)`); asked before the destination
  /// is made. The default is true.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Called before a segue from this controller performs, its destination made (and its view
  /// not loaded), to pass it data (`prepare(for:sender:)`). The default does nothing.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether this controller takes the unwind segue of `action` from `fromViewController`
  /// (`canPerformUnwindSegueAction(_:from:sender:)`, iOS 13): the default is true when the
  /// controller's class has a method for the selector (an `@IBAction` taking a
  /// `UIStoryboardSegue`).
  open func canPerformUnwindSegueAction(
    _ action: Selector, from fromViewController: UIViewController, sender: Any?
  ) -> Bool {
    ObjectiveCRuntime.lookUp(action, of: self) != nil
  }

  /// The root view's superview (the window for a window's root controller), or `nil` when the
  /// view is not loaded or not in a hierarchy.
  open override var next: UIResponder? { storedView?.superview }

  private func loadViewIfNotLoaded() {
    guard storedView == nil else { return }
    precondition(
      !isLoadingView,
      "\(type(of: self)).loadView() read `view` before setting it; set `view` first")
    isLoadingView = true
    loadView()
    isLoadingView = false
    precondition(storedView != nil, "\(type(of: self)).loadView() did not set `view`")
    viewDidLoad()
  }
}
