import ReelStream
import Testing

@MainActor
@Suite("MVVM bindings: the sign-up form")
struct SignUpFormTests {
    @Test("sign-up is enabled exactly when both the email and the password are valid")
    func enablesSignUp() {
        let stream = ViewStream<SignUpLogic>()
        let enabled = OutputRecorder(stream.output.isSignUpEnabled)
        let emailErrors = OutputRecorder(stream.output.emailError)
        let passwordErrors = OutputRecorder(stream.output.passwordError)

        expect(enabled, after: {}, toEmit: [false])
        expect(emailErrors, after: { stream.input.email("ada@") }, toEmit: [.required, .invalidSyntax])
        expect(emailErrors, after: { stream.input.email("ada@example.com") }, toEmit: [nil])
        expect(enabled, after: {}, toEmit: [])
        expect(passwordErrors, after: { stream.input.password("abc") }, toEmit: [.required, .tooShort(minimumLength: 6)])
        expect(enabled, after: { stream.input.password("abcdef") }, toEmit: [true])
        expect(enabled, after: { stream.input.email("") }, toEmit: [false])
        #expect(stream.output.emailError.value == .required)
        #expect(stream.output.passwordError.value == nil)
    }

    @Test("the validator follows the talk's rules", arguments: [
        ("", ValidationError?.some(.required)),
        ("ada", .invalidSyntax),
        ("@example.com", .invalidSyntax),
        ("ada@example", .invalidSyntax),
        ("ada@example.", .invalidSyntax),
        ("ada@example.com", nil),
    ])
    func emailRules(text: String, error: ValidationError?) {
        #expect(Validator.email(text) == error)
    }

    @Test("releasing the stream releases everything it subscribed")
    func releasesEverything() {
        let tracker = ReleaseTracker()
        do {
            let stream = ViewStream<SignUpLogic>()
            let enabled = OutputRecorder(stream.output.isSignUpEnabled)
            tracker.track(stream, "stream")
            tracker.track(stream.output.isSignUpEnabled, "sign-up enabled")
            tracker.track(stream.output.emailError, "email error")
            stream.input.email("ada@example.com")
            stream.input.password("abcdef")
            #expect(enabled.takeValues() == [false, true])
        }
        tracker.expectAllReleased()
    }
}
