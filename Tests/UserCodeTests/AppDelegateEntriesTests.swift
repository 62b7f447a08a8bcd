import IOSSourcePreparation
import Testing

@testable import UserCode

@Suite("The app and scene delegate classes get factories the launch calls")
struct AppDelegateEntriesTests {
  @Test("The template's AppDelegate and SceneDelegate are found by what they adopt")
  func templateClasses() {
    let preparation = SourcePreparation(
      sources: [
        (
          display: "App.swift",
          text: """
          import UIKit
          @main
          class AppDelegate: UIResponder, UIApplicationDelegate {}
          class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }
          class Other: UIResponder, UIKit.UISceneDelegate {}
          private class Hidden: UIResponder, UIWindowSceneDelegate {}
          class Screen: UIViewController {}
          """
        )
      ], languageMode: 5)
    let entries = UserCodeCompiler.delegateClasses(in: preparation.index)
    #expect(
      entries == [
        FactorySource.Entry(name: "AppDelegate", kind: .applicationDelegate),
        FactorySource.Entry(name: "SceneDelegate", kind: .sceneDelegate),
        FactorySource.Entry(name: "Other", kind: .sceneDelegate),
      ])
  }

  @Test("A delegate's factory makes it with init() as an object")
  func factoryLine() {
    let source = FactorySource(entries: [
      FactorySource.Entry(name: "AppDelegate", kind: .applicationDelegate)
    ]).text
    #expect(source.contains("    let object: AnyObject = AppDelegate()"))
  }
}
