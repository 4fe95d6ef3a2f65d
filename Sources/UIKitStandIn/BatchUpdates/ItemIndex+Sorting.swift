extension Array where Element == ItemIndex {
    /// The items in ascending order, repeats included: these items themselves when they are in
    /// order already, as lists usually give them.
    func ascending() -> [ItemIndex] {
        zip(self, dropFirst()).allSatisfy { $0 <= $1 } ? self : ascendingPositions().map { self[$0] }
    }
}

extension RandomAccessCollection where Element == ItemIndex, Index == Int {
    /// The positions of the items, in ascending order of the items they hold, ties in their
    /// order here.
    ///
    /// A large batch's moves come in the order of their destinations, so their sources are in
    /// no order at all: tens of thousands of them to sort on the main actor, inside a frame.
    /// Comparing and moving pairs of integers costs several times what a radix sort of one
    /// integer per item does, two passes of counting for the items of a million; so an item
    /// becomes its rank in the grid of the sections and items named, followed by its position
    /// in the bits below, and these integers are sorted a digit of the rank at a time. Items
    /// that cannot be so packed (negative indexes, which the rules refuse later, or ranks and
    /// positions too large for 64 bits together) and short lists are compared instead.
    func ascendingPositions() -> [Int] {
        guard count >= radixSortMinimumCount, let packed = packedRanks() else {
            return indices.sorted { self[$0] < self[$1] }
        }
        let positionMask = (UInt64(1) << packed.positionBits) - 1
        return radixSorted(packed.values, digitsFrom: packed.positionBits, bitCount: packed.rankBits).map { Int($0 & positionMask) }
    }

    /// For each item, its rank (`section × (largest item + 1) + item`, which ascends with the
    /// items) above its position; and how many bits each takes. `nil` when an index is negative
    /// or the two do not fit in 64 bits.
    private func packedRanks() -> (values: [UInt64], rankBits: Int, positionBits: Int)? {
        var largestSection = 0
        var largestItem = 0
        for index in self {
            guard index.section >= 0, index.item >= 0 else { return nil }
            largestSection = Swift.max(largestSection, index.section)
            largestItem = Swift.max(largestItem, index.item)
        }
        let (itemsPerSection, overflowsItems) = UInt64(largestItem).addingReportingOverflow(1)
        let (sectionStart, overflowsSections) = UInt64(largestSection).multipliedReportingOverflow(by: itemsPerSection)
        let (largestRank, overflowsRanks) = sectionStart.addingReportingOverflow(UInt64(largestItem))
        let rankBits = UInt64.bitWidth - largestRank.leadingZeroBitCount
        let positionBits = UInt64.bitWidth - UInt64(count).leadingZeroBitCount
        guard !overflowsItems, !overflowsSections, !overflowsRanks, rankBits + positionBits <= UInt64.bitWidth else { return nil }
        let values = enumerated().map { position, item in
            (UInt64(item.section) * itemsPerSection + UInt64(item.item)) << positionBits | UInt64(position)
        }
        return (values, rankBits, positionBits)
    }
}

/// Below this many items a comparison sort costs less than a radix sort's tables of 2,048
/// counts per digit.
private let radixSortMinimumCount = 512

/// `values` in ascending order of their bits from `digitsFrom` on, `bitCount` of them, ties in
/// their order: a least significant digit first radix sort, in digits of at most eleven bits,
/// whose counts are all taken in one pass over the values.
private func radixSorted(_ values: [UInt64], digitsFrom lowestBit: Int, bitCount: Int) -> [UInt64] {
    let passes = max(1, (bitCount + 10) / 11)
    let digitBits = (bitCount + passes - 1) / passes
    let radix = 1 << digitBits
    let mask = UInt64(radix - 1)
    func digit(_ value: UInt64, pass: Int) -> Int {
        pass * radix + Int((value >> UInt64(lowestBit + pass * digitBits)) & mask)
    }
    // For each pass, where the values of each digit go: counted, then summed into starts.
    var starts = [Int](repeating: 0, count: passes * radix)
    starts.withUnsafeMutableBufferPointer { starts in
        for value in values {
            for pass in 0..<passes { starts[digit(value, pass: pass)] += 1 }
        }
        for pass in 0..<passes {
            var start = 0
            for digit in pass * radix..<(pass + 1) * radix {
                let valuesOfDigit = starts[digit]
                starts[digit] = start
                start += valuesOfDigit
            }
        }
    }
    var values = values
    var sorted = [UInt64](repeating: 0, count: values.count)
    for pass in 0..<passes {
        values.withUnsafeBufferPointer { values in
            sorted.withUnsafeMutableBufferPointer { sorted in
                starts.withUnsafeMutableBufferPointer { starts in
                    for value in values {
                        let digit = digit(value, pass: pass)
                        sorted[starts[digit]] = value
                        starts[digit] += 1
                    }
                }
            }
        }
        swap(&values, &sorted)
    }
    return values
}
