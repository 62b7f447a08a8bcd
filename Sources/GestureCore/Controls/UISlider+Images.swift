import Foundation

extension UISlider {
  /// Sets the thumb's image in `state` (`setThumbImage(_:for:)`): drawn at its size instead of
  /// the white thumb, centred where the thumb is; the thumb's travel and the area that grabs it
  /// follow its size. `nil` removes it.
  public func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    images.thumb[state.rawValue] = image
    placeParts()
  }

  /// The thumb image set for exactly `state` (`thumbImage(for:)`), or `nil`.
  public func thumbImage(for state: UIControl.State) -> UIImage? { images.thumb[state.rawValue] }

  /// The thumb image drawn now (`currentThumbImage`): the current state's, else the normal
  /// state's, else `nil` (the default thumb).
  public var currentThumbImage: UIImage? { images.current(images.thumb, state) }

  /// Sets the image of the track left of the thumb in `state` (`setMinimumTrackImage(_:for:)`):
  /// stretched from the track's start to the thumb's centre, instead of the tinted track; the
  /// track is as tall as the image.
  public func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    images.minimumTrack[state.rawValue] = image
    placeParts()
  }

  /// The minimum track image set for exactly `state` (`minimumTrackImage(for:)`), or `nil`.
  public func minimumTrackImage(for state: UIControl.State) -> UIImage? {
    images.minimumTrack[state.rawValue]
  }

  /// The minimum track image drawn now (`currentMinimumTrackImage`).
  public var currentMinimumTrackImage: UIImage? { images.current(images.minimumTrack, state) }

  /// Sets the image of the track right of the thumb in `state`
  /// (`setMaximumTrackImage(_:for:)`): stretched from the thumb's centre to the track's end.
  public func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    images.maximumTrack[state.rawValue] = image
    placeParts()
  }

  /// The maximum track image set for exactly `state` (`maximumTrackImage(for:)`), or `nil`.
  public func maximumTrackImage(for state: UIControl.State) -> UIImage? {
    images.maximumTrack[state.rawValue]
  }

  /// The maximum track image drawn now (`currentMaximumTrackImage`).
  public var currentMaximumTrackImage: UIImage? { images.current(images.maximumTrack, state) }

  /// The image at the left end (`minimumValueImage`, default `nil`): drawn at its size in
  /// ``minimumValueImageRect(forBounds:)``; the track starts 8 pt after it.
  public var minimumValueImage: UIImage? {
    get { images.minimumValue }
    set {
      images.minimumValue = newValue
      placeParts()
    }
  }

  /// The image at the right end (`maximumValueImage`, default `nil`), as
  /// ``minimumValueImage``.
  public var maximumValueImage: UIImage? {
    get { images.maximumValue }
    set {
      images.maximumValue = newValue
      placeParts()
    }
  }
}

/// A slider's images and the image views that draw them, made when the first image is set.
@preconcurrency @MainActor
final class SliderImages {
  var thumb: [UInt: UIImage] = [:]
  var minimumTrack: [UInt: UIImage] = [:]
  var maximumTrack: [UInt: UIImage] = [:]
  var minimumValue: UIImage?
  var maximumValue: UIImage?
  private var views: [String: UIImageView] = [:]

  init() {}

  /// Whether no image was ever set (the slider draws its own parts only).
  var isEmpty: Bool {
    views.isEmpty && thumb.isEmpty && minimumTrack.isEmpty && maximumTrack.isEmpty
      && minimumValue == nil && maximumValue == nil
  }

  /// `images`' image for `state`, else for `.normal`.
  func current(_ images: [UInt: UIImage], _ state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
  }

  /// The height of the taller track image drawn in `state`, or `nil` without one.
  func trackImageHeight(for state: UIControl.State) -> CGFloat? {
    let heights = [current(minimumTrack, state), current(maximumTrack, state)].compactMap {
      $0?.size.height
    }
    return heights.max()
  }

  /// Places the image views in `slider`: the track images above the default track
  /// `trackPart`, the thumb image above the default thumb `thumbPart`, the value images on
  /// top; returns which default parts they replace.
  func place(
    in slider: UISlider, track: CGRect, thumb thumbFrame: CGRect, state: UIControl.State,
    below thumbPart: UIView, above trackPart: UIView
  ) -> (minimumTrack: Bool, maximumTrack: Bool, thumb: Bool) {
    let minimumImage = current(minimumTrack, state)
    let maximumImage = current(maximumTrack, state)
    let thumbImage = current(thumb, state)
    show(
      "minimumTrack", minimumImage, in: slider, above: trackPart,
      frame: slider.minimumTrackRect(track: track, thumb: thumbFrame))
    show(
      "maximumTrack", maximumImage, in: slider, above: trackPart,
      frame: slider.maximumTrackRect(track: track, thumb: thumbFrame))
    show("thumb", thumbImage, in: slider, above: thumbPart, frame: thumbFrame)
    show(
      "minimumValue", minimumValue, in: slider, above: nil,
      frame: slider.minimumValueImageRect(forBounds: slider.bounds))
    show(
      "maximumValue", maximumValue, in: slider, above: nil,
      frame: slider.maximumValueImageRect(forBounds: slider.bounds))
    return (minimumImage != nil, maximumImage != nil, thumbImage != nil)
  }

  /// Shows `image` in the image view named `name` at `frame` (made above `sibling` on first
  /// use), or hides that view.
  private func show(
    _ name: String, _ image: UIImage?, in slider: UISlider, above sibling: UIView?,
    frame: CGRect
  ) {
    guard let image else {
      views[name]?.isHidden = true
      return
    }
    let view: UIImageView
    if let made = views[name] {
      view = made
    } else {
      view = UIImageView(frame: .zero)
      view.isUserInteractionEnabled = false
      view.contentMode = .scaleToFill
      if let sibling {
        slider.insertSubview(view, aboveSubview: sibling)
      } else {
        slider.addSubview(view)
      }
      views[name] = view
    }
    view.isHidden = false
    view.image = image
    view.frame = frame
  }
}
