import Foundation
import Testing

@testable import GestureCore
@testable import Renderer

/// The inflated content streams of a PDF written by Cairo, in the order they appear (each
/// page's drawing operators, in Cairo's device space under the page's flip).
private func contentStreams(_ data: Data) throws -> [String] {
  let bytes = [UInt8](data)
  let start = Array("stream\n".utf8)
  let end = Array("endstream".utf8)
  var streams: [String] = []
  var i = 0
  while i + start.count <= bytes.count {
    guard Array(bytes[i..<(i + start.count)]) == start else {
      i += 1
      continue
    }
    let from = i + start.count
    var to = from
    while to + end.count <= bytes.count, Array(bytes[to..<(to + end.count)]) != end { to += 1 }
    let inflated = try Deflate.decompress(Array(bytes[from..<to]), expectedSize: 1 << 16)
    streams.append(String(decoding: inflated, as: UTF8.self))
    i = to + end.count
  }
  return streams
}

/// The document's structure as text (streams are binary; the rest is ASCII).
private func text(_ data: Data) -> String {
  String(decoding: data.map { $0 & 0x7F }, as: UTF8.self)
}

@Suite("PDF contexts' content: y axes of Core Graphics' and UIKit's PDF spaces, pages")
@MainActor
struct PDFContentStreamTests {
  @Test("Core Graphics' PDF space is y up: a 10 × 10 fill at (0, 0) is at device y 90 of 100")
  func coreGraphicsSpace() throws {
    let data = try #require(CFDataCreateMutable(nil, 0))
    let consumer = try #require(CGDataConsumer(data: data))
    var box = CGRect(x: 0, y: 0, width: 200, height: 100)
    let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
    context.beginPDFPage(nil)
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    context.endPDFPage()
    context.closePDF()
    let streams = try contentStreams(data as Data)
    #expect(streams == ["1 0 0 -1 0 100 cm\nq\n1 0 0 rg /a0 gs\n0 90 10 10 re f\nQ\n"])
  }

  @Test("UIGraphicsPDFRenderer: y down, two pages, drawing before the first page is discarded")
  func rendererPages() throws {
    let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
    var boundsSeen: [CGRect] = []
    let data = renderer.pdfData { context in
      UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
      UIRectFill(CGRect(x: 50, y: 50, width: 5, height: 5))
      context.beginPage()
      boundsSeen.append(context.pdfContextBounds)
      UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
      context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 50, height: 60), pageInfo: [:])
      boundsSeen.append(context.pdfContextBounds)
      context.fill(CGRect(x: 1, y: 2, width: 3, height: 4))
    }
    let pdf = text(data)
    #expect(pdf.hasPrefix("%PDF-"))
    #expect(pdf.contains("/Count 2"))
    #expect(pdf.contains("/MediaBox [ 0 0 200 100 ]") && pdf.contains("/MediaBox [ 0 0 50 60 ]"))
    #expect(
      boundsSeen == [
        CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 0, y: 0, width: 50, height: 60),
      ])
    let streams = try contentStreams(data)
    #expect(streams.count == 2)
    #expect(streams.first?.contains("1 0 0 -1 0 100 cm") == true)
    #expect(streams.first?.contains("0 0 10 10 re f") == true)
    #expect(streams.last?.contains("1 2 3 4 re f") == true)
    #expect(!streams.joined().contains("50 50 5 5 re"))
    let again = renderer.pdfData { context in
      UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
      UIRectFill(CGRect(x: 50, y: 50, width: 5, height: 5))
      context.beginPage()
      UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
      context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 50, height: 60), pageInfo: [:])
      context.fill(CGRect(x: 1, y: 2, width: 3, height: 4))
    }
    #expect(again == data)
  }

  @Test("UIGraphicsBeginPDFContextToData: empty bounds are US Letter; the end restores the context")
  func uiKitFunctions() throws {
    let data = NSMutableData()
    SimulationContext.$graphicsContexts.withValue(GraphicsContextStack()) {
      UIGraphicsBeginPDFContextToData(data, .zero, ["Title": "Receipt"])
      #expect(UIGraphicsGetCurrentContext() != nil)
      #expect(UIGraphicsGetPDFContextBounds() == .zero)
      UIGraphicsBeginPDFPage()
      #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 612, height: 792))
      UIBezierPath(rect: CGRect(x: 20, y: 30, width: 40, height: 50)).fill()
      UIGraphicsEndPDFContext()
      #expect(UIGraphicsGetCurrentContext() == nil)
    }
    let pdf = text(data as Data)
    #expect(pdf.hasSuffix("%%EOF\n"))
    #expect(pdf.contains("/MediaBox [ 0 0 612 792 ]") && pdf.contains("/Count 1"))
    #expect(pdf.contains("/Title (Receipt)"))
    #expect(try contentStreams(data as Data).first?.contains("20 30 40 50 re f") == true)
  }

  @Test(
    "writePDF(to:withActions:) does not write: it throws fileWriteNoPermission, naming the path")
  func writePDFThrows() {
    let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
    var ran = false
    #expect(
      throws: CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: "/tmp/x.pdf"])
    ) {
      try renderer.writePDF(to: URL(fileURLWithPath: "/tmp/x.pdf")) { _ in ran = true }
    }
    #expect(!ran)
  }
}
