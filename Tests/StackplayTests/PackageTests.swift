import Foundation
import Testing

/// The tarball `scripts/package` makes (.ci/run makes it before `swift test`;
/// locally, run `scripts/package` first, or this suite is reported skipped).
enum PackagedTarball {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The newest `dist/stackplay-*.tar.gz`, if any.
  static var latest: URL? {
    let dist = repository.appendingPathComponent("dist")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dist.path)) ?? []
    return
      names
      .filter { $0.hasPrefix("stackplay-") && $0.hasSuffix(".tar.gz") }
      .map { dist.appendingPathComponent($0) }
      .max {
        let first =
          (try? $0.resourceValues(forKeys: [.contentModificationDateKey]))?
          .contentModificationDate ?? .distantPast
        let second =
          (try? $1.resourceValues(forKeys: [.contentModificationDateKey]))?
          .contentModificationDate ?? .distantPast
        return first < second
      }
  }
}

@Suite(
  "The packaged binary (scripts/package)",
  .enabled(if: PackagedTarball.latest != nil, "no dist/stackplay-*.tar.gz: run scripts/package"))
struct PackageTests {
  @Test(
    "the tarball holds a binary without Swift libraries, completions and a man page; it renders")
  func packagedBinary() throws {
    let tarball = try #require(PackagedTarball.latest)
    let folder = try TemporaryDirectory()
    let unpacked = try runCommand("/bin/tar", ["-xzf", tarball.path, "-C", folder.url.path])
    #expect(unpacked.status == 0, "\(unpacked.error)")
    let top = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path).first)
    let root = folder.url.appendingPathComponent(top)
    let binary = root.appendingPathComponent("bin/stackplay").path

    let libraries = try runCommand("/usr/bin/ldd", [binary])
    #expect(libraries.status == 0)
    #expect(libraries.output.contains("libncursesw"))
    for forbidden in ["libswift", "libFoundation", "lib_Foundation", "libdispatch"] {
      #expect(!libraries.output.contains(forbidden), "ldd shows \(forbidden):\n\(libraries.output)")
    }

    for (path, mark) in [
      ("share/bash-completion/completions/stackplay", "serve"),
      ("share/zsh/site-functions/_stackplay", "serve"),
      ("share/fish/vendor_completions.d/stackplay.fish", "serve"),
      ("share/man/man1/stackplay.1", ".SH SERVE"),
    ] {
      let text = try String(
        contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      #expect(text.contains(mark), "\(path)")
    }

    // `render` answers as the debug build does: the same contract.
    let example = examplesDirectory.appendingPathComponent("three-squares-equal-centering.json")
      .path
    let packed = try runCommand(binary, ["render", example])
    let built = try StackplayBinary.run(["render", example])
    #expect(packed.status == 0)
    #expect(packed.error == "")
    #expect(packed.output.hasPrefix("{"))
    #expect(packed.output == built.standardOutput)
  }
}
