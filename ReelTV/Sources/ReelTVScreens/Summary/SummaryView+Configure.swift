// One `configure` per combination, each taking exactly the fields its variant shows and only
// setting content: the lines and the extra view already exist.

extension SummaryView where Combination == SubTextTopBasic {
    /// Shows a live broadcast: its start time (like `"12/24 21:00"`) above its title.
    package func configure(startAt: String, title: String) {
        setTitle(title)
        setSubText(startAt)
    }
}

extension SummaryView where Combination == SubTextSecondBasic {
    /// Shows a title, then its broadcast time.
    package func configure(title: String, broadcastTime: String) {
        setTitle(title)
        setSubText(broadcastTime)
    }
}

extension SummaryView where Combination == NoSubTextBasic {
    /// Shows a title alone.
    package func configure(title: String) {
        setTitle(title)
    }
}

extension SummaryView where Combination == SubTextSecondCoin {
    /// Shows a title, its duration (like `"24分"`), then its tag and coin price.
    package func configure(title: String, duration: String, tag: String?, coin: Int?) {
        setTitle(title)
        setSubText(duration)
        additionalView?.configure(tag: tag, coin: coin)
    }
}

extension SummaryView where Combination == NoSubTextCoin {
    /// Shows a title, then its viewing limit (like `"12/31まで"`, in the tag's place) and coin
    /// price.
    package func configure(title: String, coin: Int?, expirationTime: String?) {
        setTitle(title)
        additionalView?.configure(tag: expirationTime, coin: coin)
    }
}

extension SummaryView where Combination == SubTextTopViewingType {
    /// Shows a season name above a title, then a tag and a viewing limit.
    package func configure(seasonName: String, title: String, tag: String?, expirationTime: String?) {
        setTitle(title)
        setSubText(seasonName)
        additionalView?.configure(tag: tag, text: expirationTime)
    }
}

extension SummaryView where Combination == SubTextSecondViewingType {
    /// Shows a title, its broadcast time, then a tag and a viewing limit.
    package func configure(title: String, broadcastTime: String, tag: String?, expirationTime: String?) {
        setTitle(title)
        setSubText(broadcastTime)
        additionalView?.configure(tag: tag, text: expirationTime)
    }
}

extension SummaryView where Combination == NoSubTextViewingType {
    /// Shows a title, then a tag and a viewing limit.
    package func configure(title: String, tag: String?, expirationTime: String?) {
        setTitle(title)
        additionalView?.configure(tag: tag, text: expirationTime)
    }
}
