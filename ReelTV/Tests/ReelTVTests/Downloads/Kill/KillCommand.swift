import ReelTVModel

/// A `reel downloads` command the kill and multi-process tests run (and maybe kill), and the
/// changes of state it can make: what a download saved in one state may be found in after it,
/// whole or cut short.
enum KillCommand: CustomStringConvertible {
    /// `run`, with `--fail` transfers failing.
    case run(failing: Int)
    /// `add` of these episodes.
    case add([String])
    /// `pause`, `resume`, `retry`, `cancel` or `delete` of these downloads.
    case change(String, [String])

    var description: String { arguments.joined(separator: " ") }

    /// The subcommand and its arguments, without the options every command gets.
    var arguments: [String] {
        switch self {
        case .run(let failing): ["run", "--fail", "\(failing)"]
        case .add(let ids): ["add"] + ids
        case .change(let name, let ids): [name] + ids
        }
    }

    /// The ids `add` or the change `name` applies to, given the `stored` downloads: for `add`,
    /// those of `pool` without a download.
    static func targets(of name: String, stored: [Download], pool: [String]) -> [String] {
        switch name {
        case "add": return pool.filter { id in !stored.contains { $0.episodeID == id } }
        case "pause": return stored.filter(\.state.isActive).map(\.episodeID)
        case "resume": return stored.filter { $0.state == .paused }.map(\.episodeID)
        case "retry": return stored.filter { if case .failed = $0.state { true } else { false } }.map(\.episodeID)
        case "cancel": return stored.filter { $0.state != .completed }.map(\.episodeID)
        case "delete": return stored.map(\.episodeID)
        default: preconditionFailure("no command \(name)")
        }
    }

    /// The states (or `removed`) a download of `episodeID` that was saved as `state` may be
    /// found in after this command ran, in full or until it was killed.
    func reachable(from state: String, episodeID: String) -> Set<String> {
        Self.reachable(from: state, episodeID: episodeID, through: [self])
    }

    /// The states (or `removed`) a download of `episodeID` that was saved as `state` may be
    /// found in after `commands` ran, in any order and interleaved, in full or until killed.
    static func reachable(from state: String, episodeID: String, through commands: [KillCommand]) -> Set<String> {
        var reached: Set<String> = [state]
        var frontier = [state]
        while let next = frontier.popLast() {
            for command in commands {
                for target in command.transitions(from: next, episodeID: episodeID) where reached.insert(target).inserted {
                    frontier.append(target)
                }
            }
        }
        return reached
    }

    /// How a download of `episodeID` found as `found` (nil: removed) contradicts its having
    /// been saved as `saved` (nil: removed) when only `commands` can have changed it since: a
    /// state they cannot lead to, or fewer bytes without its having been removed and queued
    /// again.
    static func contradictions(episodeID id: String, saved: SavedLine?, found: SavedLine?, through commands: [KillCommand]) -> [String] {
        let before = saved?.state ?? "removed"
        let after = found?.state ?? "removed"
        let reached = reachable(from: before, episodeID: id, through: commands)
        let between = commands.map(\.description).joined(separator: "; ")
        guard reached.contains(after) else { return ["\(id) was saved as \(before), and is \(after) after \(between)"] }
        guard let saved, let found, saved.state != "removed", found.state != "removed", found.bytesReceived < saved.bytesReceived else { return [] }
        let requeued = reached.contains("removed") && reachable(from: "removed", episodeID: id, through: commands).contains(after)
        return requeued ? [] : ["\(id) was saved with \(saved.bytesReceived) bytes and has \(found.bytesReceived) after \(between)"]
    }

    private func transitions(from state: String, episodeID: String) -> [String] {
        // Any command frees or fills slots, which starts queued downloads.
        var targets = state == "queued" ? ["downloading"] : []
        switch self {
        case .run:
            if state == "downloading" { targets += ["completed", "failed"] }
        case .add(let ids):
            if state == "removed" && ids.contains(episodeID) { targets.append("queued") }
        case .change(let name, let ids) where ids.contains(episodeID):
            switch (name, state) {
            case ("pause", "queued"), ("pause", "downloading"): targets.append("paused")
            case ("resume", "paused"), ("retry", "failed"): targets.append("queued")
            case ("cancel", let state) where state != "completed" && state != "removed": targets.append("removed")
            case ("delete", _): targets.append("removed")
            default: break
            }
        case .change:
            break
        }
        return targets
    }
}
