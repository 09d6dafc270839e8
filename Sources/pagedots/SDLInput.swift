import CSDL2
import PageDots

/// Turns SDL events into the playground's input events.
enum SDLInput {
    /// Points of travel per precise wheel unit (trackpads).
    static let pointsPerWheelUnit = 48.0

    /// Events for one SDL event; `pageWidth` in pt converts precise wheel deltas.
    static func events(_ e: SDL_Event, pageWidth: Double, direction: Direction = .ltr) -> [InputEvent] {
        switch SDL_EventType(e.type) {
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_LEFT):
            return [.pointerDown(x: Double(e.button.x), y: Double(e.button.y))]
        case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_LEFT):
            return [.pointerUp(x: Double(e.button.x), y: Double(e.button.y))]
        case SDL_MOUSEMOTION where e.motion.state & UInt32(1) != 0:
            return [.pointerMove(x: Double(e.motion.x), y: Double(e.motion.y))]
        case SDL_MOUSEWHEEL:
            return wheel(e.wheel, pageWidth: pageWidth, direction: direction)
        case SDL_KEYDOWN:
            let shift = e.key.keysym.mod & UInt16(KMOD_SHIFT.rawValue) != 0
            return key(e.key.keysym.sym, shift: shift).map { [.key($0)] } ?? []
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: e.text.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.compactMap(character).map { .key($0) }
        default:
            return []
        }
    }

    /// Whole ticks step a page each; fractional (precise) deltas scroll directly.
    /// Right and down are forward (left in right-to-left, up in bottom-to-top); natural
    /// scrolling is respected.
    static func wheel(_ w: SDL_MouseWheelEvent, pageWidth: Double, direction: Direction = .ltr) -> [InputEvent] {
        let flip: Float = w.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
        let dx = w.preciseX * flip * (direction == .rtl ? -1 : 1), dy = w.preciseY * flip * (direction == .btt ? -1 : 1)
        let forward = Double(dx - dy)
        guard forward != 0 else { return [] }
        if dx == dx.rounded(), dy == dy.rounded() {
            return [.wheelTicks(Int(forward))]
        }
        return [.scroll(pages: forward * pointsPerWheelUnit / max(1, pageWidth))]
    }

    /// Keys without text: arrows, Home, End, Esc.
    static func key(_ sym: SDL_Keycode, shift: Bool = false) -> Key? {
        switch Int(sym) {
        case Int(SDLK_LEFT.rawValue): return shift ? .shiftLeft : .left
        case Int(SDLK_RIGHT.rawValue): return shift ? .shiftRight : .right
        case Int(SDLK_UP.rawValue): return .up
        case Int(SDLK_DOWN.rawValue): return .down
        case Int(SDLK_HOME.rawValue): return .home
        case Int(SDLK_END.rawValue): return .end
        case Int(SDLK_ESCAPE.rawValue): return .quit
        default: return nil
        }
    }

    /// Keys that type a character, whatever the keyboard layout.
    static func character(_ c: Character) -> Key? {
        switch c {
        case "0"..."9": return .solo(Int(String(c)) ?? 0)
        case "p", "P": return .panel
        case "w", "W": return .save
        case "+", "=": return .morePages
        case "-", "−", "_": return .fewerPages
        case "t", "T": return .tracking
        case "e", "E": return .easing
        case "[": return .slower
        case "]": return .faster
        case " ": return .pause
        case ".": return .stepFrame
        case "d", "D": return .debug
        case "b", "B": return .background
        case "f", "F": return .freeScroll
        case "s", "S": return .screenshot
        case "r", "R": return .record
        case "h", "H", "?": return .help
        default: return nil
        }
    }
}
