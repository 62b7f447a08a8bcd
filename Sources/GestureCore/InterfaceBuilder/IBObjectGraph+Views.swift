import Foundation

extension IBObjectGraph {
  /// The view classes the core has, by element name.
  static let viewClasses: [String: UIView.Type] = [
    "view": UIView.self, "label": UILabel.self, "button": UIButton.self,
    "imageView": UIImageView.self, "scrollView": UIScrollView.self,
    "stackView": UIStackView.self, "switch": UISwitch.self, "slider": UISlider.self,
    "activityIndicatorView": UIActivityIndicatorView.self,
    "collectionViewCell": UICollectionViewCell.self, "tableView": UITableView.self,
    "tableViewCell": UITableViewCell.self, "containerView": UIView.self,
    "collectionView": UICollectionView.self,
    "collectionReusableView": UICollectionReusableView.self,
    "pickerView": UIPickerView.self, "datePicker": UIDatePicker.self,
  ]

  /// Attributes every view element may carry that only Interface Builder's canvas reads.
  static let designTimeAttributes: Set<String> = [
    "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel",
    "misplaced", "ambiguous", "fixedFrame", "placeholderIntrinsicWidth",
    "placeholderIntrinsicHeight", "sceneMemberID", "restorationIdentifier",
    "adjustsLetterSpacingToFitWidth", "contentCompressionResistancePriority", "tableViewCell",
  ]

  /// Child elements of a view that are read by the view's own code or that only the canvas
  /// reads.
  static let designTimeChildren: Set<String> = [
    "nil", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "point", "variation",
  ]

  /// The view of `element` and its subtree: made with `init?(coder:)`, properties set,
  /// subviews added; its constraints are kept for ``addPendingConstraints()``.
  func makeView(_ element: IBElement) -> UIView {
    let view: UIView
    let base = Self.viewClasses[element.name] ?? UIView.self
    if Self.viewClasses[element.name] == nil {
      warn(element, "<\(element.name)> is not modelled: a plain UIView stands in for it")
    }
    if let custom = customClass(element, base: UIView.self) {
      guard let made = custom.init(coder: IBCoder(element: element)) else {
        fail(element, Self.nilFromCoder(custom, element))
      }
      view = made
    } else if base == UIButton.self {
      view = UIButton(type: Self.buttonType(element["buttonType"]))
    } else {
      guard let made = base.init(coder: IBCoder(element: element)) else {
        fail(element, Self.nilFromCoder(base, element))
      }
      view = made
    }
    if let id = element.id { objects[id] = view }
    made.append(view)
    var read: Set<String> = Self.designTimeAttributes
    var readChildren: Set<String> = Self.designTimeChildren
    applyViewAttributes(element, to: view, read: &read)
    applyViewChildren(element, to: view, read: &readChildren)
    applyClassProperties(element, to: view, read: &read, readChildren: &readChildren)
    applyListProperties(element, to: view, read: &read, readChildren: &readChildren)
    for (name, _) in element.attributes.sorted(by: { $0.key < $1.key })
    where !read.contains(name) {
      warn(element, "attribute '\(name)' of <\(element.name)> is not read; skipped")
    }
    for child in element.children where !readChildren.contains(child.name) {
      warn(child, "<\(child.name)> in <\(element.name)> is not read; skipped")
    }
    return view
  }

  static func buttonType(_ name: String?) -> UIButton.ButtonType {
    switch name {
    case "system", "roundedRect": return .system
    case "detailDisclosure": return .detailDisclosure
    case "infoLight": return .infoLight
    case "infoDark": return .infoDark
    case "contactAdd": return .contactAdd
    case "close": return .close
    default: return .custom
    }
  }

