import ReelTVModel
import ReelTVTestSupport
import Testing

/// Corrupting a valid catalog at random always gives a ``CatalogError`` that points at the
/// corruption, never a crash or a catalog.
@Suite struct CatalogCorruptionPropertyTests {
    /// Fields the model makes optional; removing one leaves a valid catalog.
    private static let optionalFields: Set<String> = ["viewingExpiresAt", "tag"]

    @Test func everyCorruptionIsReportedWhereItIs() throws {
        let valid = try SmallCatalog.json
        let values = valid.allPaths.dropFirst()
        let fields = values.compactMap { path, value -> (path: [JSONValue.Step], key: String)? in
            guard case .key(let key)? = path.last else { return nil }
            return (path, key)
        }
        let removable = fields.filter { field in
            guard field.key != "coinPrice" else {
                // A coin price is required exactly when its episode is a rental.
                return valid[field.path.dropLast() + [.key("viewingType")]] == .string("rental")
            }
            return !Self.optionalFields.contains(field.key)
        }
        let idPaths = Dictionary(grouping: fields.filter { $0.key == "id" }.map(\.path)) { path in
            path.compactMap { step -> String? in if case .key(let key) = step { key } else { nil } }.joined(separator: "/")
        }
        // By size, then name: never the dictionary's order, which changes from one process to
        // the next, so a printed seed replays the same corruptions.
        .sorted { ($0.value.count, $0.key) < ($1.value.count, $1.key) }.map(\.value)

        try SeededCases.run(seed: 0xCA7A_1065, cases: 200) { fuzz in
            let corrupted: JSONValue
            let expectedMention: String
            switch fuzz.int(in: 0...2) {
            case 0:
                let field = removable[fuzz.int(in: 0...removable.count - 1)]
                corrupted = valid.removing(field.path)
                expectedMention = field.key
            case 1:
                let (path, value) = values[values.startIndex + fuzz.int(in: 0...values.count - 1)]
                corrupted = valid.setting(path, to: Self.otherKind(than: value))
                // An array element is reported by its array's name: `seriesIDs[1]`.
                expectedMention = path.compactMap { step -> String? in if case .key(let key) = step { key } else { nil } }.last ?? ""
            default:
                let kind = idPaths[fuzz.int(in: 0...idPaths.count - 1)]
                let source = fuzz.int(in: 0...kind.count - 1)
                let target = (source + fuzz.int(in: 1...kind.count - 1)) % kind.count
                guard case .string(let id)? = valid[kind[source]] else {
                    Issue.record("no id at \(kind[source]); \(fuzz)")
                    return
                }
                corrupted = valid.setting(kind[target], to: .string(id))
                expectedMention = "duplicate id \"\(id)\""
            }
            do {
                let catalog = try CatalogLoader.decode(corrupted.data, file: "fuzz.json")
                Issue.record("loaded a corrupted catalog: \(catalog); \(fuzz)")
            } catch let error as CatalogError {
                #expect(error.file == "fuzz.json", "\(fuzz)")
                #expect(error.description.contains(expectedMention), "\(error) should mention \(expectedMention); \(fuzz)")
            }
        }
    }

    /// A value of another JSON kind than `value`, so that decoding it must fail.
    private static func otherKind(than value: JSONValue) -> JSONValue {
        switch value {
        case .string: .integer(7)
        case .integer, .number, .bool, .null: .string("7")
        case .array: .string("[]")
        case .object: .integer(1)
        }
    }
}
