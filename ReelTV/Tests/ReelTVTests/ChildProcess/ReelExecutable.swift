import Foundation

/// Finds the `reel` executable the package built, for tests that run it as a child process.
enum ReelExecutable {
    /// The variable that names the executable explicitly, overriding the search.
    static let environmentVariable = "REEL_EXECUTABLE"

    /// `$REEL_EXECUTABLE`, else `reel` in the build folder the test bundle sits in (on Linux the
    /// test runner is `<build>/debug/ReelPackageTests.xctest`; on macOS the bundle's binary is a
    /// few folders further in), found by walking up from the runner and from every argument that
    /// names a `.xctest` bundle.
    static func path() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment[environmentVariable] {
            guard isExecutable(explicit) else { throw Missing(searched: [explicit]) }
            return explicit
        }
        let starts = ([CommandLine.arguments.first, Bundle.main.executablePath].compactMap { $0 }
            + CommandLine.arguments.filter { $0.contains(".xctest") })
            .map { URL(fileURLWithPath: $0).resolvingSymlinksInPath() }
        var searched: [String] = []
        for start in starts {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = folder.appendingPathComponent("reel").path
                if isExecutable(candidate) { return candidate }
                searched.append(candidate)
                folder.deleteLastPathComponent()
            }
        }
        throw Missing(searched: searched)
    }

    private static func isExecutable(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }

    /// The executable was not where the tests looked.
    struct Missing: Error, CustomStringConvertible {
        let searched: [String]

        var description: String {
            """
            cannot find the reel executable; looked at \(searched.joined(separator: ", ")). \
            Build it first (swift build, or swift build --build-tests), or set \(ReelExecutable.environmentVariable) to its path.
            """
        }
    }
}
