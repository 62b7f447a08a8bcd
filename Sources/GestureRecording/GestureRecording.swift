// The types a recording's API names that live in the modules below it, re-exported so that
// `import GestureRecording` (with `import UIKit` for the views) is all a test needs: the device
// presets, the frame selection, the plot specs, and what errors and reports carry.
@_exported import struct Renderer.AnimationReport
@_exported import struct Renderer.FrameSelection
@_exported import enum Renderer.PNGWriterKind
@_exported import enum Renderer.RenderError
@_exported import struct Scenario.Device
@_exported import enum Scenario.PlotProperty
@_exported import struct Scenario.PlotSpec
@_exported import struct Scenario.ScenarioError
