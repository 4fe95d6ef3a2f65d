import ReelDiff
import Testing

/// The downloads-screen talk's screen (docs/Background.md), diffed through what its users do.
@Suite("Downloads screen")
struct DownloadsScreenDiffTests {
    static let series = ExampleDownloadSeries(id: "night-train", title: "Night Train")
    static let season1 = ExampleDownloadSeason(id: "s1", name: "Season 1")
    static let season2 = ExampleDownloadSeason(id: "s2", name: "Season 2")

    static func episode(_ id: String, _ state: DownloadMedia.State) -> DownloadSeriesSectionItem {
        .episode(downloadMedia: DownloadMedia(id: id, title: "Episode \(id)", state: state))
    }

    static let screen: [DownloadSeriesSectionModel] = [
        .episodeList(season: season1, items: [
            episode("s1e1", .downloaded), episode("s1e2", .downloaded), episode("s1e3", .downloading(percent: 40)),
        ]),
        .other(items: [.seeOtherEpisode(series: series)]),
    ]

    /// The user deletes episode 2, episode 3 finishes, and a season 2 download is queued: one
    /// batch deletes a row, reloads a row and inserts a section before "other".
    @Test("deleting a download, finishing one and queueing another season")
    func deleteFinishAndQueue() {
        let target: [DownloadSeriesSectionModel] = [
            .episodeList(season: Self.season1, items: [Self.episode("s1e1", .downloaded), Self.episode("s1e3", .downloaded)]),
            .episodeList(season: Self.season2, items: [Self.episode("s2e1", .queued)]),
            .other(items: [.seeOtherEpisode(series: Self.series)]),
        ]
        let changeset = StagedChangeset(source: Self.screen, target: target)
        #expect(changeset.stages.map(\.update) == [
            BatchUpdate(
                insertedSections: [1],
                deletedItems: [ItemPath(item: 1, section: 0)],
                updatedItems: [ItemPath(item: 2, section: 0)])
        ])
        expectKeepsContract(changeset, from: Self.screen, to: target)
    }

    /// Sorting newest first while episode 3 finishes: episode 3 is the one row out of order
    /// and also changed, so it is reloaded in one batch and moved in the next.
    @Test("sorting newest first while a download finishes")
    func sortWhileFinishing() {
        let target: [DownloadSeriesSectionModel] = [
            .episodeList(season: Self.season1, items: [
                Self.episode("s1e3", .downloaded), Self.episode("s1e1", .downloaded), Self.episode("s1e2", .downloaded),
            ]),
            .other(items: [.seeOtherEpisode(series: Self.series)]),
        ]
        let changeset = StagedChangeset(source: Self.screen, target: target)
        #expect(changeset.stages.map(\.update) == [
            BatchUpdate(updatedItems: [ItemPath(item: 2, section: 0)]),
            BatchUpdate(movedItems: [Move(source: ItemPath(item: 2, section: 0), destination: ItemPath(item: 0, section: 0))]),
        ])
        expectKeepsContract(changeset, from: Self.screen, to: target)
    }

    @Test("deleting every download of a season removes its section and nothing else")
    func deleteSeason() {
        let target: [DownloadSeriesSectionModel] = [.other(items: [.seeOtherEpisode(series: Self.series)])]
        let changeset = StagedChangeset(source: Self.screen, target: target)
        #expect(changeset.stages.map(\.update) == [BatchUpdate(deletedSections: [0])])
        expectKeepsContract(changeset, from: Self.screen, to: target)
    }
}
