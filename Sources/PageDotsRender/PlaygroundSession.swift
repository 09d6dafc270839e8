import Foundation
import PageDots

/// The live playground apart from its window: the model (or a scenario playing in it),
/// the HUD's message, recordings, screenshots, saved playground files and a watched
/// playground file. The SDL edge feeds it neutral input and time and presents what it
/// draws, so everything here runs and is tested without a display.
public final class PlaygroundSession {
    public private(set) var model: PlaygroundModel
    /// The scenario playing, until it ends or the person takes over.
    public private(set) var driver: ScenarioDriver?
    /// The window's own recording (R without a scenario): its canvas, every presented
    /// frame, on a fixed 60 fps timeline.
    private var recorder: VideoWriter?
    private var message: (text: String, until: Double)?
    /// What failed or was refused last, shown in a red banner until `until`.
    private var alert: (text: String, until: Double)?
    /// The HUD shows the scenario's frame rate (as `render` does) until the person acts.
    private var scenarioFPS: Double?
    private let watcher: (any SetupSource)?
    private var frames = 0
    /// Where screenshots, recordings and saved playground files go.
    public var folder = "."
    /// Says a line to the person: the name of a file written, a file applied (stdout).
    public var say: (String) -> Void = { print(TerminalText.safe($0)) }
    /// Says a problem to the person (stderr).
    public var warn: (String) -> Void = { StandardError.line($0) }

    /// Seconds a message stays in the HUD.
    public static let messageSeconds = 3.0
    /// Seconds a failure's banner stays (longer: it needs reading).
    public static let alertSeconds = 6.0

    public init(model: PlaygroundModel, driver: ScenarioDriver? = nil, watcher: (any SetupSource)? = nil) {
        self.model = driver?.model ?? model
        self.driver = driver
        self.watcher = watcher
        scenarioFPS = driver.map { Double($0.scenario.fps) }
    }

    /// Whether R's recording of the window runs (time then moves in fixed 60 fps frames).
    public var isRecording: Bool { recorder != nil }

    /// A person's event at `now` (s); `canvas`: the frame on screen, for a screenshot.
    /// While a scenario plays, the keys that act on it; anything else takes the
    /// playground over. False to quit.
    public func handle(_ input: InputEvent, at now: Double, canvas: Canvas?) throws -> Bool {
        // A key the keymap does not know does nothing (and takes nothing over).
        if case .key = input, input.command == nil { return true }
        if var d = driver {
            if input.command == .record {
                let name = FileNames.next(in: folder, prefix: "pagedots-recording", ext: "mp4")
                do { try Self.writable(name); try d.restartRecording(to: name); show("recording the scenario from its start to \(name)", at: now) } catch { fail("\(error)", at: now) }
                driver = d
                model = d.model
                return true
            }
            if input.command == .quit { return false }
            if try d.takes(input) { driver = d; model = d.model; return true }
            if case .resize = input {} else {
                d.cancelRecording()
                driver = nil
                scenarioFPS = nil
            }
        } else if case .resize = input {} else if case .pointerMove = input {} else {
            scenarioFPS = nil
        }
        var running = true
        for effect in try model.handle(input) { running = perform(effect, at: now, canvas: canvas) && running }
        return running
    }

    /// One presented frame: `dt` measured wall seconds (clamped; a fixed 60 fps frame
    /// while recording), or the scenario's next frame.
    public func advance(dt: Double, at now: Double) throws {
        if var d = driver {
            let going: Bool
            do { going = try d.advance() } catch where d.isRecording {
                // A recording that cannot be written stops; the scenario plays on.
                d.cancelRecording()
                fail("recording stopped: \(error)", at: now)
                going = true
            }
            if let name = d.finishedRecording { say(name); show("saved \(name)", at: now) }
            model = d.model
            driver = going ? d : nil
            if !going && d.isRecording { d.cancelRecording() }
        } else {
            model.tick(recorder != nil ? PlaygroundModel.frameTime : min(max(dt, 0), 0.1))
        }
        frames += 1
        if frames % 6 == 0 { watch() }
    }

    /// Draws the frame on `canvas` at `scale` px per pt, the HUD showing `fps`, and
    /// records it when recording; returns what changed since the last draw.
    public func draw(on canvas: Canvas, scale: Double, fps: Double, at now: Double) -> Damage {
        if message.map({ $0.until < now }) == true { message = nil }
        if alert.map({ $0.until < now }) == true { alert = nil }
        let hud = SceneBuilder.HUD(fps: scenarioFPS ?? fps, recording: recorder != nil || driver?.isRecording == true,
                                   message: message?.text, alert: alert?.text)
        var damage = Damage.none
        if let recorder {
            // The file gets the frame without the recording label or messages (the window
            // shows them): drawn first, then the HUD's difference drawn over it.
            let clean = SceneBuilder.HUD(fps: hud.fps)
            damage = canvas.draw(SceneBuilder.build(model, hud: clean), scale: scale)
            do { try recorder.write(canvas, damage: damage) } catch { stopRecording(failure: "\(error)", at: now) }
        }
        return damage.union(canvas.draw(SceneBuilder.build(model, hud: hud), scale: scale))
    }

