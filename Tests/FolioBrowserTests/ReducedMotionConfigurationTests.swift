import FolioKit
import Testing
@testable import FolioBrowser

/// Reduced motion in the configuration: the file, the environment and the command line, each
/// remembered as the source, the command line winning.
@Suite struct ReducedMotionConfigurationTests {
    let path = "/home/u/.config/folio/config"

    @Test func animationsAreOnByDefaultAndOffInTheFile() {
        #expect(Configuration().animations)
        let (configuration, problems) = Configuration.parse("animations = off\n", path: path)
        #expect(problems == [])
        #expect(!configuration.animations)
        #expect(configuration.source(of: .animations) == .file(path: path, line: 1))
        #expect(configuration.printed(filePath: path).contains("animations = off"))
    }

    @Test func theEnvironmentAsksForReducedMotion() {
        let reduced = Configuration().merging(environment: ["FOLIO_REDUCE_MOTION": "1"])
        #expect(!reduced.animations)
        #expect(reduced.source(of: .animations) == .environment("FOLIO_REDUCE_MOTION"))
        #expect(Configuration().merging(environment: ["FOLIO_REDUCE_MOTION": "0"]).animations, "0 asks for nothing")
    }

    @Test func noAnimationOnTheCommandLineWins() {
        let (file, _) = Configuration.parse("animations = on\n", path: path)
        let merged = file.merging(CommandLineSettings(animations: false))
        #expect(!merged.animations)
        #expect(merged.source(of: .animations) == .commandLine("--no-animation"))
    }

    @Test func aBadValueIsAProblemNamingTheLine() {
        let (configuration, problems) = Configuration.parse("\nanimations = sometimes\n", path: path)
        #expect(configuration.animations)
        #expect(problems.map(\.description) == ["\(path):2: animations must be on or off, not 'sometimes'; line skipped"])
    }
}
