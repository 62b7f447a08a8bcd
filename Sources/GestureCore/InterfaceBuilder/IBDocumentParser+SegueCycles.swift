import Foundation

extension IBDocumentParser {
  /// The error of the first relationship or embed segue that leads back to a scene whose
  /// making leads to it, at the segue: a navigation controller whose root is itself, a tab of
  /// a tab bar controller that is the tab bar controller, a container view embedding its own
  /// scene, or a longer loop of these. Making a scene makes the destinations of these segues
  /// at once (a relationship's when the controller is made, an embed's when its view loads),
  /// so iOS would make scenes until the stack overflowed; here the file is not loaded. Show
  /// and present segues are made on demand and may lead anywhere.
  ///
  /// Scenes are visited in document order, each scene's segues in document order.
  static func segueCycle(in root: IBElement, fileName: String) -> InterfaceBuilderError? {
    var order: [String] = []
    var edges: [String: [(segue: IBElement, destination: String)]] = [:]
    for element in root.descendants() where element["sceneMemberID"] == "viewController" {
      guard let id = element.id, edges[id] == nil else { continue }
      order.append(id)
      edges[id] = element.descendants().compactMap { segue in
        guard segue.name == "segue", segue["kind"] == "relationship" || segue["kind"] == "embed",
          let destination = segue["destination"]
        else { return nil }
        return (segue, destination)
      }
    }
    enum Mark { case inProgress, done }
    var marks: [String: Mark] = [:]
    func visit(_ id: String) -> InterfaceBuilderError? {
      marks[id] = .inProgress
      for (segue, destination) in edges[id] ?? [] where edges[destination] != nil {
        switch marks[destination] {
        case .inProgress?:
          return InterfaceBuilderError(
            file: fileName, line: segue.line, column: segue.column,
            message: "this \(segue["kind"] ?? "") segue leads back to '\(destination)', whose "
              + "scene is being made when this one is: the storyboard's relationship and "
              + "embed segues form a cycle, which iOS would follow until the stack overflows")
        case nil:
          if let found = visit(destination) { return found }
        case .done?:
          continue
        }
      }
      marks[id] = .done
      return nil
    }
    for id in order where marks[id] == nil {
      if let found = visit(id) { return found }
    }
    return nil
  }
}
