#if UIKIT_LISTS
import ReelDataSource
import ReelDiff
import ReelTestSupport

/// How a list under test is set up: every kind is laid out alike, one row per item, header
/// and footer (so the same offset shows the same rows on every kind).
struct ListOptions {
    var width = 30
    var height = 12
    var headers = true
    var footers = false
    var configuration = DataSourceConfiguration()
    var inWindow = true
    /// The data source's diff: tests replace it to control when a diff run off the main actor
    /// finishes.
    var diff: @Sendable ([ItemSection], [ItemSection]) -> StagedChangeset<[ItemSection]> = { StagedChangeset(source: $0, target: $1) }
}
#endif
