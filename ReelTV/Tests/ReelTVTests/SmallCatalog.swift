import Foundation
import ReelTVModel

/// A small valid catalog for the loader and API tests: three series (one with two
/// seasons), one episode of each viewing type, two recommend rows.
enum SmallCatalog {
    static let catalog = Catalog(
        series: [
            series("a", seasons: [season("a-1", number: 1, episodes: 3), season("a-2", number: 2, episodes: 2)]),
            series("b", seasons: [season("b-1", number: 1, episodes: 3)]),
            series("c", seasons: [season("c-1", number: 1, episodes: 1)]),
        ],
        recommendRows: [
            RecommendRow(id: "r1", title: "おすすめ", seriesIDs: ["a", "b"]),
            RecommendRow(id: "r2", title: "人気", seriesIDs: ["c", "a"]),
        ]
    )

    /// The catalog as a JSON document, dates in ISO-8601 with the +09:00 offset the real file uses.
    static var json: JSONValue {
        get throws { try JSONDecoder().decode(JSONValue.self, from: CatalogLoader.encode(catalog)) }
    }

    private static func series(_ id: String, seasons: [Season]) -> Series {
        Series(
            id: id, title: "作品\(id)", englishTitle: "Series \(id)", genre: "ドラマ", description: "説明",
            cast: [Credit(role: "主人公", name: "佐藤 蓮")], staff: [Credit(role: "監督", name: "鈴木 葵")], seasons: seasons)
    }

    private static func season(_ id: String, number: Int, episodes count: Int) -> Season {
        let types: [ViewingType] = [.free, .premium, .rental]
        let episodes = (1...count).map { number in
            let type = types[(number - 1) % types.count]
            return Episode(
                id: "\(id)-e\(number)", number: number, title: "第\(number)話", durationSeconds: 1440,
                broadcastAt: Date(timeIntervalSince1970: 1_712_325_600 + Double(number) * 604_800),
                viewingExpiresAt: number == 2 ? Date(timeIntervalSince1970: 1_800_000_000) : nil,
                coinPrice: type == .rental ? 220 : nil, viewingType: type, tag: number == 1 ? "NEW" : nil,
                downloadBytes: 450_000_000)
        }
        return Season(id: id, number: number, title: "シーズン\(number)", episodes: episodes)
    }
}
