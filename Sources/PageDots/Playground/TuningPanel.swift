/// The tuning panel (key `P`): the selected row's parameters, one of them chosen; ← →
/// change it by its natural step (Shift: ten), ↑ ↓ choose another, a click on a row
/// selects that row. Changes animate like any parameter change; an invalid combination
/// is refused with the reason.
public struct TuningPanel: Equatable, Sendable {
    /// The selected row's index.
    public var row = 0
    /// The chosen parameter's index in the style's names.
    public var parameter = 0
    /// What the last change did to parameters that follow others, if anything.
    public var note: String?
}

extension PlaygroundModel {
    /// `P`: opens the panel on the soloed row (or the first), or closes it.
    mutating func togglePanel() {
        panel = panel == nil ? TuningPanel(row: min(rows.count - 1, max(0, soloIndex ?? 0))) : nil
    }

    /// An arrow key while the panel is open: ↑ ↓ choose a parameter, ← → change it by its
    /// natural step (`big`: ten steps).
    mutating func tune(_ arrow: Command.Arrow, big: Bool) -> [PlaygroundEffect] {
        guard var p = panel, rows.indices.contains(p.row) else { return [] }
        let names = rows[p.row].style.parameterNames
        switch arrow {
        case .up: p.parameter = (p.parameter + names.count - 1) % max(1, names.count)
        case .down: p.parameter = (p.parameter + 1) % max(1, names.count)
        case .left, .right:
            let steps = (arrow == .left ? -1 : 1) * (big ? 10 : 1)
            return adjust(row: p.row, parameter: names[min(p.parameter, names.count - 1)], steps: steps)
        }
        panel = p
        return []
    }

    /// The soloed row's index, if one is soloed.
    var soloIndex: Int? { solo.flatMap { id in rows.firstIndex { $0.id == id } } }

    /// Selects the row at `index` in the panel.
    mutating func selectPanelRow(_ index: Int) {
        guard var p = panel, index != p.row else { return }
        p.row = index
        p.parameter = 0
        p.note = nil
        panel = p
    }

    /// Moves one parameter of a row by `steps` of its natural step; refused (with the
    /// reason) when the result is not valid.
    public mutating func adjust(row: Int, parameter name: String, steps: Int) -> [PlaygroundEffect] {
        guard rows.indices.contains(row) else { return [] }
        let style = rows[row].style
        guard let step = style.step(name) else { return [] }
        // An optional parameter left unset starts from what it stands for.
        let start = style.effectiveValue(name) ?? style.unsetValue(name, pages: pages)
        let next = step.apply(start, steps)
        do {
            _ = try handle(.setParameters(row: row, [ParameterSetting(name, next)]))
            let followed = rows[row].style.followed(since: style)
            panel?.note = followed.isEmpty ? nil : followed.joined(separator: "; ")
            return []
        } catch {
            return [.refused("\(error)")]
        }
    }

    /// The panel's lines: the selected row, then each parameter with its value; `chosen`
    /// marks the chosen one.
    public var panelLines: (title: String, lines: [(name: String, value: String, chosen: Bool)])? {
        guard let p = panel, rows.indices.contains(p.row) else { return nil }
        let t = rows[p.row]
        let names = t.style.parameterNames
        let title = "Row \(p.row + 1): " + (t.label.map { "\($0) · " } ?? "") + t.kind.rawValue
        return (title, names.enumerated().map { i, n in (n, t.style.effectiveValue(n)?.text ?? "—", i == p.parameter) })
    }
}
