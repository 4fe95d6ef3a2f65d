import Foundation
import ReelDataSourceUIKit
import ReelTVModel
import ReelTVScreens
import ReelTerminal
import Testing

/// What each combination shows, and that the enum-configured view shows the same.
@MainActor @Suite struct SummaryRenderingTests {
    /// The first sample of each combination, drawn 24 cells wide.
    nonisolated static let snapshots: [(data: SummaryViewData, dump: String)] = [
        (SummarySamples.first[0], "12/24 21:00\nLive: Winter Gala"),
        (SummarySamples.first[1], "Episode 2 The Bridge\n12/25 22:00"),
        (SummarySamples.first[2], "Episode 3 Lanterns over\nthe river at night"),
        (SummarySamples.first[3], "Episode 4 Harbour\n24分\n[NEW] 300コイン"),
        (SummarySamples.first[4], "Episode 5 Snowfall\n[12/31まで] 200コイン"),
        (SummarySamples.first[5], "シーズン2\nEpisode 1 Return\n[NEW] 1/5まで"),
        (SummarySamples.first[6], "Episode 7 Crossing\n12/26 20:00\n[LAST]"),
        (SummarySamples.first[7], "Episode 8 Quiet Town\n2/1まで"),
    ]

    @Test("Each combination's cell shows its parts in its order", arguments: snapshots.indices)
    func cellSnapshot(index: Int) {
        let (data, dump) = Self.snapshots[index]
        #expect(SummaryListFixture.dump(of: data) == dump)
    }

    @Test("Titles wrap to the combination's line count")
    func titleLineCount() {
        let long = "one two three four five six seven eight nine ten"
        #expect(SummaryListFixture.dump(of: .subTextSecondBasic(title: long, broadcastTime: "1/1 00:00"), width: 12)
            == "one two\nthree four…\n1/1 00:00")
        #expect(SummaryListFixture.dump(of: .noSubTextBasic(title: long), width: 12)
            == "one two\nthree four\nfive six se…")
    }

    @Test("The enum view draws every sample exactly as the generic cell does, whatever it showed before",
          arguments: SummarySamples.first.indices)
    func enumMatchesGeneric(index: Int) {
        let width: CGFloat = 24
        let enumView = EnumSummaryView()
        for data in [SummarySamples.first[index], SummarySamples.second[index]] {
            // Reused from every other combination first, as one enum cell type is in a mixed list.
            for previous in SummarySamples.second where previous.combination != data.combination {
                enumView.configure(previous)
                enumView.configure(data)
                let height = enumView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
                enumView.frame = CGRect(x: 0, y: 0, width: width, height: height)
                enumView.layoutIfNeeded()
                #expect(enumView.textDump() == SummaryListFixture.dump(of: data, width: width),
                        "\(data) after \(previous)")
            }
        }
    }
}
