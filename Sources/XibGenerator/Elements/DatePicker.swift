import XibModel

extension ElementSpec {
    /// `<datePicker>` → `UIDatePicker`. Dates are written as IB stores them, seconds since
    /// the reference date (`Date(timeIntervalSinceReferenceDate:)`).
    static let datePicker = ElementSpec(
        tag: "datePicker", uikitClass: "UIDatePicker", role: "datePicker",
        rules: [
            .enumeration("datePickerMode", "datePickerMode", default: "dateAndTime"),
            .enumeration("style", "preferredDatePickerStyle", default: "automatic", introduced: DeploymentTarget(13, 4)),
            .integer("minuteInterval", "minuteInterval", default: "1"),
            .number("countDownDuration", "countDownDuration"),
            .bool("roundsToMinuteInterval", "roundsToMinuteInterval", default: true, introduced: DeploymentTarget(15)),
        ],
        // "Use current date": IB leaves `date` unset, as UIKit does.
        editorOnlyAttributes: ["useCurrentDate"],
        customProperties: ["date", "minimumDate", "maximumDate", "locale"],
        configure: { context in
            if let locale = context.object.property(key: "locale", named: "locale") {
                if let identifier = locale[attribute: "localeIdentifier"] {
                    context.emit("locale = Locale(identifier: \(SwiftLiteral.string(identifier)))")
                } else {
                    context.unsupported("unsupported-property", "datePicker <locale key=\"locale\"> without a localeIdentifier is not translated yet", at: locale.location)
                }
            }
            // The range before the date, which UIKit clamps to it.
            for key in ["minimumDate", "maximumDate", "date"] {
                guard let node = context.object.property(key: key) else { continue }
                guard node.name == "date", let seconds = node[attribute: "timeIntervalSinceReferenceDate"].flatMap(SwiftLiteral.number) else {
                    context.unsupported("unsupported-property", "datePicker <\(node.name) key=\"\(key)\"> is not translated yet", at: node.location)
                    continue
                }
                context.emit("\(key) = Date(timeIntervalSinceReferenceDate: \(seconds))")
            }
        },
        isControl: true,
        examples: [
            TranslationExample(
                #"<datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="1" translatesAutoresizingMaskIntoConstraints="NO" id="d1"><rect key="frame" x="0" y="0" width="320" height="216"/></datePicker>"#,
                emits: ["let datePicker = UIDatePicker()"],
                omits: ["datePickerMode", "minuteInterval", "datePicker.date"]),
            TranslationExample(
                #"<datePicker datePickerMode="date" style="wheels" minuteInterval="15" useCurrentDate="NO" id="d1"><date key="date" timeIntervalSinceReferenceDate="533739870.12166601"><!--2017-11-30 13:04:30 +0000--></date><date key="minimumDate" timeIntervalSinceReferenceDate="-978267600"><!--1970-01-01 11:00:00 +0000--></date><locale key="locale" localeIdentifier="en_GB"/></datePicker>"#,
                emits: [
                    "datePicker.datePickerMode = .date", "datePicker.preferredDatePickerStyle = .wheels", "datePicker.minuteInterval = 15",
                    #"datePicker.locale = Locale(identifier: "en_GB")"#,
                    "datePicker.minimumDate = Date(timeIntervalSinceReferenceDate: -978267600)",
                    "datePicker.date = Date(timeIntervalSinceReferenceDate: 533739870.121666)",
                ],
                omits: ["useCurrentDate"]),
            TranslationExample(
                #"<datePicker datePickerMode="countDownTimer" countDownDuration="300" id="d1"/>"#,
                emits: ["datePicker.datePickerMode = .countDownTimer", "datePicker.countDownDuration = 300"]),
        ]
    )
}
