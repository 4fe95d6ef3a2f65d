#if UIKIT_LISTS
import ReelDataSource
import ReelTestSupport
import Testing

extension ListUnderTest {
    /// Lets the main actor run other work, and the list's run loop settle, until the data
    /// source shows `sections`: for states that reach the data source from a task of its own
    /// (an async sequence, an observation). Records an issue naming the state it never showed
    /// after `turns` rounds.
    func waitUntilShown(
        _ sections: [ItemSection], turns: Int = 1_000, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        for _ in 0..<turns {
            if self.sections == sections, counts == sections.map(\.items.count) { return }
            await Task.yield()
            await settle()
        }
        Issue.record("\(kind) never showed \(sections); it shows \(self.sections)", sourceLocation: sourceLocation)
    }
}
#endif
