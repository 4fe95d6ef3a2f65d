import Foundation
import ReelTVModel

// The catalog loader's JSON tree, as a document the tests can take apart and corrupt, then
// write back out.
extension JSONValue {
    /// One step into a document: a field of an object or an element of an array.
    enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    /// The document as JSON data.
    var data: Data {
        get throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return try encoder.encode(self)
        }
    }

    /// The value at `path`, if there is one.
    subscript(path: [Step]) -> JSONValue? {
        guard let step = path.first else { return self }
        switch (self, step) {
        case (.object(let fields), .key(let key)): return fields[key]?[Array(path.dropFirst())]
        case (.array(let elements), .index(let index)) where elements.indices.contains(index):
            return elements[index][Array(path.dropFirst())]
        default: return nil
        }
    }

    /// This document with the value at `path` replaced by `transform`'s result; a field is
    /// removed when it returns `nil`.
    func replacing(at path: [Step], with transform: (JSONValue) -> JSONValue?) -> JSONValue {
        guard let step = path.first else { return transform(self) ?? .null }
        let rest = Array(path.dropFirst())
        switch (self, step) {
        case (.object(var fields), .key(let key)):
            guard let child = fields[key] else { return self }
            fields[key] = rest.isEmpty ? transform(child) : child.replacing(at: rest, with: transform)
            return .object(fields)
        case (.array(var elements), .index(let index)) where elements.indices.contains(index):
            // Removing an element would shift its siblings' paths, so an element is only ever replaced.
            elements[index] = rest.isEmpty ? transform(elements[index]) ?? .null : elements[index].replacing(at: rest, with: transform)
            return .array(elements)
        default:
            return self
        }
    }

    /// This document with `value` at `path`.
    func setting(_ path: [Step], to value: JSONValue) -> JSONValue {
        replacing(at: path, with: { _ in value })
    }

    /// This document without the field at `path`.
    func removing(_ path: [Step]) -> JSONValue {
        replacing(at: path, with: { _ in nil })
    }

    /// Every value in the document with its path, the document itself first, in a stable order.
    var allPaths: [(path: [Step], value: JSONValue)] {
        var result: [(path: [Step], value: JSONValue)] = [([], self)]
        switch self {
        case .object(let fields):
            for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
                result += value.allPaths.map { ([.key(key)] + $0.path, $0.value) }
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                result += element.allPaths.map { ([.index(index)] + $0.path, $0.value) }
            }
        default:
            break
        }
        return result
    }
}
