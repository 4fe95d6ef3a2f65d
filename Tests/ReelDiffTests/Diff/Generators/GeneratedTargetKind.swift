import ReelTestSupport

/// How a generated target relates to its source. Most targets are the source after random
/// edits; the others are the boundaries a diff gets wrong first (nothing to do, everything
/// deleted or inserted, everything moved, unrelated lists over the same identities).
enum GeneratedTargetKind: CaseIterable {
    /// The source after a random number of edits.
    case edited
    case identical
    case allDeleted
    case allInserted
    case bothEmpty
    /// Every section kept, every item gone (sectioned lists only).
    case allSectionsEmptied
    /// The same sections and items in a random order, items dealt to random sections.
    case shuffled
    /// A new random list drawing its identities from the source's, so some match by chance.
    case replaced

    private var weight: Int {
        switch self {
        case .edited: 80
        case .identical: 4
        case .allDeleted: 3
        case .allInserted: 3
        case .bothEmpty: 1
        case .allSectionsEmptied: 2
        case .shuffled: 4
        case .replaced: 3
        }
    }

    /// A random scenario; `sectioned` says whether sectioned-only ones may be drawn.
    static func random(sectioned: Bool, _ fuzz: inout FuzzCase) -> GeneratedTargetKind {
        let scenarios = allCases.filter { sectioned || $0 != .allSectionsEmptied }
        return fuzz.pick(scenarios, weight: \.weight)
    }

    /// Whether the source is the empty list.
    var hasEmptySource: Bool { self == .allInserted || self == .bothEmpty }

    /// How many random edits an `.edited` target gets: a few, a screenful, or a big refresh.
    static func editCount(_ fuzz: inout FuzzCase) -> Int {
        switch fuzz.int(in: 0...9) {
        case 0..<4: fuzz.int(in: 1...3)
        case 4..<8: fuzz.int(in: 4...12)
        default: fuzz.int(in: 13...40)
        }
    }
}
