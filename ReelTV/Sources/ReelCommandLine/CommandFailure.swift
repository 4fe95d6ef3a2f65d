/// A command that cannot do what was asked, for a reason the person can act on: ids that
/// name nothing, a change that doesn't apply, a catalog with nothing to show. The command
/// changed nothing; `reel` tells it in one line, with exit status 1.
package struct CommandFailure: Error, CustomStringConvertible {
    /// What was wrong, naming the ids or the file.
    package let description: String

    /// The failure `description` tells.
    package init(description: String) {
        self.description = description
    }
}
