import Testing

@testable import IOSSourcePreparation

@Suite("Selectors are named as the Swift compiler names an @objc method")
struct ObjCSelectorNameTests {
  @Test("Base names, unlabelled and labelled first arguments, later labels")
  func names() {
    #expect(ObjCSelectorName.method("tap", labels: []) == "tap")
    #expect(ObjCSelectorName.method("tap", labels: [nil]) == "tap:")
    #expect(ObjCSelectorName.method("move", labels: [nil, "to"]) == "move:to:")
    #expect(ObjCSelectorName.method("handle", labels: ["gesture"]) == "handleWithGesture:")
    #expect(ObjCSelectorName.method(swiftName: "scroll(to:animated:)") == "scrollWithTo:animated:")
    #expect(ObjCSelectorName.method(swiftName: "buy(_:forEvent:)") == "buy:forEvent:")
    #expect(ObjCSelectorName.setter("title") == "setTitle:")
  }
}
