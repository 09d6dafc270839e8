import CSDL2
import Foundation
import PageDots
import PageDotsRender

/// The live playground's SDL edge: a window presenting the session's canvas at the
/// display's refresh rate. Set up → loop (events, update, draw, present) → tear down.
/// What input does and what is drawn is the session's (`WindowSession`).
final class PlaygroundWindow {
    private let session: any WindowSession
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var canvas: Canvas?
    private var pixelScale = 1.0
    private let interval: Double
    private var stats: FrameStats
    /// Presents in the last second: the HUD's fps.
    private var recentPresents: [Double] = []
    private var fps: Double {
        guard let first = recentPresents.first, let last = recentPresents.last, last > first else { return 1 / interval }
        return Double(recentPresents.count - 1) / (last - first)
    }
    private var title = ""
    /// Where to write the last presented frame on exit (automation).
    private let lastFrame: String?

    /// SDL video drivers that show nothing on a screen.
    static let headlessDrivers: Set<String> = ["offscreen", "dummy", "evdev", "none"]
    /// The smallest window a person can drag it down to, pt.
    static let minimumSize = (width: 480.0, height: 320.0)

    /// Opens the window; throws `UsageError` when no display can be opened.
    init(_ session: any WindowSession, lastFrame: String? = nil) throws {
        self.session = session
        self.lastFrame = lastFrame
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        let noDisplay = "no display to open a window on (DISPLAY and WAYLAND_DISPLAY are unset); for output without a window use pagedots snapshot, render or layout"
        if getenv("SDL_VIDEODRIVER") == nil {
            let x11 = getenv("DISPLAY").map { String(cString: $0) } ?? ""
            let wayland = getenv("WAYLAND_DISPLAY").map { String(cString: $0) } ?? ""
            guard !x11.isEmpty || !wayland.isEmpty else { throw UsageError.display(noDisplay) }
            // Without Wayland, only X11 can show a window: do not let SDL try the others
            // (and print their complaints).
            if wayland.isEmpty { setenv("SDL_VIDEODRIVER", "x11", 1) }
        }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw UsageError.display("cannot open a display (\(String(cString: SDL_GetError()))); for output without a window use pagedots snapshot, render or layout")
        }
        // With no display SDL falls back to drivers that draw nowhere; refuse them unless
        // the person asked for one by name.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if getenv("SDL_VIDEODRIVER") == nil && Self.headlessDrivers.contains(driver) {
            SDL_Quit()
            throw UsageError.display("no display to open a window on (DISPLAY is unset or unreachable; SDL found only its '\(driver)' driver); for output without a window use pagedots snapshot, render or layout")
        }
        let l = session.screenSize
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let w = SDL_CreateWindow(session.title, Int32(bitPattern: 0x2FFF_0000), Int32(bitPattern: 0x2FFF_0000),
                                       Int32(l.width), Int32(l.height), flags) else {
            let err = String(cString: SDL_GetError())
            SDL_Quit()
            throw UsageError.display("cannot open a window (\(err)); for output without a window use pagedots snapshot, render or layout")
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
            throw UsageError.display("cannot draw in the window (\(err))")
        }
        renderer = r
        var mode = SDL_DisplayMode()
        let hz = SDL_GetCurrentDisplayMode(0, &mode) == 0 && mode.refresh_rate > 0 ? Double(mode.refresh_rate) : 60
        interval = 1 / hz
        stats = FrameStats(interval: interval)
        try fitCanvas()
    }

    deinit {
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
        let screen = session.screenSize
        if canvas?.pixelWidth == Int(pw) && canvas?.pixelHeight == Int(ph) && screen.width == Double(ww) && screen.height == Double(wh) { return }
        pixelScale = Double(pw) / Double(ww)
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), pw, ph)
        canvas = try Canvas(pixelWidth: Int(pw), pixelHeight: Int(ph))
        try session.resize(width: Double(ww), height: Double(wh), at: now())
    }

    /// Runs until Esc, the window closes, or `quitAfter` seconds; returns the stats.
    func run(quitAfter: Double?, watching: String?) throws -> FrameStats {
        let start = now()
        var last = start
        if let watching { print(TerminalText.safe("watching \(watching): save it to apply it")) }
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
                    running = try session.handle(input, at: frameStart, canvas: canvas) && running
                }
            }
            if let quitAfter, frameStart - start >= quitAfter { running = false }
            if !running { break }
            // Update: measured frame time (the session clamps it).
            try session.advance(dt: frameStart - last, at: frameStart)
            last = frameStart
            // Draw and present, unless minimised.
            if SDL_GetWindowFlags(window) & SDL_WINDOW_MINIMIZED.rawValue != 0 {
                SDL_WaitEventTimeout(nil, 100)
                deadline = now()
                continue
            }
            draw()
            let workEnd = now()
            SDL_RenderPresent(renderer)
            let presentEnd = now()
            stats.presented(at: presentEnd, work: workEnd - frameStart, present: presentEnd - workEnd)
            recentPresents.append(presentEnd)
            while let first = recentPresents.first, presentEnd - first > 1.0 { recentPresents.removeFirst() }
            // Pace to the refresh interval without busy-waiting.
            deadline = max(deadline + interval, presentEnd - interval)
            let wait = deadline - now()
            if wait > 0 { sleep(seconds: wait) }
        }
        session.close(at: now())
        if let lastFrame, let canvas {
            do { try canvas.writePNG(to: lastFrame) } catch { StandardError.line("\(error)") }
        }
        return stats
    }

    private func draw() {
        guard let canvas, let texture else { return }
        let damage = session.draw(on: canvas, scale: pixelScale, fps: fps, at: now())
        if damage != .none { SDL_UpdateTexture(texture, nil, canvas.pixels, Int32(canvas.stride)) }
        SDL_RenderCopy(renderer, texture, nil, nil)
        if session.title != title {
            title = session.title
            SDL_SetWindowTitle(window, title)
        }
    }

    private func now() -> Double { Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency()) }

    private func sleep(seconds: Double) {
        var ts = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var rest = timespec()
        while nanosleep(&ts, &rest) != 0 && errno == EINTR { ts = rest }
    }
}
