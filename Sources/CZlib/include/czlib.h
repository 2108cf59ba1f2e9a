#ifndef FOLIO_CZLIB_H
#define FOLIO_CZLIB_H

#include <zlib.h>

/// Starts inflating gzip data (inflateInit2 is a macro, which Swift cannot call).
int folio_inflate_init_gzip(z_stream *stream);

#endif
