// expect: main actor-isolated
// modes: 6
import UIKit
func makeLabel() -> UILabel { UILabel() }
