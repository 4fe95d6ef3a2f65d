import Foundation

/// A JSON document the tests can take apart and corrupt, then write back out.
enum JSONNode: Codable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONNode])
    case object([String: JSONNode])

    /// One step into a document: a field of an object or an element of an array.
    enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONNode].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONNode].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
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
    subscript(path: [Step]) -> JSONNode? {
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
    func replacing(at path: [Step], with transform: (JSONNode) -> JSONNode?) -> JSONNode {
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
    func setting(_ path: [Step], to value: JSONNode) -> JSONNode {
        replacing(at: path, with: { _ in value })
    }

    /// This document without the field at `path`.
    func removing(_ path: [Step]) -> JSONNode {
        replacing(at: path, with: { _ in nil })
    }

    /// Every value in the document with its path, the document itself first, in a stable order.
    var allPaths: [(path: [Step], value: JSONNode)] {
        var result: [(path: [Step], value: JSONNode)] = [([], self)]
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
