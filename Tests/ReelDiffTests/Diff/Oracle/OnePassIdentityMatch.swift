@testable import ReelDiff

/// The identity match as one walk of the new list in order makes it, written plainly with a
/// dictionary of each identity's old occurrences.
///
/// Each new element, in order: an identity found once among the old elements and not met yet
/// is matched; an identity met again, or found more than once among the old elements, is a
/// repeated one, whose group (numbered as the walk makes them) takes every old occurrence and
/// every new one, including the element matched before. An unmatched element's entry is -1
/// (``IdentityMatch`` may leave another negative number there that is no group's entry). ``IdentityMatch`` runs its phases in
/// another order (the elements found in order first, the others looked up after) and must
/// come out the same, groups numbered alike.
struct OnePassIdentityMatch {
    var oldToNew: [Int]
    var newToOld: [Int]
    var changed: [Bool]
    var repeated: RepeatedIdentities

    init<Element: IdentifiableType & Equatable>(old: [Element], new: [Element]) {
        oldToNew = Array(repeating: -1, count: old.count)
        newToOld = Array(repeating: -1, count: new.count)
        changed = Array(repeating: false, count: old.count)
        var occurrences: [Element.Identity: [Int]] = [:]
        for (index, element) in old.enumerated() { occurrences[element.identity, default: []].append(index) }
        var groups: [Element.Identity: Int] = [:]
        var groupOld: [Int] = []
        var groupEnds: [Int] = []
        var members: [(group: Int, new: Int)] = []
        for (index, element) in new.enumerated() {
            guard let olds = occurrences[element.identity] else { continue }
            if olds.count == 1 && oldToNew[olds[0]] == -1 && groups[element.identity] == nil {
                oldToNew[olds[0]] = index
                newToOld[index] = olds[0]
                changed[olds[0]] = old[olds[0]] != element
                continue
            }
            let group: Int
            if let existing = groups[element.identity] {
                group = existing
            } else {
                group = groupEnds.count
                groups[element.identity] = group
                if olds.count == 1 {
                    // Matched with an earlier new element, which joins the group.
                    let earlier = oldToNew[olds[0]]
                    members.append((group, earlier))
                    newToOld[earlier] = IdentityMatch.groupEntry(group)
                    changed[olds[0]] = false
                }
                for occurrence in olds {
                    groupOld.append(occurrence)
                    oldToNew[occurrence] = IdentityMatch.groupEntry(group)
                }
                groupEnds.append(groupOld.count)
            }
            members.append((group, index))
            newToOld[index] = IdentityMatch.groupEntry(group)
        }
        repeated = groupOld.isEmpty
            ? RepeatedIdentities() : RepeatedIdentities(oldOccurrences: groupOld, oldEnds: groupEnds, newMembers: members)
    }
}
