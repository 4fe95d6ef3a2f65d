import ReelUI

/// A scroll view that records every offset change it is told of, as a list that lays out what
/// is visible would be.
final class OffsetCountingScrollView: ScrollView {
    private(set) var reportedOffsets: [Point] = []

    override func contentOffsetDidChange() {
        reportedOffsets.append(contentOffset)
    }
}
