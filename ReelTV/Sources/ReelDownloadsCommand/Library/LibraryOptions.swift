import ArgumentParser
import Foundation
import ReelCommandLine
import ReelConsole
import ReelTVModel

/// `--data-dir DIR` and opening the person's library there: shared by every command that reads
/// or changes My Video or the downloads.
package struct LibraryOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The folder holding the library (My Video and downloads); created on first use.",
            discussion: "Default: $XDG_DATA_HOME/reel, or ~/.local/share/reel when XDG_DATA_HOME is not set.",
            valueName: "dir"))
    var dataDir: String?

    package init() {}

    package func validate() throws {
        if dataDir?.isEmpty == true { throw ValidationError("--data-dir must name a folder") }
    }

    /// The library's folder: `--data-dir`, else the user's data folder.
    package var directory: URL {
        dataDir.map { URL(fileURLWithPath: $0) } ?? Self.defaultDirectory(environment: ProcessInfo.processInfo.environment)
    }

    /// `$XDG_DATA_HOME/reel`, or `~/.local/share/reel` when it is unset or (as the XDG spec
    /// says to treat it) not an absolute path.
    static func defaultDirectory(environment: [String: String]) -> URL {
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome).appendingPathComponent("reel")
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share/reel")
    }

    /// What the library holds, read as it is stored and changing nothing (see
    /// ``ReelTVModel/LibraryDatabase/storedContents(directory:)``): empty when there is no
    /// library yet. A damaged file is an error here, left where it is for the next command that
    /// changes the library to move aside.
    package func storedContents() throws -> LibraryContents {
        do {
            return try LibraryDatabase.storedContents(directory: directory)
        } catch {
            guard case .corrupt = error.problem else { throw error }
            throw CommandFailure(
                description: "\(error); left as it is: the next command that changes the library moves it aside and starts an empty one")
        }
    }

    /// Opens the library, with at most `concurrencyLimit` downloads running at once.
    ///
    /// A damaged file is moved aside and an empty library started, which is told on standard
    /// error; a file that cannot be read, or that a newer reel wrote, is an error naming it
    /// (and the command exits non-zero with the file untouched).
    @MainActor
    package func open(concurrencyLimit: Int = 3) throws(LibraryDatabaseError) -> Library {
        let (library, recovery) = try Library.open(directory: directory, concurrencyLimit: concurrencyLimit)
        if let recovery {
            var errors = FileDescriptorOutput.standardError
            print("reel: \(recovery)", to: &errors)
        }
        return library
    }
}
