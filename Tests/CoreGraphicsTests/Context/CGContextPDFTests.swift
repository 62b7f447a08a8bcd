import Foundation
import Testing

@testable import CoreGraphics

/// The document's bytes as Latin-1 text (a PDF's structure is ASCII; streams are binary).
private func text(_ data: Data) -> String {
  String(decoding: data.map { $0 & 0x7F }, as: UTF8.self)
}

/// The number of times `needle` occurs in `haystack`.
private func count(_ needle: String, in haystack: String) -> Int {
  haystack.components(separatedBy: needle).count - 1
}

/// A 200 × 100 point document of one page with a red 10 × 10 square at Core Graphics' origin.
private func onePageDocument() throws -> Data {
  let data = try #require(CFDataCreateMutable(nil, 0))
  let consumer = try #require(CGDataConsumer(data: data))
  var box = CGRect(x: 0, y: 0, width: 200, height: 100)
  let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
  context.beginPDFPage(nil)
  context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
  context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
  context.endPDFPage()
  context.closePDF()
  return data as Data
}

@Suite("PDF contexts: Cairo's PDF surface written to a data consumer")
struct CGContextPDFTests {
  @Test("One page: the bytes start with %PDF-, end with %%EOF, one page of MediaBox 0 0 200 100")
  func onePage() throws {
    let data = try onePageDocument()
    let pdf = text(data)
    #expect(pdf.hasPrefix("%PDF-1."))
    #expect(pdf.hasSuffix("%%EOF\n"))
    #expect(count("/Type /Page\n", in: pdf) + count("/Type /Page ", in: pdf) == 1)
    #expect(pdf.contains("/Count 1"))
    #expect(pdf.contains("/MediaBox [ 0 0 200 100 ]"))
  }

  @Test("The same drawing gives the same bytes: the creation date is the fixed reference date")
  func deterministic() throws {
    let first = try onePageDocument()
    let second = try onePageDocument()
    #expect(first == second)
    #expect(text(first).contains("/CreationDate (20010101000000Z)"))
  }

  @Test("Two pages of their own media boxes: /Count 2, boxes 300 × 400 then 612 × 792")
  func twoPages() throws {
    let data = NSMutableData()
    let consumer = try #require(CGDataConsumer(data: data))
    let context = try #require(CGContext(consumer: consumer, mediaBox: nil, nil))
    var small = CGRect(x: 0, y: 0, width: 300, height: 400)
    context.beginPage(mediaBox: &small)
    context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
    context.endPage()
    context.beginPage(mediaBox: nil)
    context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
    context.endPage()
    context.closePDF()
    let pdf = text(data as Data)
    #expect(pdf.contains("/Count 2"))
    let first = try #require(pdf.range(of: "/MediaBox [ 0 0 300 400 ]"))
    let second = try #require(pdf.range(of: "/MediaBox [ 0 0 612 792 ]"))
    #expect(first.lowerBound < second.lowerBound)
  }

  @Test("The document information gives Title and Author; a PDF context has no bitmap")
  func metadataAndNoBitmap() throws {
    let data = NSMutableData()
    let consumer = try #require(CGDataConsumer(data: data))
    let info = ["Title": "Signature", "Author": "A. Person"] as CFDictionary
    var box = CGRect(x: 0, y: 0, width: 50, height: 50)
    let context = try #require(CGContext(consumer: consumer, mediaBox: &box, info))
    #expect(context.width == 0 && context.height == 0 && context.bytesPerRow == 0)
    #expect(context.makeImage() == nil)
    context.beginPDFPage(nil)
    context.endPDFPage()
    context.closePDF()
    let pdf = text(data as Data)
    #expect(pdf.contains("/Title (Signature)"))
    #expect(pdf.contains("/Author (A. Person)"))
  }

  @Test("An empty media box makes no context; a negative capacity makes no buffer")
  func invalid() throws {
    let consumer = try #require(CGDataConsumer(data: NSMutableData()))
    var empty = CGRect(x: 0, y: 0, width: 0, height: 10)
    #expect(CGContext(consumer: consumer, mediaBox: &empty, nil) == nil)
    #expect(CFDataCreateMutable(kCFAllocatorDefault, -1) == nil)
    #expect(CFDataGetLength(CFDataCreateMutable(nil, 0)) == 0)
  }
}
