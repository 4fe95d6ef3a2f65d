import Foundation
import ReelDataSourceUIKit
import ReelTerminal
import Testing

/// The cells of a list that takes selections are tappable like controls; a tap selects the
/// item through the list's delegate, as a finger does.
@MainActor @Suite struct ListTapTests {
    private func shown(_ list: (TitleLists) -> UIScrollView) async -> (UIWindow, TitleLists) {
        let window = UIWindow(terminalSize: CGSize(width: 10, height: 3))
        let lists = TitleLists(["Alien", "Brazil", "Casablanca", "Dune", "Eraserhead"], width: 10, height: 3)
        window.addSubview(list(lists))
        await window.standInRunLoop.settle()
        return (window, lists)
    }

    @Test("a collection view's visible cells are drawn, tappable, and select their items")
    func collectionViewCells() async throws {
        let (window, lists) = await shown(\.collectionView)
        #expect(window.textDump() == "Alien\nBrazil\nCasablanca")
        #expect(window.tappableViews.map(\.accessibilityIdentifier) == ["Alien", "Brazil", "Casablanca"])
        try window.tap(identifier: "Brazil")
        window.moveFocus(forward: false)
        #expect(window.tapFocused())
        #expect(lists.selections == ["collection Brazil", "collection Casablanca"])

        lists.collectionView.contentOffset.y = 2
        await window.standInRunLoop.settle()
        #expect(window.textDump() == "Casablanca\nDune\nEraserhead")
        #expect(throws: TapError(identifier: "Alien", reason: .notFound, tappableIdentifiers: ["Casablanca", "Dune", "Eraserhead"])) {
            try window.tap(identifier: "Alien")
        }

        lists.collectionView.allowsSelection = false
        #expect(window.tappableViews.isEmpty)
        #expect(throws: TapError(identifier: "Dune", reason: .disabled, tappableIdentifiers: [])) {
            try window.tap(identifier: "Dune")
        }
    }

    @Test("a table's visible rows are tappable unless it is editing")
    func tableViewCells() async throws {
        let (window, lists) = await shown(\.tableView)
        #expect(window.textDump() == "Alien\nBrazil\nCasablanca")
        try window.tap(identifier: "Alien")
        #expect(lists.selections == ["table Alien"])
        lists.tableView.isEditing = true
        #expect(window.tappableViews.isEmpty)
        #expect(throws: TapError(identifier: "Alien", reason: .disabled, tappableIdentifiers: [])) {
            try window.tap(identifier: "Alien")
        }
    }
}
