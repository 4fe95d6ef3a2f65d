/// A `reel downloads` command the kill test runs (and maybe kills), and the changes of state it
/// can make: what a download saved in one state may be found in after it, whole or cut short.
enum KillCommand: CustomStringConvertible {
    /// `run`, with `--fail` transfers failing.
    case run(failing: Int)
    /// `add` of these episodes.
    case add([String])
    /// `pause`, `resume`, `retry` or `delete` of these downloads.
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

    /// The states (or `removed`) a download of `episodeID` that was saved as `state` may be
    /// found in after this command ran, in full or until it was killed.
    func reachable(from state: String, episodeID: String) -> Set<String> {
        var reached: Set<String> = [state]
        var frontier = [state]
        while let next = frontier.popLast() {
            for target in transitions(from: next, episodeID: episodeID) where reached.insert(target).inserted {
                frontier.append(target)
            }
        }
        return reached
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
            case ("delete", _): targets.append("removed")
            default: break
            }
        case .change:
            break
        }
        return targets
    }
}
