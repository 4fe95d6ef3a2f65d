import Foundation
import ReelTVModel

/// Small series for the detail screen's tests, independent of the bundled catalog.
enum SampleCatalog {
    static func episode(_ number: Int, of seriesID: String, expiresIn days: Int? = nil) -> Episode {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        return Episode(
            id: "\(seriesID)-e\(number)", number: number, title: "第\(number)話", durationSeconds: 1_440,
            broadcastAt: start, viewingExpiresAt: days.map { start.addingTimeInterval(Double($0) * 86_400) },
            coinPrice: nil, viewingType: .free, tag: nil, downloadBytes: 300_000_000)
    }

    /// A series with `episodes` episodes in one season.
    static func series(_ id: String, episodes: Int = 8) -> Series {
        Series(
            id: id, title: "作品\(id)", englishTitle: "Series \(id)", genre: "アニメ", description: "あらすじ \(id)",
            cast: [Credit(role: "主人公", name: "山田太郎")], staff: [Credit(role: "監督", name: "佐藤花子")],
            seasons: [
                Season(
                    id: "\(id)-1", number: 1, title: "シーズン1",
                    episodes: (1...episodes).map { episode($0, of: id, expiresIn: $0 == 2 ? 30 : nil) })
            ])
    }

    private static func section(_ id: String, _ title: String, _ seriesIDs: [String]) -> RecommendSection {
        RecommendSection(
            row: RecommendRow(id: id, title: title, seriesIDs: seriesIDs), series: seriesIDs.map { series($0, episodes: 1) })
    }

    /// Two recommend rows of three series each.
    static let recommendations = [
        section("r1", "おすすめ", ["a", "b", "c"]),
        section("r2", "同じジャンル", ["c", "d", "e"]),
    ]
}
