/// How long the generated lists are: mostly small enough to print in a failure message, with
/// enough empty, single and large ones that the edge cases come up in every run.
public enum ListSize {
    /// The number of sections of a generated sectioned list.
    public static func sectionCount(_ fuzz: inout FuzzCase) -> Int {
        switch fuzz.int(in: 0...99) {
        case 0..<4: 0
        case 4..<24: 1
        case 24..<64: fuzz.int(in: 2...4)
        case 64..<92: fuzz.int(in: 5...9)
        default: fuzz.int(in: 10...16)
        }
    }

    /// The number of items of a generated section or linear list.
    public static func itemCount(_ fuzz: inout FuzzCase) -> Int {
        switch fuzz.int(in: 0...99) {
        case 0..<12: 0
        case 12..<62: fuzz.int(in: 1...6)
        case 62..<92: fuzz.int(in: 7...15)
        default: fuzz.int(in: 16...40)
        }
    }
}
