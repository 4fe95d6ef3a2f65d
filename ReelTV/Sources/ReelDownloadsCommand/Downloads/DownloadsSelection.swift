import ArgumentParser
import ReelCommandLine
import ReelConsole
import ReelTVModel

/// The options and episode ids of `reel downloads pause|resume|retry|cancel|delete`, and making
/// the change: all of it, in one saved change, or, when an id has no download or one the change
/// doesn't apply to, none of it.
struct DownloadsSelection: ParsableArguments {
    @OptionGroup var options: DownloadsOptions

    @Argument(help: ArgumentHelp("The downloads to change, by episode id (see reel downloads list).", valueName: "episode-id"))
    var episodeIDs: [String]

    /// Makes `change` to every selected download in one action, after checking that it applies
    /// to each.
    @MainActor
    func apply(_ change: DownloadCommand.Kind) throws {
        let session = try options.open()
        let ids = episodeIDs.uniqued()
        if let refusal = Self.refusal(of: change, to: ids, in: session.state) { throw refusal }
        // One action, so one transaction: a kill or a failed save leaves all of them changed or none.
        session.manager.apply(change.action, to: ids)
        try session.checkSaved()
    }

    /// Why `change` is not made to the downloads of `ids` in `state`: some id has no download,
    /// or the change doesn't apply to some download's state (``DownloadCommand/Kind/applies(to:)``);
    /// `nil` when it applies to every one.
    static func refusal(of change: DownloadCommand.Kind, to ids: [String], in state: DownloadsState) -> CommandFailure? {
        func echo(_ id: String) -> String { id.shownAsID(limit: TerminalSafeText.echoLimit) }
        let missing = ids.filter { state[$0] == nil }
        guard missing.isEmpty else {
            return CommandFailure(description: "no download of \(missing.map(echo).joined(separator: ", ")); nothing was changed (see reel downloads list)")
        }
        let refused = ids.compactMap { id in
            state[id].flatMap { change.applies(to: $0.state) ? nil : "\(echo(id)) (\($0.state.name))" }
        }
        guard refused.isEmpty else {
            return CommandFailure(
                description: "cannot \(change.rawValue) \(refused.joined(separator: ", ")): \(change.rawValue) applies to \(change.applicableStates) downloads; nothing was changed")
        }
        return nil
    }
}
