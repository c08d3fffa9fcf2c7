import UIKit

// Size-class variations, owner connections and responder-chain forwarding, as xibgen writes them.
final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @objc func toggleFullScreen(_ sender: Any) {}
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}

class FeedLayout: UIView {
    lazy var tableView: UITableView = UITableView(frame: .zero, style: .plain)
    lazy var stackView: UIStackView = UIStackView()
    lazy var stackHeightConstraint: NSLayoutConstraint = stackView.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.5)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(stackView)
        addSubview(tableView)
        var configuration = UIButton.Configuration.tinted()
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { var attributes = $0; attributes.font = UIFont.preferredFont(forTextStyle: .subheadline); return attributes }
        applySizeClassVariations()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func connect(to owner: FeedViewController) {
        tableView.dataSource = owner
        tableView.delegate = owner
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applySizeClassVariations()
    }

    func applySizeClassVariations() {
        let horizontal = traitCollection.horizontalSizeClass
        let vertical = traitCollection.verticalSizeClass
        stackHeightConstraint.isActive = vertical != .compact
        stackView.axis = vertical == .compact ? .horizontal : .vertical
        stackView.spacing = horizontal == .regular ? 24 : 8
    }

    @objc private func forwardToggleFullScreen(_ sender: UIGestureRecognizer) {
        let action = #selector(FeedViewController.toggleFullScreen(_:))
        UIApplication.shared.sendAction(action, to: target(forAction: action, withSender: sender), from: sender, for: nil)
    }
}
