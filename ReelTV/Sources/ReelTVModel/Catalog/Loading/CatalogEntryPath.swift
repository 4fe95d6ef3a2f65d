import ReelConsole

/// The place of an entry in a catalog file, rendered for people:
/// `series[3] (id "s04") › seasons[0] (id "s04-1") › durationSeconds`.
///
/// Array elements carry their `id` when it can be read, because an id is what someone
/// searches the file for; an index alone means counting entries by hand. Keys and ids come
/// from the file, so they are made safe for a terminal and cut to
/// ``ReelConsole/TerminalSafeText/echoLimit`` characters.
struct CatalogEntryPath: CustomStringConvertible, Sendable {
    private enum Component: Sendable {
        case key(String)
        case element(index: Int, id: String?)
    }

    private var components: [Component] = []

    /// The whole file.
    static let root = CatalogEntryPath()

    /// The path to field `key` of this entry.
    func appending(_ key: String) -> CatalogEntryPath {
        var path = self
        path.components.append(.key(key))
        return path
    }

    /// The path to element `index` of this array, whose id is `id` when known.
    func appending(index: Int, id: String?) -> CatalogEntryPath {
        var path = self
        path.components.append(.element(index: index, id: id))
        return path
    }

    var description: String {
        var segments: [String] = []
        for component in components {
            switch component {
            case .key(let key):
                segments.append(key.terminalSafe(limit: TerminalSafeText.echoLimit))
            case .element(let index, let id):
                // An element belongs to the array's key: `series[3]`, not `series › [3]`.
                let element = "[\(index)]" + (id.map { " (id \"\($0.terminalSafe(limit: TerminalSafeText.echoLimit))\")" } ?? "")
                if segments.isEmpty { segments.append(element) } else { segments[segments.count - 1] += element }
            }
        }
        return segments.joined(separator: " › ")
    }
}
