// The wrappers are static inline in shim.h; a C target needs one source file to build.
#include "shim.h"
