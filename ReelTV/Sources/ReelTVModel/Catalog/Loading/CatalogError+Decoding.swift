import Foundation

extension CatalogError {
    /// The error for `error`, thrown while decoding `data` from `file`: the entry from the
    /// error's coding path, with the ids read from the data.
    init(_ error: DecodingError, file: String, data: Data) {
        // Decoded only now: a valid catalog never pays for it. It fails exactly when the data is not JSON.
        let json: JSONValue
        do {
            json = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            self.init(file: file, entry: "", problem: .invalidJSON(message: Self.parserMessage(data)))
            return
        }
        switch error {
        case .keyNotFound(let key, let context):
            self.init(file: file, json: json, codingPath: context.codingPath + [key], problem: .missingField)
        case .valueNotFound(let type, let context):
            self.init(
                file: file, json: json, codingPath: context.codingPath,
                problem: .wrongType(expected: Self.describe(type), found: "null"))
        case .typeMismatch(let type, let context):
            let found = Self.value(in: json, at: context.codingPath)?.kindDescription ?? "something else"
            self.init(
                file: file, json: json, codingPath: context.codingPath,
                problem: .wrongType(expected: Self.describe(type), found: found))
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty, context.underlyingError == nil, let number = Self.numberNotAnInteger(in: json) {
                self.init(file: file, json: json, codingPath: number.codingPath, problem: .notAnInteger(number.value))
            } else {
                self.init(file: file, json: json, codingPath: context.codingPath, problem: Self.problem(json: json, context: context))
            }
        @unknown default:
            self.init(file: file, entry: "", problem: .invalidValue(message: "\(error)"))
        }
    }

    private init(file: String, json: JSONValue, codingPath: [any CodingKey], problem: Problem) {
        var path = CatalogEntryPath.root
        var value: JSONValue? = json
        for key in codingPath {
            value = value?.child(key)
            path = key.intValue != nil ? path.appending(index: key.intValue ?? 0, id: value?.id) : path.appending(key.stringValue)
        }
        self.init(file: file, entry: path.description, problem: problem)
    }

    private static func problem(json: JSONValue, context: DecodingError.Context) -> Problem {
        if let problem = context.underlyingError as? Problem { return problem }
        // ViewingType's decoding is synthesised from its raw value, so its only failure is an
        // unknown string; the key is the one place that says a viewing type was expected.
        if context.codingPath.last?.stringValue == "viewingType", case .string(let value)? = value(in: json, at: context.codingPath) {
            return .unknownViewingType(value)
        }
        return .invalidValue(message: context.debugDescription)
    }

    /// The number where the catalog wants an integer that JSONDecoder refused, and its path.
    ///
    /// The decoder refuses a fractional number (`1.5`) or one beyond `Int` (`1e300`) for an
    /// integer field without a coding path ("The given data was not valid JSON"). Decoded again
    /// with every such number written as a string, the catalog fails at the first one it reads
    /// as an integer, and the type mismatch names its path; numbers in fields the catalog does
    /// not read are passed over as before.
    private static func numberNotAnInteger(in json: JSONValue) -> (codingPath: [any CodingKey], value: Double)? {
        guard let data = try? JSONEncoder().encode(json.numbersNotIntegersAsStrings) else { return nil }
        do {
            _ = try CatalogLoader.makeDecoder().decode(Catalog.self, from: data)
        } catch DecodingError.typeMismatch(_, let context) {
            if case .number(let value)? = value(in: json, at: context.codingPath) { return (context.codingPath, value) }
        } catch {}
        return nil
    }

    private static func value(in json: JSONValue, at codingPath: [any CodingKey]) -> JSONValue? {
        codingPath.reduce(json as JSONValue?) { value, key in value?.child(key) }
    }

    /// The type the decoder expected, phrased to follow "expected".
    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Double.Type: "a number"
        case is Bool.Type: "a boolean"
        case is [String: Any].Type: "an object"
        case is [Any].Type: "an array"
        default: "a value of type \(type)"
        }
    }

    /// Where and why `data` is not JSON, in JSONSerialization's words: JSONDecoder only says
    /// that it is not.
    private static func parserMessage(_ data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
            return "the JSON decoder could not read it"
        } catch {
            // The key's value is spelled out: Foundation on Linux has no `NSDebugDescriptionKey`.
            return (error as NSError).userInfo["NSDebugDescription"] as? String ?? error.localizedDescription
        }
    }
}
