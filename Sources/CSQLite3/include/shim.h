// The C surface FolioBrowser's SQLite layer needs, in functions Swift 6 can call.
// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import,
// so binding text and blobs that SQLite must copy goes through these wrappers.
#pragma once
#include <sqlite3.h>

static inline int folio_sqlite3_bind_text_copy(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}

static inline int folio_sqlite3_bind_blob_copy(sqlite3_stmt *statement, int index, const void *bytes, int length) {
    return sqlite3_bind_blob(statement, index, bytes, length, SQLITE_TRANSIENT);
}
