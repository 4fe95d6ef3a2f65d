import ArgumentParser

/// The `reel` command: benchmarks and tools for the Reel libraries.
@main
struct Reel: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reel",
        abstract: "Reel: fast, crash-proof list updates for iOS-style screens.",
        subcommands: [Demo.self, Downloads.self, Bench.self]
    )
}
