import Foundation
import ReelTVModel
import Testing

/// Each kind of bad input gives an error that names the file, the entry and the problem.
@Suite struct CatalogLoaderErrorTests {
    /// `series[1] › seasons[0] › episodes[2]`: episode "b-1-e3", a rental.
    private let rental: [JSONValue.Step] = [.key("series"), .index(1), .key("seasons"), .index(0), .key("episodes"), .index(2)]
    private let rentalEntry = #"series[1] (id "b") › seasons[0] (id "b-1") › episodes[2] (id "b-1-e3")"#

    /// The description of the error loading `document` as `bad.json` gives, or `nil` if it
    /// loads (or cannot be written out, which fails the test all the same).
    private func failure(_ document: JSONValue) -> String? {
        (try? document.data).flatMap(failure)
    }

    private func failure(_ data: Data) -> String? {
        do {
            _ = try CatalogLoader.decode(data, file: "bad.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func theSmallCatalogLoadsAsItWasWritten() throws {
        #expect(try CatalogLoader.decode(SmallCatalog.json.data, file: "small.json") == SmallCatalog.catalog)
    }

    @Test func aWrongTypeNamesTheEntryTheExpectedAndTheFoundType() throws {
        let document = try SmallCatalog.json.setting(rental + [.key("durationSeconds")], to: .string("24分"))
        #expect(failure(document) == "bad.json: \(rentalEntry) › durationSeconds: expected an integer, found a string")
    }

    @Test func aWrongTypeOfContainerIsNamedToo() throws {
        let seasons = try SmallCatalog.json.setting([.key("series"), .index(0), .key("seasons")], to: .integer(2))
        #expect(failure(seasons) == #"bad.json: series[0] (id "a") › seasons: expected an array, found an integer"#)
        let root = failure(JSONValue.array([]))
        #expect(root == "bad.json: expected an object, found an array")
    }

    @Test func aNullWhereAValueIsRequiredIsAWrongType() throws {
        let document = try SmallCatalog.json.setting(rental + [.key("number")], to: .null)
        #expect(failure(document) == "bad.json: \(rentalEntry) › number: expected an integer, found null")
    }

    @Test func aMissingFieldIsNamed() throws {
        let document = try SmallCatalog.json.removing([.key("series"), .index(2), .key("englishTitle")])
        #expect(failure(document) == #"bad.json: series[2] (id "c") › englishTitle: missing field"#)
    }

    @Test func anInvalidDateQuotesTheText() throws {
        let document = try SmallCatalog.json.setting(rental + [.key("broadcastAt")], to: .string("2024/04/05 23:00"))
        #expect(
            failure(document)
                == "bad.json: \(rentalEntry) › broadcastAt: invalid date \"2024/04/05 23:00\" (expected ISO-8601 with a time zone, like 2024-04-05T23:00:00+09:00)"
        )
        let withoutZone = try SmallCatalog.json.setting(rental + [.key("broadcastAt")], to: .string("2024-04-05T23:00:00"))
        #expect(failure(withoutZone)?.contains(#"broadcastAt: invalid date "2024-04-05T23:00:00""#) == true)
    }

    @Test func anUnknownViewingTypeListsTheKnownOnes() throws {
        let document = try SmallCatalog.json.setting(rental + [.key("viewingType")], to: .string("subscription"))
        #expect(
            failure(document)
                == "bad.json: \(rentalEntry) › viewingType: unknown viewingType \"subscription\" (expected one of free, premium, rental)")
    }

    @Test func invalidJSONCarriesTheParsersMessage() throws {
        let message = try #require(failure(Data(#"{"series": [ }"#.utf8)))
        #expect(message == "bad.json: not valid JSON: Invalid value around character 13.")
        #expect(failure(Data()).map { $0.hasPrefix("bad.json: not valid JSON: ") } == true)
    }

    @Test func aMissingFileIsUnreadable() throws {
        let url = FileManager.default.temporaryDirectory.appending(path: "reel-no-such-dir-\(UUID())/missing.json")
        #expect(throws: CatalogError.self) { try CatalogLoader.load(contentsOf: url) }
        do {
            _ = try CatalogLoader.load(contentsOf: url)
        } catch {
            #expect(error.file == url.path)
            #expect(error.description == "\(url.path): cannot read the file: No such file or directory")
        }
    }

