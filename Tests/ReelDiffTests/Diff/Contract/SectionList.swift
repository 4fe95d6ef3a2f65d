import ReelDiff

/// Equality of section lists as the contract means it: the same sections (identity and own
/// content) holding equal items, whether or not the section type is `Equatable`.
enum SectionList {
    static func same<Section: AnimatableSectionModelType>(_ lhs: [Section], _ rhs: [Section]) -> Bool {
        lhs.count == rhs.count
            && zip(lhs, rhs).allSatisfy { left, right in
                left.identity == right.identity && left.isContentEqual(to: right) && left.items == right.items
            }
    }
}
