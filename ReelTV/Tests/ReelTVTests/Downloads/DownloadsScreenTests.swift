import Foundation
import ReelDataSourceUIKit
import ReelTVModel
import ReelTVScreens
import ReelTerminal
import Testing

/// The downloads screen in a headless window, over the bundled catalog, with a download manager
/// ticked by hand: 100 MB per second of simulated time, one second per tick.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct DownloadsScreenTests {
    /// The series ids the screen asked to open.
    final class OpenedSeries {
        var ids: [String] = []
    }

    /// A screen shown in its own window, with the manager behind it.
    @MainActor
    struct Screen {
        let window: UIWindow
        let controller: DownloadsViewController
        let manager: DownloadManager

        /// Moves one second of bytes and lets the screen catch up.
        func tick() async {
            manager.tick(elapsed: 1)
            await window.standInRunLoop.settle()
        }

        func state(of episodeID: String) -> DownloadState? {
            manager.state.value[episodeID]?.state
        }
    }

    static let catalog = try! CatalogLoader.loadBundled()
    /// Two episodes of the first series' first season (676 MB and 286 MB), one of the second
    /// series (454 MB).
    static let first = "s01-1-e001"
    static let second = "s01-1-e002"
    static let third = "s02-1-e001"

    let opened = OpenedSeries()

    private func show(
        _ library: Library, faults: DownloadFaults = DownloadFaults()
    ) async -> Screen {
        let manager = DownloadManager(
            library: library, catalog: Self.catalog,
            transfer: DownloadTransfer(bytesPerSecond: 100_000_000, faults: faults),
            now: { Date(timeIntervalSince1970: 1_750_000_000) })
        let controller = DownloadsViewController(downloads: manager, catalog: Self.catalog) { [opened] in opened.ids.append($0) }
        let window = UIWindow(terminalSize: CGSize(width: 60, height: 20), isLandscape: false)
        window.rootViewController = controller
        await window.standInRunLoop.settle()
        return Screen(window: window, controller: controller, manager: manager)
    }

    /// Queues three downloads two at a time, ticks once, pauses the first (so the third starts),
    /// and ticks until the other two have finished; returns the screen's text at each step.
    private func queueThreePauseOneFinishTwo(on screen: Screen) async -> String {
        var output = "--- empty ---\n" + screen.window.textDump()
        for id in [Self.first, Self.second, Self.third] { screen.manager.download(episodeID: id) }
        await screen.window.standInRunLoop.settle()
        output += "--- three queued ---\n" + screen.window.textDump()
        await screen.tick()
        try? screen.window.tap(identifier: "pause-\(Self.first)")
        await screen.window.standInRunLoop.settle()
        output += "--- one tick, the first paused ---\n" + screen.window.textDump()
        while screen.state(of: Self.second) != .completed || screen.state(of: Self.third) != .completed {
            await screen.tick()
        }
        output += "--- two finished ---\n" + screen.window.textDump()
        return output
    }

    @Test("queue three, pause one, let two finish")
    func queuePauseFinish() async {
        let screen = await show(.inMemory(concurrencyLimit: 2))
        let output = await queueThreePauseOneFinishTwo(on: screen)
        #expect(screen.state(of: Self.first) == .paused)
        ScenarioSnapshot.expect(output, matches: "downloads")
    }

    @Test("a restart on the same folder shows the same screen")
    func restart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-downloads-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = await show(try Library(database: .open(directory: directory), concurrencyLimit: 2))
        _ = await queueThreePauseOneFinishTwo(on: before)

        let after = await show(try Library(database: .open(directory: directory), concurrencyLimit: 2))
        #expect(after.manager.state.value == before.manager.state.value)
        #expect(after.window.textDump() == before.window.textDump())
    }

    @Test("the buttons pause, resume, retry, cancel and delete through the store; the link opens the series")
    func buttons() async throws {
        // The first transfer past its middle fails: the second episode, at its second tick.
        let screen = await show(.inMemory(), faults: DownloadFaults(failing: 1, reason: "接続が切れました"))
        for id in [Self.first, Self.second, Self.third] { screen.manager.download(episodeID: id) }
        await screen.window.standInRunLoop.settle()

        try screen.window.tap(identifier: "pause-\(Self.first)")
        await screen.window.standInRunLoop.settle()
        #expect(screen.state(of: Self.first) == .paused)
        #expect(screen.window.textDump().contains("⏸ 0%"))
        try screen.window.tap(identifier: "resume-\(Self.first)")
        await screen.window.standInRunLoop.settle()
        #expect(screen.state(of: Self.first) == .downloading)

        await screen.tick()
        await screen.tick()
        #expect(screen.state(of: Self.second) == .failed(reason: "接続が切れました"))
        #expect(screen.window.textDump().contains("! 接続が切れました"))
        try screen.window.tap(identifier: "retry-\(Self.second)")
        await screen.window.standInRunLoop.settle()
        #expect(screen.state(of: Self.second) == .downloading)

        try screen.window.tap(identifier: "cancel-\(Self.third)")
        await screen.window.standInRunLoop.settle()
        #expect(screen.state(of: Self.third) == nil)
        #expect(!screen.window.textDump().contains("蒼穹のパン屋さん"))

        // The failure kept the bytes from before it: two more ticks.
        await screen.tick()
        await screen.tick()
        #expect(screen.state(of: Self.second) == .completed)
        try screen.window.tap(identifier: "delete-\(Self.second)")
        await screen.window.standInRunLoop.settle()
        #expect(screen.state(of: Self.second) == nil)

        try screen.window.tap(identifier: "see-other-s01")
        #expect(opened.ids == ["s01"])
    }

    @Test("progress ticks reconfigure the rows in place: each tick one batch update, no cell created, nothing reloaded")
    func ticksReconfigure() async {
        let screen = await show(.inMemory())
        for id in [Self.first, Self.second, Self.third] { screen.manager.download(episodeID: id) }
        await screen.window.standInRunLoop.settle()
        let cellsBefore = visibleCells(of: screen.controller.list)
        let viewsBefore = screen.window.standInRunLoop.viewsJoinedCount
        let dumpBefore = screen.window.textDump()
        let updates = ListUpdateCounter(observing: screen.window.standInRunLoop)
        for _ in 0..<2 { await screen.tick() }
        // The same cells at the same rows show the new progress: configured again, in place.
        #expect(visibleCells(of: screen.controller.list) == cellsBefore)
        #expect(screen.window.standInRunLoop.viewsJoinedCount == viewsBefore, "no view came into the window")
        #expect(screen.window.textDump() != dumpBefore)
        #expect(updates.reloads == 0)
        #expect(updates.batchUpdates == 2)
        #expect(screen.controller.updatesShown == screen.controller.updatesSubmitted)
    }

    /// The identities of the cells `list` shows, by index path.
    private func visibleCells(of list: UITableView) -> [IndexPath: ObjectIdentifier] {
        Dictionary(uniqueKeysWithValues: list.visibleCells.compactMap { cell in list.indexPath(for: cell).map { ($0, ObjectIdentifier(cell)) } })
    }
}
