import Testing

@testable import UserCode

@Suite("Controller subclasses of UIKit's containers; no error points into a generated file")
struct ControllerKindAndGeneratedErrorTests {
  private let scanner = ClassDeclarationScanner(sources: [
    (
      "App.swift",
      """
      import UIKit
      class AppNavigationController: UINavigationController {}
      class FruitList: UITableViewController {}
      class Plain: UIViewController {}
      """
    )
  ])

  @Test("A UINavigationController or UITableViewController subclass is a view controller")
  func containerSubclasses() throws {
    #expect(scanner.kind(of: "AppNavigationController") == .viewController)
    #expect(scanner.kind(of: "FruitList") == .viewController)
    #expect(scanner.uikitBase(of: "AppNavigationController") == "UINavigationController")
    #expect(ClassDeclarationScanner.uikitClass("UINavigationController", isKindOf: "UIViewController"))
    try UserCodeCompiler.check(
      "AppNavigationController", inherits: "UIViewController", in: scanner)
    try UserCodeCompiler.check("FruitList", inherits: "UIViewController", in: scanner)
    #expect(
      scanner.candidates(of: .viewController) == ["AppNavigationController", "FruitList", "Plain"])
  }

  private let factory = FactorySource(entries: [])

  @Test("The user's errors are reported without the generated appendix's consequences")
  func userErrorsOnly() {
    let output = """
      /tmp/x/Probe.swift:9:35: error: cannot find type 'Segue' in scope
          @IBAction func unwind(_ segue: Segue) {}
                                         ^~~~~
      gesturerender-generated.swift:5:117: error: generic parameter 'T' could not be inferred
      """
    let error = CompilerOutput(output, factories: "/tmp/x/factory.swift", source: factory)
      .error(status: 1)
    #expect(error.kind == .compileFailed)
    #expect(
      error.message == """
        /tmp/x/Probe.swift:9:35: error: cannot find type 'Segue' in scope
            @IBAction func unwind(_ segue: Segue) {}
                                           ^~~~~
        """)
    #expect(!error.message.contains("gesturerender-generated"))
  }

  @Test("Errors only in the generated appendix are reported without their place")
  func generatedErrorsOnly() {
    let output =
      "/tmp/build/gesturerender-generated.swift:5:117: error: generic parameter 'T' could not "
      + "be inferred\n"
    let error = CompilerOutput(output, factories: "/tmp/x/factory.swift", source: factory)
      .error(status: 1)
    #expect(
      error.message == """
        the method tables gesturerender generates for the code's @objc methods and outlets did \
        not compile (a gesturerender defect; please report it with the code):
          generic parameter 'T' could not be inferred
        """)
  }
}
