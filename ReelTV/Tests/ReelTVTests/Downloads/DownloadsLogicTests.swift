import Foundation
import ReelDiff
import ReelTVModel
import ReelTVScreens
import Testing

/// The downloads screen's sections, computed from states of the downloads store, and the diffs
/// between them that the data source animates.
@Suite("Downloads screen sections")
struct DownloadsLogicTests {
    static let titles = DownloadTitles(catalog: SmallCatalog.catalog)
    static let date = Date(timeIntervalSince1970: 1_750_000_000)
    /// Every episode of the small catalog is this big.
    static let size: Int64 = 450_000_000

    /// A store state with `episodeIDs` of the small catalog queued in that order.
    static func state(queueing episodeIDs: [String], concurrencyLimit: Int = 3) -> DownloadsState {
        var state = DownloadsState(concurrencyLimit: concurrencyLimit)
        state.apply(.enqueue(episodeIDs.map(request), at: date))
        return state
    }

    static func request(_ episodeID: String) -> DownloadRequest {
        for series in SmallCatalog.catalog.series {
            for season in series.seasons {
                if let episode = season.episodes.first(where: { $0.id == episodeID }) {
                    return DownloadRequest(episode: episode, season: season, series: series)
                }
            }
        }
        preconditionFailure("no episode \(episodeID) in the small catalog")
    }

    static func sections(_ state: DownloadsState) -> [DownloadsSection] {
        DownloadsLogic.sections(for: state, titles: titles)
    }

    /// Each section's identity with its rows: episode ids, or the series of a link.
    static func outline(_ sections: [DownloadsSection]) -> [String] {
        sections.map { section in
            section.identity + ": " + section.items.map { $0.identity }.joined(separator: " ")
        }
    }

    @Test("a section per series season with downloads in the catalog's order, then a link per series")
    func grouping() {
        let state = Self.state(queueing: ["b-1-e2", "a-2-e1", "a-1-e3", "a-1-e1"])
        let sections = Self.sections(state)
        #expect(Self.outline(sections) == [
            "episodeList-a#1: a-1-e3 a-1-e1",
            "episodeList-a#2: a-2-e1",
            "episodeList-b#1: b-1-e2",
            "other: seeOtherEpisode-a seeOtherEpisode-b",
        ])
        guard case .episodeList(let season, _) = sections[1] else {
            Issue.record("the second section is \(sections[1])")
            return
        }
        #expect(season == DownloadSeason(seriesID: "a", seasonNumber: 2, seriesTitle: "作品a", seasonTitle: "シーズン2"))
        #expect(sections.last == .other(items: [
            .seeOtherEpisode(series: DownloadSeries(id: "a", title: "作品a")),
            .seeOtherEpisode(series: DownloadSeries(id: "b", title: "作品b")),
        ]))
    }

    @Test("no downloads, no sections")
    func empty() {
        #expect(Self.sections(DownloadsState(concurrencyLimit: 3)).isEmpty)
    }

    @Test("unfinished downloads first in queue order, then completed ones by episode number")
    func rowOrder() {
        var state = Self.state(queueing: ["a-1-e3", "a-1-e1", "a-1-e2"], concurrencyLimit: 1)
        state.apply(.progress(["a-1-e3": Self.size], at: Self.date))
        state.apply(.progress(["a-1-e1": Self.size], at: Self.date))
        state.apply(.pause(episodeID: "a-1-e2", at: Self.date))
        state.apply(.enqueue([Self.request("a-2-e2"), Self.request("a-2-e1")], at: Self.date))
        #expect(Self.outline(Self.sections(state)) == [
            "episodeList-a#1: a-1-e2 a-1-e1 a-1-e3",
            "episodeList-a#2: a-2-e2 a-2-e1",
            "other: seeOtherEpisode-a",
        ])
    }

    @Test("a progress tick is an update of its row, not a delete and an insert")
    func progressIsUpdate() {
        let before = Self.state(queueing: ["a-1-e1", "a-1-e2"])
        var after = before
        after.apply(.progress(["a-1-e2": 100_000_000], at: Self.date))
        let changeset = StagedChangeset(source: Self.sections(before), target: Self.sections(after))
        #expect(changeset.stages.map(\.update) == [BatchUpdate(updatedItems: [ItemPath(item: 1, section: 0)])])
    }

    @Test("a completion moves its row among the completed ones")
    func completionIsMove() {
        let before = Self.state(queueing: ["a-1-e1", "a-1-e2", "a-1-e3"])
        var after = before
        after.apply(.progress(["a-1-e1": Self.size], at: Self.date))
        let changeset = StagedChangeset(source: Self.sections(before), target: Self.sections(after))
        var expected = ChangeCounts()
        expected.updated = 1
        expected.moved = 1
        #expect(changeset.counts == expected)
        #expect(changeset.stages.last?.update.movedItems == [
            Move(source: ItemPath(item: 0, section: 0), destination: ItemPath(item: 2, section: 0))
        ])
    }

    @Test("a deletion deletes its row; the last download of a series takes its section and link along")
    func deletionIsDelete() {
        let before = Self.state(queueing: ["a-1-e1", "a-1-e2", "b-1-e1"])
        var after = before
        after.apply(.delete(episodeID: "a-1-e2", at: Self.date))
        var changeset = StagedChangeset(source: Self.sections(before), target: Self.sections(after))
        #expect(changeset.stages.map(\.update) == [BatchUpdate(deletedItems: [ItemPath(item: 1, section: 0)])])

        var withoutB = after
        withoutB.apply(.cancel(episodeID: "b-1-e1", at: Self.date))
        changeset = StagedChangeset(source: Self.sections(after), target: Self.sections(withoutB))
        #expect(changeset.stages.map(\.update) == [
            BatchUpdate(deletedSections: [1], deletedItems: [ItemPath(item: 1, section: 2)])
        ])
    }
}
