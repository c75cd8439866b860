import ArgumentParser

@main
struct Stackplay: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stackplay",
    abstract: "A terminal playground for UIKit and SwiftUI stack layout."
  )
}
