import Testing

@testable import gesturerender

/// What a crash message says the stopped child left behind.
@Suite("What a stopped run leaves, as the crash message says it")
struct CrashMessageTests {
  @Test("A child stopped while building the scene or in frame 0 wrote no frame")
  func noFrameWritten() {
    let building = ProgressRecord(stage: "building", file: "a.json", name: "a", frame: 0, time: 0)
    let first = ProgressRecord(stage: "simulating", file: "a.json", name: "a", frame: 0, time: 0)
    let later = ProgressRecord(
      stage: "simulating", file: "a.json", name: "a", frame: 6, time: 0.6)
    let frames = "the frames before it are written"
    #expect(CodeSupervisor.left(frames, after: building) == "no frame of it is written")
    #expect(CodeSupervisor.left(frames, after: first) == "no frame of it is written")
    #expect(CodeSupervisor.left(frames, after: later) == frames)
    #expect(
      CodeSupervisor.left(
        "the frames before it are written into the baseline, without its timeline.json",
        after: building)
        == "no frame of it is written into the baseline, without its timeline.json")
    let check = "its expectations and those of the scenarios after it were not evaluated"
    #expect(CodeSupervisor.left(check, after: building) == check)
    // After the last frame every output is written; the scene's teardown runs the deinits.
    let tearingDown = ProgressRecord(
      stage: "tearing down", file: "a.json", name: "a", frame: 0, time: 0)
    #expect(tearingDown.isSimulating)
    #expect(tearingDown.place == "while tearing down the scene of a")
    #expect(CodeSupervisor.left(frames, after: tearingDown) == "its outputs are written")
    #expect(CodeSupervisor.left(check, after: tearingDown) == check)
  }

  @Test("A crash in the code outside a scene says when: before the first, after the last")
  func crashOutsideAScene() {
    let finished = ProgressRecord(stage: "finished", file: "", name: "", frame: 0, time: 0)
    let before = ProgressRecord(stage: "", file: "", name: "", frame: 0, time: 0)
    #expect(finished.crashPlace == "after the last scene was drawn")
    #expect(before.crashPlace == "before a scene was built")
    let later = ProgressRecord(
      stage: "simulating", file: "a.json", name: "a", frame: 6, time: 0.6)
    #expect(later.crashPlace == "at 0.6 s (frame 6) of a")
    let frames = "the frames before it are written"
    #expect(CodeSupervisor.left(frames, after: finished) == "its outputs are written")
    #expect(CodeSupervisor.left(frames, after: before) == "no frame of it is written")
  }

  @Test("A stop in a batch names how many scenarios after it were not rendered")
  func laterScenarios() {
    let names = ["a", "b", "c"]
    #expect(
      CodeSupervisor.laterScenarios(after: "a", in: names, not: "rendered")
        == "; the 2 scenarios after it were not rendered")
    #expect(
      CodeSupervisor.laterScenarios(after: "b", in: names, not: "recorded")
        == "; the scenario after it was not recorded")
    #expect(CodeSupervisor.laterScenarios(after: "c", in: names, not: "rendered") == "")
    // check's and verify's own words already say it.
    #expect(CodeSupervisor.laterScenarios(after: "a", in: names, not: nil) == "")
  }

  @Test("A replay request reads back what the supervisor writes; anything else is none")
  func replayRequest() {
    let replay = FrameReplay(scenario: "card\tstack", frame: 40)
    #expect(replay.environmentValue == "40\tcard\tstack")
    #expect(FrameReplay(environmentValue: replay.environmentValue) == replay)
    #expect(FrameReplay(environmentValue: "0\tcard") == nil)
    #expect(FrameReplay(environmentValue: "card") == nil)
  }

  @Test("A fatal error the tool raises about a storyboard's element is shown at the element")
  func fatalErrorInDocument() {
    #expect(
      CrashPlace.locatedInDocument(
        "GestureCore/IBObjectGraph.swift:49: Fatal error: Main.storyboard:14:21: "
          + "GridLayout.init(coder:) returned nil for <collectionViewLayout id=\"l\">")
        == "Main.storyboard:14:21: error: Fatal error: GridLayout.init(coder:) returned nil "
        + "for <collectionViewLayout id=\"l\">")
    // A fatal error of the user's own file, or one without a place in a document, stays.
    let own = "Sources/Card.swift:19: Fatal error: a.b:1:2: no"
    #expect(CrashPlace.locatedInDocument(own) == own)
    let bare = "GestureCore/UIStackView.swift:87: Fatal error: Insertion index 3 out of bounds"
    #expect(CrashPlace.locatedInDocument(bare) == bare)
  }
}
