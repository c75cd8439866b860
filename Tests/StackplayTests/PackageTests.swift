import Foundation
import Testing

/// `scripts/package`, run into a temporary folder: the tarball it made. The
/// script builds a static release binary in a build folder of its own
/// (`.build-static`), so it runs while `swift test` holds `.build`; the first run
/// takes minutes, later ones only relink what changed.
enum PackagedTarball {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func make(into folder: URL) throws -> URL {
    let script = repository.appendingPathComponent("scripts/package").path
    let made = try runCommand(script, [folder.path], timeout: 1800)
    try #require(made.status == 0, "scripts/package failed:\n\(made.error)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let tarball = try #require(
      names.first { $0.hasPrefix("stackplay-") && $0.hasSuffix(".tar.gz") },
      "scripts/package made no tarball in \(folder.path): \(names)")
    return folder.appendingPathComponent(tarball)
  }
}

@Suite("The packaged binary (scripts/package)")
struct PackageTests {
  @Test(
    "the tarball holds a binary without Swift libraries, completions and a man page; it renders")
  func packagedBinary() throws {
    let output = try TemporaryDirectory()
    let tarball = try PackagedTarball.make(into: output.url)
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
