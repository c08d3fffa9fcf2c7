// The implementation of the surface's `#Preview` macros (Sources/UIKit/Preview.swift), built by
// scripts/typecheck-generated against the compiler's own swift-syntax (the toolchain's
// lib/swift/host modules) and loaded with -load-plugin-library. The compiler type-checks a
// macro's arguments against its declaration before expanding it, so the check is done by then:
// like Xcode's previews, the expansion adds nothing the program calls.
import SwiftSyntax
import SwiftSyntaxMacros

public struct UIKitViewPreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

public struct UIKitViewControllerPreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
