import ReelDataSource
import ReelDiff
import ReelTestSupport

/// The lists this package's data-source suites run against: ReelUI's collection view. The
/// suites in `EveryList/` are the library's (a link to its tests), which run them against
/// UIKit's lists there.
enum ListKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case reelUI = "ReelUI CollectionView"

    var description: String { rawValue }

    /// A list of this kind, with `options`, driven by a data source of the generated sections.
    @MainActor
    func make(_ options: ListOptions = ListOptions()) -> any ListUnderTest {
        switch self {
        case .reelUI: ReelUIList(options)
        }
    }
}
