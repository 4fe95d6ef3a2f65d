import ArgumentParser

/// A `reel downloads` command taking episode ids, whose ids ``EpisodeIDArguments`` takes from the
/// command line and sets once ArgumentParser has parsed the rest.
package protocol EpisodeIDCommand: ParsableCommand {
    /// The episode ids, in the order given.
    var episodeIDs: [String] { get set }
}

/// A command that changes the selected downloads: its ids are its selection's.
protocol DownloadsChangeCommand: EpisodeIDCommand {
    var selection: DownloadsSelection { get set }
}

extension DownloadsChangeCommand {
    var episodeIDs: [String] {
        get { selection.episodeIDs }
        set { selection.episodeIDs = newValue }
    }
}
