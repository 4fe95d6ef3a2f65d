import ReelDiff
import ReelTVModel
import ReelTVScreens
import Testing

/// The detail screen's sections as a function of what it shows.
@Suite struct DetailContentTests {
    let series = SampleCatalog.series("s1")

    private func identities(_ sections: [DetailSection]) -> [[String]] {
        sections.map { $0.items.map(\.identity) }
    }

    @Test("portrait puts the thumbnail first; landscape leaves it out of the list")
    func thumbnailFollowsOrientation() {
        let portrait = DetailContent(series: series, orientation: .portrait).sections
        let landscape = DetailContent(series: series, orientation: .landscape).sections
        #expect(portrait[0].items.first?.identity == "thumbnail")
        #expect(!landscape[0].items.contains { $0.identity == "thumbnail" })
        #expect(identities(landscape)[0] == Array(identities(portrait)[0].dropFirst()))
    }

    @Test("the content info is in the list only while expanded")
    func contentInfoWhenExpanded() {
        let collapsed = DetailContent(series: series, orientation: .portrait).sections[0]
        let expanded = DetailContent(series: series, orientation: .portrait, isContentInfoExpanded: true).sections[0]
        #expect(!collapsed.items.contains { $0.identity == "contentInfo" })
        #expect(expanded.items.map(\.identity).prefix(3) == ["thumbnail", "summary", "contentInfo"])
    }

    @Test("five episodes, then see more with the rest")
    func episodesThenSeeMore() {
        let items = DetailContent(series: series, orientation: .landscape).sections[0].items
        #expect(items.filter { if case .episode = $0 { true } else { false } }.count == 5)
        #expect(items.last == .seeMoreEpisodes(remaining: 3))
        #expect(items.contains(.summary(title: series.title, expiry: "視聴期限 12/15 07:13", isExpanded: false)))
    }

    @Test("one section per recommend row, laid out by the A/B pattern")
    func recommendSections() {
        for pattern in RecommendPattern.allCases {
            let sections = DetailContent(
                series: series, orientation: .portrait, recommendations: SampleCatalog.recommendations, pattern: pattern
            ).sections
            #expect(sections.map(\.identity) == ["content", "recommend-r1", "recommend-r2"])
            #expect(sections[1].kind == .recommend(id: "r1", title: "おすすめ", pattern: pattern))
            // Series c is in both rows: its identities differ, so the diff never sees a duplicate.
            #expect(Set(sections.flatMap { $0.items.map(\.identity) }).count == sections.reduce(0) { $0 + $1.items.count })
        }
    }

    @Test("every change of state diffs into stages that keep UIKit's rules")
    func changesDiffWithinTheRules() throws {
        let states = [
            DetailContent(series: series, orientation: .portrait),
            DetailContent(series: series, orientation: .portrait, isContentInfoExpanded: true),
            DetailContent(series: series, orientation: .landscape, isContentInfoExpanded: true),
            DetailContent(series: series, orientation: .landscape, recommendations: SampleCatalog.recommendations),
            DetailContent(series: series, orientation: .portrait, isInMyVideo: true, recommendations: SampleCatalog.recommendations, pattern: .list),
            DetailContent(series: series, orientation: .portrait),
        ]
        for (before, after) in zip(states, states.dropFirst()) {
            var shown = before.sections
            for stage in StagedChangeset(source: shown, target: after.sections) {
                try stage.validate(fromSections: shown)
                shown = stage.data
            }
            #expect(shown == after.sections)
        }
    }
}
