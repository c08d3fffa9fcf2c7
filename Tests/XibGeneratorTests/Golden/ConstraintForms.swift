import UIKit

/// View code for the top-level `view` owned by `ConstraintFormsViewController`.
class ConstraintFormsLayout: UIView {
    lazy var headerView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = UIColor(named: "HeaderBackground")
        return view
    }()
    lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Title"
        label.contentMode = .left
        label.clipsToBounds = false
        return label
    }()
    lazy var subtitleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Subtitle"
        label.contentMode = .left
        label.clipsToBounds = false
        label.font = .systemFont(ofSize: 12)
        return label
    }()
    lazy var badge: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = UIColor(displayP3Red: 1, green: 0.23137254901960785, blue: 0.18823529411764706, alpha: 1)
        return view
    }()
    lazy var footerView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        return view
    }()
    lazy var headerHeight: NSLayoutConstraint = headerView.heightAnchor.constraint(equalToConstant: 120)

    override init(frame: CGRect) {
        super.init(frame: frame)
        buildViewHierarchy()
        setupConstraints()
        configureViews()
        layoutDidLoad()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ConstraintFormsLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {
        addSubview(headerView)
        addSubview(badge)
        addSubview(footerView)
        headerView.addSubview(titleLabel)
        headerView.addSubview(subtitleLabel)
    }

    func setupConstraints() {
        let badgeTrailingConstraint = trailingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 20)
        badgeTrailingConstraint.identifier = "badge-trailing"
        let badgeWidthConstraint = badge.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 1.0 / 3.0)
        badgeWidthConstraint.priority = UILayoutPriority(999)
        let titleLabelCenterXConstraint = NSLayoutConstraint(item: titleLabel, attribute: .centerX, relatedBy: .equal, toItem: headerView, attribute: .centerX, multiplier: 0.5, constant: 0)
        titleLabelCenterXConstraint.priority = .defaultLow
        NSLayoutConstraint.activate([
            headerView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            headerView.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
            safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: headerView.trailingAnchor),
            badge.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: -20),
            badgeTrailingConstraint,
            badgeWidthConstraint,
            footerView.leadingAnchor.constraint(equalTo: leadingAnchor),
            footerView.trailingAnchor.constraint(equalTo: trailingAnchor),
            footerView.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor),
            footerView.heightAnchor.constraint(equalTo: headerView.heightAnchor, multiplier: 0.55),
            footerView.topAnchor.constraint(greaterThanOrEqualTo: badge.bottomAnchor, constant: 8),
            NSLayoutConstraint(item: badge, attribute: .centerY, relatedBy: .equal, toItem: self, attribute: .centerY, multiplier: 1.2, constant: 0),
            headerHeight,
            titleLabel.leadingAnchor.constraint(equalTo: headerView.layoutMarginsGuide.leadingAnchor),
            titleLabel.topAnchor.constraint(equalTo: headerView.layoutMarginsGuide.topAnchor, constant: 12),
            subtitleLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 8),
            headerView.layoutMarginsGuide.trailingAnchor.constraint(greaterThanOrEqualTo: subtitleLabel.trailingAnchor),
            titleLabelCenterXConstraint,
            badge.widthAnchor.constraint(equalTo: badge.heightAnchor, multiplier: 4.0 / 3.0),
            badge.widthAnchor.constraint(lessThanOrEqualToConstant: 44),
        ])
    }

    func configureViews() {
        backgroundColor = .systemGroupedBackground
    }

    /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
    /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
    /// done in code (styling, observers), calling `super`.
    func layoutDidLoad() {}
}
