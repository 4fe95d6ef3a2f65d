/// Turns the bytes a terminal in raw mode sends into ``Key``s, ignoring the keys Reel has no
/// use for.
///
/// One read can hold several keys (typing fast, pasting, key repeat), and an escape sequence
/// can be split between reads, so the decoder keeps an unfinished sequence for the next call.
package struct KeyDecoder: Sendable {
    private static let escape: UInt8 = 0x1B

    /// The start of an escape sequence that the last bytes did not finish.
    private var pending: [UInt8] = []

    /// Creates a decoder with nothing pending.
    package init() {}

    /// The keys in `bytes`, after whatever the previous call left unfinished, in order.
    ///
    /// Arrows come as `ESC [ A` (or `ESC O A` in application cursor mode) with any parameters
    /// (`ESC [ 1 ; 2 A`), Shift-Tab as `ESC [ Z`; other escape sequences, an escape followed by
    /// an ordinary byte (Alt with a key) and all other bytes are dropped.
    package mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        let input = pending + bytes
        pending = []
        var keys: [Key] = []
        var index = input.startIndex
        while index < input.endIndex {
            let byte = input[index]
            guard byte == Self.escape else {
                if let key = Self.key(forByte: byte) { keys.append(key) }
                index += 1
                continue
            }
            guard let end = Self.endOfEscapeSequence(in: input, from: index) else {
                pending = Array(input[index...])
                break
            }
            if end - index > 2, let key = Self.key(forFinalByte: input[end - 1], introducer: input[index + 1]) {
                keys.append(key)
            }
            index = end
        }
        return keys
    }

    private static func key(forByte byte: UInt8) -> Key? {
        switch byte {
        case 0x09: .tab
        case 0x0D, 0x0A: .enter
        case 0x03: .interrupt
        case UInt8(ascii: "j"): .down
        case UInt8(ascii: "k"): .up
        case UInt8(ascii: "r"): .rotate
        case UInt8(ascii: "b"): .back
        case UInt8(ascii: "q"): .quit
        default: nil
        }
    }

    private static func key(forFinalByte byte: UInt8, introducer: UInt8) -> Key? {
        switch (introducer, byte) {
        case (UInt8(ascii: "["), UInt8(ascii: "A")), (UInt8(ascii: "O"), UInt8(ascii: "A")): .up
        case (UInt8(ascii: "["), UInt8(ascii: "B")), (UInt8(ascii: "O"), UInt8(ascii: "B")): .down
        case (UInt8(ascii: "["), UInt8(ascii: "Z")): .backTab
        default: nil
        }
    }

    /// The index after the escape sequence starting at `start`, or `nil` when the input ends
    /// inside it. A control sequence (`ESC [`) runs to its final byte (0x40–0x7E); `ESC O` takes
    /// one more byte; any other byte after the escape ends a two-byte sequence. An escape that
    /// ends the input is the Esc key on its own (terminals send a sequence's start in one
    /// write), a sequence of one byte.
    private static func endOfEscapeSequence(in input: [UInt8], from start: Int) -> Int? {
        let introducer = start + 1
        guard introducer < input.endIndex else { return introducer }
        switch input[introducer] {
        case UInt8(ascii: "["):
            var index = introducer + 1
            while index < input.endIndex {
                if (0x40...0x7E).contains(input[index]) { return index + 1 }
                index += 1
            }
            return nil
        case UInt8(ascii: "O"):
            return introducer + 1 < input.endIndex ? introducer + 2 : nil
        default:
            return introducer + 1
        }
    }
}
