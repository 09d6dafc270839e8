import CCairo

/// The bundled fonts, loaded once through FreeType so that text renders the same on
/// every machine.
// `@unchecked Sendable`: loaded once, then only read (the faces are never changed).
final class Fonts: @unchecked Sendable {
    let regular: OpaquePointer
    let bold: OpaquePointer
    private var library: FT_Library?
    private var faces: [FT_Face?] = []

    static let shared: Result<Fonts, RenderError> = {
        do { return .success(try Fonts()) } catch let e as RenderError { return .failure(e) } catch {
            return .failure(RenderError("\(error)"))
        }
    }()

    private init() throws {
        var library: FT_Library?
        var faces: [FT_Face?] = []
        guard FT_Init_FreeType(&library) == 0 else { throw RenderError("cannot start FreeType") }
        func load(_ name: String) throws -> OpaquePointer {
            guard let path = Assets.path("Fonts/" + name) else {
                throw RenderError("font Assets/Fonts/\(name) not found (set PAGEDOTS_ASSETS to the Assets folder)")
            }
            var face: FT_Face?
            guard FT_New_Face(library, path, 0, &face) == 0, let face else { throw RenderError("cannot load font \(path)") }
            faces.append(face)
            guard let cairoFace = cairo_ft_font_face_create_for_ft_face(face, 0) else { throw RenderError("cairo cannot use font \(path)") }
            return cairoFace
        }
        regular = try load("DejaVuSans.ttf")
        bold = try load("DejaVuSans-Bold.ttf")
        self.library = library
        self.faces = faces
    }
}
