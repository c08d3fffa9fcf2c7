import UIKit

/// View code for the top-level `view`.
class AssetsLayout: UIView {
    lazy var logoImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.isUserInteractionEnabled = true
        imageView.image = UIImage(resource: .logo)
        return imageView
    }()
    lazy var iconsCloseImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.isUserInteractionEnabled = true
        imageView.image = UIImage(resource: .Icons.close).withRenderingMode(.alwaysTemplate)
        return imageView
    }()
    lazy var goButton: UIButton = {
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Go", for: .normal)
        button.setImage(UIImage(resource: .tabBar), for: .normal)
        button.setBackgroundImage(UIImage(named: "not-in-any-catalog"), for: .normal)
        button.setTitleColor(UIColor(resource: .brand), for: .normal)
        return button
    }()
    lazy var colorView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = UIColor(resource: .Icons.tint)
        view.layer.borderColor = UIColor(resource: .brand).cgColor
        return view
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        buildViewHierarchy()
        setupConstraints()
        configureViews()
        layoutDidLoad()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("AssetsLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {
        addSubview(logoImageView)
        addSubview(iconsCloseImageView)
        addSubview(goButton)
        addSubview(colorView)
    }

    func setupConstraints() {}

    func configureViews() {}

    /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
    /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
    /// done in code (styling, observers), calling `super`.
    func layoutDidLoad() {}
}
