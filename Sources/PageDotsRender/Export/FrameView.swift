import PageDots

/// What a rendered frame shows: the whole playground, or one row's control (`crop`), at
/// `scale` pixels per pt, on an opaque or transparent backdrop; the playground's HUD
/// only when asked for (files show the dots, not the chrome).
public struct Framing: Equatable, Sendable {
    /// The cropped row's index, from 0.
    public var crop: Int?
    public var scale = 1.0
    public var backdrop = Backdrop.opaque
    /// The HUD line (frame rate, position, …) at the bottom of the playground.
    public var hud = false
    /// A crop's zoom: pt per pt of the control (1, its own size, by default).
    public var cropZoom = 1.0

    public init(crop: Int? = nil, scale: Double = 1, backdrop: Backdrop = .opaque, hud: Bool = false, cropZoom: Double = 1) {
        self.crop = crop
        self.scale = scale
        self.backdrop = backdrop
        self.hud = hud
        self.cropZoom = cropZoom
    }
}

/// A framing applied to a scenario: the frame's pixel size (even, for video) and how a
/// model becomes its scene.
public struct FrameView: Sendable {
    public let pixelWidth: Int, pixelHeight: Int, scale: Double
    public let scene: @Sendable (PlaygroundModel) -> Scene

    /// `model`: the scenario's model at its start (a crop is sized over the whole scenario). The frame
    /// must fit the moving-picture limits of `format` (MP4's for PNG frames).
    public init(_ s: Scenario, _ model: PlaygroundModel, _ framing: Framing, format: ExportFormat? = nil) throws {
        scale = framing.scale
        let hud = framing.hud ? SceneBuilder.HUD(fps: Double(s.fps)) : nil
        let backdrop = framing.backdrop, zoom = framing.cropZoom
        if let index = framing.crop, model.rows.indices.contains(index),
           let size = try Self.widestControl(s, row: model.rows[index].id, zoom: zoom) {
            let id = model.rows[index].id
            pixelWidth = Self.even(size.width * scale)
            pixelHeight = Self.even(size.height * scale)
            let (w, h) = (Double(pixelWidth) / scale, Double(pixelHeight) / scale)
            scene = { SceneBuilder.buildControl($0, row: id, width: w, height: h, zoom: zoom, backdrop: backdrop) }
        } else {
            pixelWidth = Int((Double(s.width) * scale).rounded())
            pixelHeight = Int((Double(s.height) * scale).rounded())
            scene = { SceneBuilder.build($0, hud: hud, backdrop: backdrop) }
        }
        try PixelLimit.moving(width: pixelWidth, height: pixelHeight, what: "the frame", format: format ?? .mp4)
    }

    /// Row `id`'s control size (`SceneBuilder.controlSize`), the largest it takes at any
    /// frame of the scenario: parameters and page counts set later widen it too.
    static func widestControl(_ s: Scenario, row id: Int, zoom: Double) throws -> (width: Double, height: Double)? {
        var player = try ScenarioPlayer(s)
        var widest = SceneBuilder.controlSize(player.model, row: id, zoom: zoom)
        while try player.advance() {
            if let c = SceneBuilder.controlSize(player.model, row: id, zoom: zoom) {
                widest = (max(widest?.width ?? 0, c.width), max(widest?.height ?? 0, c.height))
            }
        }
        return widest
    }

    /// The even number of pixels at or above `x` (at least 16).
    static func even(_ x: Double) -> Int { max(16, Int((x / 2).rounded(.up)) * 2) }
}
