/// A person credited on a series: a cast member and the character they play, or a staff
/// member and their job.
public struct Credit: Codable, Hashable, Sendable {
    /// The role: the character's name for cast, the job (`"監督"`, `"Director"`) for staff.
    public var role: String
    /// The person's name.
    public var name: String

    /// Creates a credit.
    public init(role: String, name: String) {
        self.role = role
        self.name = name
    }
}
