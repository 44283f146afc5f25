#ifndef TARTINE_CPANGOFT2_SHIM_H
#define TARTINE_CPANGOFT2_SHIM_H

// Fontconfig, FreeType and Pango's fontconfig font map: what it takes to give a Pango font map
// a private FcConfig that sees only the pinned font files.
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <pango/pangofc-fontmap.h>

/// `pango_fc_font_map_set_config` on a font map made by
/// `pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)` (a `PangoFcFontMap`).
/// Returns 0 when `map` is not a fontconfig font map (nothing is changed), 1 otherwise.
static inline int tartine_fc_font_map_set_config(PangoFontMap *map, FcConfig *config) {
    if (!PANGO_IS_FC_FONT_MAP(map)) return 0;
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    return 1;
}

/// The FreeType version as "major.minor.patch", read from a short-lived FT_Library
/// (`FT_Init_FreeType`, `FT_Library_Version`, `FT_Done_FreeType`). Writes into `buffer`.
static inline void tartine_freetype_version(int *major, int *minor, int *patch) {
    FT_Library library;
    *major = 0; *minor = 0; *patch = 0;
    if (FT_Init_FreeType(&library) != 0) return;
    FT_Library_Version(library, major, minor, patch);
    FT_Done_FreeType(library);
}

#endif
