import ReelDiff
import Testing

/// `SectionModel`, RxDataSources' section without identities.
@Suite struct SectionModelTests {
    @Test("a section rebuilt with other items keeps its model, and compares by model and items")
    func rebuiltKeepsItsModel() {
        let general = SectionModel(model: "General", items: ["About", "Storage"])
        let rebuilt = SectionModel(original: general, items: ["Fonts"])
        #expect(rebuilt.model == "General")
        #expect(rebuilt.items == ["Fonts"])
        #expect(rebuilt != general)
        #expect(SectionModel(original: general, items: general.items) == general)
        #expect("\(general)" == "General [\"About\", \"Storage\"]")
    }
}
