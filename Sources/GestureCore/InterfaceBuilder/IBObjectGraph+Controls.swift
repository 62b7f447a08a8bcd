import Foundation

extension IBObjectGraph {
  /// The attributes and child elements of each view class: label text and lines, button
  /// titles, image names, scroll view flags, stack view arrangement, control values.
  func applyClassProperties(
    _ element: IBElement, to view: UIView, read: inout Set<String>,
    readChildren: inout Set<String>
  ) {
    var reader = AttributeReader(graph: self, element: element)
    defer { read.formUnion(reader.read) }
    if let control = view as? UIControl {
      reader.value("contentHorizontalAlignment", IBValues.horizontalAlignment) {
        control.contentHorizontalAlignment = $0
      }
      reader.value("contentVerticalAlignment", IBValues.verticalAlignment) {
        control.contentVerticalAlignment = $0
      }
      reader.flag("enabled") { control.isEnabled = $0 }
      reader.flag("selected") { control.isSelected = $0 }
      reader.flag("highlighted") { control.isHighlighted = $0 }
    }
    switch view {
    case let label as UILabel:
      reader.string("text") { label.text = $0 }
      if let text = element.child("string", key: "text") {
        readChildren.insert("string")
        label.text = text.text
      }
      reader.value("textAlignment", IBValues.textAlignment) { label.textAlignment = $0 }
      reader.number("numberOfLines") { label.numberOfLines = Int($0) }
      reader.defaultOnly("lineBreakMode", "tailTruncation")
      reader.defaultOnly("baselineAdjustment", "alignBaselines")
      reader.defaultOnly("adjustsFontSizeToFit", "NO")
      reader.number("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = $0 }
      for child in element.children {
        switch (child.name, child["key"]) {
        case ("fontDescription", "fontDescription"):
          readChildren.insert(child.name)
          if let font = font(child) { label.font = font }
        case ("color", "textColor"):
          readChildren.insert(child.name)
          if let color = color(child) { label.textColor = color }
        default: continue
        }
      }
    case let button as UIButton:
      read.insert("buttonType")
      reader.defaultOnly("lineBreakMode", "middleTruncation")
      applyButtonChildren(element, to: button, readChildren: &readChildren)
    case let imageView as UIImageView:
      reader.string("image") { imageView.image = UIImage(named: $0) }
    case let stack as UIStackView:
      reader.value("axis", { ["horizontal": .horizontal, "vertical": .vertical][$0] }) {
        (axis: NSLayoutConstraint.Axis) in stack.axis = axis
      }
      reader.value("alignment", Self.stackAlignment) { stack.alignment = $0 }
      reader.value("distribution", Self.stackDistribution) { stack.distribution = $0 }
      reader.number("spacing") { stack.spacing = $0 }
      reader.flag("layoutMarginsRelativeArrangement") {
        stack.isLayoutMarginsRelativeArrangement = $0
      }
    case let scroll as UIScrollView:
      reader.flag("bounces") { scroll.bounces = $0 }
      reader.flag("alwaysBounceVertical") { scroll.alwaysBounceVertical = $0 }
      reader.flag("alwaysBounceHorizontal") { scroll.alwaysBounceHorizontal = $0 }
      reader.flag("pagingEnabled") { scroll.isPagingEnabled = $0 }
      reader.flag("showsHorizontalScrollIndicator") { scroll.showsHorizontalScrollIndicator = $0 }
      reader.flag("showsVerticalScrollIndicator") { scroll.showsVerticalScrollIndicator = $0 }
      reader.value(
        "indicatorStyle",
        { (text: String) -> UIScrollView.IndicatorStyle? in
          ["default": .default, "black": .black, "white": .white][text]
        }
      ) { scroll.indicatorStyle = $0 }
      reader.flag("delaysContentTouches") { scroll.delaysContentTouches = $0 }
      reader.flag("canCancelContentTouches") { scroll.canCancelContentTouches = $0 }
      reader.value(
        "contentInsetAdjustmentBehavior",
        {
          UIScrollView.ContentInsetAdjustmentBehavior(rawValue: $0)
        }
      ) { scroll.contentInsetAdjustmentBehavior = $0 }
      let dismissModes: [String: UIScrollView.KeyboardDismissMode] = [
        "none": .none, "onDrag": .onDrag, "interactive": .interactive,
        "onDragWithAccessory": .onDragWithAccessory,
        "interactiveWithAccessory": .interactiveWithAccessory,
      ]
      reader.value("keyboardDismissMode", { dismissModes[$0] }) {
        scroll.keyboardDismissMode = $0
      }
      reader.number("minimumZoomScale") { scroll.minimumZoomScale = $0 }
      reader.number("maximumZoomScale") { scroll.maximumZoomScale = $0 }
    case let toggle as UISwitch:
      reader.flag("on") { toggle.isOn = $0 }
      for child in element.children where child.name == "color" {
        readChildren.insert("color")
        guard let color = color(child) else { continue }
        switch child["key"] {
        case "onTintColor": toggle.onTintColor = color
        case "thumbTintColor": toggle.thumbTintColor = color
        default: continue
        }
      }
    case let slider as UISlider:
      reader.number("minValue") { slider.minimumValue = Float($0) }
      reader.number("maxValue") { slider.maximumValue = Float($0) }
      reader.number("value") { slider.value = Float($0) }
      for child in element.children where child.name == "color" {
        readChildren.insert("color")
        guard let color = color(child) else { continue }
        switch child["key"] {
        case "minimumTrackTintColor": slider.minimumTrackTintColor = color
        case "maximumTrackTintColor": slider.maximumTrackTintColor = color
        case "thumbTintColor": slider.thumbTintColor = color
        default: continue
        }
      }
    case let picker as UIDatePicker:
      applyDatePickerProperties(element, to: picker, reader: &reader, readChildren: &readChildren)
    case let indicator as UIActivityIndicatorView:
      reader.value(
        "style",
        {
          [
            "medium": .medium, "large": .large, "white": .white,
            "gray": .gray, "whiteLarge": .whiteLarge,
          ][$0]
        }
      ) { (style: UIActivityIndicatorView.Style) in
        indicator.style = style
      }
      reader.flag("hidesWhenStopped") { indicator.hidesWhenStopped = $0 }
      reader.flag("animating") { if $0 { indicator.startAnimating() } }
    default: break
    }
  }

  static func stackAlignment(_ name: String) -> UIStackView.Alignment? {
    let values: [String: UIStackView.Alignment] = [
      "fill": .fill, "leading": .leading, "top": .top, "center": .center,
      "trailing": .trailing, "bottom": .bottom, "firstBaseline": .firstBaseline,
      "lastBaseline": .lastBaseline,
    ]
    return values[name]
  }

  static func stackDistribution(_ name: String) -> UIStackView.Distribution? {
    let values: [String: UIStackView.Distribution] = [
      "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
      "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]
    return values[name]
  }

  /// A `<fontDescription>`'s font, or `nil` after a warning.
  func font(_ element: IBElement) -> UIFont? {
    guard let font = IBValues.font(element) else {
      warn(element, "the font is not understood; skipped")
      return nil
    }
    return font
  }

  /// A button's `<state>` titles, title colours and images, its font, and the title of a
  /// `<buttonConfiguration>`.
  private func applyButtonChildren(
    _ element: IBElement, to button: UIButton, readChildren: inout Set<String>
  ) {
    let states: [String: UIControl.State] = [
      "normal": .normal, "highlighted": .highlighted, "selected": .selected,
      "disabled": .disabled,
    ]
    for child in element.children {
      switch child.name {
      case "state":
        readChildren.insert(child.name)
        guard let key = child["key"], let state = states[key] else {
          warn(child, "the button state '\(child["key"] ?? "")' is not modelled; skipped")
          continue
        }
        if let title = child["title"] { button.setTitle(title, for: state) }
        if let image = child["image"] { button.setImage(UIImage(named: image), for: state) }
        for part in child.children {
          if part.name == "color", part["key"] == "titleColor", let color = color(part) {
            button.setTitleColor(color, for: state)
          } else if part.name != "color" || part["key"] != "titleShadowColor" {
            warn(part, "<\(part.name)> of a button state is not read; skipped")
          }
        }
      case "fontDescription":
        readChildren.insert(child.name)
        if let font = font(child) { button.titleLabel?.font = font }
      case "buttonConfiguration":
        readChildren.insert(child.name)
        if let title = child["title"] { button.setTitle(title, for: .normal) }
        warn(
          child,
          "the button configuration's style is not modelled: only its title is set, as a "
            + "plain title")
      default: continue
      }
    }
  }
}

/// Reads one element's attributes, remembering which were read and warning about values it
/// does not understand.
@MainActor
struct AttributeReader {
  let graph: IBObjectGraph
  let element: IBElement
  var read: Set<String> = []

  init(graph: IBObjectGraph, element: IBElement) {
    self.graph = graph
    self.element = element
  }

  mutating func value<T>(_ name: String, _ parse: (String) -> T?, _ apply: (T) -> Void) {
    guard let text = element[name] else { return }
    read.insert(name)
    guard let value = parse(text) else {
      graph.warn(element, "value '\(text)' of attribute '\(name)' is not understood; skipped")
      return
    }
    apply(value)
  }

  mutating func string(_ name: String, _ apply: (String) -> Void) {
    value(name, { $0 }, apply)
  }

  mutating func flag(_ name: String, _ apply: (Bool) -> Void) {
    value(name, IBValues.bool, apply)
  }

  mutating func number(_ name: String, _ apply: (CGFloat) -> Void) {
    value(name, IBValues.number, apply)
  }

  /// An attribute whose only modelled value is UIKit's default: another value is a warning.
  mutating func defaultOnly(_ name: String, _ defaultValue: String) {
    guard let text = element[name] else { return }
    read.insert(name)
    if text != defaultValue {
      graph.warn(element, "'\(name)' \(text) is not modelled; UIKit's default is used")
    }
  }
}
