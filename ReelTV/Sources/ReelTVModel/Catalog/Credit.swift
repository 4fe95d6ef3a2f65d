/// A person credited on a series: a cast member and the character they play, or a staff
/// member and their job.
package struct Credit: Codable, Hashable, Sendable {
    /// The role: the character's name for cast, the job (`"監督"`, `"Director"`) for staff.
    package var role: String
    /// The person's name.
    package var name: String

    /// Creates a credit.
    package init(role: String, name: String) {
        self.role = role
        self.name = name
    }
}
