import ReelDiff
import Testing

/// `Identifiable` models conform to `IdentifiableType` with an empty extension, their `id` the
/// identity, whether or not they are `Hashable` too; other `Hashable` types are their own.
@Suite struct IdentifiableConformanceTests {
    struct Episode: Identifiable, Equatable {
        let id: String
        var title: String
    }

    struct HashableEpisode: Identifiable, Hashable {
        let id: Int
        var title: String
    }

    struct Rating: Hashable {
        var stars: Int
    }

    @Test("an Identifiable type's identity is its id")
    func identifiable() {
        #expect(Episode(id: "e1", title: "Pilot").identity == "e1")
    }

    @Test("an Identifiable and Hashable type's identity is its id, so a new title is an update")
    func identifiableAndHashable() {
        #expect(HashableEpisode(id: 7, title: "Pilot").identity == 7)
        let changeset = StagedChangeset(
            source: [HashableEpisode(id: 1, title: "Pilot"), HashableEpisode(id: 2, title: "Tunnel")],
            target: [HashableEpisode(id: 1, title: "Pilot"), HashableEpisode(id: 2, title: "Tunnel, recut")])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(updatedItems: [ItemPath(item: 1, section: 0)])])
    }

    @Test("a Hashable type that is not Identifiable is its own identity")
    func hashable() {
        #expect(Rating(stars: 4).identity == Rating(stars: 4))
    }
}

extension IdentifiableConformanceTests.Episode: IdentifiableType {}
extension IdentifiableConformanceTests.HashableEpisode: IdentifiableType {}
extension IdentifiableConformanceTests.Rating: IdentifiableType {}
