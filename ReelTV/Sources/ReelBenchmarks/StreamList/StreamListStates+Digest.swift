import Foundation

extension StreamListStates {
    /// A fingerprint of `state`: FNV-1a (64 bits) over each section's identity and item count
    /// and each item's identity and revision, in order, as hexadecimal digits. It is the same on
    /// every machine and in every process, so two runs whose last states have the same digest
    /// streamed the same states (the last one depends on every edit before it).
    static func digest(_ state: [BenchSection]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ value: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) {
                hash = (hash ^ (value >> UInt64(shift) & 0xFF)) &* 0x0000_0100_0000_01B3
            }
        }
        func mix(_ id: UUID) {
            withUnsafeBytes(of: id.uuid) { bytes in
                for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            }
        }
        for section in state {
            mix(section.model)
            mix(UInt64(section.items.count))
            for item in section.items {
                mix(item.id)
                mix(UInt64(bitPattern: Int64(item.revision)))
            }
        }
        return String(hash, radix: 16)
    }
}
