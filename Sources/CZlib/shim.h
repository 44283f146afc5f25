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

#endif
