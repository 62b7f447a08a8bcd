import Foundation

/// A colour palette of at most 255 opaque RGB colours chosen for a set of pixels, and the mapping
/// of pixels to it, for GIF. Deterministic: the same pixels give the same palette and indices.
///
/// Choosing: when the pixels hold at most ``maximumColors`` distinct colours (flat UI, the usual
/// case), the palette is exactly those colours, in ascending order of their 24-bit value, and
/// every pixel maps to its own colour. Otherwise the colours are split by median cut (Heckbert
/// 1982): start with one box around all colours; repeatedly split the box with the most pixels
/// among those with more than one colour, across its longest channel, at the pixel-weighted
/// median; each box becomes the pixel-weighted mean of its colours. Ties break by channel order
/// (red, green, blue) and colour value, never by hashing order.
///
/// Mapping: a colour of the palette maps to itself; any other colour is offset by an 8×8 Bayer
/// threshold (ordered dithering, ±``ditherAmplitude``/2 levels, fixed by the pixel's canvas
/// position so a still area dithers the same way in every frame) and mapped to the nearest
/// palette colour by squared RGB distance (lowest index on ties).
struct Palette {
  /// The most colours a palette holds: GIF's 256 minus one index kept for "transparent"
  /// (unchanged pixel).
  static let maximumColors = 255
  /// The spread of the dithering offsets, in 8-bit levels.
  static let ditherAmplitude = 24.0

  /// The colours, each `0xRRGGBB`.
  let colors: [UInt32]
  private let exact: [UInt32: UInt8]
  private var nearestCache: [UInt32: UInt8] = [:]

  /// Chooses a palette for `pixels`, a histogram of `0xRRGGBB` colours and their pixel counts.
  init(histogram: [UInt32: Int]) {
    var colors: [UInt32]
    if histogram.count <= Palette.maximumColors {
      colors = histogram.keys.sorted()
    } else {
      colors = Palette.medianCut(histogram, count: Palette.maximumColors)
    }
    if colors.isEmpty { colors = [0] }
    self.colors = colors
    var exact: [UInt32: UInt8] = [:]
    for (index, color) in colors.enumerated() where exact[color] == nil {
      exact[color] = UInt8(index)
    }
    self.exact = exact
  }

  /// The index for `color` (`0xRRGGBB`) at canvas pixel (`x`, `y`).
  mutating func index(of color: UInt32, x: Int, y: Int) -> UInt8 {
    if let index = exact[color] { return index }
    let threshold = Palette.bayer[(y & 7) * 8 + (x & 7)]
    let offset = (Double(threshold) + 0.5) / 64 - 0.5
    let shift = Int((offset * Palette.ditherAmplitude).rounded())
    func channel(_ value: UInt32) -> UInt32 { UInt32(max(0, min(255, Int(value) + shift))) }
    let dithered =
      channel(color >> 16) << 16 | channel((color >> 8) & 0xFF) << 8 | channel(color & 0xFF)
    if let cached = nearestCache[dithered] { return cached }
    let index = nearest(dithered)
    nearestCache[dithered] = index
    return index
  }

  private func nearest(_ color: UInt32) -> UInt8 {
    let r = Int(color >> 16)
    let g = Int((color >> 8) & 0xFF)
    let b = Int(color & 0xFF)
    var best = 0
    var bestDistance = Int.max
    for (index, candidate) in colors.enumerated() {
      let dr = Int(candidate >> 16) - r
      let dg = Int((candidate >> 8) & 0xFF) - g
      let db = Int(candidate & 0xFF) - b
      let distance = dr * dr + dg * dg + db * db
      if distance < bestDistance {
        bestDistance = distance
        best = index
        if distance == 0 { break }
      }
    }
    return UInt8(best)
  }

  /// The 8×8 Bayer matrix, thresholds 0…63.
  static let bayer: [Int] = [
    0, 32, 8, 40, 2, 34, 10, 42,
    48, 16, 56, 24, 50, 18, 58, 26,
    12, 44, 4, 36, 14, 46, 6, 38,
    60, 28, 52, 20, 62, 30, 54, 22,
    3, 35, 11, 43, 1, 33, 9, 41,
    51, 19, 59, 27, 49, 17, 57, 25,
    15, 47, 7, 39, 13, 45, 5, 37,
    63, 31, 55, 23, 61, 29, 53, 21,
  ]

  private struct Box {
    var entries: [(color: UInt32, count: Int)]
    var pixels: Int { entries.reduce(0) { $0 + $1.count } }

    /// The channel (0 red, 1 green, 2 blue) with the widest range, and that range.
    var widest: (channel: Int, range: Int) {
      var best = (channel: 0, range: -1)
      for channel in 0..<3 {
        let shift = UInt32(16 - 8 * channel)
        var low = 255
        var high = 0
        for entry in entries {
          let value = Int((entry.color >> shift) & 0xFF)
          low = min(low, value)
          high = max(high, value)
        }
        if high - low > best.range { best = (channel, high - low) }
      }
      return best
    }

    /// The pixel-weighted mean colour.
    var mean: UInt32 {
      var sums = [0, 0, 0]
      var total = 0
      for entry in entries {
        sums[0] += Int(entry.color >> 16) * entry.count
        sums[1] += Int((entry.color >> 8) & 0xFF) * entry.count
        sums[2] += Int(entry.color & 0xFF) * entry.count
        total += entry.count
      }
      let channels = sums.map { UInt32((Double($0) / Double(max(1, total))).rounded()) }
      return channels[0] << 16 | channels[1] << 8 | channels[2]
    }
  }

  private static func medianCut(_ histogram: [UInt32: Int], count: Int) -> [UInt32] {
    let entries = histogram.map { (color: $0.key, count: $0.value) }.sorted { $0.color < $1.color }
    var boxes = [Box(entries: entries)]
    while boxes.count < count {
      // The splittable box with the most pixels (first such box on ties).
      var chosen: Int?
      var most = -1
      for (index, box) in boxes.enumerated() where box.entries.count > 1 {
        let pixels = box.pixels
        if pixels > most {
          most = pixels
          chosen = index
        }
      }
      guard let index = chosen else { break }
      let box = boxes[index]
      let channel = box.widest.channel
      let shift = UInt32(16 - 8 * channel)
      let sorted = box.entries.sorted {
        let a = ($0.color >> shift) & 0xFF
        let b = ($1.color >> shift) & 0xFF
        return a != b ? a < b : $0.color < $1.color
      }
      let half = box.pixels / 2
      var running = 0
      var cut = 1
      for (position, entry) in sorted.enumerated() {
        running += entry.count
        if running >= half {
          cut = position + 1
          break
        }
      }
      cut = min(max(cut, 1), sorted.count - 1)
      boxes[index] = Box(entries: Array(sorted[..<cut]))
      boxes.insert(Box(entries: Array(sorted[cut...])), at: index + 1)
    }
    return boxes.map(\.mean)
  }
}
