/// A damaged library file that was moved aside so the app could start with an empty library.
public struct LibraryRecovery: Sendable, CustomStringConvertible {
    /// What was wrong with the file.
    public let problem: LibraryDatabaseError
    /// Where the file is now.
    public let movedTo: String

    public var description: String {
        "\(problem); kept it as \(movedTo) and started an empty library"
    }
}
