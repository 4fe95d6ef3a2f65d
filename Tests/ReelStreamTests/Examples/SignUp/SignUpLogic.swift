import ReelStream

/// The MVVM talk's `SignUpViewModel` (docs/Background.md): each field's validation error, and
/// sign-up enabled only when both fields are valid.
enum SignUpLogic: ViewStreamLogic {
    struct Input: ViewStreamInput {
        let email = BehaviorRelay(value: "")
        let password = BehaviorRelay(value: "")
    }

    struct Output {
        let emailError: Property<ValidationError?>
        let passwordError: Property<ValidationError?>
        let isSignUpEnabled: Property<Bool>
    }

    static func bind(input: InputPublishers<Input>, state: NoState, extra: NoExtra, bag: DisposeBag) -> Output {
        let emailError = Property(initial: .required, updates: input.email.map(Validator.email))
        let passwordError = Property(initial: .required, updates: input.password.map(Validator.password))
        let isSignUpEnabled = emailError.combineLatest(passwordError) { $0 == nil && $1 == nil }
        return Output(
            emailError: emailError,
            passwordError: passwordError,
            isSignUpEnabled: Property(initial: false, updates: isSignUpEnabled.removeDuplicates()))
    }
}
