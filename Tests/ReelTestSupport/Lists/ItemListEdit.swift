/// An edit of one list of items, as a user or a server makes them: the building block of the
/// linear targets and of the edits within one section of the sectioned targets.
public enum ItemListEdit: CaseIterable {
    case delete
    case insert
    case move
    case update
    /// Inserts a second item with the identity of an existing one: a duplicate in the target.
    case duplicate

    /// How often the edit is picked; duplicates are rarer because they turn their matches into
    /// deletes and inserts, which would otherwise crowd out moves and updates.
    public var weight: Int {
        switch self {
        case .delete: 22
        case .insert: 22
        case .move: 24
        case .update: 24
        case .duplicate: 8
        }
    }

    /// Performs the edit on `items`. An edit that needs an existing item does nothing to an
    /// empty list; an insert works everywhere.
    public func perform(on items: inout [Item], ids: inout IdentitySpace, _ fuzz: inout FuzzCase) {
        switch self {
        case .insert:
            items.insert(Item.random(id: ids.draw(&fuzz), &fuzz), at: fuzz.int(in: 0...items.count))
        case .delete:
            guard !items.isEmpty else { return }
            items.remove(at: fuzz.index(below: items.count))
        case .move:
            guard !items.isEmpty else { return }
            let item = items.remove(at: fuzz.index(below: items.count))
            items.insert(item, at: fuzz.int(in: 0...items.count))
        case .update:
            guard !items.isEmpty else { return }
            items[fuzz.index(below: items.count)].changeContent(&fuzz)
        case .duplicate:
            guard !items.isEmpty else { return }
            let copy = Item.random(id: items[fuzz.index(below: items.count)].id, &fuzz)
            items.insert(copy, at: fuzz.int(in: 0...items.count))
        }
    }
}

extension Item {
    /// An item with identity `id` and random content.
    public static func random(id: Int, _ fuzz: inout FuzzCase) -> Item {
        Item(id: id, content: fuzz.int(in: 0...2))
    }

    /// Gives the item other content, keeping its identity: an update.
    public mutating func changeContent(_ fuzz: inout FuzzCase) {
        content += fuzz.int(in: 1...2)
    }
}

extension Array where Element == Item {
    /// `count` items with fresh identities, or identities drawn from `ids` when `reusing`.
    public static func random(count: Int, ids: inout IdentitySpace, reusing: Bool, _ fuzz: inout FuzzCase) -> [Item] {
        (0..<count).map { _ in Item.random(id: reusing ? ids.draw(&fuzz) : ids.fresh(), &fuzz) }
    }
}
