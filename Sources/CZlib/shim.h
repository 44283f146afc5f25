#ifndef TARTINE_CZLIB_SHIM_H
#define TARTINE_CZLIB_SHIM_H

#include <zlib.h>

/// `deflateInit` is a macro (it passes the library version and struct size): a function for Swift.
static inline int tartine_deflate_init(z_stream *stream, int level) {
    return deflateInit(stream, level);
}

/// `inflateInit2` with window bits -15: raw deflate data (the caller checks the zlib header;
/// the Adler-32 trailer is not computed, PNG's chunk CRCs already cover the bytes).
static inline int tartine_inflate_init_raw(z_stream *stream) {
    return inflateInit2(stream, -15);
}

/// `deflateInit2` for raw deflate data (window bits -15: no zlib header or trailer), memory
/// level 8, the default strategy: the bands of a banded PNG, whose header and Adler-32 the
/// caller writes around them.
static inline int tartine_deflate_init_raw(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}

#endif
