import Foundation
import PageDots

/// The window on a recording beside a style (docs/compare.md): the player, its pictures
/// decoded ahead, screenshots and the HUD's message.
public final class ComparisonSession: WindowSession {
    public private(set) var player: ComparisonPlayer
    private let feed: PictureFeed
    private let name: String
    /// The pictures drawn last: they stay until the next frame's are decoded.
    private var shown = ComparisonScene.Pictures()
    private var message: (text: String, until: Double)?
    /// Where screenshots go.
    public var folder = "."
    /// Says a line to the person (stdout).
    public var say: (String) -> Void = { print(TerminalText.safe($0)) }

    public init(_ player: ComparisonPlayer, pictures: RecordingPictures, name: String) {
        self.player = player
        self.name = name
        feed = PictureFeed(pictures, frames: player.recording.count)
    }

    public var screenSize: (width: Double, height: Double) { (player.width, player.height) }
    public var title: String { "PageDots — \(name), frame \(player.frame)" }

    public func handle(_ input: InputEvent, at now: Double, canvas: Canvas?) throws -> Bool {
        switch player.handle(input) {
        case .quit?: return false
        case .screenshot?:
            guard let canvas else { return true }
            let file = FileNames.next(in: folder, prefix: "pagedots-screenshot", ext: "png")
            do { try canvas.writePNG(to: file); say(file); message = ("saved \(file)", now + PlaygroundSession.messageSeconds) }
            catch { message = ("\(error)", now + PlaygroundSession.alertSeconds); StandardError.line("\(error)") }
        default: break
        }
        return true
    }

    public func advance(dt: Double, at now: Double) throws {
        player.tick(min(max(dt, 0), 0.1))
    }

    public func draw(on canvas: Canvas, scale: Double, fps: Double, at now: Double) -> Damage {
        if message.map({ $0.until < now }) == true { message = nil }
        if let p = feed.pictures(player.frame) { shown = p }
        return canvas.draw(ComparisonScene.build(player, shown, fps: fps, message: message?.text, name: name, text: TextMeter.shared), scale: scale)
    }

    public func resize(width: Double, height: Double, at now: Double) throws {
        _ = player.handle(.resize(width: width, height: height))
    }

    public func close(at now: Double) { feed.close() }
}