  /// The attributes every view has.
  private func applyViewAttributes(_ element: IBElement, to view: UIView, read: inout Set<String>) {
    func attribute(_ name: String, _ apply: (String) -> Bool) {
      guard let value = element[name] else { return }
      read.insert(name)
      if !apply(value) {
        warn(element, "value '\(value)' of attribute '\(name)' is not understood; skipped")
      }
    }
    func flag(_ name: String, _ apply: (Bool) -> Void) {
      attribute(name) { value in
        guard let flag = IBValues.bool(value) else { return false }
        apply(flag)
        return true
      }
    }
    func number(_ name: String, _ apply: (CGFloat) -> Void) {
      attribute(name) { value in
        guard let number = IBValues.number(value) else { return false }
        apply(number)
        return true
      }
    }
    attribute("contentMode") { value in
      guard let mode = IBValues.contentMode(value) else { return false }
      view.contentMode = mode
      return true
    }
    number("alpha") { view.alpha = $0 }
    flag("hidden") { view.isHidden = $0 }
    flag("clipsSubviews") { view.clipsToBounds = $0 }
    flag("userInteractionEnabled") { view.isUserInteractionEnabled = $0 }
    flag("multipleTouchEnabled") { view.isMultipleTouchEnabled = $0 }
    flag("exclusiveTouch") { view.isExclusiveTouch = $0 }
    flag("opaque") { view.isOpaque = $0 }
    number("tag") { view.tag = Int($0) }
    if let reusable = view as? UICollectionReusableView {
      attribute("reuseIdentifier") { value in
        reusable.reuseIdentifier = value
        return true
      }
    }
    flag("translatesAutoresizingMaskIntoConstraints") {
      view.translatesAutoresizingMaskIntoConstraints = $0
    }
    flag("insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = $0 }
    flag("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = $0 }
    number("horizontalHuggingPriority") {
      view.setContentHuggingPriority(UILayoutPriority(rawValue: Float($0)), for: .horizontal)
    }
    number("verticalHuggingPriority") {
      view.setContentHuggingPriority(UILayoutPriority(rawValue: Float($0)), for: .vertical)
    }
    number("horizontalCompressionResistancePriority") {
      view.setContentCompressionResistancePriority(
        UILayoutPriority(rawValue: Float($0)), for: .horizontal)
    }
    number("verticalCompressionResistancePriority") {
      view.setContentCompressionResistancePriority(
        UILayoutPriority(rawValue: Float($0)), for: .vertical)
    }
  }

  /// The child elements every view has: frame, mask, colours, guides, margins, runtime
  /// attributes, accessibility, subviews and constraints.
  private func applyViewChildren(
    _ element: IBElement, to view: UIView, read: inout Set<String>
  ) {
    read.formUnion(["subviews", "constraints", "connections"])
    for child in element.children {
      switch (child.name, child["key"]) {
      case ("rect", "frame"):
        read.insert("rect")
        guard let frame = IBValues.rect(child) else {
          warn(child, "the frame is not four numbers; skipped")
          continue
        }
        view.frame = frame
      case ("autoresizingMask", _):
        read.insert(child.name)
        view.autoresizingMask = IBValues.autoresizingMask(child)
      case ("color", "backgroundColor"), ("color", "tintColor"):
        read.insert(child.name)
        guard let color = color(child) else { continue }
        if child["key"] == "tintColor" {
          view.tintColor = color
        } else {
          view.backgroundColor = color
        }
      case ("viewLayoutGuide", let key?):
        read.insert(child.name)
        switch key {
        case "safeArea": if let id = child.id { objects[id] = view.safeAreaLayoutGuide }
        case "layoutMarginsGuide": if let id = child.id { objects[id] = view.layoutMarginsGuide }
        case "contentLayoutGuide" where view is UIScrollView:
          if let id = child.id { objects[id] = (view as? UIScrollView)?.contentLayoutGuide }
        case "frameLayoutGuide" where view is UIScrollView:
          if let id = child.id { objects[id] = (view as? UIScrollView)?.frameLayoutGuide }
        default:
          warn(
            child,
            "the layout guide '\(key)' is not modelled; constraints to it are skipped")
        }
      case ("edgeInsets", "layoutMargins"):
        read.insert(child.name)
        let (top, left, bottom, right) = IBValues.insets(child)
        view.layoutMargins = UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
      case ("directionalEdgeInsets", "directionalLayoutMargins"):
        read.insert(child.name)
        let (top, leading, bottom, trailing) = IBValues.insets(child)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(
          top: top, leading: leading, bottom: bottom, trailing: trailing)
      case ("accessibility", _):
        read.insert(child.name)
        if let identifier = child["identifier"] { view.accessibilityIdentifier = identifier }
        if let label = child["label"] { view.accessibilityLabel = label }
      case ("view", "contentView"), ("tableViewCellContentView", "contentView"):
        // A cell's content view: the cell's own, given the file's frame, attributes, subviews
        // and constraints.
        let content: UIView
        if let cell = view as? UICollectionViewCell {
          content = cell.contentView
        } else if let cell = view as? UITableViewCell {
          content = cell.contentView
        } else {
          continue
        }
        read.insert(child.name)
        if let id = child.id { objects[id] = content }
        var contentRead = Self.designTimeAttributes
        var contentChildren = Self.designTimeChildren
        applyViewAttributes(child, to: content, read: &contentRead)
        applyViewChildren(child, to: content, read: &contentChildren)
      case ("userDefinedRuntimeAttributes", _):
        read.insert(child.name)
        for attribute in child.children { applyRuntimeAttribute(attribute, to: view) }
      default: continue
      }
    }
    let subviews = element.children(of: "subviews")
    for child in subviews {
      let subview = makeView(child)
      if let stack = view as? UIStackView {
        stack.addArrangedSubview(subview)
      } else {
        view.addSubview(subview)
      }
    }
    let constraints = element.children(of: "constraints")
    if !constraints.isEmpty { pendingConstraints.append((view, constraints)) }
    for variation in element.children where variation.name == "variation" {
      guard variation["key"] == "default" else {
        warn(variation, "size-class variations are not modelled; the default is used")
        continue
      }
      for mask in variation.children where mask["key"] == "constraints" {
        for exclude in mask.children where exclude.name == "exclude" {
          if let reference = exclude["reference"] { uninstalled.insert(reference) }
        }
      }
    }
  }

  /// A `<color>` element's colour, or `nil` after a warning.
  func color(_ element: IBElement) -> UIColor? {
    if element["customColorSpace"] == "displayP3" {
      warn(element, "Display P3 components are taken as sRGB")
    }
    if let name = element["name"], element["systemColor"] == nil {
      // An asset catalog's colour set: Interface Builder writes its name and its "Any"
      // components; the catalog's set (with its dark variant) is what iOS shows.
      guard let color = NamedImageLookup.current.catalogs.color(named: name) else {
        warn(
          element,
          "the asset catalog colour '\(name)' is in no catalog beside the "
            + "scenario or its code; skipped")
        return nil
      }
      return color
    }
    guard let color = IBValues.color(element) else {
      warn(element, "the colour is not understood; skipped")
      return nil
    }
    return color
  }

  /// One `<userDefinedRuntimeAttribute>`: the layer's `cornerRadius`, `borderWidth`,
  /// `masksToBounds`, `shadowOpacity`, `shadowRadius`, and the view's own properties the
  /// element attributes also set; anything else is a warning.
  private func applyRuntimeAttribute(_ element: IBElement, to view: UIView) {
    let keyPath = element["keyPath"] ?? ""
    let numberValue =
      IBValues.number(element["value"])
      ?? element.children.first { $0["key"] == "value" }.flatMap { IBValues.number($0["value"]) }
    let boolValue = IBValues.bool(element["value"])
    switch (keyPath, element["type"]) {
    case ("layer.cornerRadius", "number"): if let n = numberValue { view.layer.cornerRadius = n }
    case ("layer.borderWidth", "number"): if let n = numberValue { view.layer.borderWidth = n }
    case ("layer.shadowRadius", "number"): if let n = numberValue { view.layer.shadowRadius = n }
    case ("layer.shadowOpacity", "number"):
      if let n = numberValue { view.layer.shadowOpacity = Float(n) }
    case ("layer.masksToBounds", "boolean"):
      if let b = boolValue { view.layer.masksToBounds = b }
    case ("layer.borderColor", "color"), ("layer.shadowColor", "color"):
      warn(
        element,
        "the runtime attribute '\(keyPath)' gives the layer a UIColor where it takes a "
          + "CGColor; on iOS it does not show either; skipped")
    default:
      warn(element, "the runtime attribute '\(keyPath)' is not modelled; skipped")
    }
  }
}

extension IBObjectGraph {
  /// The message of a run stopped because `type.init(coder:)` returned nil for `element`: the
  /// class by its own name (the user's, when the element names one) and the element, which
  /// ``fail(_:_:)`` locates at its line and column of the file.
  static func nilFromCoder(_ type: AnyClass, _ element: IBElement) -> String {
    let id = element.id.map { " id=\"\($0)\"" } ?? ""
    return "\(String(describing: type)).init(coder:) returned nil for <\(element.name)\(id)>; "
      + "the file cannot be loaded without it"
  }
}
