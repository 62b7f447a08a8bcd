import Foundation
import Testing

@testable import GestureCore

@Suite("Hostile Interface Builder files are located errors, never a hang or a crash")
struct HostileInterfaceBuilderFileTests {
  private static let header =
    #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">"# + "\n"

  private func error(_ text: String) -> InterfaceBuilderError? {
    do {
      _ = try IBDocumentParser.parse(data: Data(text.utf8), fileName: "Bad.xib")
      return nil
    } catch {
      return error as? InterfaceBuilderError
    }
  }

  @Test("a 100 MB file is refused by its size before it is read")
  func tooLarge() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ib-large-\(UUID().uuidString).storyboard")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 100 << 20)  // sparse: nothing is written
    try handle.close()
    #expect(throws: InterfaceBuilderError.self) {
      try IBDocumentParser.parse(contentsOf: url, fileName: "Big.storyboard")
    }
    do {
      _ = try IBDocumentParser.parse(contentsOf: url, fileName: "Big.storyboard")
    } catch let error as InterfaceBuilderError {
      #expect(
        error.description
          == "Big.storyboard: error: the file is 104857600 bytes; Interface Builder files "
          + "larger than 8388608 bytes are not read")
    }
  }

  @Test("entity declarations (a billion laughs) are refused before parsing, at their line")
  func entityExpansion() {
    let text =
      #"<?xml version="1.0"?>"# + "\n" + #"<!DOCTYPE lolz [<!ENTITY lol "lol">"#
      + (1...9).map { #"<!ENTITY lol\#($0) "&lol\#($0 - 1 == 0 ? "" : String($0 - 1));&lol;">"# }
      .joined() + "]>\n<document>&lol9;</document>\n"
    #expect(
      error(text)?.description
        == "Bad.xib:2:1: error: a document type declaration ('<!DOCTYPE') is not read: "
        + "Interface Builder files have none, and its entities could expand without bound")
  }

  @Test("nesting deeper than the limit stops at the element that crosses it")
  func deepNesting() {
    let depth = 10_000
    let text =
      Self.header + "<objects>\n" + String(repeating: "<view>\n", count: depth)
      + String(repeating: "</view>\n", count: depth) + "</objects>\n</document>\n"
    // <document> and <objects> are two levels: the 199th <view> is element 201, on line 202.
    #expect(
      error(text)?.description
        == "Bad.xib:202:1: error: <view> is nested 201 elements deep; Interface Builder files "
        + "deeper than 200 are not read")
  }

  @Test("text that is not well-formed XML is an error at the parser's position")
  func notWellFormed() {
    let failure = error(Self.header + "<objects>\n<view id=\"a\">\n</objects>\n")
    #expect(failure?.line == 5)
    #expect(failure?.message.hasPrefix("the file is not well-formed XML") == true)
  }

  @Test("a broken tag is located where it breaks, not at the end the parser reads on to")
  func firstErrorLocated() {
    // The attribute's opening quote is missing on line 4; the parser recovers and goes on to
    // report every end tag after it, the last at the end of the file.
    let text =
      Self.header + "<objects>\n<view id=a\">\n</view>\n</objects>\n"
      + String(repeating: "<!-- more -->\n", count: 20) + "</document>\n"
    #expect(
      error(text)?.description
        == "Bad.xib:4:10: error: the file is not well-formed XML (an attribute value without "
        + "its opening quote)")
  }

  @Test("a macOS document and a root that is no document are refused")
  func wrongDocument() {
    #expect(
      error(#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"/>"#)?
        .description
        == "Bad.xib:1:1: error: the document's type is 'com.apple.InterfaceBuilder3.Cocoa.XIB', "
        + "not an iOS (CocoaTouch) storyboard or xib")
    #expect(
      error("<plist/>")?.description
        == "Bad.xib:1:1: error: the root element is <plist>, not an Interface Builder <document>")
  }

  @Test("segues that make scenes in a cycle are refused at the segue that closes it")
  func segueCycles() {
    func storyboard(_ scenes: String) -> String {
      #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" "#
        + #"version="3.0" initialViewController="A">"# + "\n<scenes>\n" + scenes
        + "</scenes>\n</document>\n"
    }
    func scene(_ id: String, _ segues: String, name: String = "navigationController") -> String {
      "<scene sceneID=\"s\(id)\"><objects>\n"
        + "<\(name) id=\"\(id)\" sceneMemberID=\"viewController\">\n"
        + "<connections>\n\(segues)</connections>\n</\(name)>\n</objects></scene>\n"
    }
    func root(_ destination: String, _ id: String) -> String {
      "<segue destination=\"\(destination)\" kind=\"relationship\" "
        + "relationship=\"rootViewController\" id=\"\(id)\"/>\n"
    }
    // A navigation controller that is its own root: the segue is on line 7.
    let itself = storyboard(scene("A", root("A", "r1")))
    #expect(
      error(itself)?.description
        == "Bad.xib:7:1: error: this relationship segue leads back to 'A', whose scene is being "
        + "made when this one is: the storyboard's relationship and embed segues form a cycle, "
        + "which iOS would follow until the stack overflows")
    // Two navigation controllers rooted in each other: found at B's segue (line 14).
    let pair = storyboard(scene("A", root("B", "r1")) + scene("B", root("A", "r2")))
    #expect(error(pair)?.line == 14)
    // A show segue back is no cycle: it is made on demand.
    let show = storyboard(
      scene("A", root("B", "r1"))
        + scene("B", "<segue destination=\"A\" kind=\"show\" id=\"s1\"/>\n", name: "viewController")
    )
    #expect(error(show) == nil)
  }
}
