import ReelTVScreens
import Testing

/// What configuring does to a summary's subviews and layout: the talk's point, counted.
@MainActor @Suite struct SummaryConfigureChangeTests {
    @Test("The generic view only sets text: no subview comes or goes")
    func genericConfigureKeepsSubviews() {
        let view = SummaryView<SubTextSecondCoin>()
        view.configure(title: "Harbour", duration: "24分", tag: "NEW", coin: 300)
        let counter = SummaryChangeCounter(root: view)

        view.configure(title: "Market", duration: "46分", tag: nil, coin: 100)

        #expect(counter.subviewsChanged == 0)
        // The title, the duration, the hidden tag and the coin: each text change marks the
        // label and its stack.
        #expect(counter.layoutInvalidations > 0)
    }

    @Test("The enum view rebuilds when the case changes, and only then")
    func enumConfigureRebuildsOnCaseChange() {
        let view = EnumSummaryView()
        view.configure(.noSubTextBasic(title: "Harbour"))

        let toCoin = SummaryChangeCounter(root: view)
        view.configure(.subTextSecondCoin(title: "Market", duration: "46分", tag: "NEW", coin: 100))
        // The sub-text label, the tag-and-coin view, and that view's two labels.
        #expect(toCoin.subviewsChanged == 4)

        let sameCase = SummaryChangeCounter(root: view)
        view.configure(.subTextSecondCoin(title: "Harbour", duration: "24分", tag: nil, coin: 300))
        #expect(sameCase.subviewsChanged == 0)

        let back = SummaryChangeCounter(root: view)
        view.configure(.noSubTextBasic(title: "Thaw"))
        // The sub-text label and the tag-and-coin view leave.
        #expect(back.subviewsChanged == 2)
        #expect(back.layoutInvalidations > 0)
    }

    @Test("The enum view moves its sub-text line between rows without re-adding it")
    func enumConfigureMovesSubText() {
        let view = EnumSummaryView()
        view.configure(.subTextTopBasic(startAt: "12/24 21:00", title: "Live"))
        let counter = SummaryChangeCounter(root: view)

        view.configure(.subTextSecondBasic(title: "Bridge", broadcastTime: "12/25 22:00"))

        #expect(counter.subviewsChanged == 0)
        #expect(counter.layoutInvalidations > 0)
    }
}
