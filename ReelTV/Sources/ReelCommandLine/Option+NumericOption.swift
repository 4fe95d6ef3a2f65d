import ArgumentParser

extension Option {
    /// An option declared by `numeric`: its name, its parsing (the word after it is its value
    /// even when it starts with a dash) and `text` followed by the range as its help.
    package init(wrappedValue: Value, _ numeric: NumericOption<Value>, help text: String, discussion: String = "", valueName: String)
    where Value: ExpressibleByArgument {
        self.init(
            wrappedValue: wrappedValue, name: numeric.name, parsing: numeric.parsing,
            help: numeric.help(text, discussion: discussion, valueName: valueName))
    }

    /// An option declared by `numeric` that takes a list: the values up to the next option, each
    /// one in `numeric`'s range (as its help says).
    package init<Element>(wrappedValue: Value, eachIn numeric: NumericOption<Element>, help text: String, valueName: String)
    where Value == [Element], Element: ExpressibleByArgument {
        self.init(wrappedValue: wrappedValue, name: numeric.name, parsing: .upToNextOption, help: numeric.help(text, valueName: valueName))
    }

    /// An optional option declared by `numeric`, absent unless given.
    package init<Wrapped>(_ numeric: NumericOption<Wrapped>, help text: String, valueName: String)
    where Value == Wrapped?, Wrapped: ExpressibleByArgument {
        self.init(name: numeric.name, parsing: numeric.parsing, help: numeric.help(text, valueName: valueName))
    }
}
