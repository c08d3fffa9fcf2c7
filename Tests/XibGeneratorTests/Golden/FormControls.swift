import UIKit

/// View code for the top-level `view` owned by `SettingsFormViewController`.
class FormControlsLayout: UIView {
    lazy var searchSettingsSearchBar: UISearchBar = {
        let searchBar = UISearchBar()
        searchBar.translatesAutoresizingMaskIntoConstraints = false
        searchBar.placeholder = "Search settings"
        searchBar.searchBarStyle = .minimal
        searchBar.contentMode = .redraw
        searchBar.scopeButtonTitles = ["All", "Account"]
        searchBar.autocorrectionType = .no
        searchBar.returnKeyType = .done
        return searchBar
    }()
    lazy var nameStackView: UIStackView = {
        let stackView = UIStackView()
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.spacing = 12
        stackView.isOpaque = false
        return stackView
    }()
    lazy var nameField: UITextField = {
        let textField = UITextField()
        textField.translatesAutoresizingMaskIntoConstraints = false
        textField.placeholder = "Full name"
        textField.borderStyle = .roundedRect
        textField.clearButtonMode = .whileEditing
        textField.contentHorizontalAlignment = .left
        textField.isOpaque = false
        textField.setContentHuggingPriority(UILayoutPriority(248), for: .horizontal)
        textField.font = .systemFont(ofSize: 14)
        textField.autocapitalizationType = .words
        textField.autocorrectionType = .no
        textField.returnKeyType = .next
        textField.textContentType = .name
        return textField
    }()
    lazy var passwordTextField: UITextField = {
        let textField = UITextField()
        textField.translatesAutoresizingMaskIntoConstraints = false
        textField.placeholder = "Password"
        textField.borderStyle = .roundedRect
        textField.contentHorizontalAlignment = .left
        textField.isOpaque = false
        textField.font = .systemFont(ofSize: 14)
        textField.returnKeyType = .go
        textField.enablesReturnKeyAutomatically = true
        textField.isSecureTextEntry = true
        textField.textContentType = .newPassword
        return textField
    }()
    lazy var notesView: UITextView = {
        let textView = UITextView()
        textView.translatesAutoresizingMaskIntoConstraints = false
        textView.isScrollEnabled = false
        textView.backgroundColor = .secondarySystemBackground
        textView.textColor = .label
        textView.font = .preferredFont(forTextStyle: .body)
        textView.text = "Notes for the team.\nVisit example.com"
        textView.dataDetectorTypes = .link
        return textView
    }()
    lazy var planSegmentedControl: UISegmentedControl = {
        let segmentedControl = UISegmentedControl(items: ["Free", "Pro", "Team"])
        segmentedControl.translatesAutoresizingMaskIntoConstraints = false
        segmentedControl.contentHorizontalAlignment = .left
        segmentedControl.contentVerticalAlignment = .top
        segmentedControl.isOpaque = false
        segmentedControl.selectedSegmentIndex = 1
        return segmentedControl
    }()
    lazy var notificationsSwitch: UISwitch = {
        let switchControl = UISwitch()
        switchControl.translatesAutoresizingMaskIntoConstraints = false
        switchControl.isOn = true
        switchControl.isOpaque = false
        switchControl.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        switchControl.setContentHuggingPriority(.defaultHigh, for: .vertical)
        switchControl.onTintColor = .systemGreen
        return switchControl
    }()
    lazy var slider: UISlider = {
        let slider = UISlider()
        slider.translatesAutoresizingMaskIntoConstraints = false
        slider.maximumValue = 100
        slider.value = 60
        slider.isOpaque = false
        slider.minimumTrackTintColor = .systemBlue
        return slider
    }()
    lazy var seatsStepper: UIStepper = {
        let stepper = UIStepper()
        stepper.translatesAutoresizingMaskIntoConstraints = false
        stepper.minimumValue = 1
        stepper.maximumValue = 10
        stepper.value = 2
        stepper.isOpaque = false
        stepper.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        stepper.setContentHuggingPriority(.defaultHigh, for: .vertical)
        return stepper
    }()
    lazy var progressView: UIProgressView = {
        let progressView = UIProgressView()
        progressView.translatesAutoresizingMaskIntoConstraints = false
        progressView.progress = 0.25
        progressView.isOpaque = false
        progressView.setContentHuggingPriority(.defaultHigh, for: .vertical)
        progressView.trackTintColor = .systemGray5
        return progressView
    }()
    lazy var datePicker: UIDatePicker = {
        let datePicker = UIDatePicker()
        datePicker.translatesAutoresizingMaskIntoConstraints = false
        datePicker.datePickerMode = .date
        if #available(iOS 13.4, *) {
            datePicker.preferredDatePickerStyle = .compact
        }
        datePicker.locale = Locale(identifier: "en_US_POSIX")
        datePicker.maximumDate = Date(timeIntervalSinceReferenceDate: 788918400)
        datePicker.date = Date(timeIntervalSinceReferenceDate: 631152000)
        return datePicker
    }()
    lazy var pickerView: UIPickerView = {
        let pickerView = UIPickerView()
        pickerView.translatesAutoresizingMaskIntoConstraints = false
        return pickerView
    }()
    lazy var pageControl: UIPageControl = {
        let pageControl = UIPageControl()
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        pageControl.numberOfPages = 3
        pageControl.currentPage = 1
        pageControl.isOpaque = false
        pageControl.pageIndicatorTintColor = .systemGray3
        pageControl.currentPageIndicatorTintColor = .label
        return pageControl
    }()
    lazy var accentColourColorWell: UIColorWell = {
        let colorWell = UIColorWell()
        colorWell.translatesAutoresizingMaskIntoConstraints = false
        colorWell.title = "Accent colour"
        colorWell.supportsAlpha = false
        colorWell.selectedColor = .systemPink
        return colorWell
    }()
    lazy var spinner: UIActivityIndicatorView = {
        let activityIndicator = UIActivityIndicatorView(style: .large)
        activityIndicator.translatesAutoresizingMaskIntoConstraints = false
        activityIndicator.isHidden = true
        activityIndicator.isOpaque = false
        activityIndicator.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        activityIndicator.setContentHuggingPriority(.defaultHigh, for: .vertical)
        activityIndicator.backgroundColor = UIColor(white: 0, alpha: 0.5)
        activityIndicator.color = .white
        activityIndicator.startAnimating()
        return activityIndicator
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
        fatalError("FormControlsLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {
        addSubview(searchSettingsSearchBar)
        addSubview(nameStackView)
        addSubview(spinner)
        nameStackView.addArrangedSubview(nameField)
        nameStackView.addArrangedSubview(passwordTextField)
        nameStackView.addArrangedSubview(notesView)
        nameStackView.addArrangedSubview(planSegmentedControl)
        nameStackView.addArrangedSubview(notificationsSwitch)
        nameStackView.addArrangedSubview(slider)
        nameStackView.addArrangedSubview(seatsStepper)
        nameStackView.addArrangedSubview(progressView)
        nameStackView.addArrangedSubview(datePicker)
        nameStackView.addArrangedSubview(pickerView)
        nameStackView.addArrangedSubview(pageControl)
        nameStackView.addArrangedSubview(accentColourColorWell)
    }

    func setupConstraints() {
        NSLayoutConstraint.activate([
            searchSettingsSearchBar.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            searchSettingsSearchBar.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
            safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: searchSettingsSearchBar.trailingAnchor),
            nameStackView.topAnchor.constraint(equalTo: searchSettingsSearchBar.bottomAnchor, constant: 12),
            nameStackView.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 20),
            safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: nameStackView.trailingAnchor, constant: 20),
            spinner.centerXAnchor.constraint(equalTo: centerXAnchor),
            safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: spinner.bottomAnchor, constant: 16),
            spinner.topAnchor.constraint(greaterThanOrEqualTo: nameStackView.bottomAnchor, constant: 8),
            pickerView.heightAnchor.constraint(equalToConstant: 120),
        ])
    }

    func configureViews() {
        backgroundColor = .systemBackground
    }

    /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
    /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
    /// done in code (styling, observers), calling `super`.
    func layoutDidLoad() {}

    /// Makes the connections the XIB made to its File's Owner: outlets that point at it and the
    /// actions it receives. Call it from `SettingsFormViewController.loadView()` right after installing the layout.
    func connect(to owner: SettingsFormViewController) {
        nameField.addTarget(owner, action: #selector(SettingsFormViewController.nameChanged(_:)), for: .editingChanged)
        planSegmentedControl.addTarget(owner, action: #selector(SettingsFormViewController.planChanged(_:)), for: .valueChanged)
        notificationsSwitch.addTarget(owner, action: #selector(SettingsFormViewController.notificationsToggled(_:)), for: .valueChanged)
        seatsStepper.addTarget(owner, action: #selector(SettingsFormViewController.seatsChanged(_:)), for: .valueChanged)
        accentColourColorWell.addTarget(owner, action: #selector(SettingsFormViewController.accentChanged(_:)), for: .valueChanged)
    }
}
