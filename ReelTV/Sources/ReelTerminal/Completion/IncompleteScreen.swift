/// A screen that did not become complete within its bound: which expected elements were missing
/// and what work was still pending when the bound ran out.
package struct IncompleteScreen: Error, Equatable, CustomStringConvertible, Sendable {
    /// The names of the expected elements not shown.
    package var missingElements: [String]
    /// The work still pending, each described.
    package var pendingWork: [String]
    /// The rounds waited before giving up.
    package var rounds: Int

    /// A screen missing `missingElements`, with `pendingWork` still pending, after `rounds` rounds.
    package init(missingElements: [String], pendingWork: [String], rounds: Int) {
        self.missingElements = missingElements
        self.pendingWork = pendingWork
        self.rounds = rounds
    }

    /// `the screen was not complete after N rounds: missing …; still pending: …`.
    package var description: String {
        var parts: [String] = []
        if !missingElements.isEmpty { parts.append("missing " + missingElements.joined(separator: ", ")) }
        if !pendingWork.isEmpty { parts.append("still pending: " + pendingWork.joined(separator: "; ")) }
        return "the screen was not complete after \(rounds) \(rounds == 1 ? "round" : "rounds"): " + parts.joined(separator: "; ")
    }
}
