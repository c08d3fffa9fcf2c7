import UIKit

/// View code for the top-level `view` owned by `MXPanelController`.
class LegacyPanelsLayout: UIView {
    lazy var `default`: UIButton = {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 280, height: 44)
        button.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        button.titleLabel?.font = .boldSystemFont(ofSize: 18)
        button.setTitle("Reset to Defaults", for: .normal)
        button.setTitleColor(UIColor(red: 0.1960784346, green: 0.3098039329, blue: 0.521568656, alpha: 1), for: .normal)
        button.setTitleShadowColor(UIColor(white: 0.5, alpha: 1), for: .normal)
        button.setTitleColor(.white, for: .highlighted)
        return button
    }()
    lazy var volumeSlider: UISlider = {
        let slider = UISlider()
        slider.frame = CGRect(x: 18, y: 84, width: 284, height: 31)
        slider.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        slider.value = 0.5
        slider.isOpaque = false
        return slider
    }()
    lazy var panelLabel: UILabel = {
        let label = UILabel()
        label.frame = CGRect(x: 20, y: 135, width: 280, height: 21)
        label.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin]
        label.text = "Panel"
        label.textAlignment = .center
        label.contentMode = .left
        label.textColor = .darkText
        label.shadowColor = UIColor(white: 1, alpha: 0.75)
        label.shadowOffset = CGSize(width: 0, height: 1)
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        // Built at the XIB's size, as the nib was: the subviews' frames and autoresizing masks are relative to it.
        self.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        buildViewHierarchy()
        setupConstraints()
        configureViews()
        layoutDidLoad()
        if frame != .zero { self.frame = frame }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("LegacyPanelsLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {
        addSubview(`default`)
        addSubview(volumeSlider)
        addSubview(panelLabel)
    }

    func setupConstraints() {}

    func configureViews() {
        backgroundColor = .groupTableViewBackground

        `default`.addTarget(nil, action: Selector(("copy:")), for: .touchUpOutside)
    }

    /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
    /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
    /// done in code (styling, observers), calling `super`.
    func layoutDidLoad() {}

    /// Makes the connections the XIB made to its File's Owner: outlets that point at it and the
    /// actions it receives. Call it from `MXPanelController.loadView()` right after installing the layout.
    func connect(to owner: MXPanelController) {
        `default`.addTarget(owner, action: Selector(("resetDefaults:")), for: .touchUpInside)
        volumeSlider.addTarget(owner, action: Selector(("volumeChanged:")), for: .valueChanged)
    }
}

/// View code for the top-level `view` owned by `MXPanelController`.
class LegacyPanelsFooterViewLayout: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        buildViewHierarchy()
        setupConstraints()
        configureViews()
        applySizeClassVariations()
        layoutDidLoad()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("LegacyPanelsFooterViewLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {}

    func setupConstraints() {}

    func configureViews() {
        backgroundColor = .clear
    }

    /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
    /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
    /// done in code (styling, observers), calling `super`.
    func layoutDidLoad() {}

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applySizeClassVariations()
    }

    /// The XIB's size-class variations: what it installs or sets differently per size class.
    func applySizeClassVariations() {
        let vertical = traitCollection.verticalSizeClass
        isHidden = vertical == .compact
    }
}
