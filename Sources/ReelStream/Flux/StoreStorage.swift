/// Where a ``Store`` keeps its state beyond memory: how a change is saved, and how the store
/// learns of changes someone else saved (another process on the same file, say).
///
/// Storage that only this store writes hands the change the state the store last published
/// and saves the result (see ``Store/init(initialState:dispatcher:reduce:persist:)``). Storage
/// that others write too applies the change to what is stored *now*, inside one transaction, so
/// a change made elsewhere since the store last looked is built on rather than overwritten.
public struct StoreStorage<State: Sendable> {
    /// Applies `change` to the stored state and saves the result as one change, then returns
    /// the state now stored. `current` is the state the store last published; storage shared
    /// with other writers applies `change` to its own, newer state when others have changed it.
    /// Throwing means nothing was saved.
    public var commit: (_ current: State, _ change: (inout State) -> Void) throws -> State

    /// The stored state, if someone else changed it since the store last committed or read it;
    /// `nil` when the store's state is still what is stored.
    public var changes: () throws -> State?

    /// Storage that saves with `commit` and reports others' changes with `changes`.
    public init(
        commit: @escaping (_ current: State, _ change: (inout State) -> Void) throws -> State,
        changes: @escaping () throws -> State?
    ) {
        self.commit = commit
        self.changes = changes
    }

    /// Storage only this store writes: each new state is handed to `persist` with the state it
    /// replaces. With no `persist`, the state lives in memory only.
    public static func persisting(_ persist: ((_ old: State, _ new: State) throws -> Void)?) -> StoreStorage {
        StoreStorage(
            commit: { current, change in
                var next = current
                change(&next)
                try persist?(current, next)
                return next
            },
            changes: { nil })
    }
}
