/// Where each id of one kind was first used in a catalog, for ``CatalogValidator``.
///
/// It counts the entries it writes, the ones a copy on write copies included, so that a test
/// can tell that checking a catalog stays linear in its ids without timing it: once, every
/// insert copied the whole table, because the validator was copied (and with it every table)
/// for each registration, which made loading 100,000 episodes take minutes.
struct CatalogIDTable {
    private var firstUses: [String: CatalogEntryPath] = [:]
    /// Copied with the table, so shared exactly when ``firstUses``'s storage is: then the next
    /// insert copies that storage whole.
    private var sharing = Sharing()
    private final class Sharing {}

    /// One per id registered, plus every entry copied because the table was shared when an id
    /// was registered.
    private(set) var entriesWritten = 0

    /// Records that the entry at `path` uses `id`, unless an earlier entry did: then returns
    /// where it was first used, and the table keeps that.
    mutating func register(_ id: String, at path: CatalogEntryPath) -> CatalogEntryPath? {
        if let firstUse = firstUses[id] { return firstUse }
        if !isKnownUniquelyReferenced(&sharing) {
            entriesWritten += firstUses.count
            sharing = Sharing()
        }
        firstUses[id] = path
        entriesWritten += 1
        return nil
    }

    /// Whether an entry used `id`.
    func contains(_ id: String) -> Bool {
        firstUses[id] != nil
    }
}
