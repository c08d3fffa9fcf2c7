extension ElementSpec {
    /// `<wkWebView>` → `WKWebView(frame:configuration:)` with its configuration.
    static let wkWebView = ElementSpec(
        tag: "wkWebView", uikitClass: "WKWebView", module: "WebKit", role: "webView",
        rules: [
            .bool("allowsBackForwardNavigationGestures", "allowsBackForwardNavigationGestures", default: false),
            .bool("allowsLinkPreview", "allowsLinkPreview", default: true),
        ],
        customProperties: ["configuration"],
        initializer: { context in
            guard let configuration = context.object.property(key: "configuration", named: "wkWebViewConfiguration") else {
                return "\(context.className)(frame: .zero, configuration: WKWebViewConfiguration())"
            }
            context.emitPrelude("let configuration = WKWebViewConfiguration()")
            for child in configuration.children {
                switch (child.name, child.key) {
                case ("audiovisualMediaTypes", "mediaTypesRequiringUserActionForPlayback"?):
                    let types = ["audio", "video"].filter { child[attribute: $0] == "YES" }
                    let value = child[attribute: "none"] == "YES" ? "[]" : "[" + types.map { "." + $0 }.joined(separator: ", ") + "]"
                    context.emitPrelude("configuration.mediaTypesRequiringUserActionForPlayback = \(value)")
                case ("wkPreferences", "preferences"?) where child.attributes.count == 1 && child.children.isEmpty:
                    continue
                default:
                    context.unsupported("unsupported-property", "web view configuration <\(child.name)> is not translated yet", at: child.location)
                }
            }
            for attribute in configuration.attributes where attribute.name != "key" {
                if let value = PropertyRule.bool(attribute.name, attribute.name, default: false).swiftValue(for: attribute.value) {
                    context.emitPrelude("configuration.\(attribute.name) = \(value)")
                } else {
                    context.unsupported("unsupported-attribute", "web view configuration attribute \(attribute.name) is not translated yet", at: configuration.location)
                }
            }
            return "\(context.className)(frame: .zero, configuration: configuration)"
        },
        delegateProtocols: ["navigationDelegate": "WKNavigationDelegate", "UIDelegate": "WKUIDelegate"],
        swiftPropertyNames: ["UIDelegate": "uiDelegate"],
        examples: [
            TranslationExample(
                #"<wkWebView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="w1"><rect key="frame" x="0" y="0" width="320" height="480"/><wkWebViewConfiguration key="configuration"><audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/><wkPreferences key="preferences"/></wkWebViewConfiguration></wkWebView>"#,
                emits: ["let configuration = WKWebViewConfiguration()", "configuration.mediaTypesRequiringUserActionForPlayback = []",
                        "let webView = WKWebView(frame: .zero, configuration: configuration)"]),
            // IB writes the Objective-C name `UIDelegate`; Swift spells the property `uiDelegate`.
            TranslationExample(
                #"<view contentMode="scaleToFill" id="v1"><subviews><wkWebView contentMode="scaleToFill" id="w1"><wkWebViewConfiguration key="configuration"/><connections><outlet property="UIDelegate" destination="v1" id="o1"/><outlet property="navigationDelegate" destination="v1" id="o2"/></connections></wkWebView></subviews></view>"#,
                emits: ["webView.uiDelegate = self as? WKUIDelegate", "webView.navigationDelegate = self as? WKNavigationDelegate"],
                isRoot: true),
        ]
    )

    /// `<mapView>` → `MKMapView`.
    static let mapView = ElementSpec(
        tag: "mapView", uikitClass: "MKMapView", module: "MapKit", role: "mapView",
        rules: [
            .enumeration("mapType", "mapType", default: "standard"),
            .bool("zoomEnabled", "isZoomEnabled", default: true),
            .bool("scrollEnabled", "isScrollEnabled", default: true),
            .bool("rotateEnabled", "isRotateEnabled", default: true),
            .bool("pitchEnabled", "isPitchEnabled", default: true),
            .bool("showsUserLocation", "showsUserLocation", default: false),
            .bool("showsScale", "showsScale", default: false),
            .bool("showsCompass", "showsCompass", default: true),
            .bool("showsBuildings", "showsBuildings", default: true),
            .bool("showsTraffic", "showsTraffic", default: false),
        ],
        defaultOverrides: ["clipsSubviews": "YES", "multipleTouchEnabled": "YES"],
        delegateProtocols: ["delegate": "MKMapViewDelegate"],
        examples: [
            TranslationExample(
                #"<mapView contentMode="scaleToFill" mapType="standard" id="m1"/>"#,
                emits: ["mapView.clipsToBounds = false", "mapView.isMultipleTouchEnabled = false"]),
            TranslationExample(
                #"<mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="hybrid" showsUserLocation="YES" translatesAutoresizingMaskIntoConstraints="NO" id="m1"/>"#,
                emits: ["let mapView = MKMapView()", "mapView.mapType = .hybrid", "mapView.showsUserLocation = true"],
                omits: ["clipsToBounds", "isMultipleTouchEnabled"]),
        ]
    )
}
