import Foundation
import Testing

@testable import GestureCore

/// A layout class, named in a message by its own name.
final class NilCoderGridLayout: UICollectionViewLayout {}

@Suite(
  "Identifiers an Interface Builder file gives twice: ids refused, Storyboard and reuse IDs warned")
struct DuplicateIdentifierTests {
  private static let header =
    #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">"#
    + "\n"

  @Test("Two elements with one id: an error at the later one, naming the first's place")
  func duplicateElementID() {
    let text =
      Self.header + "  <scenes>\n    <scene sceneID=\"s1\">\n      <objects>\n"
      + "        <viewController id=\"vc\">\n          <view key=\"view\" id=\"vc\"/>\n"
      + "        </viewController>\n      </objects>\n    </scene>\n  </scenes>\n</document>\n"
    #expect(
      throws: InterfaceBuilderError(
        file: "Main.storyboard", line: 7, column: 11,
        message: "the id 'vc' of this <view> is also the id of the <viewController> at line 6, "
          + "column 9; an Interface Builder file's object ids must be unique")
    ) {
      try IBDocumentParser.parse(data: Data(text.utf8), fileName: "Main.storyboard")
    }
  }

  @Test("A Storyboard ID of two scenes and a reuse identifier of two prototype cells are warnings")
  func duplicateStoryboardAndReuseIDs() throws {
    let text =
      Self.header + "  <scenes>\n"  // line 3
      + "    <scene sceneID=\"s1\">\n      <objects>\n"  // 4, 5
      + "        <tableViewController storyboardIdentifier=\"List\" id=\"t1\">\n"  // 6
      + "          <tableView key=\"view\" id=\"tv\">\n"  // 7
      + "            <prototypes>\n"  // 8
      + "              <tableViewCell reuseIdentifier=\"Row\" id=\"c1\"/>\n"  // 9
      + "              <tableViewCell reuseIdentifier=\"Row\" id=\"c2\"/>\n"  // 10
      + "              <tableViewCell reuseIdentifier=\"Other\" id=\"c3\"/>\n"  // 11
      + "            </prototypes>\n          </tableView>\n"  // 12, 13
      + "        </tableViewController>\n      </objects>\n    </scene>\n"  // 14-16
      + "    <scene sceneID=\"s2\">\n      <objects>\n"  // 17, 18
      + "        <viewController storyboardIdentifier=\"List\" id=\"v2\"/>\n"  // 19
      + "      </objects>\n    </scene>\n  </scenes>\n</document>\n"
    let document = try IBDocumentParser.parse(data: Data(text.utf8), fileName: "Main.storyboard")
    #expect(
      document.duplicateIdentifierWarnings.map(\.description) == [
        "Main.storyboard:19:9: the Storyboard ID 'List' is also that of the "
          + "<tableViewController> at line 6, column 9; "
          + "instantiateViewController(withIdentifier:) makes the first",
        "Main.storyboard:10:15: the reuse identifier 'Row' is also that of the prototype "
          + "<tableViewCell> at line 9, column 15 in the same <tableView>; dequeuing it makes "
          + "this later cell",
      ])
  }

  @Test("init(coder:) returning nil: the class by its own name and the element")
  @MainActor
  func nilFromCoderMessage() {
    let element = IBElement(
      name: "collectionViewLayout", attributes: ["id": "lay-1", "customClass": "GridLayout"])
    #expect(
      IBObjectGraph.nilFromCoder(NilCoderGridLayout.self, element)
        == "NilCoderGridLayout.init(coder:) returned nil for <collectionViewLayout id=\"lay-1\">; the "
        + "file cannot be loaded without it")
  }
}
