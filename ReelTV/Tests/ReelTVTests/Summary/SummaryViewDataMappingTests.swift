import Foundation
import ReelTVModel
import ReelTVScreens
import Testing

/// How a catalog episode picks its summary combination and formats its fields.
@Suite struct SummaryViewDataMappingTests {
    /// 2024-12-24 21:00 in Tokyo.
    static let broadcastAt = Date(timeIntervalSince1970: 1_735_041_600)
    /// 2024-12-31 23:59 in Tokyo, which is still 12/31 14:59 in UTC.
    static let expiresAt = Date(timeIntervalSince1970: 1_735_657_140)
    static let season = Season(id: "s01-2", number: 2, title: "シーズン2", episodes: [])

    static func episode(
        _ viewingType: ViewingType, number: Int = 3, tag: String? = nil, expires: Bool = false, coin: Int? = nil
    ) -> Episode {
        Episode(
            id: "s01-e\(number)", number: number, title: "Harbour", durationSeconds: 1_440, broadcastAt: broadcastAt,
            viewingExpiresAt: expires ? expiresAt : nil, coinPrice: coin, viewingType: viewingType, tag: tag,
            downloadBytes: 0)
    }

    static func map(_ episode: Episode) -> SummaryViewData {
        SummaryViewData(episode: episode, season: season)
    }

    @Test("Free: LIVE shows its start time on top, else the broadcast time only with a viewing limit")
    func free() {
        #expect(Self.map(Self.episode(.free, tag: "LIVE", expires: true))
            == .subTextTopBasic(startAt: "12/24 21:00", title: "Harbour"))
        #expect(Self.map(Self.episode(.free, tag: "NEW")) == .noSubTextBasic(title: "Harbour"))
        #expect(Self.map(Self.episode(.free, expires: true))
            == .subTextSecondBasic(title: "Harbour", broadcastTime: "12/24 21:00"))
    }

    @Test("Rental: a viewing limit replaces duration and tag")
    func rental() {
        #expect(Self.map(Self.episode(.rental, tag: "NEW", expires: true, coin: 300))
            == .noSubTextCoin(title: "Harbour", coin: 300, expirationTime: "12/31まで"))
        #expect(Self.map(Self.episode(.rental, tag: "NEW", coin: 300))
            == .subTextSecondCoin(title: "Harbour", duration: "24分", tag: "NEW", coin: 300))
    }

    @Test("Premium: the first episode shows its season, later ones their broadcast time when tagged, and the title alone with neither tag nor limit")
    func premium() {
        #expect(Self.map(Self.episode(.premium, number: 1, expires: true))
            == .subTextTopViewingType(seasonName: "シーズン2", title: "Harbour", tag: nil, expirationTime: "12/31まで"))
        #expect(Self.map(Self.episode(.premium, number: 2, tag: "LAST"))
            == .subTextSecondViewingType(title: "Harbour", broadcastTime: "12/24 21:00", tag: "LAST", expirationTime: nil))
        #expect(Self.map(Self.episode(.premium, number: 2, expires: true))
            == .noSubTextViewingType(title: "Harbour", tag: nil, expirationTime: "12/31まで"))
        // Neither tag nor limit: no tag line to create views for.
        #expect(Self.map(Self.episode(.premium, number: 2)) == .noSubTextBasic(title: "Harbour"))
    }

    @Test("Times are Tokyo's: one minute later is already the next day there")
    func tokyoTime() {
        let newYear = Self.expiresAt.addingTimeInterval(60)
        #expect(SummaryFormat.expiry(newYear) == "1/1まで")
        #expect(SummaryFormat.time(newYear) == "1/1 00:00")
        #expect(SummaryFormat.duration(seconds: 1_410) == "24分")
        #expect(SummaryFormat.duration(seconds: 20) == "1分")
        #expect(SummaryFormat.coins(300) == "300コイン")
    }
}
