import XibModel

/// A storyboard's static table (`dataMode="static"`, settings screens): UIKit's storyboard
/// loader gave the table view controller its sections of cells, with header and footer titles
/// and per-row heights. View code declares the cells as the scene layout's members and a
/// generated data source returns them; the layout installs it as the table's `dataSource` (the
/// controller stays its delegate, as the storyboard connected it).
///
/// The data source class is written once per storyboard that has a static table, in its namespace.
enum StaticTableDataSource {
    static let typeName = "StaticTableDataSource"

    static func write(into writer: inout CodeWriter, access: String, indent: String) {
        writer.line("/// Serves a static table's sections, as a storyboard's table view controller did: their cells in")
        writer.line("/// order and their header and footer titles. A row the storyboard gives a height of its own has it in")
        writer.line("/// `rowHeight(at:)`: return it from your table view delegate's `tableView(_:heightForRowAt:)`.")
        writer.block("@MainActor \(access)final class \(typeName): NSObject, UITableViewDataSource") { w in
            w.block("\(access)struct Section") { s in
                s.line("\(access)var headerTitle: String?")
                s.line("\(access)var footerTitle: String?")
                s.line("\(access)var cells: [UITableViewCell]")
                s.line("/// The storyboard's height for each row; nil where the row has the table's `rowHeight`.")
                s.line("\(access)var rowHeights: [CGFloat?]")
                s.line()
                s.block("\(access)init(headerTitle: String? = nil, footerTitle: String? = nil, cells: [UITableViewCell], rowHeights: [CGFloat?]? = nil)") { b in
                    b.line("self.headerTitle = headerTitle")
                    b.line("self.footerTitle = footerTitle")
                    b.line("self.cells = cells")
                    b.line("self.rowHeights = rowHeights ?? Array(repeating: nil, count: cells.count)")
                }
            }
            w.line()
            w.line("\(access)let sections: [Section]")
            w.line()
            w.block("\(access)init(sections: [Section])") { $0.line("self.sections = sections") }
            w.line()
            w.line("\(access)func numberOfSections(in tableView: UITableView) -> Int { sections.count }")
            w.line()
            w.block("\(access)func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int") {
                $0.line("sections[section].cells.count")
            }
            w.line()
            w.block("\(access)func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell") {
                $0.line("sections[indexPath.section].cells[indexPath.row]")
            }
            w.line()
            w.block("\(access)func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?") {
                $0.line("sections[section].headerTitle")
            }
            w.line()
            w.block("\(access)func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?") {
                $0.line("sections[section].footerTitle")
            }
            w.line()
            w.line("/// The storyboard's height for the row; nil when it has the table's `rowHeight`.")
            w.block("\(access)func rowHeight(at indexPath: IndexPath) -> CGFloat?") {
                $0.line("sections[indexPath.section].rowHeights[indexPath.row]")
            }
        }
        _ = indent
    }

    /// `lazy var staticDataSource = Namespace.StaticTableDataSource(sections: […])` for the static
    /// table `table`, whose cells are members of the type `generator` writes; nil (reported) when a
    /// cell has no name there.
    static func property(for table: XibObject, generator: inout TypeGenerator, namespace: String, indent: String) -> [String]? {
        var lines = ["lazy var staticDataSource = \(namespace).\(typeName)(sections: ["]
        var rowsWithHeights: [XibObject] = []
        let tableHeight = table[attribute: "rowHeight"].flatMap(Double.init)
        for section in table.tableSections {
            var cells: [String] = []
            var heights: [String] = []
            for cell in section.cells {
                guard case .some(.some(let name)) = generator.names[cell.id] else { return nil }
                cells.append(name)
                if let height = cell[attribute: "rowHeight"].flatMap(Double.init), height != tableHeight, height >= 0 {
                    heights.append(SwiftLiteral.number(height))
                    rowsWithHeights.append(cell)
                } else {
                    heights.append("nil")
                }
            }
            var arguments: [String] = []
            if let header = title(section, "headerTitle") {
                arguments.append("headerTitle: \(generator.localization.expression(header, objectID: section.id, keyPath: "headerTitle"))")
            }
            if let footer = title(section, "footerTitle") {
                arguments.append("footerTitle: \(generator.localization.expression(footer, objectID: section.id, keyPath: "footerTitle"))")
            }
            arguments.append("cells: [\(cells.joined(separator: ", "))]")
            if heights.contains(where: { $0 != "nil" }) { arguments.append("rowHeights: [\(heights.joined(separator: ", "))]") }
            lines.append(indent + ".init(\(arguments.joined(separator: ", "))),")
            for (key, value) in section.attributes.map({ ($0.name, $0.value) }) where !knownSectionAttributes.contains(key) {
                generator.diagnostics.append(Diagnostic(.warning, kind: "unsupported-attribute",
                    "static table section attribute \(key)=\"\(value)\" is not translated yet", at: section.location))
            }
        }
        lines.append("])")
        if let first = rowsWithHeights.first {
            generator.diagnostics.append(Diagnostic(.warning, kind: "static-row-height",
                "\(rowsWithHeights.count) row(s) of the static table have their own height, which the storyboard's table view controller returned: return `layout.staticDataSource.rowHeight(at:)` from your `tableView(_:heightForRowAt:)`",
                at: first.location))
        }
        return lines
    }

    static let knownSectionAttributes: Set<String> = ["id", "headerTitle", "footerTitle", "userLabel", "colorLabel"]

    /// `headerTitle="…"` or `<string key="headerTitle">…</string>`.
    static func title(_ section: XibObject, _ key: String) -> String? {
        if let value = section[attribute: key] { return value }
        if let node = section.properties.first(where: { $0.key == key && ($0.name == "string" || $0.name == "mutableString") }) {
            return node.text
        }
        return nil
    }
}
