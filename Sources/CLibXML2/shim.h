#ifndef XIBGEN_CLIBXML2_SHIM_H
#define XIBGEN_CLIBXML2_SHIM_H
#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#endif
