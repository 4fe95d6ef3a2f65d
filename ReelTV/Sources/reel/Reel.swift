import ArgumentParser
import Foundation
import ReelConsole
import ReelDownloadsCommand

/// The `reel` command: benchmarks and tools for the Reel libraries.
@main
struct Reel: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reel",
        abstract: "Reel: fast, crash-proof list updates for iOS-style screens.",
        subcommands: [Demo.self, Downloads.self, Bench.self]
    )

    /// Parses the arguments and runs the command they name, as ArgumentParser's `main` does,
    /// except that episode ids are parsed by ``ReelDownloadsCommand/EpisodeIDArguments``, a closed
    /// standard output is refused before anything can take its descriptor, and every way out
    /// but success goes through ``FailureReport``.
    static func main() async {
        // A write past the file-size limit (`ulimit -f`) fails with EFBIG, which the library
        // and the outputs report in words, instead of killing reel without one; nothing stored
        // is lost, since the write that fails is never committed.
        signal(SIGXFSZ, SIG_IGN)
        do {
            try FileDescriptorOutput.standardOutput.checkOpen()
        } catch {
            FailureReport.exit(for: error)
        }
        var command: any ParsableCommand
        do {
            let (arguments, episodeIDs) = EpisodeIDArguments.split(Array(CommandLine.arguments.dropFirst()))
            command = try parseAsRoot(arguments)
            if let episodeIDs, var idCommand = command as? any EpisodeIDCommand {
                idCommand.episodeIDs = episodeIDs
                command = idCommand
            }
        } catch {
            FailureReport.exit(for: error)
        }
        do {
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            FailureReport.exit(for: error, in: type(of: command))
        }
    }
}
