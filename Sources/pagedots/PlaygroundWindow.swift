import CSDL2
import Foundation
import PageDots
import PageDotsRender

/// The live playground: an SDL2 window presenting a cairo canvas at the display's
/// refresh rate. Set up → loop (events, update, draw, present) → tear down.
final class PlaygroundWindow {
    private var model: PlaygroundModel
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var canvas: Canvas?
    private var pixelScale = 1.0
    private let interval: Double
    private var stats: FrameStats
    private var recorder: VideoWriter?
    private var message: (text: String, until: Double)?
    /// Presents in the last second: the HUD's fps.
    private var recentPresents: [Double] = []
    private var fps: Double {
        guard let first = recentPresents.first, let last = recentPresents.last, last > first else { return 1 / interval }
        return Double(recentPresents.count - 1) / (last - first)
    }
    private var title = ""
    /// The playground file being watched, if any.
    private let watcher: ConfigWatcher?
    /// The scenario playing, until it ends or the person takes over.
    private var driver: ScenarioDriver?
    /// The HUD shows the scenario's frame rate (as `render` does) until the person acts.
    private var scenarioFPS: Double?
    /// Where to write the last presented frame on exit (automation).
    private let lastFrame: String?
    private var frames = 0

    /// SDL video drivers that show nothing on a screen.
    static let headlessDrivers: Set<String> = ["offscreen", "dummy", "evdev", "none"]
    /// The smallest window a person can drag it down to, pt.
    static let minimumSize = (width: 480.0, height: 320.0)

