import UIKit

/// View code for the top-level `view` owned by `LoginViewController`.
class LoginViewControllerLayout: UIView {
    lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.frame = CGRect(x: 20, y: 60, width: 335, height: 30)
        label.text = "Sign in"
        label.contentMode = .scaleToFill
        label.isOpaque = true
        label.clipsToBounds = false
        label.isUserInteractionEnabled = true
        return label
    }()
    lazy var subtitleLabel: UILabel = {
        let label = UILabel()
        label.frame = CGRect(x: 20, y: 100, width: 335, height: 20)
        label.text = "Welcome back"
        label.contentMode = .scaleToFill
        label.isOpaque = true
        label.clipsToBounds = false
        label.isUserInteractionEnabled = true
        return label
    }()
    lazy var signInButton: UIButton = {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 140, width: 335, height: 44)
        button.isOpaque = true
        button.setTitle("Sign in", for: .normal)
        return button
    }()
    lazy var forgotPasswordButton: UIButton = {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 200, width: 335, height: 44)
        button.isOpaque = true
        button.setTitle("Forgot password", for: .normal)
        return button
    }()
    lazy var helpButton: UIButton = {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 260, width: 335, height: 44)
        button.isOpaque = true
        button.setTitle("Help", for: .normal)
        return button
    }()
    lazy var legacyButton: UIButton = {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 320, width: 335, height: 44)
        button.isOpaque = true
        button.setTitle("Legacy", for: .normal)
        return button
    }()
    lazy var closeButton: UIButton = {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 380, width: 335, height: 44)
        button.isOpaque = true
        button.setTitle("Close", for: .normal)
        return button
    }()

    var ghostLabel: UILabel { subtitleLabel }

    override init(frame: CGRect) {
        super.init(frame: frame)
        buildViewHierarchy()
        setupConstraints()
        configureViews()
        layoutDidLoad()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("LoginViewControllerLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {
        addSubview(titleLabel)
        addSubview(subtitleLabel)
        addSubview(signInButton)
        addSubview(forgotPasswordButton)
        addSubview(helpButton)
        addSubview(legacyButton)
        addSubview(closeButton)
    }

    func setupConstraints() {}

    func configureViews() {}

    /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
    /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
    /// done in code (styling, observers), calling `super`.
    func layoutDidLoad() {}

    /// Makes the connections the XIB made to its File's Owner: outlets that point at it and the
    /// actions it receives. Call it from `LoginViewController.loadView()` right after installing the layout.
    func connect(to owner: LoginViewController) {
        signInButton.addTarget(owner, action: Selector(("signIn:")), for: .touchUpInside)
        forgotPasswordButton.addTarget(owner, action: Selector(("forgotPassword:")), for: .touchUpInside)
        helpButton.addTarget(owner, action: Selector(("showHelp:")), for: .touchUpInside)
        legacyButton.addTarget(owner, action: Selector(("removedAction:")), for: .touchUpInside)
        closeButton.addTarget(owner, action: Selector(("close:")), for: .touchUpInside)
    }
}
