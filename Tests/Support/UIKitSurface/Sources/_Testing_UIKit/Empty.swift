// swift-testing declares a cross-import overlay `_Testing_UIKit` that the
// compiler loads whenever a file imports both Testing and a module named
// CoreGraphics. Apple's ships with the SDK; on Linux it does not exist, so this
// empty module stands in for it (otherwise: "no such module '_Testing_UIKit'").
