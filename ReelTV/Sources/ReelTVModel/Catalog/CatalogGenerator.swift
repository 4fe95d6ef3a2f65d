import Foundation

/// Makes valid catalogs of any size from a random number generator: the same generator
/// state gives the same catalog, so loads of catalogs far larger than the bundled one can be
/// measured and tested.
///
/// Series have one to four seasons of 1 to 26 episodes (the last season is cut to reach the
/// exact count), every viewing type, optional expiry dates and tags, and recommend rows of
/// existing series. Dates fall on whole seconds, so a catalog survives a round trip through
/// its file format unchanged.
package enum CatalogGenerator {
    /// A catalog of exactly `episodes` episodes (none when `episodes` is zero or less).
    package static func catalog(episodes: Int, using generator: inout some RandomNumberGenerator) -> Catalog {
        var series: [Series] = []
        var remaining = episodes
        while remaining > 0 {
            let id = "g\(series.count + 1)"
            var seasons: [Season] = []
            for number in 1...Int.random(in: 1...4, using: &generator) where remaining > 0 {
                let count = min(remaining, Int.random(in: 1...26, using: &generator))
                remaining -= count
                seasons.append(season("\(id)-\(number)", number: number, episodes: count, using: &generator))
            }
            series.append(
                Series(
                    id: id, title: "作品\(series.count + 1)", englishTitle: "Series \(series.count + 1)",
                    genre: ["アニメ", "ドラマ", "映画", "バラエティ"].randomElement(using: &generator)!,
                    description: "生成されたカタログの作品。", cast: [Credit(role: "主人公", name: "佐藤 蓮")],
                    staff: [Credit(role: "監督", name: "鈴木 葵")], seasons: seasons))
        }
        let rows = series.isEmpty ? 0 : series.count / 20 + 1
        let recommendRows = (0..<rows).map { index in
            RecommendRow(
                id: "row\(index + 1)", title: "おすすめ\(index + 1)",
                seriesIDs: (0..<Int.random(in: 1...20, using: &generator)).map { _ in
                    series.randomElement(using: &generator)!.id
                })
        }
        return Catalog(series: series, recommendRows: recommendRows)
    }

    private static func season(
        _ id: String, number: Int, episodes count: Int, using generator: inout some RandomNumberGenerator
    ) -> Season {
        // 2015 to 2025, a week between episodes.
        let firstBroadcast = 1_420_070_400 + Int.random(in: 0..<3650, using: &generator) * 86_400
        let episodes = (1...count).map { number in
            let viewingType = ViewingType.allCases.randomElement(using: &generator)!
            let broadcastAt = firstBroadcast + (number - 1) * 604_800
            let expires = Int.random(in: 0..<5, using: &generator) == 0
            return Episode(
                id: "\(id)-e\(number)", number: number, title: "第\(number)話",
                durationSeconds: Int.random(in: 600...3600, using: &generator),
                broadcastAt: Date(timeIntervalSince1970: Double(broadcastAt)),
                viewingExpiresAt: expires ? Date(timeIntervalSince1970: Double(broadcastAt + 365 * 86_400)) : nil,
                coinPrice: viewingType == .rental ? Int.random(in: 1...50, using: &generator) * 10 : nil,
                viewingType: viewingType, tag: number == count ? "LAST" : number == 1 ? "NEW" : nil,
                downloadBytes: Int.random(in: 100_000_000...1_500_000_000, using: &generator))
        }
        return Season(id: id, number: number, title: "シーズン\(number)", episodes: episodes)
    }
}
