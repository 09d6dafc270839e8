extension SceneBuilder {
    /// What the HUD shows that the model does not own (measured by the program).
    public struct HUD: Equatable, Sendable {
        /// Frames per second measured by the window; nil in headless output.
        public var fps: Double?
        /// Whether a recording is under way.
        public var recording: Bool
        /// A short message, e.g. where a screenshot went.
        public var message: String?
        /// Something that failed or was refused (a screenshot that could not be written, a
        /// panel value out of range): shown in a red banner like a bad playground file.
        public var alert: String?
        /// Makes the HUD's extra state; everything off by default.
        public init(fps: Double? = nil, recording: Bool = false, message: String? = nil, alert: String? = nil) {
            self.fps = fps; self.recording = recording; self.message = message; self.alert = alert
        }
    }

    static func hudLine(_ model: PlaygroundModel, _ hud: HUD, _ l: PlaygroundLayout, _ text: some TextMeasuring, into items: inout [SceneItem]) {
        let r = l.hud
        items.append(.rect(r, Palette.hud, radius: 0))
        // Each field with a short form for narrow windows.
        var fields: [(long: String, short: String)] = []
        if let fps = hud.fps { fields.append(("\(NumberText.fixed(fps, 0)) fps", "\(NumberText.fixed(fps, 0))fps")) }
        let x = NumberText.fixed(model.displayPosition, 2)
        fields.append(("position \(x)", "x \(x)"))
        // The page as a platform's accessibility would speak it.
        fields.append(model.pages == 0 ? ("no pages", "no pages") : (model.spokenLabel, "\(model.currentPage + 1)/\(model.pages)"))
        let zoom = NumberText.short((model.layout.zoom * 100).rounded() / 100)
        fields.append(("zoom \(zoom)×", "z\(zoom)"))
        if model.direction != .ltr { fields.append((model.direction.rawValue, model.direction.rawValue)) }
        if let wrap = model.wrap { fields.append(("loop, \(wrap.rawValue)", "loop")) }
        fields.append((model.tracking.rawValue, model.tracking == .continuous ? "cont." : "discr."))
        fields.append(("time \(NumberText.short(model.timeScale))×", "\(NumberText.short(model.timeScale))×"))
        fields.append(("easing " + (model.easing?.name ?? "default"), model.easing?.name ?? "default ease"))
        fields.append(model.scroller.freeScroll ? ("free scroll", "free") : ("paging", "paging"))
        fields.append(("background \(model.background.rawValue)", "bg \(model.background.rawValue)"))
        if model.paused { fields.append(("PAUSED", "PAUSED")) }
        let y = r.y + r.height / 2 + 5
        var right = hud.message ?? "H for help"
        // Narrow windows first shorten every field, then drop the least important:
        // the help hint, paging (the default), the frame rate, the time scale.
        var parts = fields.map(\.long)
        // Both texts, the margins and room between them (and for the recording dot).
        func fits() -> Bool {
            text.width(of: parts.joined(separator: "  ·  "), size: 13, bold: false) + text.width(of: right, size: 13, bold: false) + 80 <= r.width
        }
        if !fits() { parts = fields.map(\.short) }
        if !fits() && hud.message == nil { right = "" }
        for optional in ["paging", "fps", "×"] where !fits() {
            parts.removeAll { $0 == optional || $0.hasSuffix(optional) && optional != "paging" }
        }
        while !fits() && parts.count > 2 { parts.removeLast() }
        // Still too long (a message naming a long path): the message is cut to its room.
        if !fits() {
            let left = text.width(of: parts.joined(separator: "  ·  "), size: 13, bold: false)
            right = text.fitted(right, width: max(0, r.width - left - 80), size: 13, bold: false)
        }
        items.append(.text(parts.joined(separator: "  ·  "), x: 14, y: y, size: 13, Palette.label, align: .left, bold: false))
        if hud.recording {
            right = "REC  " + right
            items.append(.circle(x: r.maxX - 14 - 8, y: r.y + r.height / 2, radius: 6, Palette.recording))
        }
        items.append(.text(right, x: r.maxX - (hud.recording ? 36 : 14), y: y, size: 13,
                           hud.recording ? Palette.recording : Palette.secondaryLabel, align: .right, bold: false))
    }


    /// A problem across the top of the window, `index` banners down (a bad playground
    /// file stays until it is fixed; a failed write for a few seconds).
    /// A banner's height, pt (they stack from the top).
    static let bannerHeight = 28.0

    static func banner(_ message: String, index: Int, _ l: PlaygroundLayout, _ text: some TextMeasuring, into items: inout [SceneItem]) {
        let r = Rect(x: 0, y: bannerHeight * Double(index), width: l.width, height: bannerHeight)
        items.append(.rect(r, Palette.recording.withAlpha(0.92), radius: 0))
        let shown = text.fitted(message, width: l.width - 28, size: 13, bold: false)
        items.append(.text(shown, x: 14, y: r.y + 19, size: 13, Palette.currentDot, align: .left, bold: false))
    }
}
