#include "czlib.h"

int folio_inflate_init_gzip(z_stream *stream) {
    /* 15-bit window, +16: gzip header and trailer only. */
    return inflateInit2(stream, 15 + 16);
}
