import Foundation
@testable import ReelDownloadsCommand
import ReelTVModel
import ReelTVTestSupport
import Testing

/// Which downloads a command applies to is one rule (``DownloadCommand/Kind/applies(to:)``):
/// the reducer, the downloads screen's buttons and `reel downloads` each follow it exactly.
struct DownloadCommandRulePropertyTests {
    @Test("for every state and command: the reducer changes the download exactly when the rule says the command applies, reel downloads refuses exactly when it doesn't, and the screen offers only commands that apply")
    func everyoneFollowsTheRule() {
        SeededCases.run(seed: 0xC0_3A4D_5, cases: 200) { fuzz in
            let state = Self.randomState(&fuzz)
            let date = Date(timeIntervalSinceReferenceDate: 900_000_000 + Double(fuzz.int(in: 0...1_000)))
            for download in state.inQueueOrder {
                for kind in DownloadCommand.Kind.allCases {
                    let applies = kind.applies(to: download.state)
                    let context = "\(kind) on \(download.episodeID) (\(download.state)) of \(state.inQueueOrder.map(\.state)), \(fuzz)"
                    var after = state
                    after.apply(kind.action(download.episodeID, date))
                    #expect((after[download.episodeID] != download) == applies, "the reducer at \(context)")
                    if !applies { #expect(after == state, "the reducer changed another download at \(context)") }
                    let refusal = DownloadsSelection.refusal(of: kind, to: [download.episodeID], in: state)
                    #expect((refusal == nil) == applies, "reel downloads at \(context): \(refusal.map(\.description) ?? "accepted")")
                    if let refusal {
                        #expect(refusal.description.contains("\(kind.rawValue) applies to \(kind.applicableStates) downloads"), "\(context)")
                    }
                }
                let offered = DownloadCommand.available(for: download).map(\.kind)
                #expect(offered.allSatisfy { $0.applies(to: download.state) }, "the screen offers \(offered) for \(download.state), \(fuzz)")
            }
        }
    }

    @Test("the refusal names the states a command applies to in words: the rule spelled out")
    func applicableStatesInWords() {
        #expect(DownloadCommand.Kind.allCases.map(\.applicableStates) == ["queued or downloading", "paused", "failed", "not completed", "any"])
    }

    /// Up to six downloads, each in a random state (a failure with a random reason), fitted to a
    /// random number of slots as a stored queue is.
    private static func randomState(_ fuzz: inout SeededCase) -> DownloadsState {
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let downloads = (0..<fuzz.int(in: 1...6)).map { number in
            let total = Int64(fuzz.int(in: 1...10_000))
            var state = DownloadState.oneOfEach[fuzz.index(below: DownloadState.oneOfEach.count)]
            if case .failed = state { state = .failed(reason: "fault \(fuzz.int(in: 0...9))") }
            return Download(
                episodeID: "e\(number)", seriesID: "s1", seasonNumber: 1, episodeNumber: number, state: state, bytesTotal: total,
                bytesReceived: state == .completed ? total : Int64(fuzz.int(in: 0...Int(total - 1))), queuePosition: Int64(number + 1),
                queuedAt: start, updatedAt: start + Double(number))
        }
        return DownloadsState(downloads: downloads, concurrencyLimit: fuzz.int(in: 1...4))
    }
}
