import CSDL2
import PageDots

/// Turns SDL events into the playground's neutral input: pointer, wheel deltas and keys.
/// What a key does, and which way is forward, is the core's business.
enum SDLInput {
    static func events(_ e: SDL_Event) -> [InputEvent] {
        switch SDL_EventType(e.type) {
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_LEFT):
            return [.pointerDown(x: Double(e.button.x), y: Double(e.button.y))]
        case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_LEFT):
            return [.pointerUp(x: Double(e.button.x), y: Double(e.button.y))]
        case SDL_MOUSEMOTION where e.motion.state & UInt32(1) != 0:
            return [.pointerMove(x: Double(e.motion.x), y: Double(e.motion.y))]
        case SDL_MOUSEWHEEL:
            // Natural scrolling: SDL says the deltas are flipped; unflip them.
            let flip: Float = e.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            return [.wheel(dx: Double(e.wheel.preciseX * flip), dy: Double(e.wheel.preciseY * flip))]
        case SDL_KEYDOWN:
            let shift = e.key.keysym.mod & UInt16(KMOD_SHIFT.rawValue) != 0
            return key(e.key.keysym.sym).map { [.key($0, shift: shift)] } ?? []
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: e.text.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.map { .key(.character($0)) }
        default:
            return []
        }
    }

    /// Keys without text: arrows, Home, End, Esc.
    static func key(_ sym: SDL_Keycode) -> Key? {
        switch Int(sym) {
        case Int(SDLK_LEFT.rawValue): return .left
        case Int(SDLK_RIGHT.rawValue): return .right
        case Int(SDLK_UP.rawValue): return .up
        case Int(SDLK_DOWN.rawValue): return .down
        case Int(SDLK_HOME.rawValue): return .home
        case Int(SDLK_END.rawValue): return .end
        case Int(SDLK_ESCAPE.rawValue): return .escape
        case Int(SDLK_TAB.rawValue): return .tab
        default: return nil
        }
    }
}
