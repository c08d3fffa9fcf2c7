import XibModel

/// `<textInputTraits key="textInputTraits" …/>` of text fields, text views and search bars
/// → the `UITextInputTraits` properties. Defaults from the `UITextInputTraits` reference.
enum TextInputTraits {
    static let key = "textInputTraits"

    static let rules: [PropertyRule] = [
        .enumeration("autocapitalizationType", "autocapitalizationType", default: "sentences"),
        .enumeration("autocorrectionType", "autocorrectionType", default: "default"),
        .enumeration("spellCheckingType", "spellCheckingType", default: "default"),
        .enumeration("smartDashesType", "smartDashesType", default: "default"),
        .enumeration("smartQuotesType", "smartQuotesType", default: "default"),
        .enumeration("smartInsertDeleteType", "smartInsertDeleteType", default: "default"),
        // IB still offers the deprecated aliases; write the names they stand for.
        .enumeration("keyboardType", "keyboardType", default: "default", renames: ["alphabet": "asciiCapable", "URL": "URL"]),
        .enumeration("keyboardAppearance", "keyboardAppearance", default: "default", renames: ["alert": "dark"]),
        .enumeration("returnKeyType", "returnKeyType", default: "default"),
        .bool("enablesReturnKeyAutomatically", "enablesReturnKeyAutomatically", default: false),
        .bool("secureTextEntry", "isSecureTextEntry", default: false),
        PropertyRule("textContentType", .stringConstant(type: "UITextContentType", members: contentTypes), "textContentType = {}"),
    ]

    /// `UITextContentType` raw values (what the XIB stores) → Swift member names.
    static let contentTypes: [String: String] = [
        "name": "name", "name-prefix": "namePrefix", "given-name": "givenName", "additional-name": "middleName",
        "family-name": "familyName", "name-suffix": "nameSuffix", "nickname": "nickname",
        "organization-title": "jobTitle", "organization": "organizationName", "location": "location",
        "street-address": "fullStreetAddress", "address-line1": "streetAddressLine1",
        "address-line2": "streetAddressLine2", "address-level2": "addressCity", "address-level1": "addressState",
        "address-level1+2": "addressCityAndState", "address-level3": "sublocality", "country-name": "countryName",
        "postal-code": "postalCode", "tel": "telephoneNumber", "email": "emailAddress", "url": "URL",
        "cc-number": "creditCardNumber", "username": "username", "password": "password",
        "new-password": "newPassword", "one-time-code": "oneTimeCode",
        "shipment-tracking-number": "shipmentTrackingNumber", "flight-number": "flightNumber",
        "date-time": "dateTime", "bday": "birthdate",
    ]

    /// Translates the element's text input traits; `defaults` replaces UIKit's defaults for
    /// classes that differ (`nil` = not documented, always written).
    static func translate(_ context: inout ElementContext, defaults: [String: String?] = [:]) {
        guard let node = context.object.property(key: key, named: "textInputTraits") else { return }
        let rules = rules.map { rule in defaults[rule.attribute].map { rule.withDefault($0) } ?? rule }
        context.applyRules(rules, to: node)
    }
}
