/// Any JSON value, decoded only when a catalog fails to decode, to say what the file holds
/// where the catalog expected something else, and to read the ids along the failing path.
package enum JSONValue: Codable, Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number the decoder reads as an `Int` (`3`, `2.0`).
    case integer(Int)
    /// Any other number: fractional (`1.5`), or beyond `Int` (`1e300`).
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Bool before Double: the decoder refuses to read a number as a Bool, and the other way round.
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let elements): try container.encode(elements)
        case .object(let fields): try container.encode(fields)
        }
    }

    /// This value with every number that is not an integer (``number(_:)``) written as a
    /// string: decoding it, a decoder that wanted an integer there names the place.
    var numbersNotIntegersAsStrings: JSONValue {
        switch self {
        case .number(let value): .string("\(value)")
        case .array(let elements): .array(elements.map(\.numbersNotIntegersAsStrings))
        case .object(let fields): .object(fields.mapValues(\.numbersNotIntegersAsStrings))
        case .null, .bool, .integer, .string: self
        }
    }

    /// The value at `key` of an object, or at index `key.intValue` of an array.
    func child(_ key: any CodingKey) -> JSONValue? {
        switch self {
        case .object(let fields): fields[key.stringValue]
        case .array(let elements): key.intValue.flatMap { elements.indices.contains($0) ? elements[$0] : nil }
        default: nil
        }
    }

    /// The `id` field of an object, when it is a string.
    var id: String? {
        guard case .object(let fields) = self, case .string(let id)? = fields["id"] else { return nil }
        return id
    }

    /// What kind of value this is, phrased to follow "found": `a string`, `an integer`.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer: "an integer"
        case .number(let value): value.rounded() == value ? "an integer" : "a fractional number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
