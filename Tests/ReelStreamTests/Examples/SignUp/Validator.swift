/// Why a sign-up field is not acceptable yet (the MVVM talk's validator messages).
enum ValidationError: Error, Equatable, Sendable {
    case required
    case invalidSyntax
    case tooShort(minimumLength: Int)
}

/// The MVVM talk's `Validator`: one rule set per field.
enum Validator {
    static let minimumPasswordLength = 6

    static func email(_ text: String) -> ValidationError? {
        if text.isEmpty { return .required }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
            !parts[1].hasPrefix("."), !parts[1].hasSuffix(".")
        else { return .invalidSyntax }
        return nil
    }

    static func password(_ text: String) -> ValidationError? {
        if text.isEmpty { return .required }
        if text.count < minimumPasswordLength { return .tooShort(minimumLength: minimumPasswordLength) }
        return nil
    }
}