    @Test("a file on disk loads, and its errors name it by its full path")
    func aFileOnDiskLoadsAndItsErrorsNameIt() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "reel-catalog-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appending(path: "good.json")
        try SmallCatalog.json.data.write(to: good)
        #expect(try CatalogLoader.load(contentsOf: good) == SmallCatalog.catalog)
        let bad = directory.appending(path: "edited.json")
        try SmallCatalog.json.removing([.key("recommendRows")]).data.write(to: bad)
        #expect(throws: CatalogError(file: bad.path, entry: "recommendRows", problem: .missingField)) {
            try CatalogLoader.load(contentsOf: bad)
        }
    }

    @Test(arguments: [
        ([JSONValue.Step.key("series"), .index(2), .key("id")], "a", #"series[2] (id "a") › id: duplicate id "a" (first used at series[0] (id "a"))"#),
        (
            [.key("series"), .index(1), .key("seasons"), .index(0), .key("id")], "a-2",
            #"series[1] (id "b") › seasons[0] (id "a-2") › id: duplicate id "a-2" (first used at series[0] (id "a") › seasons[1] (id "a-2"))"#
        ),
        (
            [.key("series"), .index(0), .key("seasons"), .index(0), .key("episodes"), .index(1), .key("id")], "a-1-e1",
            #"series[0] (id "a") › seasons[0] (id "a-1") › episodes[1] (id "a-1-e1") › id: duplicate id "a-1-e1" (first used at series[0] (id "a") › seasons[0] (id "a-1") › episodes[0] (id "a-1-e1"))"#
        ),
        ([.key("recommendRows"), .index(1), .key("id")], "r1", #"recommendRows[1] (id "r1") › id: duplicate id "r1" (first used at recommendRows[0] (id "r1"))"#),
    ])
    func duplicateIDsNameBothUses(path: [JSONValue.Step], id: String, entryAndProblem: String) throws {
        let document = try SmallCatalog.json.setting(path, to: .string(id))
        #expect(failure(document) == "bad.json: " + entryAndProblem)
    }

    @Test func aRowNamingAnUnknownSeriesIsRejected() throws {
        let document = try SmallCatalog.json.setting([.key("recommendRows"), .index(1), .key("seriesIDs"), .index(1)], to: .string("zz"))
        #expect(failure(document) == #"bad.json: recommendRows[1] (id "r2") › seriesIDs[1]: unknown series id "zz""#)
    }

    @Test(arguments: ["durationSeconds", "coinPrice", "downloadBytes"])
    func negativeQuantitiesAreRejected(field: String) throws {
        let document = try SmallCatalog.json.setting(rental + [.key(field)], to: .integer(-5))
        #expect(failure(document) == "bad.json: \(rentalEntry) › \(field): must not be negative, found -5")
    }

    @Test(
        "a number where an integer belongs that is not one, fractional or beyond the integers, names the entry like every other error",
        arguments: [
            ("downloadBytes", 1.5, "expected an integer, found 1.5"),
            ("durationSeconds", 1e300, "expected an integer from -9223372036854775808 to 9223372036854775807, found 1e+300"),
            ("coinPrice", -2.25, "expected an integer, found -2.25"),
            ("number", 1e20, "expected an integer from -9223372036854775808 to 9223372036854775807, found 1e+20"),
        ])
    func numbersThatAreNotIntegersNameTheEntry(field: String, value: Double, problem: String) throws {
        // JSONDecoder refuses these without a coding path ("The given data was not valid JSON").
        let document = try SmallCatalog.json.setting(rental + [.key(field)], to: .number(value))
        #expect(failure(document) == "bad.json: \(rentalEntry) › \(field): \(problem)")
    }

    @Test("a fractional number in a field the catalog does not read is passed over for the one it reads")
    func aFractionalNumberTheCatalogDoesNotReadIsNotBlamed() throws {
        let document = try SmallCatalog.json
            .replacing(at: [.key("series"), .index(0)]) { series in
                guard case .object(var fields) = series else { return series }
                fields["rating"] = .number(4.5)
                return .object(fields)
            }
            .setting(rental + [.key("downloadBytes")], to: .number(0.5))
        #expect(failure(document) == "bad.json: \(rentalEntry) › downloadBytes: expected an integer, found 0.5")
    }

    @Test func aRentalNeedsACoinPrice() throws {
        let document = try SmallCatalog.json.removing(rental + [.key("coinPrice")])
        #expect(failure(document) == "bad.json: \(rentalEntry) › coinPrice: missing: a rental episode needs a coinPrice")
    }

    @Test func aSeriesNeedsAnEpisodeInOneOfItsSeasons() throws {
        let seasons: [JSONValue.Step] = [.key("series"), .index(0), .key("seasons")]
        let document = try SmallCatalog.json
            .setting(seasons + [.index(0), .key("episodes")], to: .array([]))
            .setting(seasons + [.index(1), .key("episodes")], to: .array([]))
        #expect(failure(document) == #"bad.json: series[0] (id "a") › seasons: a series needs at least one episode, found none in its 2 seasons"#)
        // One empty season beside one with episodes is a series to show.
        #expect(failure(try SmallCatalog.json.setting(seasons + [.index(0), .key("episodes")], to: .array([]))) == nil)
    }

    @Test func aSeriesNeedsASeason() throws {
        let document = try SmallCatalog.json.setting([.key("series"), .index(2), .key("seasons")], to: .array([]))
        #expect(failure(document) == #"bad.json: series[2] (id "c") › seasons: a series needs at least one season, found none"#)
    }
}
