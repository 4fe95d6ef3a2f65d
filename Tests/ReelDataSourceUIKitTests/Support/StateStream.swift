#if UIKIT_LISTS
import ReelTestSupport

/// A stream of states: each one a few random edits away from the one before, duplicated
/// identities included.
struct StateStream {
    private var ids = SectionedIdentities()
    private(set) var current: [ItemSection] = []

    init(_ fuzz: inout FuzzCase) {
        for _ in 0..<fuzz.int(in: 0...14) { edit(&fuzz) }
    }

    /// The next state.
    mutating func next(_ fuzz: inout FuzzCase) -> [ItemSection] {
        for _ in 0..<fuzz.int(in: 1...4) { edit(&fuzz) }
        return current
    }

    private mutating func edit(_ fuzz: inout FuzzCase) {
        // Without sections most edits do nothing: start by adding some.
        let edit = current.isEmpty ? .insertSection : fuzz.pick(SectionedListEdit.allCases, weight: \.weight)
        edit.perform(on: &current, ids: &ids, &fuzz)
    }
}
#endif
