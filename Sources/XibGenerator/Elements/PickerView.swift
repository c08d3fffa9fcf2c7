import XibModel

extension ElementSpec {
    /// `<pickerView>` → `UIPickerView`. Rows come from its data source (an outlet
    /// connection), so the view itself carries only `UIView` attributes.
    static let pickerView = ElementSpec(
        tag: "pickerView", uikitClass: "UIPickerView", role: "pickerView",
        delegateProtocols: ["delegate": "UIPickerViewDelegate", "dataSource": "UIPickerViewDataSource"],
        examples: [
            TranslationExample(
                #"<pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pk1"><rect key="frame" x="0" y="0" width="320" height="216"/><color key="backgroundColor" systemColor="systemBackgroundColor"/></pickerView>"#,
                emits: ["let pickerView = UIPickerView()", "pickerView.backgroundColor = .systemBackground"],
                omits: ["contentMode"]),
        ]
    )
}
