import ReelStream
import Testing

@MainActor
@Suite("successes() and failures()")
struct ResultOperatorTests {
    struct Broken: Error, Equatable {}

    @Test("split a publisher of results into its values and its errors")
    func split() {
        let results = PublishRelay<Result<Int, Broken>>()
        let successes = OutputRecorder(results.successes())
        let failures = OutputRecorder(results.failures())
        results.accept(.success(1))
        results.accept(.failure(Broken()))
        results.accept(.success(2))
        #expect(successes.takeValues() == [1, 2])
        #expect(failures.takeValues() == [Broken()])
    }
}
