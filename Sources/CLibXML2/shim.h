#ifndef XIBGEN_CLIBXML2_SHIM_H
#define XIBGEN_CLIBXML2_SHIM_H
/* Debian's libxml2 is built with ICU, and <libxml/encoding.h> then includes ICU's headers,
   whose UErrorCode clashes with Foundation's bundled ICU in any Swift file that sees both
   modules. xibgen never touches the ICU fields of libxml2's encoding handler (it only uses the
   reader API through pointers), so the ICU part of the headers is left out. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>

/* A few libxml2 paths (e.g. "xmlParseChunk: encoder error") print straight to the generic
   error handler, which writes to stderr. Swift cannot define the variadic callback, so it is here. */
static void xibgen_discard_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

/* The handler is per thread in libxml2: call before each parse. */
static inline void xibgen_silence_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, xibgen_discard_generic_error);
}
#endif