    /// Opens the window; throws `UsageError` when no display can be opened.
    init(model: PlaygroundModel, watcher: ConfigWatcher? = nil, driver: ScenarioDriver? = nil, lastFrame: String? = nil) throws {
        self.model = driver?.model ?? model
        self.watcher = watcher
        self.driver = driver
        self.lastFrame = lastFrame
        scenarioFPS = driver.map { Double($0.scenario.fps) }
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        let noDisplay = "no display to open a window on (DISPLAY and WAYLAND_DISPLAY are unset); for output without a window use pagedots snapshot, render or layout"
        if getenv("SDL_VIDEODRIVER") == nil {
            let x11 = getenv("DISPLAY").map { String(cString: $0) } ?? ""
            let wayland = getenv("WAYLAND_DISPLAY").map { String(cString: $0) } ?? ""
            guard !x11.isEmpty || !wayland.isEmpty else { throw UsageError(noDisplay) }
            // Without Wayland, only X11 can show a window: do not let SDL try the others
            // (and print their complaints).
            if wayland.isEmpty { setenv("SDL_VIDEODRIVER", "x11", 1) }
        }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw UsageError("cannot open a display (\(String(cString: SDL_GetError()))); for output without a window use pagedots snapshot, render or layout")
        }
        // With no display SDL falls back to drivers that draw nowhere; refuse them unless
        // the person asked for one by name.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if getenv("SDL_VIDEODRIVER") == nil && Self.headlessDrivers.contains(driver) {
            SDL_Quit()
            throw UsageError("no display to open a window on (DISPLAY is unset or unreachable; SDL found only its '\(driver)' driver); for output without a window use pagedots snapshot, render or layout")
        }
        let l = model.screenSize
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let w = SDL_CreateWindow(model.title, Int32(bitPattern: 0x2FFF_0000), Int32(bitPattern: 0x2FFF_0000),
                                       Int32(l.width), Int32(l.height), flags) else {
            let err = String(cString: SDL_GetError())
            SDL_Quit()
            throw UsageError("cannot open a window (\(err)); for output without a window use pagedots snapshot, render or layout")
        }
        window = w
        // The window does not shrink below 480x320 (or the size asked for, if smaller):
        // rows, labels and the HUD stay readable.
        SDL_SetWindowMinimumSize(w, Int32(min(l.width, Self.minimumSize.width)), Int32(min(l.height, Self.minimumSize.height)))
        let vsync = SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let r = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED.rawValue | vsync)
            ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let err = String(cString: SDL_GetError())
            SDL_DestroyWindow(w); SDL_Quit()
            throw UsageError("cannot draw in the window (\(err))")
        }
        renderer = r
        var mode = SDL_DisplayMode()
        let hz = SDL_GetCurrentDisplayMode(0, &mode) == 0 && mode.refresh_rate > 0 ? Double(mode.refresh_rate) : 60
        interval = 1 / hz
        stats = FrameStats(interval: interval)
        try fitCanvas()
    }

    deinit {
        recorder?.cancel()
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Matches the canvas and texture to the drawable's pixel size.
    private func fitCanvas() throws {
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        var ww: Int32 = 0, wh: Int32 = 0
        SDL_GetWindowSize(window, &ww, &wh)
        // Without a window manager to honour the minimum size, put the window back.
        var minW: Int32 = 0, minH: Int32 = 0
        SDL_GetWindowMinimumSize(window, &minW, &minH)
        if ww < minW || wh < minH {
            SDL_SetWindowSize(window, max(ww, minW), max(wh, minH))
            return
        }
        guard pw > 0, ph > 0, ww > 0, wh > 0 else { return }
        if canvas?.pixelWidth == Int(pw) && canvas?.pixelHeight == Int(ph) && model.screenSize.width == Double(ww) && model.screenSize.height == Double(wh) { return }
        pixelScale = Double(pw) / Double(ww)
        try model.handle(.resize(width: Double(ww), height: Double(wh)))
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), pw, ph)
        canvas = try Canvas(pixelWidth: Int(pw), pixelHeight: Int(ph))
        if recorder != nil { stopRecording(note: "recording stopped: the window changed size") }
    }

    /// Runs until Esc, the window closes, or `quitAfter` seconds; returns the stats.
    func run(quitAfter: Double?) throws -> FrameStats {
        let start = now()
        var last = start
        if let watcher { print("watching \(watcher.path): save it to apply it") }
        var deadline = start
        var running = true
        while running {
            // Events.
            var e = SDL_Event()
            let frameStart = now()
            while SDL_PollEvent(&e) != 0 {
                if e.type == SDL_QUIT.rawValue { running = false }
                if e.type == SDL_WINDOWEVENT.rawValue && e.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) { try fitCanvas() }
                if e.type == SDL_MOUSEBUTTONDOWN.rawValue { SDL_CaptureMouse(SDL_TRUE) }
                if e.type == SDL_MOUSEBUTTONUP.rawValue { SDL_CaptureMouse(SDL_FALSE) }
                for input in SDLInput.events(e) {
                    running = try handle(input) && running
                }
            }
            if let quitAfter, frameStart - start >= quitAfter { running = false }
            if !running { break }
            // Update: measured, clamped frame time; a recording runs on the fixed 60 fps timeline.
            let dt = recorder != nil ? PlaygroundModel.frameTime : min(max(frameStart - last, 0), 0.1)
            last = frameStart
            if var d = driver {
                let going = try d.advance()
                if let name = d.finishedRecording { print(name); show("saved \(name)") }
                model = d.model
                driver = going ? d : nil
                if !going && d.isRecording { d.cancelRecording() }
            } else {
                model.tick(dt)
            }
            frames += 1
            if frames % 6 == 0 { watch() }
            // Draw and present, unless minimised.
            if SDL_GetWindowFlags(window) & SDL_WINDOW_MINIMIZED.rawValue != 0 {
                SDL_WaitEventTimeout(nil, 100)
                deadline = now()
                continue
            }
            try draw()
            let workEnd = now()
            present()
            let presentEnd = now()
            stats.presented(at: presentEnd, work: workEnd - frameStart, present: presentEnd - workEnd)
            recentPresents.append(presentEnd)
            while let first = recentPresents.first, presentEnd - first > 1.0 { recentPresents.removeFirst() }
            // Pace to the refresh interval without busy-waiting.
            deadline = max(deadline + interval, presentEnd - interval)
            let wait = deadline - now()
            if wait > 0 { sleep(seconds: wait) }
        }
        if recorder != nil { stopRecording(note: nil) }
        driver?.cancelRecording()
        if let lastFrame, let canvas {
            do { try canvas.writePNG(to: lastFrame) } catch { FileHandle.standardError.write(Data("pagedots: \(error)\n".utf8)) }
        }
        return stats
    }

    /// A person's event: while a scenario plays, the keys that act on it; anything else
    /// takes the playground over. False to quit.
    private func handle(_ input: InputEvent) throws -> Bool {
        // A key the keymap does not know does nothing (and takes nothing over).
        if case .key = input, input.command == nil { return true }
        if var d = driver {
            if input.command == .record {
                let name = FileNames.next(prefix: "pagedots-recording", ext: "mp4")
                do { try d.restartRecording(to: name); show("recording the scenario from its start to \(name)") } catch { show("\(error)") }
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
        for effect in try model.handle(input) { running = try perform(effect) && running }
        return running
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
                print("applied \(watcher.path)")
            } catch {
                model.banner = EntryPoint.oneLine("\(watcher.path): \(error)")
            }
        case .failed(let line):
            model.banner = line
            FileHandle.standardError.write(Data(("pagedots: " + line + "\n").utf8))
        }
    }

    private func draw() throws {
        guard let canvas, let texture else { return }
        if message.map({ $0.until < now() }) == true { message = nil }
        let hud = SceneBuilder.HUD(fps: scenarioFPS ?? fps, recording: recorder != nil || driver?.isRecording == true,
                                   message: message?.text)
        let damage = canvas.draw(SceneBuilder.build(model, hud: hud), scale: pixelScale)
        if let recorder {
            do { try recorder.write(canvas, damage: damage) } catch { stopRecording(note: "\(error)") }
        }
        if damage != .none { SDL_UpdateTexture(texture, nil, canvas.pixels, Int32(canvas.stride)) }
        SDL_RenderCopy(renderer, texture, nil, nil)
        if model.title != title {
            title = model.title
            SDL_SetWindowTitle(window, title)
        }
    }

    /// Hands the frame to the display (waits for vsync where the driver has it).
    private func present() { SDL_RenderPresent(renderer) }

    /// Carries out what the model asked; false to quit.
    private func perform(_ effect: PlaygroundEffect) throws -> Bool {
        switch effect {
        case .quit: return false
        case .screenshot:
            guard let canvas else { return true }
            let name = FileNames.next(prefix: "pagedots-screenshot", ext: "png")
            do {
                try canvas.writePNG(to: name)
                print(name)
                show("saved \(name)")
            } catch { show("\(error)") }
        case .toggleRecording:
            if recorder != nil { stopRecording(note: nil) } else { startRecording() }
        case .save:
            let name = FileNames.next(prefix: "pagedots-config", ext: "yaml")
            do {
                try AtomicFile.write(Data(PlaygroundFile.text(model).utf8), to: name)
                print(name)
                show("saved \(name)")
            } catch { show("\(error)") }
        case .notice(let text):
            show(text)
        }
        return true
    }

    private func startRecording() {
        guard let canvas else { return }
        let name = FileNames.next(prefix: "pagedots-recording", ext: "mp4")
        do {
            recorder = try VideoWriter(path: name, pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight, fps: 60)
            show("recording to \(name)")
        } catch { show("\(error)") }
    }

    private func stopRecording(note: String?) {
        guard let r = recorder else { return }
        recorder = nil
        do {
            try r.finish()
            print(r.path)
            show(note ?? "saved \(r.path) (\(r.frames) frames)")
        } catch { show("\(error)") }
    }

    private func show(_ text: String) { message = (text, now() + 3) }

    private func now() -> Double { Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency()) }

    private func sleep(seconds: Double) {
        var ts = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var rest = timespec()
        while nanosleep(&ts, &rest) != 0 && errno == EINTR { ts = rest }
    }
}

/// Names for files the window writes into the current folder, never overwriting one.
enum FileNames {
    static func next(prefix: String, ext: String) -> String {
        var n = 1
        while FileManager.default.fileExists(atPath: "\(prefix)-\(n).\(ext)") { n += 1 }
        return "\(prefix)-\(n).\(ext)"
    }
}
