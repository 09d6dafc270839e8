// cairo for Swift: image surfaces, paths, text through FreeType, PNG, SVG and PDF output.
// Flags come from pkg-config (cairo).
#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <ft2build.h>
#include FT_FREETYPE_H
