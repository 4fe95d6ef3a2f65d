import Foundation
import ReelDataSourceUIKit
import ReelTVModel
import ReelTVScreens
import ReelTerminal
import Testing

/// The My Video screen in a headless window, over the bundled catalog.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct MyVideoScreenTests {
    /// The series ids the screen asked to open.
    final class OpenedSeries {
        var ids: [String] = []
    }

    static let catalog = try! CatalogLoader.loadBundled()
    let opened = OpenedSeries()
    let window = UIWindow(terminalSize: CGSize(width: 60, height: 20), isLandscape: false)

    private func show(_ library: Library) async -> MyVideoViewController {
        let controller = MyVideoViewController(library: library, catalog: Self.catalog) { [opened] in opened.ids.append($0) }
        window.rootViewController = controller
        await window.standInRunLoop.settle()
        return controller
    }

    private func title(_ seriesID: String) -> String {
        Self.catalog.series.first { $0.id == seriesID }!.title
    }

    @Test("empty, then a series toggled from the store appears at the top, by an insert")
    func toggleAppears() async {
        let library = Library.inMemory()
        _ = await show(library)
        #expect(window.textDump().contains("マイビデオに登録した作品はありません"))

        library.myVideoDispatcher.dispatch(.toggle(seriesID: "s01"))
        await window.standInRunLoop.settle()
        let updates = ListUpdateCounter(observing: window.standInRunLoop)
        library.myVideoDispatcher.dispatch(.toggle(seriesID: "s02"))
        await window.standInRunLoop.settle()
        let dump = window.textDump()
        #expect(!dump.contains("マイビデオに登録した作品はありません"))
        let lines = dump.split(separator: "\n").map(String.init)
        #expect(lines.firstIndex(of: title("s02"))! < lines.firstIndex(of: title("s01"))!, "newest first:\n\(dump)")
        #expect(updates.reloads == 0, "the second series is inserted, not reloaded")
        #expect(updates.batchUpdates == 1)
    }

    @Test("a row opens its series")
    func rowOpensSeries() async throws {
        let library = Library.inMemory()
        library.myVideoDispatcher.dispatch(.toggle(seriesID: "s03"))
        _ = await show(library)
        try window.tap(identifier: "series-s03")
        #expect(opened.ids == ["s03"])
    }

    @Test("the remove button takes the series out, and a reopened library agrees")
    func removeIsSaved() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-myvideo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let library = try Library(database: .open(directory: directory))
        for id in ["s01", "s02"] { library.myVideoDispatcher.dispatch(.toggle(seriesID: id)) }
        _ = await show(library)

        try window.tap(identifier: "remove-s02")
        await window.standInRunLoop.settle()
        #expect(library.myVideo.state.value.seriesIDs == ["s01"])
        #expect(!window.textDump().contains(title("s02")))

        let reopened = try Library(database: .open(directory: directory))
        #expect(reopened.myVideo.state.value.seriesIDs == ["s01"])
        _ = await show(reopened)
        #expect(window.textDump().contains(title("s01")))
        #expect(!window.textDump().contains(title("s02")))
    }

    @Test("a series missing from the catalog still shows, under its id, and can be removed")
    func unknownSeries() {
        let sections = MyVideoLogic.sections(for: ["gone"], series: [:])
        #expect(sections.map(\.items) == [[MyVideoItem(seriesID: "gone", title: "gone", genre: "")]])
    }
}
