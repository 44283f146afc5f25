#ifndef TARTINE_CZLIB_SHIM_H
#define TARTINE_CZLIB_SHIM_H

#include <zlib.h>

/// `deflateInit` is a macro (it passes the library version and struct size): a function for Swift.
static inline int tartine_deflate_init(z_stream *stream, int level) {
    return deflateInit(stream, level);
}

/// `inflateInit` is a macro too: a function for Swift.
static inline int tartine_inflate_init(z_stream *stream) {
    return inflateInit(stream);
}

#endif
