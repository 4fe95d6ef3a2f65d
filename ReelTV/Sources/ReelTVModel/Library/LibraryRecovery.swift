/// A damaged library file that was moved aside so the app could start with an empty library.
package struct LibraryRecovery: Sendable, CustomStringConvertible {
    /// What was wrong with the file.
    package let problem: LibraryDatabaseError
    /// Where the file is now.
    package let movedTo: String

    package var description: String {
        "\(problem); kept it as \(movedTo) and started an empty library"
    }
}
