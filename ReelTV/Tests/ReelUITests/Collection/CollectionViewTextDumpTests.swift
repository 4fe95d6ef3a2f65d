import ReelUI
import Testing

/// What a terminal shows of a collection view: the rows in view, following the scroll offset.
@MainActor @Suite struct CollectionViewTextDumpTests {
    @Test("A list of label cells shows its visible rows, shifted when scrolled")
    func aListShowsItsVisibleRows() {
        let dataSource = StringSectionsDataSource([["Alien", "Brazil", "Casablanca", "Dune", "Eraserhead", "Fargo"]])
        let fixture = CollectionFixture(width: 12, height: 3, dataSource: dataSource)

        #expect(fixture.window.textDump() == "Alien\nBrazil\nCasablanca")

        fixture.collectionView.contentOffset.y = 2
        fixture.window.loop.runTurn()
        #expect(fixture.window.textDump() == "Casablanca\nDune\nEraserhead")

        // The offset stops at the last row of content.
        fixture.collectionView.contentOffset.y = 100
        fixture.window.loop.runTurn()
        #expect(fixture.window.textDump() == "Dune\nEraserhead\nFargo")
    }

    @Test("Headers and wrapped cells are drawn where the layout put them")
    func headersAndWrappedCells() {
        let dataSource = StringSectionsDataSource([["Blade Runner 2049"], ["Ran", "Ikiru"]])
        let fixture = CollectionFixture(
            width: 12, height: 5, layout: CollectionLayout(showsSectionHeaders: true), dataSource: dataSource)

        #expect(fixture.window.textDump() == """
            Section 0
            Blade Runner
            2049
            Section 1
            Ran
            """)

        fixture.collectionView.contentOffset.y = 1
        fixture.window.loop.runTurn()
        #expect(fixture.window.textDump() == """
            Blade Runner
            2049
            Section 1
            Ran
            Ikiru
            """)
    }
}