    /// The window is `width × height` pt now (a recording of the window stops).
    public func resize(width: Double, height: Double, at now: Double) throws {
        _ = try handle(.resize(width: width, height: height), at: now, canvas: nil)
        if recorder != nil { stopRecording(note: "recording stopped: the window changed size", at: now) }
    }

    /// Ends what is under way: a recording of the window is finished, a scenario's is
    /// dropped.
    public func close(at now: Double) {
        if recorder != nil { stopRecording(note: nil, at: now) }
        driver?.cancelRecording()
    }

    /// Applies the playground file when it was saved again; a bad edit keeps the last
    /// good state and shows why, in a banner and on stderr.
    private func watch() {
        guard let watcher, let change = watcher.poll() else { return }
        switch change {
        case .loaded(let setup):
            do {
                try model.apply(setup)
                model.banner = nil
                say("applied \(watcher.path)")
            } catch {
                model.banner = FileMessage.oneLine("\(watcher.path): \(error)")
            }
        case .failed(let line):
            model.banner = line
            warn(line)
        }
    }

    /// Carries out what the model asked; false to quit.
    private func perform(_ effect: PlaygroundEffect, at now: Double, canvas: Canvas?) -> Bool {
        switch effect {
        case .quit: return false
        case .screenshot:
            guard let canvas else { return true }
            let name = FileNames.next(in: folder, prefix: "pagedots-screenshot", ext: "png")
            do {
                try canvas.writePNG(to: name)
                say(name)
                show("saved \(name)", at: now)
            } catch { fail("\(error)", at: now) }
        case .toggleRecording:
            if recorder != nil { stopRecording(note: nil, at: now) } else { startRecording(canvas, at: now) }
        case .save:
            let name = FileNames.next(in: folder, prefix: "pagedots-config", ext: "yaml")
            do {
                try AtomicFile.write(Data(PlaygroundFile.text(model).utf8), to: name)
                say(name)
                show("saved \(name)", at: now)
            } catch { fail("\(error)", at: now) }
        case .refused(let text):
            fail(text, at: now)
        }
        return true
    }

    private func startRecording(_ canvas: Canvas?, at now: Double) {
        guard let canvas else { return }
        let name = FileNames.next(in: folder, prefix: "pagedots-recording", ext: "mp4")
        do {
            try PixelLimit.moving(width: canvas.pixelWidth, height: canvas.pixelHeight, what: "the window")
            try Self.writable(name)
            recorder = try VideoWriter(path: name, pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight, fps: 60)
            show("recording to \(name)", at: now)
        } catch { fail("\(error)", at: now) }
    }

    /// Finishes the window's recording; `failure`: why it had to stop (a write failed).
    private func stopRecording(note: String? = nil, failure: String? = nil, at now: Double) {
        guard let r = recorder else { return }
        recorder = nil
        do {
            try r.finish()
            say(r.path)
            if let failure { fail("recording stopped: \(failure)", at: now) } else { show(note ?? "saved \(r.path) (\(r.frames) frames)", at: now) }
        } catch { fail(failure ?? "\(error)", at: now) }
    }

    /// Refuses at once a file the encoder could not write (it would fail frames later).
    private static func writable(_ name: String) throws {
        do { try OutputPath.checkFolder(of: name) } catch { throw RenderError(error.message("cannot write")) }
    }

    private func show(_ text: String, at now: Double) { message = (text, now + Self.messageSeconds) }

    /// A failure or refusal: a red banner for a few seconds and a line on stderr.
    private func fail(_ text: String, at now: Double) {
        let line = FileMessage.oneLine(text)
        alert = (line, now + Self.alertSeconds)
        warn(line)
    }
}

/// A playground file the session watches: saved again, it is applied.
public protocol SetupSource {
    var path: String { get }
    /// The file's new state when it changed since the last look, else nil.
    func poll() -> SetupChange?
}

public enum SetupChange {
    case loaded(PlaygroundSetup)
    /// Why it does not load: `file:line: message`.
    case failed(String)
}

/// Names for files the window writes, never overwriting one: `prefix-N.ext`. A folder
/// named for them that does not exist yet is made with the first (`--out-dir`).
public enum FileNames {
    public static func next(in folder: String, prefix: String, ext: String) -> String {
        if folder != "." && !FileManager.default.fileExists(atPath: folder) {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        }
        let base = folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        var n = 1
        while FileManager.default.fileExists(atPath: "\(base)\(prefix)-\(n).\(ext)") { n += 1 }
        return "\(base)\(prefix)-\(n).\(ext)"
    }
}
