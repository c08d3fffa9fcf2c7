// expect: has no member 'semiBold'
import UIKit
@MainActor func f(label: UILabel) { label.font = .systemFont(ofSize: 17, weight: .semiBold) }
